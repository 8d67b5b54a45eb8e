import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { BASE_URL, clientAddress, screenshotIfAsked, shoppersPerFile } from './browser';
import { readyKemis } from './studio-products';

// Issue 43 on the product page: reviews of delivered lines (written through the API here; the
// order page's form has its own journey), read, filtered by size and marked helpful by another
// shopper, and the card's rating once the third review is in.

interface Card {
  id: string;
  name: string;
  sizes: string[];
  designer: { fullName: string };
  rating: { count: number; average: number | null; shown: boolean };
}

const CUSTOMER = { email: 'customer@tibeb.example', password: 'Tibeb-Shopper-2026!' };
const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let customer: APIRequestContext;
let third: APIRequestContext;
let selam: APIRequestContext;
let admin: APIRequestContext;
let kemis: Card;
/** The review of the line in L, which the readers filter to and mark helpful. */
let reviewOfL = '';
const shoppers = shoppersPerFile();

async function session(credentials: { email: string; password: string; fullName?: string }, signUp = false): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const res = await ctx.post(signUp ? '/api/account/sign-up' : '/api/account/sign-in', { data: credentials });
  assert.ok(res.ok(), await res.text());
  return ctx;
}

/** A pay-on-delivery order of one line in `size`, moved to delivered by the designer as her dashboard does; answers the line. */
async function deliveredLine(who: APIRequestContext, size: string): Promise<string> {
  const res = await who.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      contact: { email: `buyer-${randomUUID().slice(0, 8)}@example.com`, phone: '+251 91 123 4567' },
      shipping: { fullName: 'Hanna Tesfaye', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' },
      paymentMethod: 'cod',
      currency: 'ETB',
      lines: [{ productId: kemis.id, quantity: 1, selectedSize: size }],
    },
  });
  assert.equal(res.status(), 201, await res.text());
  const lineId = ((await res.json()) as { order: { lines: { id: string }[] } }).order.lines[0]!.id;
  for (const status of ['confirmed', 'in_production', 'shipped']) {
    const moved = await selam.post(`/api/order-lines/${lineId}/status`, { data: { status } });
    assert.equal(moved.status(), 200, await moved.text());
  }
  const cash = await selam.post(`/api/order-lines/${lineId}/cash`, { data: { outcome: 'collected', collectedBy: 'designer' } });
  assert.equal(cash.status(), 201, await cash.text());
  return lineId;
}

async function review(who: APIRequestContext, lineId: string, data: Record<string, unknown>): Promise<string> {
  const res = await who.post(`/api/order-lines/${lineId}/review`, { data });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { review: { id: string } }).review.id;
}

async function card(): Promise<Card> {
  const res = await admin.get(`/api/products?search=${encodeURIComponent(kemis.name)}&pageSize=48`);
  const found = ((await res.json()) as { items: Card[] }).items.find((p) => p.id === kemis.id);
  assert.ok(found, 'the kemis is found by its name');
  return found;
}

/** The kemis's card on the listing page as a shopper sees it. */
async function cardBadge(page: Page) {
  await page.goto(`/products?search=${encodeURIComponent(kemis.name)}`);
  const cardEl = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/product/${kemis.id}"]`) });
  return cardEl.first().getByTestId('rating-badge');
}

before(async () => {
  [customer, selam, admin] = await Promise.all([session(CUSTOMER), session(SELAM), session(ADMIN)]);
  third = await session({ email: `third-${randomUUID().slice(0, 8)}@example.com`, password: 'Str0ng!Pass-2026', fullName: 'Tigist Bekele' }, true);
  // A kemis of its own: the demo ones are reviewed, shipped or made to measure by other journeys.
  kemis = await readyKemis<Card>(selam, admin, 'Festival kemis');
});
after(async () => {
  await Promise.all([customer?.dispose(), third?.dispose(), selam?.dispose(), admin?.dispose()]);
});

describe('reviews on the product page', () => {
  it('shows "New" on the card with two reviews and the average once the third is in', async () => {
    const m = await deliveredLine(customer, 'M');
    const l = await deliveredLine(customer, 'L');
    await review(customer, m, { stars: 5, title: 'Beautiful tibeb', body: 'The embroidery is even and the cotton soft. ጥልፉ በጣም ያምራል።', fit: { overall: 'just_right' } });
    reviewOfL = await review(customer, l, { stars: 4, title: 'Roomy', body: 'Lovely cloth, a little large at the waist for me.', fit: { overall: 'a_little_large', areas: { waist: 'a_little_large' } } });
    const reply = await selam.post(`/api/reviews/${reviewOfL}/reply`, { data: { body: 'Thank you! We can take it in at the waist for you.' } });
    assert.equal(reply.status(), 201, await reply.text());
    assert.deepEqual((await card()).rating, { count: 2, average: null, shown: false });

    const page = await shoppers.open(PHONE, 'en');
    const badge = await cardBadge(page);
    await badge.waitFor();
    assert.equal(await badge.getAttribute('data-rating'), 'new');

    await review(third, await deliveredLine(third, 'M'), { stars: 3, body: 'Nice, but it took a while to arrive.' });
    assert.deepEqual((await card()).rating, { count: 3, average: 4, shown: true });
    const rated = await cardBadge(page);
    await page.waitForFunction((id) => document.querySelector(`[data-testid="product-card"] a[href="/product/${id}"]`)?.closest('article')?.querySelector('[data-rating]')?.getAttribute('data-rating') === '4', kemis.id);
    assert.match((await rated.textContent()) ?? '', /4\.0\s*\(3\)/);
  });

  for (const [language, viewport, name] of [
    ['en', PHONE, 'phone'],
    ['am-ET', PHONE, 'phone'],
    ['en', DESKTOP, 'desktop'],
    ['am-ET', DESKTOP, 'desktop'],
  ] as const) {
    it(`another shopper filters by size and marks one helpful (${language}, ${name})`, async () => {
      const page = await shoppers.open(viewport, language);
      const res = await page.request.post('/api/account/sign-up', { data: { email: `reader-${randomUUID().slice(0, 8)}@example.com`, password: 'Str0ng!Pass-2026', fullName: 'Selamawit Haile' } });
      assert.ok(res.ok(), await res.text());
      await page.goto(`/product/${kemis.id}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const section = page.getByTestId('product-reviews');
      await section.getByTestId('rating-summary').waitFor();
      assert.equal(await section.getByTestId('review-item').count(), 3);
      await page.getByTestId('product-rating-link').waitFor();

      await section.getByTestId('reviews-filter-size').selectOption('L');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="review-item"]').length === 1);
      const item = section.getByTestId('review-item');
      assert.equal(await item.getAttribute('data-review-id'), reviewOfL);
      assert.match((await item.textContent()) ?? '', language === 'en' ? /Size L/ : /መጠን L/);
      await item.getByTestId('review-reply').waitFor();
      await section.getByTestId('reviews-controls').scrollIntoViewIfNeeded();
      await screenshotIfAsked(page, `reviews-product-${language}-${name}-filtered`, false);

      await item.getByTestId('review-helpful').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="review-helpful"]')?.getAttribute('aria-pressed') === 'true');
      // From the server after the refetch: counted once, and still marked on a fresh page.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await section.getByTestId('rating-summary').waitFor();
      await page.waitForFunction((reviewId) => document.querySelector(`[data-review-id="${reviewId}"] [data-testid="review-helpful"]`)?.getAttribute('aria-pressed') === 'true', reviewOfL);
      if (process.env.SCREENSHOTS_DIR) await section.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/reviews-section-${language}-${name}.png` });
    });
  }

  it('puts no console error on the pages', () => {
    assert.deepEqual(shoppers.errors.flat(), []);
  });
});
