import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openContext, pagePerFile, until, watchErrors } from './browser';

interface Card {
  name: string;
  discountPercent: number;
  priceMinor: number;
  category: { name: string } | null;
}
interface SalePage {
  items: Card[];
  total: number;
  topDeals: Card[];
  saleCount: number;
}
interface Shown {
  name: string;
  percent: number;
  price: number;
}

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

const api = async (query = '') => (await (await page.request.get(`/api/sale${query}`)).json()) as SalePage;

/**
 * Playwright's count(), textContent() of a present element and evaluateAll() have no time limit:
 * on a page that stops answering they wait for ever, and the whole file is killed at 300 s with no
 * word of where (twice in CI, at the fourth journey). Bounded, a hang names its step.
 */
async function bounded<T>(what: string, work: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the page in ${ms / 1000} s (url ${page.url()})`)), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** The cards the results show, in page order, once the list has settled. */
async function shown(): Promise<Shown[]> {
  await page.locator('[data-testid="sale-results"][aria-busy="false"]').waitFor();
  return bounded(
    'reading the cards',
    page.locator('[data-testid="sale-results"] [data-testid="product-card"]').evaluateAll((cards) =>
      cards.map((c) => ({
        name: c.querySelector('h3')?.textContent?.trim() ?? '',
        percent: Number(/-(\d+)%/.exec(c.textContent ?? '')?.[1] ?? 0),
        price: Number((c.querySelector('[data-testid="product-price"]')?.textContent ?? '').replace(/[^0-9.]/g, '')),
      })),
    ),
  );
}
const headings = () => bounded('headings', page.getByTestId('sale-group-heading').allTextContents());
const countText = () => page.getByTestId('sale-count').textContent();
const param = (key: string) => new URL(page.url()).searchParams.get(key);

/**
 * The sale page is rendered on the server with its data, so a stand-in for /api/sale in the browser
 * only meets the fetches the browser makes itself: the shopper comes from the home page through the
 * header's Sale link, as most do, and the page then asks for its list in the browser.
 */
async function openSaleFromHome(): Promise<void> {
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sale', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/sale');
}

/** Category order the page uses: first appearance in the sorted list, 'Uncategorized' last. */
function expectedGroups(items: Card[]): string[] {
  const names = [...new Set(items.map((i) => i.category?.name ?? 'Uncategorized'))];
  return [...names.filter((n) => n !== 'Uncategorized'), ...names.filter((n) => n === 'Uncategorized')];
}

describe('sale page', () => {
  it('shows the banner, the top deals and the items grouped by category', async () => {
    const data = await api();
    assert.ok(data.saleCount > 3, 'the demo catalogue has items on sale');
    await page.goto('/sale');
    await page.getByTestId('page-sale-root').waitFor();

    const banner = page.getByTestId('sale-banner');
    await banner.getByRole('heading', { name: 'MEGA SALE EVENT' }).waitFor();
    await until('count badge', () => page.getByTestId('sale-badge-count').textContent(), (t) => t === `${data.saleCount} items on sale`);
    assert.equal(await page.getByTestId('sale-badge-limited').textContent(), 'Limited Time');
    // The 'Up to' badge states the real biggest discount, not a fixed 70 %.
    assert.equal(await page.getByTestId('sale-badge-upto').textContent(), `Up to ${data.topDeals[0]!.discountPercent}% OFF`);

    const deals = page.getByTestId('top-deal');
    assert.equal(await deals.count(), 3);
    const dealPercents = await page.getByTestId('top-deal-percent').allTextContents();
    assert.deepEqual(dealPercents, data.topDeals.map((d) => `${d.discountPercent}% OFF`));
    const maxShown = Math.max(...(await shown()).map((c) => c.percent));
    assert.equal(data.topDeals[0]!.discountPercent, maxShown);

    assert.equal(await countText(), `${data.total} sale items found`);
    const groups = expectedGroups(data.items);
    assert.ok(groups.length > 1, 'several categories are on sale');
    assert.deepEqual(await headings(), groups);
    const cards = await shown();
    assert.equal(cards.length, data.items.length);
  });

  it('filters by discount and sorts through the UI, and a reload keeps both', async () => {
    await page.goto('/sale?page=1');
    await page.getByTestId('page-sale-root').waitFor();
    const filters = page.getByTestId('sale-desktop-filters');

    await filters.getByRole('radio', { name: '25-40%', exact: true }).click();
    await until('discount in the URL', async () => param('discount'), (v) => v === '25-40');
    assert.equal(param('page'), null, 'a filter change goes back to page 1');
    const byDiscount = await api('?discount=25-40');
    assert.ok(byDiscount.total > 0 && byDiscount.total < (await api()).total);
    await until('count', countText, (t) => t === `${byDiscount.total} sale items found`);
    const discounted = await shown();
    assert.equal(discounted.length, byDiscount.total);
    assert.ok(discounted.every((c) => c.percent >= 25 && c.percent <= 40), JSON.stringify(discounted));

    await page.getByTestId('sale-sort').selectOption('price-low');
    await until('sort in the URL', async () => param('sort'), (v) => v === 'price-low');
    assert.equal(param('discount'), '25-40');
    const sorted = await api('?discount=25-40&sort=price-low');
    const expectSorted = async () => {
      await until('first group leads with the cheapest', async () => (await shown())[0]?.name, (n) => n === sorted.items[0]!.name);
      const cards = await shown();
      assert.deepEqual(cards.map((c) => c.name).sort(), sorted.items.map((i) => i.name).sort());
      // Within each category heading the prices climb.
      const groups = page.getByTestId('sale-group');
      const n = await groups.count();
      for (let g = 0; g < Math.max(n, 1); g += 1) {
        const scope = n ? groups.nth(g) : page.getByTestId('sale-results');
        const prices = (await scope.getByTestId('product-price').allTextContents()).map((p) => Number(p.replace(/[^0-9.]/g, '')));
        assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
      }
      assert.deepEqual(await headings(), expectedGroups(sorted.items).length > 1 ? expectedGroups(sorted.items) : []);
    };
    await expectSorted();

    await page.getByRole('button', { name: 'List view' }).click();
    await until('view in the URL', async () => param('view'), (v) => v === 'list');

    await page.reload();
    await page.getByTestId('page-sale-root').waitFor();
    assert.equal(param('discount'), '25-40');
    assert.equal(param('sort'), 'price-low');
    assert.equal(await page.getByTestId('sale-sort').inputValue(), 'price-low');
    assert.equal(await page.getByTestId('sale-desktop-filters').getByRole('radio', { name: '25-40%', exact: true }).isChecked(), true);
    assert.equal(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'), 'true');
    await expectSorted();
  });

  it('hides the category headings once a category or a search is set', async () => {
    const all = await api();
    const category = all.items.find((i) => i.category)!.category!.name;
    await page.goto('/sale');
    await page.getByTestId('page-sale-root').waitFor();
    await until('headings', headings, (h) => h.length > 1);

    await page.getByTestId('sale-desktop-filters').getByTestId('sale-filter-category').selectOption({ label: category });
    await until('category in the URL', async () => param('category'), (v) => Boolean(v));
    await until('no headings with a category', headings, (h) => h.length === 0);
    assert.ok((await shown()).length > 0);

    await page.goto('/sale');
    const word = all.items[0]!.name.split(' ')[0]!;
    await page.getByTestId('sale-search').fill(word.toLowerCase());
    await until('search in the URL', async () => param('search'), (v) => v === word.toLowerCase());
    await until('no headings with a search', headings, (h) => h.length === 0);
    const found = await api(`?search=${encodeURIComponent(word)}`);
    await until('search results', async () => (await shown()).length, (n) => n === found.total);
  });

  it('says when filters exclude everything, and clears them', async () => {
    await page.goto('/sale');
    await page.getByTestId('page-sale-root').waitFor();
    const filters = page.getByTestId('sale-desktop-filters');
    // Both taps land in one task, before React re-renders between them, as a quick thumb on a slow
    // phone does: the second filter must not replace the first.
    await filters.getByRole('radio', { name: '60%+', exact: true }).waitFor();
    await bounded(
      'two quick taps',
      filters.evaluate((root) => {
        const labels = [...root.querySelectorAll('label')];
        for (const text of ['60%+', '$200 and up']) labels.find((l) => l.textContent?.trim() === text)!.querySelector('input')!.click();
      }),
    );
    await until('both filters in the URL', async () => `${param('discount')} ${param('price')}`, (v) => v === '60 200');
    assert.equal((await api('?discount=60&price=200')).total, 0);
    await page.getByRole('heading', { name: 'No products match your filters' }).waitFor();
    assert.equal(await bounded('page.getByText("No Sale Items Available") count', page.getByText('No Sale Items Available').count()), 0);
    // The banner and the top deals still show what is on sale.
    assert.equal(await bounded('page.getByTestId("top-deal") count', page.getByTestId('top-deal').count()), 3);

    await page.getByTestId('sale-clear-filters').click();
    await until('filters gone from the URL', async () => `${param('discount')} ${param('price')}`, (v) => v === 'null null');
    // The address changes before React renders it, so the empty result can still be on screen for a moment.
    const everything = await api();
    await until('every sale item back', async () => (await shown()).length, (n) => n === everything.items.length);
  });

  it('opens the filters in a bottom drawer on phones', async () => {
    const phone = await openContext({ width: 390, height: 844 });
    const p = await phone.newPage();
    const phoneErrors = watchErrors(p);
    try {
      await p.goto('/sale');
      await p.getByTestId('page-sale-root').waitFor();
      assert.equal(await p.getByTestId('sale-desktop-filters').isVisible(), false);
      await p.getByTestId('sale-filters-open').click();
      const drawer = p.getByRole('dialog');
      await drawer.getByRole('radio', { name: '10-25%', exact: true }).click();
      const expected = (await (await p.request.get('/api/sale?discount=10-25')).json()) as SalePage;
      const show = drawer.getByTestId('sale-filters-show');
      await until('the drawer counts the filtered items', () => show.textContent(), (t) => t === `Show ${expected.total} items`);
      await show.click();
      await drawer.waitFor({ state: 'hidden' });
      assert.equal(new URL(p.url()).searchParams.get('discount'), '10-25');
      assert.deepEqual(phoneErrors, []);
    } finally {
      await phone.close();
    }
  });

  it('tells an empty sale apart from filters that match nothing', async () => {
    // The demo catalogue always has sale items, so the server's answer for an empty sale is stood in.
    const empty = { items: [], total: 0, page: 1, pageSize: 24, pageCount: 1, topDeals: [], saleCount: 0 };
    await page.route('**/api/sale**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(empty) }));
    try {
      await openSaleFromHome();
      await page.getByRole('heading', { name: 'No Sale Items Available' }).waitFor();
      assert.equal(await bounded('page.getByText("No products match your filters") count', page.getByText('No products match your filters').count()), 0);
      assert.equal(await bounded('page.getByTestId("top-deal") count', page.getByTestId('top-deal').count()), 0);
      assert.equal(await page.getByTestId('sale-badge-count').textContent(), '0 items on sale');
      assert.equal(await bounded('page.getByTestId("sale-badge-upto") count', page.getByTestId('sale-badge-upto').count()), 0);
    } finally {
      await page.unroute('**/api/sale**');
    }
  });

  it('reports a failed load with a toast and a Try Again that refetches', async () => {
    let fail = true;
    await page.route('**/api/sale**', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }) }) : route.continue(),
    );
    try {
      await openSaleFromHome();
      await page.getByText('Failed to load sale products.').waitFor();
      const toast = page.getByTestId('toast').filter({ hasText: 'Error loading sale products' });
      await toast.waitFor();
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await until('items after Try Again', async () => (await shown()).length, (n) => n > 0);
      assert.equal(await bounded('page.getByText("Failed to load sale products.") count', page.getByText('Failed to load sale products.').count()), 0);
    } finally {
      await page.unroute('**/api/sale**');
    }
    // The injected 500s are the only console errors this journey may have caused.
    const unexpected = errors.filter((e) => !/status of 500/.test(e));
    assert.deepEqual(unexpected, []);
  });
});
