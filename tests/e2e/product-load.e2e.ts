import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from './browser';

let context: BrowserContext;
let page: Page;

before(async () => {
  context = await openBrowser({ width: 1280, height: 900 });
  page = await context.newPage();
});
after(async () => {
  await context?.close();
});

describe('product list when the server fails', () => {
  it('offers Try Again three times, then asks for a refresh', async () => {
    await page.route('**/api/products?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"down"}}' }));
    await page.goto('/products?sort=name');
    await page.getByTestId('toast').filter({ hasText: 'Error loading products' }).first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      const retry = page.getByRole('button', { name: 'Try Again' });
      await retry.waitFor();
      await retry.click();
    }
    await page.getByText('Maximum retries reached: Please refresh the page to try again').waitFor();
    await page.unroute('**/api/products?**');
  });

  it('falls back to the list saved on this device', async () => {
    await page.goto('/products?sort=price-low');
    await page.getByTestId('product-card').first().waitFor();
    const first = await page.getByTestId('product-card').first().locator('h3').textContent();
    await page.route('**/api/products?**', (route) => route.abort());
    await page.reload();
    await page.getByTestId('products-from-cache').waitFor();
    assert.equal(await page.getByTestId('product-card').first().locator('h3').textContent(), first);
    await page.unroute('**/api/products?**');
  });
});
