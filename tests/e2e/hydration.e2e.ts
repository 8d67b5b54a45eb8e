import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { BASE_URL, openContext, pagePerFile, watchErrors } from './browser';

let context: BrowserContext;
let page: Page;
let errors: string[];
pagePerFile((opened) => ({ context, page, errors } = opened));

/**
 * Holds back the app's scripts until `release()`: the server-rendered page is on screen and can be
 * tapped, but React has not taken it over. Deterministic, unlike racing a fast machine.
 */
async function holdScripts(p: Page): Promise<{ release: () => Promise<void> }> {
  const waiting: Route[] = [];
  let released = false;
  await p.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) await route.continue();
    else waiting.push(route);
  });
  return {
    release: async () => {
      released = true;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

describe('input before hydration', () => {
  it('keeps two hearts and an Add to Cart tapped before the page hydrated, on a slow CPU', async () => {
    // The first page of /products in its default order, as the API lists it: one product that goes
    // into the cart without a size choice.
    const first = (await (await page.request.get('/api/products?pageSize=24')).json()) as { items: { id: string; sizes: string[]; stockQuantity: number }[] };
    const oneSize = first.items.find((p, i) => i > 1 && p.stockQuantity > 0 && !(p.sizes.length > 1 && p.sizes[0] !== 'One Size'));
    assert.ok(oneSize, 'the first page has a one-size product in stock');
    const cdp = await context.newCDPSession(page);
    // A slow phone: hydration is long, and product cards hydrate one by one after the page.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const scripts = await holdScripts(page);
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    const cards = page.getByTestId('product-card');
    await cards.nth(2).waitFor();
    const cartCard = cards.filter({ has: page.locator(`h3 a[href="/product/${oneSize.id}"]`) });

    await cards.nth(0).getByRole('button', { name: 'Add to favorites' }).click();
    await cards.nth(1).getByRole('button', { name: 'Add to favorites' }).click();
    await cartCard.getByRole('button', { name: 'Add to Cart' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'the taps landed before hydration');

    await scripts.release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    // Every tap counts: both hearts are pressed, the badge says 2, the cart holds the product.
    await cards.nth(0).getByRole('button', { name: 'Remove from favorites' }).waitFor({ timeout: 30_000 });
    await cards.nth(1).getByRole('button', { name: 'Remove from favorites' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('favorites-badge').filter({ hasText: '2' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tibeb-favorites-guest') ?? '[]') as unknown[]);
    assert.equal(stored.length, 2);
    assert.deepEqual(errors, []);
  });
});

describe('typing before hydration', () => {
  it('keeps a products search typed, and a product tab tapped, before the page hydrated, on a slow CPU', async () => {
    const p = await context.newPage();
    const problems = watchErrors(p);
    const cdp = await context.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      const scripts = await holdScripts(p);
      await p.goto('/products', { waitUntil: 'domcontentloaded' });
      await p.getByTestId('products-search').fill('kemis');
      assert.equal(await p.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'typed before hydration');
      await scripts.release();
      await p.waitForURL((url) => url.searchParams.get('search') === 'kemis', { timeout: 60_000 });
      assert.equal(await p.getByTestId('products-search').inputValue(), 'kemis');

      const product = await p.locator('[data-testid="product-card"] h3 a').first().getAttribute('href');
      const held = await holdScripts(p);
      await p.goto(product ?? '/products', { waitUntil: 'domcontentloaded' });
      await p.getByTestId('product-tab-care').click();
      assert.equal(await p.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'tapped before hydration');
      await held.release();
      await p.locator('[data-testid="product-tab-care"][data-state="active"]').waitFor({ timeout: 60_000 });
      assert.deepEqual(problems, []);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await p.close();
    }
  });
});

describe('language switch on a page still hydrating', () => {
  it('switches to Amharic from a tap made before hydration, with no hydration error or fallback, on a slow CPU', async () => {
    const p = await context.newPage();
    const problems: string[] = [];
    p.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    p.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    const cdp = await context.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      const scripts = await holdScripts(p);
      await p.goto('/', { waitUntil: 'domcontentloaded' });
      await p.getByTestId('language-switch').first().click();
      assert.equal(await p.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'the tap landed before hydration');
      await scripts.release();
      await p.locator('html[data-hydrated="true"][lang="am-ET"]').waitFor({ state: 'attached', timeout: 60_000 });
      // The switch itself now offers English: React re-rendered the header in Amharic.
      await p.getByTestId('language-switch').first().filter({ hasText: 'EN' }).waitFor({ timeout: 30_000 });
      // Hydration errors are reported while React finishes the page; wait until the page is idle.
      await p.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
      assert.deepEqual(problems, []);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await p.evaluate(() => localStorage.removeItem('tibeb-language')).catch(() => undefined);
      await p.close();
    }
  });
});

describe('filter chips tapped before hydration', () => {
  it('keeps a discount and a price chosen on /sale before the page hydrated', async () => {
    // A context of its own: the language switch above leaves its cookie, and a page the server
    // rendered in another language than the browser picks is rendered anew, not hydrated.
    const own = await openContext({ width: 1280, height: 900 });
    const p = await own.newPage();
    const problems = watchErrors(p);
    try {
      const scripts = await holdScripts(p);
      await p.goto('/sale', { waitUntil: 'domcontentloaded' });
      const discount = p.locator('[data-testid="sale-desktop-discount"] input[value="25-40"]');
      const price = p.locator('[data-testid="sale-desktop-price"] input[value="100-200"]');
      await discount.click();
      await price.click();
      assert.equal(await p.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'the taps landed before hydration');
      await scripts.release();
      await p.waitForURL((url) => url.searchParams.get('discount') === '25-40' && url.searchParams.get('price') === '100-200', { timeout: 60_000 });
      // React ticks them itself (a tick it did not see would be undone at its next render).
      await p.locator('[data-testid="sale-desktop-discount"] input[value="25-40"]:checked').waitFor();
      await p.locator('[data-testid="sale-desktop-price"] input[value="100-200"]:checked').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await own.close();
    }
  });
});

describe('a page rendered in Amharic by its cookie alone', () => {
  it('hydrates in Amharic and keeps a tap made before hydration when the device lost its stored choice', async () => {
    // The cookie says Amharic (the server renders it) but local storage was cleared: the browser
    // must start in the page's language, or it renders the page anew and the tap is lost.
    const own = await openContext({ width: 1280, height: 900 });
    await own.addCookies([{ name: 'tibeb-language', value: 'am-ET', url: BASE_URL }]);
    const p = await own.newPage();
    const problems = watchErrors(p);
    try {
      const scripts = await holdScripts(p);
      await p.goto('/sale', { waitUntil: 'domcontentloaded' });
      assert.equal(await p.evaluate(() => document.documentElement.lang), 'am-ET');
      await p.locator('[data-testid="sale-desktop-discount"] input[value="25-40"]').click();
      assert.equal(await p.evaluate(() => document.documentElement.dataset.hydrated ?? null), null, 'the tap landed before hydration');
      await scripts.release();
      await p.waitForURL((url) => url.searchParams.get('discount') === '25-40', { timeout: 60_000 });
      await p.locator('html[data-hydrated="true"][lang="am-ET"]').waitFor({ state: 'attached' });
      assert.equal(await p.evaluate(() => localStorage.getItem('tibeb-language')), 'am-ET', 'the choice is stored again');
      assert.deepEqual(problems, []);
    } finally {
      await own.close();
    }
  });
});
