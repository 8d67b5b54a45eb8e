import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { BASE_URL, clientAddress, pagePerFile } from './browser';

let page: Page;
let designer: APIRequestContext;
let errors: string[];

pagePerFile((opened) => ({ page, errors } = opened));
before(async () => {
  // The designer works from another device: their own cookies, not the shopper's.
  designer = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const res = await designer.post('/api/account/sign-in', { data: { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' } });
  assert.equal(res.status(), 200);
});
after(async () => {
  await designer?.dispose();
});

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

describe('live updates', () => {
  it('shows a designer’s price and stock change on an open product list and product page, without a reload', async () => {
    const list = (await (await page.request.get('/api/products?designer=selam-tesfaye&pageSize=24')).json()) as { items: { id: string; priceMinor: number; stockQuantity: number }[] };
    const product = list.items.find((p) => p.stockQuantity > 2);
    assert.ok(product, 'Selam has a product in stock');

    // The page is server-rendered; changes reach it once its live connection is open.
    const realtime = page.waitForResponse((r) => r.url().includes('/api/realtime'));
    await page.goto('/products?designer=selam-tesfaye');
    await realtime;
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/product/${product.id}"]`) });
    await card.getByTestId('product-price').filter({ hasText: usd(product.priceMinor) }).waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const newPrice = product.priceMinor + 1_111;
    const res = await designer.patch(`/api/products/${product.id}`, { data: { priceMinor: newPrice } });
    assert.equal(res.status(), 204);
    const started = Date.now();
    await card.getByTestId('product-price').filter({ hasText: usd(newPrice) }).waitFor({ timeout: 5_000 });
    console.log(`price change reached the open list in ${Date.now() - started} ms`);
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);

    // The product page follows a stock change the same way: sold out disables Add to Cart.
    await card.locator(`a[href="/product/${product.id}"]`).first().click();
    await page.getByTestId('add-to-cart').waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="add-to-cart"]') as HTMLButtonElement | null)?.disabled === false);
    assert.equal((await designer.patch(`/api/products/${product.id}`, { data: { stockQuantity: 0 } })).status(), 204);
    await page.waitForFunction(() => (document.querySelector('[data-testid="add-to-cart"]') as HTMLButtonElement | null)?.disabled === true, undefined, { timeout: 5_000 });

    // Put things back for the journeys after this one.
    await designer.patch(`/api/products/${product.id}`, { data: { priceMinor: product.priceMinor, stockQuantity: product.stockQuantity } });
  });

  it('shows a change made after the server render but before the live connection opened', async () => {
    const list = (await (await page.request.get('/api/products?designer=selam-tesfaye&pageSize=24')).json()) as { items: { id: string; priceMinor: number }[] };
    const product = list.items[0];
    assert.ok(product, 'Selam has a product');
    // The live connection is held until the change is made, as a slow phone may open it late.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) => {
      void page.route('**/api/realtime**', async (route) => {
        resolve();
        await held;
        await route.continue().catch(() => undefined);
      });
    });
    await page.goto(`/product/${product.id}`);
    await page.getByTestId('product-detail-price').filter({ hasText: usd(product.priceMinor) }).waitFor();
    await asked;
    const newPrice = product.priceMinor + 2_222;
    assert.equal((await designer.patch(`/api/products/${product.id}`, { data: { priceMinor: newPrice } })).status(), 204);
    release();
    await page.getByTestId('product-detail-price').filter({ hasText: usd(newPrice) }).waitFor({ timeout: 10_000 });
    await page.unroute('**/api/realtime**');
    await designer.patch(`/api/products/${product.id}`, { data: { priceMinor: product.priceMinor } });
  });

  it('had no console errors', () => {
    assert.deepEqual(errors, []);
  });
});
