import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openContext, watchErrors } from './browser';
import { fakeCameraArgs, writeFakeCameraVideo } from './fake-camera';
import { findSizedKemis, signOut, type KemisCard } from './sizing-helpers';

// AI Size Scan with the live camera, as a guest. Chromium's fake camera shows a real photo of a
// person (letterboxed into a 1280x720 frame); the pose model runs in the page on wasm, offline.

const root = path.resolve(import.meta.dirname, '../..');
const POLO = path.resolve(root, '../shared/fixtures/people/front-03-polo.jpg');
const missing = existsSync(POLO) ? false : `fixture photo missing: ${POLO}`;
const shots = process.env.E2E_SCREENSHOT_DIR;
const SLOW = 120_000;

let dir: string;
let video: { width: number; height: number; meanLuma: number };
let context: BrowserContext;
let page: Page;
let errors: string[];
const outside: string[] = [];
let kemis: KemisCard;

const dialog = () => page.getByTestId('fit-dialog');

async function shot(name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Every camera track the page ever opened has been stopped. */
async function cameraStopped(): Promise<boolean> {
  return page.evaluate(() => {
    const streams = (window as unknown as { __streams?: MediaStream[] }).__streams ?? [];
    return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
  });
}

async function openScan(lang: 'en' | 'am-ET' = 'en'): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('tibeb-language', l);
    document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
  }, lang);
  await page.goto(`/product/${kemis.id}`);
  await page.getByTestId('fit-open').click();
  await dialog().getByTestId('fit-consent-checkbox').check();
  await dialog().getByTestId('fit-consent-continue').click();
  await dialog().getByTestId('fit-category-men').click();
  await dialog().getByTestId('fit-mode-camera').click();
  assert.equal(await dialog().getByTestId('fit-mode-camera').getAttribute('aria-checked'), 'true');
  await dialog().getByTestId('fit-setup-next').click();
  assert.match((await dialog().getByTestId('scan-progress').textContent()) ?? '', /1\/4/);
  await dialog().getByTestId('fit-height').fill('175');
  await dialog().getByTestId('fit-height-next').click();
  await dialog().getByTestId('scan-camera').waitFor();
}

/** Start → countdown → capture, for the pose on screen; resolves when the step has moved on. */
async function capture(view: 'front' | 'side', tag: string): Promise<void> {
  await dialog().locator(`[data-testid="scan-step"][data-step="${view}"]`).waitFor();
  const start = dialog().getByTestId('scan-start');
  // Enabled once the camera is live and the model loaded.
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-testid="scan-start"]');
    return b instanceof HTMLButtonElement && !b.disabled;
  }, undefined, { timeout: SLOW });
  await shot(`${tag}-${view}`);
  await start.click();
  // The countdown is a state, not a value: which second it shows depends on how busy the machine is.
  const countdown = dialog().getByTestId('scan-countdown');
  await countdown.waitFor();
  const seen = await countdown.evaluate((el) => ({ left: Number(el.getAttribute('data-seconds-left')), spoken: el.querySelector('[aria-live]')?.textContent ?? '' }));
  assert.ok(seen.left >= 1 && seen.left <= 5, `counts down from 5: ${seen.left}`);
  assert.match(seen.spoken, /^(Get ready: \d seconds?|ይዘጋጁ፦ \d ሰከንድ)$/, 'a screen reader hears one sentence with a space before the number');
  await shot(`${tag}-${view}-countdown`);
  // Moves on (side step, or processing and the summary) or says why not.
  const next = view === 'front' ? dialog().locator('[data-testid="scan-step"][data-step="side"]') : dialog().getByTestId('scan-summary');
  const problem = dialog().getByTestId('scan-error');
  await Promise.race([next.waitFor({ timeout: SLOW }), problem.waitFor({ timeout: SLOW }).then(async () => assert.fail(`stayed on the ${view} step: ${await problem.textContent()}`))]);
}

describe('AI Size Scan (live camera)', { skip: missing }, () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-camera-'));
    const file = path.join(dir, 'camera.y4m');
    video = await writeFakeCameraVideo(POLO, file);
    context = await openContext({ width: 1280, height: 900 }, { args: fakeCameraArgs(file) });
    // Keep every stream the page opens, to check the camera is stopped.
    await context.addInitScript(() => {
      const media = navigator.mediaDevices;
      if (!media?.getUserMedia) return;
      const original = media.getUserMedia.bind(media);
      const kept: MediaStream[] = [];
      (window as unknown as { __streams: MediaStream[] }).__streams = kept;
      media.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        kept.push(stream);
        return stream;
      };
    });
    // Offline: nothing may leave this machine.
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

  it("Chromium's fake camera shows the photo", async () => {
    await page.goto('/about');
    const seen = await page.evaluate(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      const el = document.createElement('video');
      el.muted = true;
      el.srcObject = stream;
      await el.play();
      await new Promise((r) => setTimeout(r, 300));
      const canvas = document.createElement('canvas');
      canvas.width = el.videoWidth;
      canvas.height = el.videoHeight;
      const ctx = canvas.getContext('2d');
      ctx?.drawImage(el, 0, 0);
      const data = ctx?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      let sum = 0;
      let greenish = 0;
      for (let i = 0; i < data.length; i += 4) {
        sum += 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
        if ((data[i + 1] ?? 0) > 150 && (data[i] ?? 0) < 80 && (data[i + 2] ?? 0) < 80) greenish++;
      }
      for (const t of stream.getTracks()) t.stop();
      return { width: canvas.width, height: canvas.height, mean: sum / (data.length / 4) / 255, greenShare: greenish / (data.length / 4) };
    });
    assert.deepEqual([seen.width, seen.height], [video.width, video.height]);
    assert.ok(Math.abs(seen.mean - video.meanLuma) < 0.06, `mean brightness ${seen.mean.toFixed(3)} vs the file's ${video.meanLuma.toFixed(3)}`);
    // Chromium's own test pattern is mostly bright green: this is the photo, not the pattern.
    assert.ok(seen.greenShare < 0.05, `green share ${seen.greenShare}`);
  });

  it('scans front and side to a summary, downloads the PDF, rescans, attaches, and stops the camera', async () => {
    await openScan('en');
    assert.match((await dialog().getByTestId('scan-progress').textContent()) ?? '', /2\/4/);
    await capture('front', 'desktop-en');
    assert.match((await dialog().getByTestId('scan-progress').textContent()) ?? '', /3\/4/);
    await capture('side', 'desktop-en');
    assert.match((await dialog().getByTestId('scan-progress').textContent()) ?? '', /4\/4/);
    await page.waitForTimeout(300);
    await shot('desktop-en-summary');

    // Measured from what the camera saw.
    const chest = Number((await dialog().getByTestId('scan-value-chest_cm').textContent())?.trim());
    const waist = Number((await dialog().getByTestId('scan-value-waist_cm').textContent())?.trim());
    console.log(`camera scan of front-03-polo at 175 cm: chest ${chest}, waist ${waist} cm; ${await dialog().getByTestId('scan-confidence').textContent()}; quality ${await dialog().getByTestId('scan-quality').textContent()}`);
    for (const v of [chest, waist]) assert.ok(v > 50 && v < 160, `a body girth in cm: ${v}`);
    assert.equal(Number((await dialog().getByTestId('scan-value-height_cm').textContent())?.trim()), 175);
    assert.match((await dialog().getByTestId('scan-confidence').textContent()) ?? '', /\d+%\s*(Excellent|Good|Fair|Poor)/);
    assert.match((await dialog().getByTestId('scan-quality').textContent()) ?? '', /\d+%/);
    assert.match((await dialog().getByTestId('scan-disclaimer').textContent()) ?? '', /approximate/);
    // The camera stops once both poses are in.
    assert.equal(await cameraStopped(), true, 'the camera is stopped on the summary');

    // The summary PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByTestId('scan-pdf').click()]);
    assert.match(download.suggestedFilename(), /^tibeb-measurements-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');

    // Rescan: keeping the current measurements changes nothing; starting a new scan goes back to the front pose.
    await dialog().getByTestId('scan-rescan').click();
    await page.getByTestId('scan-rescan-dialog').waitFor();
    assert.match((await page.getByRole('dialog').filter({ has: page.getByTestId('scan-rescan-dialog') }).textContent()) ?? '', /permanently replaced/);
    await page.getByTestId('scan-rescan-keep').click();
    await page.getByTestId('scan-rescan-dialog').waitFor({ state: 'detached' });
    await dialog().getByTestId('scan-summary').waitFor();
    await dialog().getByTestId('scan-rescan').click();
    await page.getByTestId('scan-rescan-new').click();
    await capture('front', 'rescan');
    await capture('side', 'rescan');

    // Attach: a guest's measurements wait on this device until sign-in.
    await dialog().getByTestId('scan-attach').click();
    await page.getByTestId('toast').filter({ hasText: 'Measurements Saved Locally' }).waitFor();
    await dialog().waitFor({ state: 'detached' });
    const pending = await page.evaluate(() => localStorage.getItem('pending-measurements'));
    assert.match(pending ?? '', /"source":"quick_scan"/);
    assert.equal(await cameraStopped(), true);
  });

  it('stops the camera when the dialog closes mid-scan', async () => {
    await openScan('en');
    await page.waitForFunction(() => ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).length > 0, undefined, { timeout: SLOW });
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.waitForFunction(() => ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).every((s) => s.getTracks().every((t) => t.readyState === 'ended')), undefined, { timeout: 5_000 });
  });

  it('screenshots: phone, English and Amharic', { skip: shots ? false : 'E2E_SCREENSHOT_DIR not set' }, async () => {
    for (const lang of ['en', 'am-ET'] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await openScan(lang);
      await page.waitForFunction(() => {
        const b = document.querySelector('[data-testid="scan-start"]');
        return b instanceof HTMLButtonElement && !b.disabled;
      }, undefined, { timeout: SLOW });
      await page.waitForTimeout(1500);
      await shot(`phone-${lang}-front`);
      await capture('front', `phone-${lang}`);
      await capture('side', `phone-${lang}`);
      await page.waitForTimeout(300);
      await shot(`phone-${lang}-summary`);
      await dialog().getByTestId('scan-attach').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await shot(`phone-${lang}-summary-bottom`);
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('made no request outside this machine and had no console errors', () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(errors, []);
  });
});
