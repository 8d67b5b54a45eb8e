import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

const param = (key: string) => new URL(page.url()).searchParams.get(key);
const count = async () => Number(/\d+/.exec((await page.getByTestId('products-count').textContent()) ?? '')?.[0] ?? NaN);
const prices = () =>
  page.getByTestId('product-price').evaluateAll((els) => els.map((e) => Number((e.textContent ?? '').replace(/[^0-9.]/g, ''))));

async function settled() {
  await page.locator('section[aria-busy="false"]').first().waitFor();
}

/** Polls until the shown count differs from `before` (the list refetches after a URL change). */
async function countChangesFrom(before: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await settled();
    const now = await count();
    if (now !== before) return now;
    if (Date.now() > deadline) assert.fail(`the count stayed at ${before}`);
    await page.waitForTimeout(100);
  }
}

describe('products page', () => {
  it('keeps filters, sort, page and view in the URL, resets the page on change, and restores on reload', async () => {
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    const total = await count();
    assert.ok(total > 24, `the seed lists more than one page (${total})`);

    // Page 2 through the pagination.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await settled();

    // A sort goes back to page 1 and orders the cards.
    await page.getByRole('combobox', { name: /Sort by/ }).selectOption('price-low');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-low');
    assert.equal(param('page'), null, 'changing the sort resets the page');
    const ascending = (list: number[]) => list.length > 0 && list.every((p, i) => i === 0 || (list[i - 1] ?? 0) <= p);
    const deadline = Date.now() + 10_000;
    while (!ascending(await prices())) {
      if (Date.now() > deadline) assert.fail(`prices never sorted ascending: ${JSON.stringify(await prices())}`);
      await page.waitForTimeout(100);
    }

    // A category filter narrows the count and stays in the URL.
    await page.getByRole('complementary').getByRole('combobox', { name: 'Category' }).selectOption('habesha-kemis');
    await page.waitForURL((url) => url.searchParams.get('category') === 'habesha-kemis');
    const narrowed = await countChangesFrom(total);
    assert.ok(narrowed > 0 && narrowed < total, `category narrows ${total} to ${narrowed}`);

    // List view, then a reload restores everything.
    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL(/view=list/);
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(param('sort'), 'price-low');
    assert.equal(param('category'), 'habesha-kemis');
    assert.equal(await count(), narrowed);
    assert.equal(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'), 'true');

    // Filters that match nothing show the empty state with its three actions.
    await page.goto('/products?search=zzzz-nothing-matches');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    for (const name of ['Browse All Products', 'Clear All Filters', 'Browse Categories']) {
      assert.equal(await page.getByText(name, { exact: true }).count() > 0, true, name);
    }
    // Nonsense in the URL is ignored or answered with an empty state, never a crash.
    await page.goto('/products?page=-3&sort=cheapest&price=abc');
    await page.getByTestId('page-products-root').waitFor();
    assert.deepEqual(errors.filter((e) => !/status of 400/.test(e)), []);
  });

  it('filters by size: the list holds exactly the products offered in that size, and a typed size is spelled as the chart spells it', async () => {
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    const total = await count();
    await page.getByRole('complementary').getByRole('combobox', { name: 'Size' }).selectOption('4-6Y');
    await page.waitForURL((url) => url.searchParams.get('size') === '4-6Y');
    const shown = await countChangesFrom(total);
    const listed = (await (await page.request.get('/api/products?size=4-6Y&pageSize=48')).json()) as { total: number; items: { sizes: string[] }[] };
    assert.ok(listed.total > 0 && listed.total < total, `4-6Y narrows ${total} to ${listed.total}`);
    assert.equal(shown, listed.total, 'the page counts what the API finds');
    assert.ok(listed.items.every((p) => p.sizes.includes('4-6Y')), 'every product found offers 4-6Y');

    // A hand-typed address in another case reads as the chart's size and says so in the address.
    await page.goto('/products?size=xl');
    await page.waitForURL((url) => url.searchParams.get('size') === 'XL');
    assert.equal(await page.getByRole('complementary').getByRole('combobox', { name: 'Size' }).inputValue(), 'XL');
  });

  it('serves categories from the local cache on the next visit, then refreshes them', async () => {
    // /categories opened by its address arrives from the server with the list: never 'from cache'.
    await page.goto('/categories');
    await page.evaluate(() => localStorage.removeItem('tibeb-cache-categories'));
    await page.reload();
    await page.getByTestId('category-card').first().waitFor();
    assert.equal(await page.getByTestId('categories-from-cache').count(), 0, 'a server-rendered visit is not from cache');

    // Reached from a page the browser renders (sign in), the list is fetched in the browser and kept.
    const openFromSignIn = async () => {
      await page.goto('/login');
      await page.getByTestId('page-login-root').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/categories');
    };
    const fetched = page.waitForResponse((res) => res.url().endsWith('/api/categories') && res.ok());
    await openFromSignIn();
    await fetched;
    await page.getByTestId('category-card').first().waitFor();
    assert.equal(await page.getByTestId('categories-from-cache').count(), 0, 'a first visit is not from cache');

    // The next such visit shows the kept list at once, and fetches a fresh one behind it.
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/categories') && res.ok());
    await openFromSignIn();
    await page.getByTestId('categories-from-cache').waitFor();
    assert.equal(await page.getByTestId('category-card').count(), 8);
    await refreshed;
  });
});
