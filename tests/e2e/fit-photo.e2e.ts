import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { openContext, watchErrors } from './browser';
import { findSizedKemis, signOut, type KemisCard } from './sizing-helpers';

// AI Powered Fit by photo, as a guest: consent → height → photo → progress → review → save.
// The pose model runs in the browser (wasm here: no GPU); the photo never leaves it.

const root = path.resolve(import.meta.dirname, '../..');
const POLO = path.resolve(root, '../shared/fixtures/people/front-03-polo.jpg');
const missing = existsSync(POLO) ? false : `fixture photo missing: ${POLO}`;
/** Set to a folder to keep screenshots of every screen (phone and desktop, English and Amharic). */
const shots = process.env.E2E_SCREENSHOT_DIR;
const PROCESS_TIMEOUT = 120_000;

let context: BrowserContext;
let page: Page;
let errors: string[];
let kemis: KemisCard;
let dir: string;
const outside: string[] = [];

const dialog = () => page.getByTestId('fit-dialog');

async function shot(name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function openFit(lang: 'en' | 'am-ET'): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('tibeb-language', l);
    // As the language menu does: the server renders the page in the stored language.
    document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
  }, lang);
  await page.goto(`/product/${kemis.id}`);
  await page.getByTestId('fit-open').click();
  await dialog().waitFor();
}

/** Consent, category, height, photo; resolves on Review. `tag` names the screenshots. */
async function runToReview(tag: string): Promise<void> {
  const cont = dialog().getByTestId('fit-consent-continue');
  assert.equal(await cont.isDisabled(), true, 'Continue is disabled until the box is ticked');
  await shot(`${tag}-consent`);
  await dialog().getByTestId('fit-consent-checkbox').check();
  await cont.click();
  await dialog().locator('[data-testid="fit-category-women"][aria-checked="true"]').waitFor();
  await dialog().getByTestId('fit-setup-next').click();
  await dialog().getByTestId('fit-height').fill('175 cm');
  // The optional weight: girths combine the photo with the height-and-weight estimate.
  await dialog().getByTestId('fit-weight').fill('84');
  await dialog().getByTestId('fit-height-next').click();
  await dialog().getByTestId('fit-file').waitFor({ state: 'attached' });
  await shot(`${tag}-capture`);
  await dialog().getByTestId('fit-file').setInputFiles(POLO);
  // The progress shows while the photo is measured; on a fast machine it may be gone before a
  // look, so wait for it or for the results, whichever the page is at.
  await dialog().locator('[data-testid="fit-progress"], [data-testid="fit-results"]').first().waitFor();
  await shot(`${tag}-processing`);
  try {
    await dialog().getByTestId('fit-results').waitFor({ timeout: PROCESS_TIMEOUT });
  } catch (err) {
    // Say what the dialog showed instead (an error screen, a stuck stage).
    if (shots) await page.screenshot({ path: path.join(shots, `${tag}-failed.png`) });
    throw new Error(`no results: ${(await dialog().textContent())?.slice(0, 400)}`, { cause: err });
  }
  // Let the picture draw before any screenshot.
  await page.waitForTimeout(300);
  await shot(`${tag}-review`);
}

describe('AI Powered Fit (photo)', { skip: missing }, () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-photo-'));
    context = await openContext({ width: 1280, height: 900 });
    // Offline: the model, the runtime and the page all come from this machine.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    page = await context.newPage();
    errors = watchErrors(page);
    kemis = await findSizedKemis(page);
    await signOut(page);
  });
  after(async () => {
    await context?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('does not load the dialog or the pose runtime with the product page', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/product/${kemis.id}`);
    await page.getByTestId('fit-open').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requested.filter((u) => /ai-fit-dialog|tfjs|pose-detection|\/models\//.test(u)), []);
  });

  it('refuses a HEIC photo with its message', async () => {
    await openFit('en');
    await dialog().getByTestId('fit-consent-checkbox').check();
    await dialog().getByTestId('fit-consent-continue').click();
    await dialog().getByTestId('fit-setup-next').click();
    await dialog().getByTestId('fit-height').fill('175');
    await dialog().getByTestId('fit-height-next').click();
    await dialog().getByTestId('fit-file').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not really a heic') });
    const error = dialog().getByTestId('fit-error');
    await error.waitFor();
    assert.equal(await error.getAttribute('data-code'), 'FIT_UNSUPPORTED_FORMAT');
    assert.match((await error.textContent()) ?? '', /HEIC\/HEIF format not supported\. Please convert to JPEG or PNG\./);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('measures a photo, shows the results and the picture, and saves for a guest', async () => {
    await openFit('en');
    // The height step refuses what it cannot read, with the spec's messages.
    await dialog().getByTestId('fit-consent-checkbox').check();
    await dialog().getByTestId('fit-consent-continue').click();
    await dialog().getByTestId('fit-setup-next').click();
    await dialog().getByTestId('fit-height').fill('300');
    await dialog().getByTestId('fit-height-next').click();
    await dialog().getByText('Height must be between 86–240 cm').waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    // Consent is remembered for this product in this tab: the next opening starts at the category.
    await page.getByTestId('fit-open').click();
    await dialog().getByTestId('fit-setup-next').waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'fit-open', undefined, { timeout: 5_000 });

    await page.evaluate(() => sessionStorage.clear());
    await page.getByTestId('fit-open').click();
    await dialog().waitFor();
    await runToReview('desktop-en');

    const value = async (key: string) => Number((await dialog().getByTestId(`fit-value-${key}`).textContent())?.trim());
    const bust = await value('bust_cm');
    const waist = await value('waist_cm');
    const hips = await value('hips_cm');
    console.log(`front-03-polo at 175 cm: bust ${bust}, waist ${waist}, hips ${hips} cm; confidence ${await dialog().getByTestId('fit-confidence').textContent()}`);
    for (const v of [bust, waist, hips]) assert.ok(v > 50 && v < 160, `a body girth in cm: ${v}`);
    assert.equal(await value('height_cm'), 175);
    // A size from the chart in force, or the Custom Fit advice when none fits.
    assert.match((await dialog().getByTestId('fit-results').textContent()) ?? '', /Recommended size\s*(\S+\s*\d+% confidence|No standard size fits)/i);
    await dialog().locator('[data-flag="WEIGHT_COMBINED"]').waitFor();
    // His hands rest at his hips: the hips can be up to 3 cm off, so he is asked to retake (issue 45).
    await dialog().getByTestId('fit-arms-retake').getByText('Your arms were against your body').waitFor();
    // The picture: the photo's own pixels, with something drawn on it.
    const size = await dialog().getByTestId('fit-picture').evaluate((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    assert.ok((size[0] ?? 0) > 100 && (size[1] ?? 0) > 100, `picture ${size.join('x')}`);

    await dialog().getByTestId('fit-unit-toggle').click();
    const waistIn = await value('waist_cm');
    assert.ok(Math.abs(waistIn - waist / 2.54) < 0.2, `waist ${waistIn} in for ${waist} cm`);

    await dialog().getByTestId('fit-save').click();
    await page.getByTestId('toast').filter({ hasText: 'Measurements Saved Locally' }).waitFor();
    await dialog().waitFor({ state: 'detached' });
    const pending = await page.evaluate(() => [localStorage.getItem('pending-measurements'), localStorage.getItem('ai-measurements-pending')]);
    assert.match(pending[0] ?? '', /"source":"ai_powered_fit"/, 'the measurements wait on this device');
    assert.match(pending[1] ?? '', new RegExp(kemis.id), 'for this product');
    // The product page now shows them, with the size they gave.
    await page.getByTestId('pdp-measurements').waitFor();
  });

  it('screenshots: phone and desktop, English and Amharic', { skip: shots ? false : 'E2E_SCREENSHOT_DIR not set' }, async () => {
    for (const [tag, lang, viewport] of [
      ['phone-en', 'en', { width: 390, height: 844 }],
      ['phone-am', 'am-ET', { width: 390, height: 844 }],
      ['desktop-am', 'am-ET', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await openFit(lang);
      await runToReview(tag);
      await dialog().getByTestId('fit-arms-retake-button').getByText(lang === 'en' ? 'Retake the photo' : 'ፎቶውን እንደገና ያንሱ', { exact: true }).waitFor();
      await shot(`${tag}-review-top`);
      await dialog().getByTestId('fit-results').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await shot(`${tag}-review-bottom`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('refuses a photo with the feet cut off at the quality gate', async () => {
    // The fixture cropped just above the ankles.
    const meta = await sharp(POLO).metadata();
    const cropped = path.join(dir, 'feet-cut-off.jpg');
    await sharp(POLO)
      .extract({ left: 0, top: 0, width: meta.width ?? 0, height: Math.round((meta.height ?? 0) * 0.8) })
      .jpeg({ quality: 92 })
      .toFile(cropped);
    await openFit('en');
    await dialog().getByTestId('fit-consent-checkbox').check();
    await dialog().getByTestId('fit-consent-continue').click();
    await dialog().getByTestId('fit-setup-next').click();
    await dialog().getByTestId('fit-height').fill('175');
    await dialog().getByTestId('fit-height-next').click();
    await dialog().getByTestId('fit-file').setInputFiles(cropped);
    const issues = dialog().getByTestId('fit-quality-issues');
    await issues.waitFor({ timeout: PROCESS_TIMEOUT });
    assert.match((await issues.textContent()) ?? '', /Quality Check Failed/);
    assert.equal(await issues.locator('[data-code="BODY_OUT_OF_FRAME"][data-severity="error"]').count(), 1, (await issues.textContent()) ?? '');
    await shot('desktop-en-feet-cut-off');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('made no request outside this machine and had no console errors', () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(errors, []);
  });
});
