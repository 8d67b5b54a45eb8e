import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, openContext } from './browser';

// The in-browser pose runtime on /dev/scan: BlazePose (tfjs, wasm here: no GPU) on real photos,
// everything it needs served by the app itself.

const root = path.resolve(import.meta.dirname, '../..');
const people = path.resolve(root, '../shared/fixtures/people');
const SUIT = path.join(people, 'front-02-suit.jpg');
const POLO = path.join(people, 'front-03-polo.jpg');
const missing = [SUIT, POLO].filter((f) => !existsSync(f));
/** Set to a folder to keep screenshots of the page after a detection (phone and desktop). */
const shots = process.env.E2E_SCREENSHOT_DIR;
const DETECT_TIMEOUT = 90_000;

let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const errors: string[] = [];

/** A model, weights or wasm file, wherever it comes from (the app or a CDN). */
const isPoseAsset = (url: string) => /\/models\/|\.wasm(\?|$)|blazepose|human-models/.test(url);

async function detect(file: string): Promise<{ landmarks: number; rows: number; modelMs: string; detectMs: string }> {
  await page.getByTestId('dev-scan-file').setInputFiles(file);
  const name = path.basename(file);
  await page.locator(`[data-testid="dev-scan-status"][data-file="${name}"][data-state="done"]`).waitFor({ timeout: DETECT_TIMEOUT });
  const landmarks = Number(await page.getByTestId('dev-scan-landmark-count').getAttribute('data-value'));
  const rows = Number(await page.getByTestId('dev-scan-silhouette-rows').getAttribute('data-value'));
  return {
    landmarks,
    rows,
    modelMs: (await page.getByTestId('dev-scan-model-ms').textContent()) ?? '',
    detectMs: (await page.getByTestId('dev-scan-detect-ms').textContent()) ?? '',
  };
}

describe('pose runtime on /dev/scan', { skip: missing.length > 0 ? `fixture photos missing: ${missing.join(', ')}` : false }, () => {
  before(async () => {
    context = await openContext({ width: 1280, height: 900 });
    page = await context.newPage();
    page.on('request', (req) => requests.push(req.url()));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // calculate-measurements may not exist yet (or may refuse a pose): the page shows its error code.
      const url = msg.location().url;
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text()) && url.includes('/api/functions/calculate-measurements')) return;
      errors.push(`${page.url()}: ${msg.text()} (${url})`);
    });
    page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  });
  after(async () => {
    await context?.close();
  });

  it('does not fetch the pose model or runtime on ordinary pages', async () => {
    await page.goto('/');
    await page.getByTestId('page-home-root').waitFor();
    await page.goto('/products');
    await page.getByTestId('page-products-root').waitFor();
    assert.deepEqual(requests.filter(isPoseAsset), []);
  });

  it('finds 33 landmarks and the silhouette on a photo, and shows what the server measured', async () => {
    await page.goto('/dev/scan');
    await page.getByTestId('page-dev-scan-root').waitFor();
    await page.locator('[data-testid="dev-scan-status"][data-state="idle"]').waitFor();
    const suit = await detect(SUIT);
    console.log(`front-02-suit: ${suit.landmarks} landmarks, ${suit.rows} silhouette rows, model load ${suit.modelMs}, detect ${suit.detectMs}`);
    assert.equal(suit.landmarks, 33);
    assert.ok(suit.rows > 100, `silhouette rows: ${suit.rows}`);
    const canvas = await page.getByTestId('dev-scan-canvas').evaluate((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    assert.deepEqual(canvas, [1024, 968]);

    // The numbers, or the endpoint's error code shown as such (the endpoint is built alongside).
    const outcome = page.locator('[data-testid="dev-scan-measurements"], [data-testid="dev-scan-error"]');
    await outcome.first().waitFor();
    console.log(`calculate-measurements: ${(await outcome.first().textContent())?.slice(0, 200)}`);
    assert.equal(await page.locator('[data-testid="dev-scan-status"]').getAttribute('data-state'), 'done');

    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'dev-scan-desktop.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(shots, 'dev-scan-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('detects a second, unrelated photo with the same detector', async () => {
    const polo = await detect(POLO);
    console.log(`front-03-polo: ${polo.landmarks} landmarks, ${polo.rows} silhouette rows, model ${polo.modelMs}, detect ${polo.detectMs}`);
    assert.equal(polo.landmarks, 33);
    assert.ok(polo.rows > 100, `silhouette rows: ${polo.rows}`);
  });

  it('fetched every model and wasm file from the app itself, and nothing else', () => {
    const assets = requests.filter(isPoseAsset);
    const own = new URL(BASE_URL).origin;
    assert.deepEqual(
      assets.filter((u) => new URL(u).origin !== own),
      [],
    );
    for (const file of ['/models/blazepose/blazepose-detector.json', '/models/blazepose/blazepose-full.bin', '/models/tfjs-wasm/']) {
      assert.ok(assets.some((u) => u.includes(file)), `requested ${file}: ${assets.join(', ')}`);
    }
  });

  it('had no console errors', () => {
    assert.deepEqual(errors, []);
  });
});
