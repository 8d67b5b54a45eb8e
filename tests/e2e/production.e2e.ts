import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { samplePhoto } from '../../src/server/test/multipart';
import { call, type CardApi, type Placed } from './api-call';
import { openPageIn, pagePerFile, screenshotIfAsked, switchSession } from './browser';

/**
 * Issue 38, the garment takes shape: a shopper's order page is open on her phone while Selam, on
 * hers, posts a "Ready to ship" update with a photo and a note from the studio's line card; the
 * update and its photo appear on the open order page without a reload, and the photo opens large.
 * Selam ships with a carrier and a tracking number; the order page shows the whole timeline with
 * the tracking number. Then the same in Amharic. With SCREENSHOTS_DIR set, the screens are kept at
 * 390 px in both languages and at 1280 px in English.
 */

const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const stamp = randomUUID().slice(0, 8);
const SHOPPER = { email: `production-${stamp}@example.com`, password: 'Tibeb!2026prod', fullName: `Meklit ${stamp}` };
const PHONE = { width: 390, height: 844 };

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), PHONE);

/** The shopper's pay-on-delivery order of one of Selam's garments, moved on to in production by Selam (through `designer`'s session). */
async function orderInProduction(shopperPage: Page, designerPage: Page): Promise<Placed> {
  const listed = await call<{ items: CardApi[] }>(shopperPage, 'get', '/api/products?designer=selam-tesfaye&pageSize=24');
  const product = listed.items.find((i) => i.stockQuantity > 3 && i.sizes.length > 0);
  assert.ok(product, 'a product of Selam in stock');
  const { order } = await call<{ order: Placed }>(shopperPage, 'post', '/api/orders', {
    contact: { email: SHOPPER.email, phone: '+251 91 123 4567' },
    shipping: { fullName: SHOPPER.fullName, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
    paymentMethod: 'cod',
    currency: 'ETB',
    lines: [{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] ?? null }],
  });
  const line = order.lines[0];
  assert.ok(line);
  for (const status of ['confirmed', 'in_production']) await call(designerPage, 'post', `/api/order-lines/${line.id}/status`, { status });
  return order;
}

interface Texts {
  ready: string;
  shipped: string;
  onItsWay: string;
  empty: string;
}

/** The whole story on two phones: `shopper` watches the order page while `designer` works in the studio. */
async function takeShape(shopper: Page, designer: Page, texts: Texts, lang: 'en' | 'am') {
  await switchSession(shopper, SHOPPER);
  await switchSession(designer, SELAM);
  const order = await orderInProduction(shopper, designer);
  const note = lang === 'en' ? `Finished and pressed, the tibeb border woven by hand (${stamp}).` : `ተጠናቋል፤ ጥበቡ በእጅ ተሸምኗል (${stamp})።`;
  const tracking = lang === 'en' ? 'EE123456789ET' : 'RR987654321ET';

  await shopper.goto(`/order-success?order=${order.id}`);
  const progress = shopper.getByTestId('order-production');
  await progress.getByText(texts.empty).waitFor();
  await progress.getByTestId('order-production-ready-by').waitFor();

  await designer.goto('/designer-dashboard');
  const card = designer.getByTestId('designer-line').filter({ hasText: order.orderNumber });
  const form = card.getByTestId('production-update-form');
  await form.waitFor();
  await form.getByTestId('production-step').selectOption('ready_to_ship');
  await form.getByTestId('production-note-input').fill(note);
  await form.getByTestId('production-photo-input').setInputFiles({ name: 'IMG 2041.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(900, 1200) });
  await form.getByTestId('production-preview').waitFor();
  await card.getByTestId('line-production').scrollIntoViewIfNeeded();
  await screenshotIfAsked(designer, `production-studio-form-390-${lang}`, false);
  await form.getByTestId('production-submit').click();
  await card.getByTestId('production-update').filter({ hasText: note }).getByTestId('production-photo').waitFor();

  // Live: the open order page shows the update and its photo without a reload.
  const update = progress.getByTestId('production-update').filter({ hasText: note });
  await update.getByText(texts.ready).waitFor();
  await update.getByTestId('production-photo').click();
  await shopper.getByTestId('production-photo-large').waitFor();
  await screenshotIfAsked(shopper, `production-photo-large-390-${lang}`, false);
  await shopper.keyboard.press('Escape');
  await shopper.getByTestId('production-photo-large').waitFor({ state: 'detached' });

  // Selam ships with the carrier and the tracking number, typed the way a receipt prints it.
  await card.getByTestId('production-ship').click();
  const ship = designer.getByTestId('production-ship-form');
  await ship.getByTestId('production-carrier').selectOption('Addis courier');
  await ship.getByTestId('production-tracking-input').fill(tracking.toLowerCase().replace(/(\d{3})/g, '$1 '));
  await screenshotIfAsked(designer, `production-ship-dialog-390-${lang}`, false);
  await ship.getByTestId('production-ship-confirm').click();
  await ship.waitFor({ state: 'detached' });
  await designer.locator(`[data-testid="designer-line"][data-status="shipped"]`).filter({ hasText: order.orderNumber }).waitFor();

  // Live again: the order page reads the shipment, and the timeline holds every step.
  await progress.getByTestId('production-tracking').getByText(tracking).waitFor();
  await progress.getByText(texts.onItsWay).waitFor();
  const line = progress.locator('[data-testid="order-production-line"][data-status="shipped"]');
  await line.waitFor();
  await line.getByTestId('production-status').filter({ hasText: texts.shipped }).waitFor();
  assert.equal(await line.getByTestId('production-update').count(), 1);
  await line.scrollIntoViewIfNeeded();
  await screenshotIfAsked(shopper, `production-order-timeline-390-${lang}`, true);
  return order;
}

describe('the garment takes shape', () => {
  it('in English at phone width: a production photo reaches the open order page live, then the tracking number', async () => {
    const signUp = await page.request.post('/api/account/sign-up', { data: SHOPPER });
    assert.ok(signUp.ok(), `sign-up: ${signUp.status()}`);
    const studio = await openPageIn(PHONE, 'en');
    try {
      const order = await takeShape(page, studio.page, { ready: 'Ready to ship', shipped: 'Shipped', onItsWay: 'On its way', empty: 'No updates yet.' }, 'en');
      assert.deepEqual(studio.errors, []);
      // The same order page at desktop width.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/order-success?order=${order.id}`);
      await page.getByTestId('production-tracking').waitFor();
      await screenshotIfAsked(page, 'production-order-timeline-1280-en');
      await page.setViewportSize(PHONE);
    } finally {
      await studio.context.close();
    }
    assert.deepEqual(errors, []);
  });

  it('in Amharic at phone width', async () => {
    const shopper = await openPageIn(PHONE, 'am-ET');
    const studio = await openPageIn(PHONE, 'am-ET');
    try {
      await takeShape(shopper.page, studio.page, { ready: 'ለመላክ ዝግጁ', shipped: 'ተልኳል', onItsWay: 'በመንገድ ላይ ነው', empty: 'እስካሁን ዝማኔ የለም።' }, 'am');
      assert.deepEqual(shopper.errors, []);
      assert.deepEqual(studio.errors, []);
    } finally {
      await shopper.context.close();
      await studio.context.close();
    }
  });
});
