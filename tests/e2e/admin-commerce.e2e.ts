import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, openContext, pagePerFile, switchSession } from './browser';

/**
 * The admin console's Products and Orders sections: an admin moves an order on and refunds a
 * paid one against the payment fakes, and hides a product that then leaves an open /products.
 * With SCREENSHOTS_DIR set, the last journey photographs both sections at phone and desktop width
 * in both languages.
 */

let page: Page;
let errors: string[];
/** The shop's own console errors; the payment fake's pages are not the shop's. */
const shopErrors = () => errors.filter((e) => e.startsWith(BASE_URL));

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };

pagePerFile((opened) => ({ page, errors } = opened));

interface CardApi {
  id: string;
  name: string;
  sizes: string[];
  stockQuantity: number;
}

async function productInStock(p: Page, skip: readonly string[] = []): Promise<CardApi> {
  const res = await p.request.get('/api/products?pageSize=24');
  const items = ((await res.json()) as { items: CardApi[] }).items;
  const found = items.find((i) => i.stockQuantity > 3 && !skip.includes(i.id));
  assert.ok(found, 'a product in stock on the first page');
  return found;
}

/** A guest's order through the API, as the checkout page sends it. */
async function placeOrder(p: Page, product: CardApi, paymentMethod: 'cod' | 'stripe', withMeasurements = false): Promise<{ id: string; orderNumber: string; redirectUrl: string | null }> {
  const measured = {
    productId: product.id,
    quantity: 1,
    aiMeasurements: {
      source: 'manual',
      category: 'women',
      measurements: { chest_cm: 92, waist_cm: 74, hips_cm: 100, height_cm: 165 },
      sizeRecommendation: { size: 'M', confidence: 0.86, alternates: ['L'], notes: [] },
      confidence: 0.86,
    },
  };
  const res = await p.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      contact: { email: `admin-commerce-${paymentMethod}@example.com`, phone: '+251 91 123 4567' },
      shipping: { fullName: 'Almaz Tadesse', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
      paymentMethod,
      currency: paymentMethod === 'stripe' ? 'EUR' : 'ETB',
      lines: [withMeasurements ? measured : { productId: product.id, quantity: 1, selectedSize: product.sizes[0] ?? null }],
      ...(withMeasurements ? { includeMeasurements: true, measurementConsent: true } : {}),
    },
  });
  assert.equal(res.status(), 201, await res.text());
  const body = (await res.json()) as { order: { id: string; orderNumber: string }; payment: { redirectUrl: string | null } };
  return { id: body.order.id, orderNumber: body.order.orderNumber, redirectUrl: body.payment.redirectUrl };
}

async function openOrder(p: Page, orderNumber: string) {
  await p.goto('/admin?section=orders');
  await p.getByTestId('admin-orders-list').waitFor();
  await p.getByTestId('admin-orders-search').fill(orderNumber);
  await p.keyboard.press('Enter');
  const row = p.getByTestId('admin-order-row').filter({ hasText: orderNumber });
  await row.waitFor();
  await row.click();
  await p.getByTestId('admin-order-detail').waitFor();
}

describe('admin console: products and orders', () => {
  it('moves an order on by the designers’ steps and refunds a paid one through the payment fake', async () => {
    await switchSession(page, null);
    const product = await productInStock(page);
    const cod = await placeOrder(page, product, 'cod');
    const online = await placeOrder(page, product, 'stripe');
    assert.ok(online.redirectUrl, 'Stripe sends the shopper to its page');
    // The shopper pays on the (fake) Stripe page and comes back to the shop.
    await page.goto(online.redirectUrl);
    await page.locator('#fake-pay').click();
    await page.waitForURL(/\/order-success\?order=/);

    await switchSession(page, ADMIN);
    await openOrder(page, cod.orderNumber);
    await page.locator('[data-testid="admin-order-detail"][data-status="pending"]').waitFor();
    // Only the moves a designer could make are offered: confirm or cancel, never "shipped".
    assert.equal(await page.getByTestId('admin-order-move-shipped').count(), 0);
    await page.getByTestId('admin-order-move-confirmed').click();
    await page.getByRole('dialog').getByRole('textbox').fill('Your kemis is being prepared.');
    await page.getByTestId('admin-order-move-confirm').click();
    await page.locator('[data-testid="admin-order-detail"][data-status="confirmed"]').waitFor();
    await page.getByTestId('admin-order-move-in_production').waitFor();
    await page.getByTestId('admin-order-detail').getByText('Your kemis is being prepared.').first().waitFor();
    // Cash on delivery: nothing to refund here.
    await page.getByTestId('admin-order-no-refund').waitFor();

    await page.getByTestId('admin-order-back').click();
    await page.getByTestId('admin-orders-list').waitFor();
    await openOrder(page, online.orderNumber);
    await page.locator('[data-testid="admin-order-detail"][data-payment-status="paid"]').waitFor();
    await page.getByTestId('admin-order-refund').click();
    const amount = await page.getByTestId('admin-order-refund-amount').innerText();
    assert.match(amount, /€/, 'the refund is shown in the charged currency');
    await page.getByTestId('admin-order-refund-confirm').click();
    await page.locator('[data-testid="admin-order-detail"][data-payment-status="refunded"]').waitFor();
    await page.getByTestId('admin-order-payments').locator('[data-outcome="refunded"]').waitFor();
    await page.getByTestId('admin-order-no-refund').waitFor();
    assert.deepEqual(shopErrors(), []);
  });

  it('hides a product, and an open /products page lets it go without a reload', async () => {
    await switchSession(page, ADMIN);
    const product = await productInStock(page);
    // A shopper's browser, open on the product list while the admin works.
    const guestContext = await openContext();
    const guest = await guestContext.newPage();
    try {
      await guest.goto('/products');
      const card = guest.getByTestId('product-card').filter({ has: guest.locator(`a[href="/product/${product.id}"]`) });
      await card.first().waitFor();
      await guest.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

      await page.goto('/admin?section=products');
      await page.getByTestId('admin-products-list').waitFor();
      await page.getByTestId('admin-products-search').fill(product.name);
      await page.keyboard.press('Enter');
      const row = page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"]`);
      await row.waitFor();
      await row.getByTestId('admin-product-hide').click();
      await page.getByTestId('admin-product-hide-confirm').click();
      await page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"][data-status="hidden"]`).waitFor();

      await card.first().waitFor({ state: 'detached' });
      const res = await guest.request.get(`/api/products/${product.id}`);
      assert.equal(res.status(), 404);

      // And back again, so the other journeys find the shop as it was.
      await row.getByTestId('admin-product-show').click();
      await page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"][data-status="published"]`).waitFor();
    } finally {
      await guestContext.close();
    }
    assert.deepEqual(shopErrors(), []);
  });

  it('looks right at phone and desktop width in both languages (screenshots)', { skip: !process.env.SCREENSHOTS_DIR }, async () => {
    const dir = path.resolve(process.env.SCREENSHOTS_DIR ?? '.');
    mkdirSync(dir, { recursive: true });
    await switchSession(page, ADMIN);
    const product = await productInStock(page);
    const cod = await placeOrder(page, product, 'cod', true);
    const online = await placeOrder(page, product, 'stripe');
    await page.goto(online.redirectUrl ?? '/');
    await page.locator('#fake-pay').click();
    await page.waitForURL(/\/order-success\?order=/);
    const shot = async (name: string) => {
      // Dialogs fade in: the picture waits for finite animations to end (skeleton pulses never do).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    };
    for (const lang of ['en', 'am-ET'] as const) {
      await page.goto('/about');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.evaluate((l) => {
        localStorage.setItem('tibeb-language', l);
        document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
      }, lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const tag = `${lang}-${width}`;
        await page.goto('/admin?section=products');
        await page.getByTestId('admin-products-list').waitFor();
        await shot(`products-${tag}`);
        if (width === 390) {
          await page.getByTestId('admin-products-filters-toggle').click();
          await page.getByTestId('admin-products-status').waitFor();
          await shot(`products-filters-open-${tag}`);
        }
        await page.goto('/admin?section=products&status=published&low=1');
        await page.locator('[data-testid="admin-products-count"], [data-testid="admin-products-empty"]').first().waitFor();
        await shot(`products-filtered-${tag}`);
        await page.goto('/admin?section=products&status=published');
        await page.getByTestId('admin-product-hide').first().click();
        await page.getByRole('dialog').waitFor();
        await shot(`products-hide-dialog-${tag}`);
        await page.keyboard.press('Escape');
        await page.goto('/admin?section=orders');
        await page.getByTestId('admin-orders-list').waitFor();
        await shot(`orders-${tag}`);
        await page.goto(`/admin?section=orders&order=${cod.id}`);
        await page.getByTestId('admin-order-detail').waitFor();
        await shot(`order-detail-${tag}`);
        await page.getByTestId('admin-order-move-confirmed').click();
        await page.getByRole('dialog').waitFor();
        await shot(`order-status-dialog-${tag}`);
        await page.keyboard.press('Escape');
        await page.goto(`/admin?section=orders&order=${online.id}`);
        await page.getByTestId('admin-order-refund').click();
        await page.getByRole('dialog').waitFor();
        await shot(`order-refund-dialog-${tag}`);
        await page.keyboard.press('Escape');
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
