import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { samplePhoto } from '../../src/server/test/multipart';
import { call, type CardApi, type Placed } from './api-call';
import { openPageIn, pagePerFile, screenshotIfAsked, switchSession, until, type OpenedPage } from './browser';

/**
 * Issue 38 as one story, at phone width in English and then in Amharic: a shopper orders a
 * made-to-measure kemis of Selam's with measurements from Smart Estimates; Selam asks about the
 * hips; the shopper corrects them; Selam sees the change and accepts; she cannot ship before a
 * photo of the finished garment, posts one, and the shopper sees it on her open order page without
 * a reload and writes to her; Selam ships with a tracking number; the order page then holds the
 * whole timeline, and the conversation tells each step as a note in the reader's language.
 * Two phones at once: the shopper's page stays open while Selam works in her studio.
 */

const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const PHONE = { width: 390, height: 844 };

let page: Page;
let errors: string[];
const ready = pagePerFile((opened) => ({ page, errors } = opened), PHONE);

/** The product form's fields, as the studio's PUT takes them. */
const FORM_FIELDS = ['name', 'nameAm', 'description', 'descriptionAm', 'categoryId', 'region', 'currency', 'priceMinor', 'originalPriceMinor', 'stockQuantity', 'sizes', 'careInstructions', 'careInstructionsAm', 'material', 'materialAm', 'fulfilment', 'productionDays', 'status'] as const;
type StudioProduct = Record<(typeof FORM_FIELDS)[number], unknown>;

let tailored: { id: string; before: StudioProduct } | null = null;

/** Selam makes one of her kemis to measure (21 days), as she would in the product form; the last in her list, which other journeys do not pick. */
async function makeToMeasure(p: Page): Promise<string> {
  await switchSession(p, SELAM);
  const listed = await call<{ items: CardApi[] }>(p, 'get', '/api/products?designer=selam-tesfaye&pageSize=24');
  const product = listed.items.filter((i) => i.stockQuantity > 5).at(-1);
  assert.ok(product, 'a product of Selam in stock');
  const { product: current } = await call<{ product: StudioProduct }>(p, 'get', `/api/studio/products/${product.id}`);
  const input = Object.fromEntries(FORM_FIELDS.map((k) => [k, current[k]])) as StudioProduct;
  tailored = { id: product.id, before: input };
  const res = await p.request.put(`/api/studio/products/${product.id}`, { data: { ...input, fulfilment: 'made_to_measure', productionDays: 21 } });
  assert.ok(res.ok(), `PUT product: ${res.status()} ${await res.text()}`);
  return product.id;
}

/** A new shopper's pay-on-delivery order of the kemis with Smart Estimates attached (placed as the checkout sends it). */
async function order(p: Page, productId: string, stamp: string): Promise<Placed> {
  const shopper = { email: `mtm-${stamp}@example.com`, password: 'Tibeb!2026mtm', fullName: `Selamawit ${stamp}` };
  await switchSession(p, null);
  const signUp = await p.request.post('/api/account/sign-up', { data: shopper });
  assert.ok(signUp.ok(), `sign-up: ${signUp.status()}`);
  await switchSession(p, shopper);
  const { order: placed } = await call<{ order: Placed }>(p, 'post', '/api/orders', {
    contact: { email: shopper.email, phone: '+251 91 123 4567' },
    shipping: { fullName: shopper.fullName, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
    paymentMethod: 'cod',
    currency: 'ETB',
    deliveryNotes: 'For Timket, please: I need it by 19 January.',
    includeMeasurements: true,
    lines: [{ productId, quantity: 1, aiMeasurements: { source: 'smart_estimate', category: 'women', measurements: { height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 }, confidence: 0.7 } }],
  });
  return placed;
}

interface Texts {
  asked: RegExp;
  diff: RegExp;
  accepted: RegExp;
  noteAsked: RegExp;
  noteCorrected: RegExp;
  noteAccepted: RegExp;
  ready: string;
  onItsWay: string;
  /** The parcel's line while the measurements wait for Selam. */
  waiting: RegExp;
}

async function carryThrough(shopper: Page, studio: Page, lang: 'en' | 'am', productId: string, texts: Texts) {
  const stamp = `${lang}-${randomUUID().slice(0, 8)}`;
  const placed = await order(shopper, productId, stamp);
  await switchSession(studio, SELAM);

  // The shopper keeps her order page open from here on.
  await shopper.goto(`/order-success?order=${placed.id}`);
  const mine = shopper.getByTestId('measurement-review');
  await mine.waitFor();
  // Until Selam accepts the measurements, the parcel's window counts from today and says so.
  const parcel = shopper.getByTestId('order-parcel');
  await parcel.getByTestId('order-parcel-awaiting').getByText(texts.waiting).waitFor();
  await parcel.getByTestId('order-parcel-current').waitFor();
  await parcel.scrollIntoViewIfNeeded();
  await screenshotIfAsked(shopper, `made-to-measure-parcel-waiting-390-${lang}`, false);

  // Selam asks about the hips from the studio's line card.
  await studio.goto('/designer-dashboard');
  const card = studio.getByTestId('designer-line').filter({ hasText: placed.orderNumber });
  const review = card.getByTestId('measurement-review');
  await review.locator('[data-testid="measurement-review-state"][data-state="awaiting_review"]').waitFor();
  await review.getByTestId('measurement-ask').click();
  await review.getByTestId('measurement-pick-hips_cm').check();
  const question = lang === 'en' ? 'Is your hip really 100 cm? Please measure at the widest point.' : 'ዳሌዎ በእርግጥ 100 ሴ.ሜ ነው? እባክዎ በሰፊው ቦታ ይለኩ።';
  await review.getByTestId('measurement-question').fill(question);
  await review.getByTestId('measurement-question-send').click();
  await review.getByText(texts.asked).waitFor();

  // The question reaches the open order page, and the conversation tells it as a note.
  await mine.getByTestId('measurement-review-question').getByText(question).waitFor();
  await shopper.getByTestId('message-note').filter({ hasText: texts.noteAsked }).waitFor();
  await mine.getByTestId('measurement-correct').click();
  await mine.getByTestId('measurement-input-hips_cm').fill('108');
  await mine.getByTestId('measurement-send').click();
  await mine.getByTestId('measurement-version-diff').getByText(texts.diff).waitFor();
  await shopper.getByTestId('message-note').filter({ hasText: texts.noteCorrected }).waitFor();

  // Selam sees old → new and accepts; the card's measurements are now version 2.
  const diff = card.getByTestId('measurement-version-diff');
  await diff.getByText(texts.diff).waitFor();
  await review.getByTestId('measurement-accept').click();
  await review.getByText(texts.accepted).waitFor();
  await card.getByTestId('designer-line-measurements').getByText(/108/).first().waitFor();
  await card.getByTestId('designer-line-action-confirmed').click();
  await card.and(studio.locator('[data-status="confirmed"]')).waitFor();
  await card.getByTestId('designer-line-action-in_production').click();
  await card.and(studio.locator('[data-status="in_production"]')).waitFor();
  await shopper.getByTestId('message-note').filter({ hasText: texts.noteAccepted }).waitFor();

  // A made-to-measure garment does not ship before a photo of it finished.
  const ship = card.getByTestId('production-ship');
  await card.getByTestId('production-needs-photo').waitFor();
  assert.equal(await ship.isDisabled(), true, 'shipping waits for the finished photo');
  const form = card.getByTestId('production-update-form');
  await form.getByTestId('production-step').selectOption('ready_to_ship');
  const note = lang === 'en' ? `Finished and pressed (${stamp}).` : `ተጠናቋል፤ ተተኩሷል (${stamp})።`;
  await form.getByTestId('production-note-input').fill(note);
  await form.getByTestId('production-photo-input').setInputFiles({ name: 'finished kemis.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(900, 1200) });
  await form.getByTestId('production-preview').waitFor();
  await form.getByTestId('production-submit').click();
  await card.getByTestId('production-update').filter({ hasText: note }).getByTestId('production-photo').waitFor();

  // Live on the shopper's open page: the photo of her garment; she writes to Selam.
  const progress = shopper.getByTestId('order-production');
  const update = progress.getByTestId('production-update').filter({ hasText: note });
  await update.getByText(texts.ready).waitFor();
  await update.getByTestId('production-photo').waitFor();
  const thanks = lang === 'en' ? `It is beautiful, thank you! ${stamp}` : `በጣም ያምራል፣ አመሰግናለሁ! ${stamp}`;
  await shopper.getByTestId('message-input').fill(thanks);
  await shopper.getByTestId('message-send').click();
  await shopper.getByTestId('message').filter({ hasText: thanks }).waitFor();
  await until('the composer emptied once sent', () => shopper.getByTestId('message-input').inputValue(), (v) => v === '');

  // Selam ships with a tracking number.
  await until('shipping allowed once the finished photo is posted', () => ship.isEnabled(), (v) => v);
  await ship.click();
  const dialog = studio.getByTestId('production-ship-form');
  await dialog.getByTestId('production-carrier').selectOption('Addis courier');
  const tracking = lang === 'en' ? 'EE111222333ET' : 'RR444555666ET';
  await dialog.getByTestId('production-tracking-input').fill(tracking);
  await dialog.getByTestId('production-ship-confirm').click();
  await dialog.waitFor({ state: 'detached' });
  await studio.locator('[data-testid="designer-line"][data-status="shipped"]').filter({ hasText: placed.orderNumber }).waitFor();

  // The order page holds the whole story: the tracking, the steps, and the conversation's notes and messages in order.
  await progress.getByTestId('production-tracking').getByText(tracking).waitFor();
  await progress.getByText(texts.onItsWay).waitFor();
  const entries = shopper.getByTestId('message-thread').locator('[data-testid="message-note"], [data-testid="message"]');
  const kinds = await until(
    'the conversation holds the three notes, then the message',
    () => entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-note') ?? 'message')),
    (v) => v.length >= 4,
  );
  assert.deepEqual(kinds, ['measurements_asked', 'measurements_corrected', 'measurements_accepted', 'message']);
  await progress.scrollIntoViewIfNeeded();
  await screenshotIfAsked(shopper, `made-to-measure-order-390-${lang}`, true);
  await screenshotIfAsked(studio, `made-to-measure-studio-390-${lang}`, true);
}

describe('a made-to-measure kemis carried through, from measurements to tracking', () => {
  let productId = '';
  before(async () => {
    await ready();
    productId = await makeToMeasure(page);
  });
  after(async () => {
    // Other journeys run on the same shop: the kemis is ready-made again.
    if (!tailored) return;
    await switchSession(page, SELAM);
    const res = await page.request.put(`/api/studio/products/${tailored.id}`, { data: tailored.before });
    assert.ok(res.ok(), `restore: ${res.status()} ${await res.text()}`);
  });

  const english: Texts = {
    asked: /Waiting for the shopper/,
    diff: /100 cm → 108 cm/,
    accepted: /You accepted version 2/,
    noteAsked: /the designer asked about Hips/,
    noteCorrected: /the shopper corrected the measurements \(version 2\)/,
    noteAccepted: /measurements accepted \(version 2\)/,
    ready: 'Ready to ship',
    onItsWay: 'On its way',
    waiting: /Waiting for the designer to confirm your measurements/,
  };
  const amharic: Texts = {
    asked: /የደንበኛውን መልስ በመጠበቅ ላይ/,
    diff: /100 ሴ\.ሜ → 108 ሴ\.ሜ/,
    accepted: /ስሪት 2ን/,
    noteAsked: /ዲዛይነሩ ስለ .+ ጠይቀዋል/,
    noteCorrected: /ገዢው ልኬቶቹን አስተካክለዋል \(ስሪት 2\)/,
    noteAccepted: /ልኬቶቹ ተቀባይነት አግኝተዋል \(ስሪት 2\)/,
    ready: 'ለመላክ ዝግጁ',
    onItsWay: 'በመንገድ ላይ ነው',
    waiting: /ዲዛይነሩ ልኬቶችዎን እስኪያረጋግጥ በመጠበቅ ላይ ነው/,
  };

  for (const [lang, texts] of [['en', english], ['am', amharic]] as const) {
    it(`in ${lang === 'en' ? 'English' : 'Amharic'} at phone width, on two phones`, async () => {
      const opened: OpenedPage[] = [];
      try {
        const shopper = lang === 'en' ? { page, errors } : await openPageIn(PHONE, 'am-ET');
        if (lang === 'am') opened.push(shopper as OpenedPage);
        const studio = await openPageIn(PHONE, lang === 'en' ? 'en' : 'am-ET');
        opened.push(studio);
        await carryThrough(shopper.page, studio.page, lang, productId, texts);
        assert.deepEqual(shopper.errors, []);
        assert.deepEqual(studio.errors, []);
      } finally {
        for (const o of opened) await o.context.close();
      }
    });
  }
});
