import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshotIfAsked, shoppersPerFile, switchSession, until } from './browser';

/**
 * Issue 17, the AI product image generator: a visitor draws an illustration on the home page with
 * the built-in illustrator (said to be an illustration) and downloads it; a designer generates a
 * picture through the local fake of an OpenAI-compatible images API (tests/fakes/images-fake.ts,
 * started by run.mjs) and uses it in a new product, where it arrives through the studio's upload
 * route; /health-check says which generator is set up, in both languages.
 */

const DESIGNER = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const IMAGES_CONTROL = process.env.E2E_IMAGE_API_URL ? `${new URL(process.env.E2E_IMAGE_API_URL).origin}/control` : null;

const { open, errors } = shoppersPerFile();

const shot = (page: Page, name: string) => screenshotIfAsked(page, name, false);

async function fakeState(): Promise<{ mode: string; requests: number; lastBody: Record<string, unknown> | null }> {
  assert.ok(IMAGES_CONTROL, 'run.mjs starts the images fake and passes E2E_IMAGE_API_URL');
  const res = await fetch(IMAGES_CONTROL);
  return (await res.json()) as { mode: string; requests: number; lastBody: Record<string, unknown> | null };
}

describe('AI product image generator', () => {
  let page: Page;
  before(async () => {
    page = await open();
  });

  it('lets a visitor draw an illustration on the home page, says what it is, and downloads it', async () => {
    const before = (await fakeState()).requests;
    await switchSession(page, null);
    await page.goto('/');
    // The generator loads as the shopper scrolls towards it (home-page.tsx).
    await page.getByTestId('image-generator-slot').scrollIntoViewIfNeeded();
    const section = page.getByTestId('image-generator');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await section.getByTestId('image-generator-empty').waitFor();
    await section.scrollIntoViewIfNeeded();
    // Markup is refused in the browser already, with the reason, and nothing is sent.
    await section.getByTestId('image-generator-prompt').fill('<script>alert(1)</script> kemis');
    await section.getByTestId('image-generator-submit').click();
    await section.getByRole('alert').filter({ hasText: 'plain words' }).waitFor();

    await section.getByTestId('image-generator-example-greenGold').click();
    assert.equal(await section.getByTestId('image-generator-prompt').inputValue(), 'A white habesha kemis with a green and gold diamond border');
    await section.getByText('Landscape', { exact: true }).click();
    await section.getByTestId('image-generator-submit').click();
    const result = section.getByTestId('image-generator-result');
    await result.waitFor({ timeout: 60_000 });
    assert.equal(await result.getAttribute('data-engine'), 'illustrator');
    assert.equal((await result.getByTestId('image-generator-kind').textContent())?.trim(), 'Illustration');
    assert.match((await result.getByTestId('image-generator-notice').textContent()) ?? '', /not a photograph, and not made by an AI model/);
    await result.getByText('Drawn as: Habesha kemis · green, gold · diamond border').waitFor();
    const size = await result.locator('img').evaluate((img: HTMLImageElement) => new Promise<[number, number]>((resolve) => (img.complete ? resolve([img.naturalWidth, img.naturalHeight]) : img.addEventListener('load', () => resolve([img.naturalWidth, img.naturalHeight])))));
    assert.deepEqual(size, [1536, 1024]);
    // A visitor cannot put it in a product.
    assert.equal(await result.getByTestId('image-generator-use').count(), 0);
    await shot(page, 'generator-visitor-1280-en');

    const [download] = await Promise.all([page.waitForEvent('download'), result.getByTestId('image-generator-download').click()]);
    assert.match(download.suggestedFilename(), /^tibeb-illustration-\d+\.png$/);
    const saved = await download.path();
    assert.ok(saved, 'the download was saved');
    const bytes = readFileSync(saved);
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
    // Visitors never reach the paid API.
    assert.equal((await fakeState()).requests, before);
  });

  it('lets a designer generate through the images API and use the picture in a new product', async () => {
    await switchSession(page, DESIGNER);
    await page.goto('/');
    // The generator loads as the shopper scrolls towards it (home-page.tsx).
    await page.getByTestId('image-generator-slot').scrollIntoViewIfNeeded();
    const section = page.getByTestId('image-generator');
    await section.getByTestId('image-generator-quota').waitFor();
    const before = (await fakeState()).requests;
    await section.getByTestId('image-generator-prompt').fill('A netela with a red, black and gold Meskel cross border');
    await section.getByText('Natural', { exact: true }).click();
    await section.getByTestId('image-generator-submit').click();
    const result = section.getByTestId('image-generator-result');
    await result.waitFor({ timeout: 60_000 });
    assert.equal(await result.getAttribute('data-engine'), 'image-api');
    assert.equal((await result.getByTestId('image-generator-kind').textContent())?.trim(), 'AI image');
    const state = await fakeState();
    assert.equal(state.requests, before + 1);
    assert.equal(state.lastBody?.prompt, 'A netela with a red, black and gold Meskel cross border');
    assert.equal(state.lastBody?.style, 'natural');
    await shot(page, 'generator-designer-1280-en');

    await result.getByTestId('image-generator-use').click();
    await page.waitForURL(/\/designer\/add-product$/);
    await page.getByTestId('product-pending-generated-image').waitFor();
    const form = page.getByTestId('product-form');
    const name = `Generated netela ${Date.now().toString(36)}`;
    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Description (English)').fill('Soft cotton netela with a woven Meskel border.');
    await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    // Selam is in Addis Ababa: the form starts in birr, her payout currency.
    await form.getByLabel('Price (Br)').fill('7,200');
    await form.getByLabel('Stock', { exact: true }).fill('3');
    await form.locator('#product-size-input').fill('One Size');
    await form.locator('#product-size-input').press('Enter');
    await page.getByTestId('product-save-draft').click();
    await page.waitForURL(/\/designer\/edit-product\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    // The picture goes through the studio's upload route like any photo: cleaned, stored as WebP.
    await until('the generated picture among the photos', () => page.getByTestId('product-photos-list').locator('li').count(), (n) => n === 1, 60_000);
    const api = (await (await page.request.get(`/api/studio/products/${id}`)).json()) as { product: { photos: Array<{ url: string }> } };
    assert.equal(api.product.photos.length, 1);
    const photo = await page.request.get(api.product.photos[0]!.url);
    assert.equal(photo.status(), 200);
    assert.match(photo.headers()['content-type'] ?? '', /image\/webp/);
    // Taken once: another product does not receive it.
    await page.goto('/designer/add-product');
    await page.getByTestId('product-form').waitFor();
    assert.equal(await page.getByTestId('product-pending-generated-image').count(), 0);
  });

  it('tells the designer plainly when the images API fails', async () => {
    assert.ok(IMAGES_CONTROL);
    await fetch(IMAGES_CONTROL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'down' }) });
    try {
      await page.goto('/');
      // The generator loads as the shopper scrolls towards it (home-page.tsx).
      await page.getByTestId('image-generator-slot').scrollIntoViewIfNeeded();
      const section = page.getByTestId('image-generator');
      await section.getByTestId('image-generator-prompt').fill('A modern kemis in purple chevrons');
      await section.getByTestId('image-generator-submit').click();
      await section.getByTestId('image-generator-error').filter({ hasText: 'could not make a picture' }).waitFor({ timeout: 60_000 });
    } finally {
      await fetch(IMAGES_CONTROL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'b64' }) });
    }
  });

  it('shows on /health-check which generator is set up, in English and Amharic, at phone width too', async () => {
    await page.goto('/health-check');
    await page.getByTestId('health-row-images').getByText('AI images API configured').waitFor();
    assert.equal(await page.getByTestId('health-row-database').getAttribute('data-state'), 'ok');
    await page.getByTestId('health-row-payments').waitFor();
    await page.getByTestId('health-row-pose').waitFor();
    const text = (await page.getByTestId('health-rows').textContent()) ?? '';
    assert.doesNotMatch(text, /sk-|127\.0\.0\.1|fake-image/);
    await shot(page, 'health-1280-en');

    const phone = await open({ width: 390, height: 844 }, 'am-ET');
    await phone.goto('/health-check');
    await phone.getByTestId('health-row-images').getByText('የAI ምስል ኤፒአይ ተዋቅሯል', { exact: false }).waitFor();
    await shot(phone, 'health-390-am');
    await phone.goto('/');
    // The generator loads as the shopper scrolls towards it (home-page.tsx).
    await phone.getByTestId('image-generator-slot').scrollIntoViewIfNeeded();
    const section = phone.getByTestId('image-generator');
    await section.getByTestId('image-generator-example-netelaRed').click();
    await section.getByTestId('image-generator-submit').click();
    const result = section.getByTestId('image-generator-result');
    await result.waitFor({ timeout: 60_000 });
    assert.match((await result.getByTestId('image-generator-notice').textContent()) ?? '', /ሥዕል|ሠዓሊ/);
    await result.scrollIntoViewIfNeeded();
    await shot(phone, 'generator-visitor-390-am');
  });

  it('left no errors in the console', () => {
    // A refused generation is answered 502 by design; the browser logs that failed request.
    const unexpected = errors.flat().filter((e) => !/502|Bad Gateway/.test(e));
    assert.deepEqual(unexpected, []);
  });
});
