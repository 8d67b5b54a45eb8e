import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

/** Every route of docs/requirements/shop.md §2 with the page root it must show. */
const ROUTES: [string, string][] = [
  ['/', 'home'],
  ['/products', 'products'],
  ['/products?category=habesha-kemis', 'products'],
  ['/categories', 'categories'],
  ['/designers', 'designers'],
  ['/designers/terms', 'designer-terms'],
  ['/about', 'about'],
  ['/checkout', 'checkout'],
  ['/order-success', 'order-success'],
  ['/login', 'login'],
  ['/designer-register', 'designer-register'],
  ['/designer-dashboard', 'designer-dashboard'],
  ['/designer/add-product', 'designer-add-product'],
  ['/designer/edit-product/abc', 'designer-edit-product'],
  ['/designer/profile', 'designer-profile'],
  ['/new-arrivals', 'new-arrivals'],
  ['/sale', 'sale'],
  ['/favorites', 'favorites'],
  ['/help', 'help'],
  ['/shipping', 'shipping'],
  ['/returns', 'returns'],
  ['/size-guide', 'size-guide'],
  ['/contact', 'contact'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/admin', 'admin'],
  ['/profile', 'profile'],
  ['/background-remover', 'background-remover'],
  ['/health-check', 'health-check'],
  ['/dev/scan', 'dev-scan'],
  ['/no/such/page', 'not-found'],
  ['/product/00000000-0000-4000-8000-000000000000', 'product'],
];

const REDIRECTS = ['/designer-terms', '/designers-terms', '/tos-designers'];

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

async function firstProductAndDesigner(): Promise<{ product: string; designer: string }> {
  const products = (await (await page.request.get('/api/products?pageSize=1')).json()) as { items: { id: string }[] };
  const designers = (await (await page.request.get('/api/designers')).json()) as { items: { slug: string }[] };
  return { product: products.items[0]!.id, designer: designers.items[0]!.slug };
}

describe('every route', () => {
  it('shows its page root with no console errors', async () => {
    const { product, designer } = await firstProductAndDesigner();
    const all: [string, string][] = [...ROUTES, [`/product/${product}`, 'product'], [`/designers/${designer}`, 'designer'], [`/designers/${designer}/products`, 'designer']];
    for (const [url, name] of all) {
      await page.goto(url);
      await page.getByTestId(`page-${name}-root`).waitFor({ timeout: 15_000 });
    }
    // The seeded product page shows its real name, not a skeleton.
    await page.goto(`/product/${product}`);
    await page.locator('h1').first().waitFor();
    assert.notEqual((await page.locator('h1').first().textContent())?.trim(), '');
    // A 404 for an unknown product is an expected response, not an application error.
    const unexpected = errors.filter((e) => !/status of 404/.test(e));
    assert.deepEqual(unexpected, []);
  });

  it('redirects the designer-terms aliases', async () => {
    for (const alias of REDIRECTS) {
      await page.goto(alias);
      await page.getByTestId('page-designer-terms-root').waitFor();
      assert.equal(new URL(page.url()).pathname, '/designers/terms');
    }
  });

  it('shows the seeded catalogue with drawn images', async () => {
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(await page.getByTestId('product-card').count(), 24);
    assert.match((await page.getByTestId('products-count').textContent()) ?? '', /\d+ products found/);
    const loaded = await page.locator('[data-testid="product-card"] img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.includes('/storage/'));
    assert.equal(loaded, true);
  });

  it('switches the interface to Amharic and back', async () => {
    await page.goto('/');
    await page.getByTestId('language-switch').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'am-ET');
    assert.match((await page.locator('h1').first().textContent()) ?? '', /[\u1200-\u137F]/);
    await page.getByTestId('language-switch').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });

  it('warns when exchange rates are very stale, and shows ETB without decimals', async () => {
    const stale = new Date(Date.now() - 13 * 3_600_000).toISOString();
    await page.route('**/api/exchange-rates', (route) =>
      route.fulfill({
        json: {
          base: 'USD',
          rates: ['USD', 'ETB', 'EUR', 'GBP', 'AED'].map((code) => ({
            code,
            rate: { USD: 1, ETB: 120.5, EUR: 0.92, GBP: 0.79, AED: 3.67 }[code],
            updatedAt: stale,
            freshness: 'very_stale',
          })),
        },
      }),
    );
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(await page.getByTestId('rates-stale').count(), 0, 'no warning while paying in USD');
    await page.getByTestId('currency-picker').first().click();
    await page.getByRole('menuitem', { name: /ETB/ }).click();
    await page.getByTestId('rates-stale').first().waitFor();
    const price = (await page.getByTestId('product-price').first().textContent()) ?? '';
    assert.match(price, /ETB|Br/);
    assert.doesNotMatch(price, /[.,]\d{2}$/, `ETB shows no decimals: ${price}`);
    await page.getByTestId('currency-picker').first().click();
    await page.getByRole('note').getByText('Exchange rates may be out of date.').waitFor();
    await page.keyboard.press('Escape');
    await page.unroute('**/api/exchange-rates');
    await page.evaluate(() => localStorage.setItem('selectedCurrency', 'USD'));
  });
});
