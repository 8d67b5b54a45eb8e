import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { request, type APIRequestContext, type Locator, type Page, type Response } from 'playwright-core';
import type { OrderView } from '../../src/domain/orders/types';
import type { Quote } from '../../src/domain/shipping/api';
import { formatArrivalWindow } from '../../src/domain/shipping/arrival-text';
import { ETHIOPIAN_MONTHS_AM } from '../../src/domain/shipping/ethiopian-calendar';
import { BASE_URL, clientAddress, gotoHydrated, screenshotIfAsked, shoppersPerFile } from './browser';

/**
 * Issue 40 at checkout: a shopper in London puts pieces of two designers in the cart, enters her
 * London address, sees one parcel per designer (each labelled with the designer's name, its fee and
 * "Arrives between"), and places the order paying exactly the shipping the page was quoted; the
 * order page then shows each parcel's promised window. Dates and rates move with today and the
 * console, so the journey compares the page with the server's own quote, never with a literal.
 */

interface Card {
  id: string;
  name: string;
  sizes: string[];
  stockQuantity: number;
  designer: { id: string; fullName: string };
}

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const common = (lang: 'en' | 'am-ET') => JSON.parse(readFileSync(path.join(path.resolve(import.meta.dirname, '../..'), `src/web/locales/${lang}/common.json`), 'utf8')) as { fit: { skip: string } };
const LONDON = { country: 'GB', city: 'London' };

const { open, errors } = shoppersPerFile();
let admin: APIRequestContext;
/** Two ready pieces, one of each of two designers, in stock. */
const pieces: Card[] = [];

before(async () => {
  admin = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  assert.equal((await admin.post('/api/account/sign-in', { data: ADMIN })).status(), 200);
  const catalogue = ((await (await admin.get('/api/products?pageSize=48')).json()) as { items: Card[] }).items;
  const designers = new Set<string>();
  for (const card of catalogue) {
    if (pieces.length === 2) break;
    if (designers.has(card.designer.id) || card.stockQuantity < 1 || card.sizes.length < 2 || card.sizes[0] === 'One Size') continue;
    // Made to measure asks for measurements at checkout: this journey is about shipping.
    const detail = (await (await admin.get(`/api/products/${card.id}`)).json()) as { fulfilment: string };
    if (detail.fulfilment !== 'ready') continue;
    designers.add(card.designer.id);
    pieces.push(card);
  }
  assert.equal(pieces.length, 2, 'the demo catalogue has ready, sized pieces of two designers');
  // Restocked so the journeys never run each other out.
  for (const p of pieces) assert.ok((await admin.patch(`/api/products/${p.id}`, { data: { stockQuantity: 50 } })).ok());
});
after(async () => {
  await admin?.dispose();
});

async function addToCart(page: Page, card: Card, lang: 'en' | 'am-ET', count: number): Promise<void> {
  await gotoHydrated(page, `/product/${card.id}`);
  await page.getByRole('button', { name: common(lang).fit.skip }).click();
  await page.getByTestId('size-select').selectOption(card.sizes[1] ?? '');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-badge').filter({ hasText: String(count) }).first().waitFor();
}

/** What a shopper reads: the pages keep each date on one line with no-break spaces. */
async function read(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
}

async function type(page: Page, testId: string, value: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.fill(value);
  assert.equal(await field.inputValue(), value, `${testId} holds what was typed`);
}

/** The page's own quotes as the server answered them, newest last. */
function quotesOf(page: Page): Quote[] {
  const seen: Quote[] = [];
  page.on('response', (res: Response) => {
    if (!res.url().endsWith('/api/shipping/quote') || res.status() !== 200) return;
    void res.json().then((body: Quote) => seen.push(body), () => undefined);
  });
  return seen;
}

/** The cart drawer, once told the cart goes to London, shows each designer's parcel by her name. */
async function cartDrawerToLondon(page: Page): Promise<void> {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByTestId('cart-arrivals-choose').click();
  const chooser = page.getByTestId('destination-chooser');
  await chooser.getByTestId('destination-country').selectOption('GB');
  await chooser.getByTestId('destination-save').click();
  const labels = drawer.getByTestId('cart-parcel-label');
  await labels.nth(1).waitFor();
  assert.deepEqual((await Promise.all([0, 1].map((i) => read(labels.nth(i))))).sort(), pieces.map((p) => `From ${p.designer.fullName}`).sort());
  assert.equal(await drawer.getByTestId('cart-parcel-window').count(), 2);
  await screenshotIfAsked(page, 'cart-parcels-1280-en', false);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

/** The cart to London through checkout, up to the two quoted parcels; answers the server's own quote of the same lines. */
async function checkoutToLondon(page: Page, lang: 'en' | 'am-ET'): Promise<{ quote: Quote; pageQuotes: Quote[] }> {
  const pageQuotes = quotesOf(page);
  await addToCart(page, pieces[0]!, lang, 1);
  await addToCart(page, pieces[1]!, lang, 2);
  if (lang === 'en') await cartDrawerToLondon(page);
  await gotoHydrated(page, '/checkout');
  await page.getByTestId('checkout-line').nth(1).waitFor();
  await type(page, 'checkout-email', `london-${lang}-${Date.now()}@example.com`);
  await type(page, 'checkout-phone', '+44 20 7946 0000');
  await type(page, 'checkout-full-name', 'Liya Haile');
  await page.getByTestId('checkout-country').selectOption('GB');
  await type(page, 'checkout-address-line1', '12 Camden High Street');
  await type(page, 'checkout-city', 'London');
  await type(page, 'checkout-postal-code', 'NW1 7JE');
  await page.getByTestId('checkout-payment-cod').check();
  await page.locator('[data-testid="checkout-shipping"][data-quoted="true"]').waitFor();
  await page.getByTestId('checkout-parcel').nth(1).waitFor();

  const res = await page.request.post('/api/shipping/quote', { data: { destination: LONDON, lines: pieces.map((p) => ({ productId: p.id, quantity: 1 })) } });
  assert.equal(res.status(), 200, await res.text());
  return { quote: (await res.json()) as Quote, pageQuotes };
}

describe('checkout to London', () => {
  it('a UK shopper sees each designer’s parcel with its window and pays exactly the quoted shipping', async () => {
    const page = await open({ width: 1280, height: 900 });
    const { quote, pageQuotes } = await checkoutToLondon(page, 'en');
    assert.equal(quote.zoneId, 'europe-uk');
    assert.equal(quote.parcels.length, 2);
    // The page shows what the server quoted it for London (its last answer), and that is today's quote.
    const shown = pageQuotes.at(-1);
    assert.ok(shown, 'the page asked for a quote');
    assert.equal(shown.shippingUsdMinor, quote.shippingUsdMinor);
    assert.equal(shown.zoneId, 'europe-uk');

    const parcels = page.getByTestId('checkout-parcel');
    assert.equal(await parcels.count(), 2);
    for (const [i, parcel] of quote.parcels.entries()) {
      const card = parcels.nth(i);
      const piece = pieces.find((p) => p.id === parcel.productIds[0]);
      assert.ok(piece, 'the parcel holds a piece of the cart');
      // Labelled with the designer's name, not "Parcel 1 of 2".
      assert.equal(parcel.designerName, piece.designer.fullName);
      assert.equal(await read(card.getByTestId('checkout-parcel-label')), `From ${piece.designer.fullName}`);
      const window = formatArrivalWindow(parcel.arrival, 'en');
      const arrival = await read(card.getByTestId('checkout-parcel-arrival'));
      assert.equal(arrival, window.sameDay ? `Arrives on ${window.from}` : `Arrives between ${window.from} and ${window.to}`);
      const cost = await read(card.getByTestId('checkout-parcel-cost'));
      assert.equal(cost, parcel.free ? 'Free' : `$${(parcel.priceUsdMinor / 100).toFixed(2)}`);
    }
    assert.equal(await read(page.getByTestId('checkout-shipping')), quote.shippingUsdMinor === 0 ? 'Free' : `$${(quote.shippingUsdMinor / 100).toFixed(2)}`);
    await page.getByTestId('checkout-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'checkout-parcels-1280-en', false);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('checkout-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'checkout-parcels-360-en', false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Placing it: the server charges its own quote and refuses another (PRICE_CHANGED), so the order's
    // shipping is the figure the page showed.
    const orderAnswer = page.waitForResponse((r) => /\/api\/orders\/[^/?]+(\?|$)/.test(r.url()) && r.request().method() === 'GET' && r.status() === 200);
    await page.getByTestId('checkout-place-order').click();
    await page.waitForURL(/\/order-success\?order=/);
    const order = (await (await orderAnswer).json()) as OrderView;
    assert.equal(order.shippingUsdMinor, quote.shippingUsdMinor);
    assert.equal(order.parcels.length, 2);
    assert.equal(order.parcels.reduce((s, p) => s + p.shippingUsdMinor, 0), quote.shippingUsdMinor);

    // The order page shows each parcel's promised window: the one quoted at checkout.
    const shownParcels = page.getByTestId('order-parcel');
    await shownParcels.nth(1).waitFor();
    for (const [i, parcel] of order.parcels.entries()) {
      const quoted = quote.parcels.find((q) => q.designerId === parcel.designerId);
      assert.ok(quoted, 'each order parcel was quoted');
      assert.deepEqual(parcel.promised, quoted.arrival);
      const window = formatArrivalWindow(parcel.promised, 'en');
      const promised = await read(shownParcels.nth(i).getByTestId('order-parcel-promised'));
      assert.ok(promised.includes(window.from) && promised.includes(window.sameDay ? window.from : window.to), `"${promised}" names ${window.from}–${window.to}`);
      assert.match(await read(shownParcels.nth(i)), new RegExp(`From ${parcel.designerName}`));
    }
    await page.getByTestId('order-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'order-parcels-1280-en', false);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('order-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'order-parcels-360-en', false);
    assert.equal(await page.getByTestId('cart-badge').count(), 0);
    assert.deepEqual(errors.flat(), []);
  });

  it('an Amharic reader in London sees the parcels and the order’s windows in the Ethiopian calendar', async () => {
    const page = await open({ width: 360, height: 780 }, 'am-ET');
    const { quote } = await checkoutToLondon(page, 'am-ET');
    const parcels = page.getByTestId('checkout-parcel');
    for (const [i, parcel] of quote.parcels.entries()) {
      const arrival = await read(parcels.nth(i).getByTestId('checkout-parcel-arrival'));
      const window = formatArrivalWindow(parcel.arrival, 'am-ET');
      assert.ok(arrival.includes(window.from), `"${arrival}" names ${window.from}`);
      assert.ok(ETHIOPIAN_MONTHS_AM.some((m) => arrival.includes(m)), `an Ethiopian month in "${arrival}"`);
      assert.equal(await read(parcels.nth(i).getByTestId('checkout-parcel-label')), `ከ${parcel.designerName}`);
    }
    await page.getByTestId('checkout-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'checkout-parcels-360-am', false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('checkout-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'checkout-parcels-1280-am', false);

    const orderAnswer = page.waitForResponse((r) => /\/api\/orders\/[^/?]+(\?|$)/.test(r.url()) && r.request().method() === 'GET' && r.status() === 200);
    await page.getByTestId('checkout-place-order').click();
    await page.waitForURL(/\/order-success\?order=/);
    const order = (await (await orderAnswer).json()) as OrderView;
    assert.equal(order.shippingUsdMinor, quote.shippingUsdMinor);
    const promised = page.getByTestId('order-parcel-promised');
    await promised.nth(1).waitFor();
    for (const [i, parcel] of order.parcels.entries()) {
      const text = await read(promised.nth(i));
      assert.ok(text.includes(formatArrivalWindow(parcel.promised, 'am-ET').from), `"${text}" names the promised window`);
      assert.ok(ETHIOPIAN_MONTHS_AM.some((m) => text.includes(m)), `an Ethiopian month in "${text}"`);
    }
    await page.getByTestId('order-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'order-parcels-1280-am', false);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('order-parcels').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'order-parcels-360-am', false);
  });
});
