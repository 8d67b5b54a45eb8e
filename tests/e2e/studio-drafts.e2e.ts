import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp, { type Sharp } from 'sharp';
import { openPageIn, pagePerFile, screenshotIfAsked, switchSession, until } from './browser';

// Issue 41, at phone width: a product's photo order, main photo and descriptions are saved with
// Save draft and are there after a reload, in English and Amharic; a half-typed product survives a
// reload (kept on the device, offered back); a photo is shrunk in the browser before it is sent.

const PHONE = { width: 390, height: 844 };
const DESIGNER = { email: 'hirut@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), PHONE);

const root = path.resolve(import.meta.dirname, '../..');
const texts = (lang: 'en' | 'am-ET') => JSON.parse(readFileSync(path.join(root, `src/web/locales/${lang}/studio-product.json`), 'utf8')) as { form: Record<string, string> };

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** A draft of the designer's with three photos added through the API, in upload order. */
async function productWithPhotos(p: Page, name: string): Promise<{ id: string; photos: string[] }> {
  const categories = (await (await p.request.get('/api/categories')).json()) as { items: Array<{ id: string; slug: string }> };
  const categoryId = categories.items.find((c) => c.slug === 'habesha-kemis')!.id;
  const created = await p.request.post('/api/studio/products', {
    data: { name, description: 'Hand-woven cotton with a tibeb border.', categoryId, currency: 'USD', priceMinor: 12_000, stockQuantity: 3, sizes: ['M'], fulfilment: 'ready', status: 'draft' },
  });
  assert.equal(created.status(), 201, await created.text());
  const id = ((await created.json()) as { product: { id: string } }).product.id;
  let photos: string[] = [];
  for (const [i, colour] of ['#1f7a4d', '#c8a12b', '#8a1c2b'].entries()) {
    const res = await p.request.post(`/api/studio/products/${id}/photos`, { multipart: { file: { name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) } } });
    assert.equal(res.status(), 201, await res.text());
    photos = ((await res.json()) as { photos: Array<{ id: string }> }).photos.map((x) => x.id);
  }
  return { id, photos };
}

const shownOrder = (p: Page) => p.getByTestId('product-photos-list').locator('li[data-photo-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-photo-id')));

/** Reorders, sets a main photo and descriptions, saves a draft, reloads, and finds them as left. */
async function arrangeSaveReload(p: Page, lang: 'en' | 'am-ET', shot: string) {
  const t = texts(lang);
  const { id, photos } = await productWithPhotos(p, `Photo order kemis ${lang} ${Date.now().toString(36)}`);
  const [a, b, c] = photos as [string, string, string];
  await p.goto(`/designer/edit-product/${id}`);
  await until('three photos', () => shownOrder(p), (o) => o.length === 3);
  assert.deepEqual(await shownOrder(p), [a, b, c]);
  await p.locator(`li[data-photo-id="${c}"] button[data-move="earlier"]`).click();
  await until('c moved before b', () => shownOrder(p), (o) => o.join() === [a, c, b].join());
  await p.locator(`li[data-photo-id="${b}"] input[type="radio"]`).check();
  await p.locator(`#photo-alt-${a}`).fill('Front of the kemis, full length');
  await p.locator(`#photo-alt-${c}`).fill('ጥለቱ በቅርበት');
  // The bar tells the truth: the photos' changes are unsaved changes of the product.
  await p.getByTestId('product-form-state').getByText(t.form.unsaved!).waitFor();
  await screenshotIfAsked(p, `${shot}-unsaved`);
  await p.getByTestId('product-save-draft').click();
  await p.getByTestId('product-form-state').getByText(t.form.allSaved!).waitFor();
  await p.reload();
  await until('the saved order after a reload', () => shownOrder(p), (o) => o.join() === [a, c, b].join());
  assert.equal(await p.locator(`li[data-photo-id="${b}"] input[type="radio"]`).isChecked(), true);
  assert.equal(await p.locator(`li[data-photo-id="${a}"] input[type="radio"]`).isChecked(), false);
  assert.equal(await p.locator(`#photo-alt-${a}`).inputValue(), 'Front of the kemis, full length');
  assert.equal(await p.locator(`#photo-alt-${c}`).inputValue(), 'ጥለቱ በቅርበት');
  await p.getByTestId('product-form-state').getByText(t.form.allSaved!).waitFor();
  await screenshotIfAsked(p, `${shot}-after-reload`);
  // And the shop's own copy agrees (the card's picture is the main photo).
  const saved = (await (await p.request.get(`/api/studio/products/${id}`)).json()) as { product: { photos: Array<{ id: string; isPrimary: boolean; altText: string }> } };
  assert.deepEqual(saved.product.photos.map((x) => x.id), [a, c, b]);
  assert.equal(saved.product.photos.find((x) => x.isPrimary)?.id, b);
  return id;
}

const keptDrafts = (p: Page) => p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tibeb-form-draft-')));

describe('the studio keeps a designer’s work (issue 41)', () => {
  before(async () => {
    await switchSession(page, DESIGNER);
  });

  it('saves the photos’ order, main photo and descriptions with Save draft, and they survive a reload (phone, English)', async () => {
    await arrangeSaveReload(page, 'en', 'studio-drafts-photos-en');
    assert.deepEqual(errors, []);
  });

  describe('in Amharic', () => {
    let context: BrowserContext;
    let am: Page;
    before(async () => {
      ({ context, page: am } = await openPageIn(PHONE, 'am-ET'));
      await switchSession(am, DESIGNER);
    });
    after(async () => {
      await context?.close();
    });
    it('does the same at phone width in Amharic', async () => {
      await arrangeSaveReload(am, 'am-ET', 'studio-drafts-photos-am');
    });
  });

  it('keeps a half-typed product on the device through a reload, offers it back, and forgets it once saved', async () => {
    const name = `Half-typed netela ${Date.now().toString(36)}`;
    await page.goto('/designer/add-product');
    const form = page.getByTestId('product-form');
    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Description (English)').fill('Hand-spun cotton, a narrow tibeb of gold and green at both ends.');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Habesha Kemis' });
    await until('the draft kept on the device', () => keptDrafts(page), (keys) => keys.some((k) => k.endsWith(':product-new')));
    // The page asks before a reload loses work; the designer reloads anyway (a stray tap).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByTestId('product-draft-offer');
    await offer.waitFor();
    assert.equal(await form.getByLabel('Name (English)').inputValue(), '');
    await screenshotIfAsked(page, 'studio-drafts-offer-en');
    await page.getByTestId('product-draft-offer-restore').click();
    await offer.waitFor({ state: 'detached' });
    assert.equal(await form.getByLabel('Name (English)').inputValue(), name);
    assert.match(await form.getByLabel('Description (English)').inputValue(), /narrow tibeb of gold/);
    await page.getByTestId('product-form-state').getByText('You have unsaved changes.').waitFor();
    await form.getByLabel('Stock', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Add size M' }).click();
    await form.getByLabel('Price (Br)').or(form.getByLabel('Price (US$)')).fill('85');
    await page.getByTestId('product-save-draft').click();
    await page.waitForURL(/\/designer\/edit-product\/[0-9a-f-]{36}$/);
    // Saved: nothing is kept for the new product any more, and a new form starts empty.
    await until('the new product’s draft forgotten', () => keptDrafts(page), (keys) => !keys.some((k) => k.endsWith(':product-new')));
    await page.goto('/designer/add-product');
    await form.getByLabel('Name (English)').waitFor();
    assert.equal(await page.getByTestId('product-draft-offer').count(), 0);
  });

  it('discards a kept draft of an existing product when asked', async () => {
    const { id } = await productWithPhotos(page, `Discard kemis ${Date.now().toString(36)}`);
    await page.goto(`/designer/edit-product/${id}`);
    const form = page.getByTestId('product-form');
    await form.getByLabel('Description (English)').fill('A change she will throw away.');
    await until('the draft kept on the device', () => keptDrafts(page), (keys) => keys.some((k) => k.endsWith(`:product-${id}`)));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('product-draft-offer-discard').click();
    await page.getByTestId('product-draft-offer').waitFor({ state: 'detached' });
    assert.equal(await form.getByLabel('Description (English)').inputValue(), 'Hand-woven cotton with a tibeb border.');
    await until('the draft forgotten', () => keptDrafts(page), (keys) => !keys.some((k) => k.endsWith(`:product-${id}`)));
  });

  it('shrinks a 12-megapixel photo in the browser before sending it, turned upright by its EXIF orientation', async () => {
    const { id } = await productWithPhotos(page, `Shrunk kemis ${Date.now().toString(36)}`);
    // A landscape 4000 × 3000 JPEG whose EXIF says "turn 90°": upright it is a 3000 × 4000 portrait.
    const people = path.resolve(root, '../shared/fixtures/people/front-02-suit.jpg');
    let base: Sharp;
    try {
      base = sharp(readFileSync(people)).rotate(-90).resize(4000, 3000, { fit: 'cover' });
    } catch {
      base = sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a5a00' } });
    }
    const original = await base.jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    await page.goto(`/designer/edit-product/${id}`);
    await until('three photos', () => shownOrder(page), (o) => o.length === 3);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/studio/products/${id}/photos`));
    await page.getByTestId('product-photos-input').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: original });
    const request = await sent;
    await until('the fourth photo', () => shownOrder(page), (o) => o.length === 4);
    // The request's size as the browser sent it: its Content-Length (the multipart body, the file in it).
    const length = Number((await request.allHeaders())['content-length'] ?? NaN);
    console.log(`# 12 MP photo: ${original.length} bytes chosen, request of ${length} bytes sent`);
    assert.ok(length > 10_000, `the upload carried a photo (${length} bytes)`);
    assert.ok(length < original.length / 4, `sent ${length} bytes of a ${original.length}-byte photo`);
    const saved = (await (await page.request.get(`/api/studio/products/${id}`)).json()) as { product: { photos: Array<{ url: string }> } };
    const stored = await page.request.get(saved.product.photos.at(-1)!.url);
    const meta = await sharp(await stored.body()).metadata();
    assert.equal(Math.max(meta.width ?? 0, meta.height ?? 0), 2000);
    assert.ok((meta.height ?? 0) > (meta.width ?? 0), `stored ${meta.width} × ${meta.height}: upright, a portrait`);
    assert.deepEqual(errors, []);
  });
});
