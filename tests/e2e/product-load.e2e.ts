import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

let page: Page;

pagePerFile((opened) => ({ page } = opened));

/**
 * The first page of a visit is rendered by the server; the browser fetches the list itself when
 * the shopper moves to it from another page, which is what these journeys break.
 */
async function openHomeReady() {
  const realtime = page.waitForResponse((r) => r.url().includes('/api/realtime'));
  await page.goto('/');
  await realtime;
}

async function goToShop() {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await page.waitForURL(/\/products/);
}

describe('product list when the server fails', () => {
  it('offers Try Again three times, then asks for a refresh', async () => {
    await openHomeReady();
    // No saved list to fall back on in this journey.
    await page.evaluate(() => localStorage.clear());
    await page.route('**/api/products?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"down"}}' }));
    await goToShop();
    await page.getByTestId('toast').filter({ hasText: 'Error loading products' }).first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      const retry = page.getByRole('button', { name: 'Try Again' });
      await retry.waitFor();
      await retry.click();
    }
    await page.getByText('Maximum retries reached: Please refresh the page to try again').waitFor();
    await page.unroute('**/api/products?**');
  });

});
