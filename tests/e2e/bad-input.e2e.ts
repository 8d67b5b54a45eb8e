import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, openContext, pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

/** As the language menu does: stored on the device, and in a cookie so the server renders in it. */
async function inAmharic(on: boolean) {
  if (!page.url().startsWith(BASE_URL)) await page.goto('/about');
  await page.evaluate((lang) => {
    localStorage.setItem('tibeb-language', lang);
    document.cookie = `tibeb-language=${encodeURIComponent(lang)}; path=/`;
  }, on ? 'am-ET' : 'en');
}

const main = () => page.locator('main');
const params = () => Object.fromEntries(new URL(page.url()).searchParams);

describe('not-found states', () => {
  afterEach(() => inAmharic(false));

  it('answers an unknown product with 404 and its not-found state, in both languages', async () => {
    const res = await page.goto('/product/00000000-0000-4000-8000-000000000000');
    assert.equal(res?.status(), 404);
    await main().getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await main().getByText('This product may have been sold out or removed by its designer.').waitFor();
    await main().getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL(/\/products$/);
    await page.getByTestId('page-products-root').waitFor();

    await inAmharic(true);
    await page.goto('/product/not-even-an-id');
    await main().getByRole('heading', { name: 'ምርቱ አልተገኘም' }).waitFor();
    await main().getByRole('link', { name: 'ወደ ምርቶች ይመለሱ' }).waitFor();
  });

  it('answers an unknown designer and unknown addresses with their not-found pages and a 404', async () => {
    const designer = await page.goto('/designers/no-such-designer');
    assert.equal(designer?.status(), 404);
    await main().getByText('Designer not found').waitFor();
    for (const unknown of ['/no/such/page', '/checkout/extra', '/products/x']) {
      const res = await page.goto(unknown);
      assert.equal(res?.status(), 404, unknown);
      await main().getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    // Pages the browser renders itself are still pages.
    assert.equal((await page.goto('/checkout'))?.status(), 200);
  });
});

describe('a products address holding anything', () => {
  it('reads a mangled address as the nearest valid one and says so in the address', async () => {
    await page.goto('/products?page=-5&sort=zzz&category=Habesha%20Kemis&region=nowhere&price=junk&view=list');
    await page.waitForURL((url) => url.searchParams.get('category') === 'habesha-kemis' && !url.searchParams.has('region'));
    assert.deepEqual(params(), { category: 'habesha-kemis', view: 'list' });
    await page.getByTestId('product-card').first().waitFor();
    assert.match((await page.getByTestId('products-count').textContent()) ?? '', /^[1-9]\d* products? found$/);
  });

  it('takes a page past the last one to the last page, and a huge one too', async () => {
    for (const huge of ['500', '99999', '9'.repeat(40)]) {
      await page.goto(`/products?page=${huge}`);
      await page.getByTestId('product-card').first().waitFor();
      const total = Number(/\d+/.exec((await page.getByTestId('products-count').textContent()) ?? '')?.[0]);
      const last = Math.max(1, Math.ceil(total / 24));
      await page.waitForURL((url) => (url.searchParams.get('page') ?? '1') === String(last));
    }
  });

  it("shows a designer's collection for a page past the last and for the name in capitals", async () => {
    const designers = ((await (await page.request.get('/api/designers')).json()) as { items: { slug: string }[] }).items;
    const slug = designers[0]!.slug;
    await page.goto(`/designers/${slug}/products?page=99999`);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await page.goto(`/designers/${slug.toUpperCase()}`);
    await page.getByTestId('product-card').first().waitFor();
  });

  it('takes New Arrivals past its last page to the last one', async () => {
    await page.goto('/new-arrivals?page=99999');
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForURL((url) => url.searchParams.get('page') !== '99999');
  });

  it('shows the empty state for a category that does not exist, and clears it', async () => {
    await page.goto('/products?category=no-such-category');
    await main().getByText('No products found').waitFor();
    assert.equal((await page.getByTestId('products-count').textContent())?.trim(), '0 products found');
    // The filter says which category was asked for instead of showing 'All categories'.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const category = page.getByRole('dialog').getByRole('combobox', { name: 'Category' });
    await category.waitFor();
    assert.equal(await category.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent), 'Unknown category (no-such-category)');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await main().getByRole('button', { name: 'Clear All Filters' }).click();
    await page.getByTestId('product-card').first().waitFor();
    assert.deepEqual(params(), {});
  });
});

describe('add to cart without a size', () => {
  afterEach(() => inAmharic(false));

  it('stops with the size message and opens the manual size choice, in both languages', async () => {
    const items = ((await (await page.request.get('/api/products?pageSize=48')).json()) as { items: { id: string; sizes: string[]; stockQuantity: number }[] }).items;
    const sized = items.find((p) => p.sizes.length > 1 && p.sizes[0] !== 'One Size' && p.stockQuantity > 0);
    assert.ok(sized, 'the demo catalogue has a product with several sizes in stock');

    for (const [amharic, title, body] of [
      [false, 'Size Selection Required', 'Please select a size using AI Size Recommendation, AI Size Scan, or choose manually.'],
      [true, 'መጠን መምረጥ ያስፈልጋል', 'እባክዎ በAI የመጠን ምክር ወይም በAI የመጠን ቅኝት መጠን ይምረጡ፣ አለዚያም ራስዎ ይምረጡ።'],
    ] as const) {
      await inAmharic(amharic);
      await page.goto(`/product/${sized.id}`);
      assert.equal(await page.getByTestId('size-select').count(), 0, 'the size choice starts in AI-guide mode');
      await page.getByTestId('add-to-cart').click();
      const toast = page.getByTestId('toast').filter({ hasText: title });
      await toast.waitFor();
      assert.match((await toast.textContent()) ?? '', new RegExp(body.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await page.getByTestId('size-select').waitFor();
      assert.equal(await page.getByTestId('cart-badge').count(), 0, 'nothing went into the cart');
    }
  });
});

describe("whatever the browser's storage holds", () => {
  it('shows the pages and an empty cart instead of crashing', async () => {
    const hostile = ['{"items":"x"}', '[1,2,3]', '[{"product":null,"quantity":"a"}]', 'null', '"<img src=x onerror=alert(1)>"'];
    for (const value of hostile) {
      const other = await openContext({ width: 390, height: 844 });
      await other.addInitScript((raw) => {
        const now = Date.now();
        for (const key of ['tibeb-cart-guest', 'tibeb-favorites-guest', 'tibeb-scroll-positions']) sessionStorage.setItem(key, raw);
        for (const key of ['tibeb-cache-products', 'tibeb-cache-categories']) localStorage.setItem(key, `{"version":"1.0","savedAt":${now},"value":${raw}}`);
      }, value);
      const tab = await other.newPage();
      const crashes: string[] = [];
      tab.on('pageerror', (err) => crashes.push(err.message));
      tab.on('dialog', (dialog) => {
        crashes.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      try {
        await tab.goto('/');
        await tab.getByTestId('page-home-root').waitFor();
        await tab.getByTestId('cart-button').click();
        await tab.getByRole('dialog').getByText('Your cart is empty').waitFor();
        for (const [url, root] of [['/products', 'products'], ['/categories', 'categories']] as const) {
          await tab.goto(url);
          await tab.getByTestId(`page-${root}-root`).waitFor();
        }
        assert.deepEqual(crashes, [], value);
      } finally {
        await other.close();
      }
    }
  });
});

describe('console', () => {
  it('had no errors but the expected 404s', () => {
    assert.deepEqual(
      errors.filter((e) => !/status of 404/.test(e)),
      [],
    );
  });
});
