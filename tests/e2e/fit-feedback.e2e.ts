import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { request, type APIRequestContext, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { BASE_URL, clientAddress, openContext, watchErrors } from './browser';
import { fill, overlay, summarySize } from './sizing-helpers';

// Issue 18 from the shopper's side: reviewing a delivered line on the order page, and what the
// product page and its size guide make of enough reviews.

interface Card {
  id: string;
  name: string;
  stockQuantity: number;
  sizes: string[];
  designer: { id: string; fullName: string };
}
interface Measurements {
  bust_cm: number;
  waist_cm: number;
  hips_cm: number;
  height_cm: number;
}

const CUSTOMER = { email: 'customer@tibeb.example', password: 'Tibeb-Shopper-2026!' };
const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A body in the middle of M on the women's chart: its bust sits where "a little small" pushes it past M. */
const MIDDLE_OF_M: Measurements = { bust_cm: 90, waist_cm: 78, hips_cm: 97, height_cm: 165 };

const SIZED_UP_EN = 'Shoppers who bought this piece say it runs small, so we suggest a larger size than its size chart gives.';
const SIZED_UP_AM = 'ይህን ልብስ የገዙ ደንበኞች ከመጠኑ እንደሚያንስ ስለተናገሩ የመጠን ሰንጠረዡ ከሚሰጠው የሚበልጥ መጠን እንመክራለን።';

let customer: APIRequestContext;
let selam: APIRequestContext;
let admin: APIRequestContext;
/** Selam's sized habesha kemis, with M: one for the review form, one to gather reviews, one left without. */
let kemises: Card[] = [];
const contexts: BrowserContext[] = [];

async function api(credentials: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const res = await ctx.post('/api/account/sign-in', { data: credentials });
  assert.equal(res.status(), 200, await res.text());
  return ctx;
}

before(async () => {
  [customer, selam, admin] = await Promise.all([api(CUSTOMER), api(SELAM), api(ADMIN)]);
  const items = ((await (await admin.get('/api/products?category=habesha-kemis&pageSize=48')).json()) as { items: Card[] }).items;
  kemises = items.filter((p) => p.designer.fullName.startsWith('Selam') && p.sizes.includes('M') && p.sizes.includes('L'));
  assert.ok(kemises.length >= 3, `Selam has three habesha kemis in M and L (found ${kemises.length})`);
  for (const p of kemises.slice(0, 3)) {
    const res = await admin.patch(`/api/products/${p.id}`, { data: { stockQuantity: 50 } });
    assert.ok(res.ok(), await res.text());
  }
});
after(async () => {
  for (const c of contexts) await c.close();
  await Promise.all([customer?.dispose(), selam?.dispose(), admin?.dispose()]);
});

/** The demo customer's pay-on-delivery order of one line in M, with measurements when given; answers the order's and the line's ids. */
async function orderM(product: Card, measurements: Measurements | null): Promise<{ orderId: string; lineId: string }> {
  const line = measurements
    ? { productId: product.id, quantity: 1, selectedSize: 'M', aiMeasurements: { source: 'manual', category: 'women', measurements, confidence: 0.9 } }
    : { productId: product.id, quantity: 1, selectedSize: 'M' };
  const res = await customer.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      contact: { email: CUSTOMER.email, phone: '+251 91 123 4567' },
      shipping: { fullName: 'Meron Alemu', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' },
      paymentMethod: 'cod',
      currency: 'ETB',
      lines: [line],
      ...(measurements ? { includeMeasurements: true, measurementConsent: true } : {}),
    },
  });
  assert.equal(res.status(), 201, await res.text());
  const body = (await res.json()) as { order: { id: string; lines: { id: string }[] } };
  return { orderId: body.order.id, lineId: body.order.lines[0]!.id };
}

/** The designer moves the line along to delivered, as her dashboard does. */
async function deliver(lineId: string): Promise<void> {
  for (const status of ['confirmed', 'in_production', 'shipped']) {
    // Production waits for the measurements to be accepted (fitting); a line without any has nothing to accept (404).
    if (status === 'in_production') await selam.post(`/api/order-lines/${lineId}/measurement-review/accept`, { data: {} });
    const res = await selam.post(`/api/order-lines/${lineId}/status`, { data: { status } });
    assert.equal(res.status(), 200, await res.text());
  }
  // Pay on delivery: delivered with the cash recorded (docs/decisions/032).
  const cash = await selam.post(`/api/order-lines/${lineId}/cash`, { data: { outcome: 'collected', collectedBy: 'designer' } });
  assert.equal(cash.status(), 201, await cash.text());
}

/** How many fit reviews the designer's view counts for a product of hers. */
async function reviewCount(productId: string): Promise<number> {
  const seen = (await (await selam.get('/api/designer/fit-reviews')).json()) as { products: { productId: string; summary: { reviewCount: number } }[] };
  return seen.products.find((p) => p.productId === productId)?.summary.reviewCount ?? 0;
}

async function storedReview(lineId: string): Promise<{ id: string; overall: string } | null> {
  const res = await customer.get(`/api/order-lines/${lineId}/fit-review`);
  assert.equal(res.status(), 200, await res.text());
  return ((await res.json()) as { review: { id: string; overall: string } | null }).review;
}

async function browser(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(viewport);
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

/** Opens a page and waits until the app has taken it over, so a tap reaches React. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** As the header's language menu does: stored on the device, and in a cookie so the server renders in it. */
async function speak(page: Page, lang: 'en' | 'am-ET'): Promise<void> {
  if (!page.url().startsWith('http')) await open(page, '/about');
  await page.evaluate((l) => {
    localStorage.setItem('tibeb-language', l);
    document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
  }, lang);
}

const shotsDir = process.env.SCREENSHOTS_DIR;
/** The part of the page worth looking at (an overlay is fixed, so it is shot as the viewport shows it). */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `fit-feedback-${name}.png`);
  if (part) await part.screenshot({ path: file });
  else await page.screenshot({ path: file });
}

/** The guide's answer for the middle-of-M body on a product page, with its notes. */
async function guideAnswer(page: Page, productId: string): Promise<{ size: string; notes: string }> {
  await open(page, `/product/${productId}`);
  await page.getByTestId('open-size-guide').click();
  await overlay(page).waitFor();
  await overlay(page).getByTestId('guide-unit-metric').click();
  await fill(page, 'guide-field-bust_cm', String(MIDDLE_OF_M.bust_cm));
  await fill(page, 'guide-field-waist_cm', String(MIDDLE_OF_M.waist_cm));
  await fill(page, 'guide-field-hips_cm', String(MIDDLE_OF_M.hips_cm));
  await overlay(page).getByTestId('guide-get-size').click();
  const size = await summarySize(page);
  const notes = page.getByTestId('guide-summary-notes');
  return { size, notes: (await notes.count()) ? ((await notes.textContent()) ?? '') : '' };
}

describe('fit feedback, the shopper', () => {
  it('reviews a delivered line on a phone in two taps; a reload shows it; a change replaces it', async () => {
    const product = kemises[0]!;
    // Other journeys (fit-feedback-designer) may have reviewed the same piece already.
    const reviewsBefore = await reviewCount(product.id);
    const { orderId, lineId } = await orderM(product, MIDDLE_OF_M);
    const { page, errors } = await browser(PHONE);
    assert.equal((await page.request.post('/api/account/sign-in', { data: CUSTOMER })).status(), 200);

    // Not delivered yet: no form, only the line.
    await open(page, `/order-success?order=${orderId}`);
    await page.getByTestId('order-success-line').waitFor();
    assert.equal(await page.getByTestId('review-form').count(), 0);

    await deliver(lineId);
    await open(page, `/order-success?order=${orderId}`);
    const form = page.getByTestId('review-form');
    await form.waitFor();
    await shot(page, 'form-390-en', page.getByTestId('order-success-line'));
    // Send waits for a verdict.
    assert.equal(await form.getByRole('button', { name: 'Send review' }).isDisabled(), true);
    await form.getByRole('radio', { name: 'A little small' }).click();
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByTestId('review-done').filter({ hasText: 'A little small' }).waitFor();
    const first = await storedReview(lineId);
    assert.equal(first?.overall, 'a_little_small');

    await page.reload();
    await page.getByTestId('review-done').filter({ hasText: 'A little small' }).waitFor();
    assert.equal(await page.getByTestId('review-form').count(), 0);

    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('review-change').click();
    await form.locator('[role="radio"][aria-checked="true"]').filter({ hasText: 'A little small' }).waitFor();
    await form.getByRole('radio', { name: 'Too small', exact: true }).click();
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByTestId('review-done').filter({ hasText: 'Too small' }).waitFor();
    const edited = await storedReview(lineId);
    assert.equal(edited?.overall, 'too_small');
    assert.equal(edited?.id, first?.id, 'the edit replaced the review rather than adding one');
    await page.reload();
    await page.getByTestId('review-done').filter({ hasText: 'Too small' }).waitFor();
    await shot(page, 'done-390-en', page.getByTestId('order-success-line'));

    // In Amharic the saved verdict reads back in Amharic, and the form opens again with it chosen.
    await speak(page, 'am-ET');
    await open(page, `/order-success?order=${orderId}`);
    await page.getByTestId('review-done').filter({ hasText: 'በጣም ያንሳል' }).waitFor();
    await page.getByTestId('review-done').getByRole('button').click();
    await form.locator('[role="radio"][aria-checked="true"]').filter({ hasText: 'በጣም ያንሳል' }).waitFor();
    await shot(page, 'form-390-am', page.getByTestId('order-success-line'));
    await page.setViewportSize(DESKTOP);
    await shot(page, 'form-1280-am', page.getByTestId('order-success-line'));

    // The designer's view counts one more review for the product, not two.
    assert.equal(await reviewCount(product.id), reviewsBefore + 1);
    assert.deepEqual(errors, []);
  });

  it('turns eight reviews that say "small at the bust" into a summary and a larger size on the product page, in both languages', async () => {
    const [, reviewed, untouched] = kemises as [Card, Card, Card];
    const { page, errors } = await browser(DESKTOP);

    // Before: no summary, and the guide gives the chart's size without a fit-feedback note.
    const plain = await guideAnswer(page, reviewed.id);
    assert.equal(await page.getByTestId('product-fit-summary').count(), 0);
    assert.ok(!plain.notes.includes(SIZED_UP_EN), plain.notes);

    // Ten shoppers' orders of M with their measurements (the demo customer, ordering again and
    // again), all delivered, all saying it is small at the bust.
    for (let i = 0; i < 10; i += 1) {
      const body = { ...MIDDLE_OF_M, bust_cm: 89 + (i % 4) * 0.5 };
      const { lineId } = await orderM(reviewed, body);
      await deliver(lineId);
      const verdict = i % 2 === 0 ? 'a_little_small' : 'too_small';
      const res = await customer.put(`/api/order-lines/${lineId}/fit-review`, { data: { overall: 'a_little_small', areas: { bust: verdict } } });
      assert.equal(res.status(), 200, await res.text());
    }
    const summary = (await (await customer.get(`/api/products/${reviewed.id}/fit-summary`)).json()) as { headline: { kind: string; area?: string } | null; reviewCount: number };
    assert.deepEqual(summary.headline, { kind: 'runs_small', area: 'bust' });

    const sized = await guideAnswer(page, reviewed.id);
    assert.notEqual(sized.size, plain.size, `the reviews move the size (still ${plain.size})`);
    assert.equal(sized.size, 'L');
    assert.ok(sized.notes.includes(SIZED_UP_EN), `the note says why: ${sized.notes}`);
    await shot(page, 'guide-note-1280-en');
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'detached' });
    const shown = page.getByTestId('product-fit-summary');
    await shown.filter({ hasText: 'Runs small at the bust: consider your usual size up.' }).filter({ hasText: `Based on ${summary.reviewCount} fit reviews.` }).waitFor();
    await shot(page, 'summary-1280-en', shown.locator('xpath=..'));

    // The product nobody reviewed says nothing and sizes by its chart.
    const other = await guideAnswer(page, untouched.id);
    assert.ok(!other.notes.includes(SIZED_UP_EN), other.notes);
    assert.equal(await page.getByTestId('product-fit-summary').count(), 0);

    // In Amharic, on a phone.
    const phone = await browser(PHONE);
    await speak(phone.page, 'am-ET');
    const sizedAm = await guideAnswer(phone.page, reviewed.id);
    await phone.page.locator('html[lang="am-ET"]').waitFor({ state: 'attached' });
    assert.equal(sizedAm.size, 'L');
    assert.ok(sizedAm.notes.includes(SIZED_UP_AM), `the note says why in Amharic: ${sizedAm.notes}`);
    await shot(phone.page, 'guide-note-390-am');
    await phone.page.keyboard.press('Escape');
    await overlay(phone.page).waitFor({ state: 'detached' });
    await phone.page.getByTestId('product-fit-summary').filter({ hasText: 'በደረት (ጡት) ያንሳል' }).filter({ hasText: `በ${summary.reviewCount} የልክ ግምገማዎች` }).waitFor();
    await shot(phone.page, 'summary-390-am', phone.page.getByTestId('product-fit-summary').locator('xpath=..'));
    assert.deepEqual([...errors, ...phone.errors], []);
  });
});
