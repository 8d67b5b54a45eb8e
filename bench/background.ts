// Background remover benchmark, on the production build in headless Chromium, offline (every
// request outside 127.0.0.1 is blocked and counted):
//  - quality: mean intersection-over-union of the cut against known masks, per kind of photo —
//    the catalogue's illustrator drawing garments on its plain studio backdrop and on busy textures
//    (true masks from drawing the garment alone), and the fixture people photos composited onto
//    plain and busy backgrounds (see peopleReference for where their masks come from);
//  - speed: a 12-megapixel photo (person, and flat-lay) from file chosen to the cut shown, with 4x
//    CPU throttling and the pose model already loaded, and the longest task on the page's thread.
// Prints the figures against the targets; never part of `npm test`. Needs `npm run build` and Debian's chromium.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { maskIoU } from '../src/domain/background-removal';
import { drawGarment } from '../src/server/db/seed/illustrator';
import { openBrowser } from '../tests/e2e/browser';
import { garmentTestPhotos, textureSvg, type TestPhoto } from './background-set';
import { root, startBuiltServer } from './built-server';

const PEOPLE = path.resolve(root, '../shared/fixtures/people');
const SLOW = 180_000;
const RUNS = Number(process.env.BENCH_BACKGROUND_RUNS ?? 3);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function offline(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname, href } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    outside.push(href);
    return route.abort();
  });
  return outside;
}

/** Cuts one photo on the page (automatic method) and answers the downloaded PNG's alpha as a mask. */
async function cutOnPage(page: Page, name: string, png: Buffer, mimeType = 'image/png'): Promise<{ alpha: Uint8Array; width: number; height: number; method: string; ms: number }> {
  await page.getByTestId('bg-file').setInputFiles({ name, mimeType, buffer: png });
  await page.locator('[data-testid="bg-status"][data-state="done"]').waitFor({ timeout: SLOW });
  const status = page.getByTestId('bg-status');
  const method = (await status.getAttribute('data-method')) ?? '';
  const ms = Number(await status.getAttribute('data-ms'));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW }), page.getByTestId('bg-download-png').click()]);
  const file = readFileSync(await download.path());
  const { data, info } = await sharp(file).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return { alpha: new Uint8Array(data), width: info.width, height: info.height, method, ms };
}

/**
 * The people photos' masks. Nobody has drawn these three by hand, so the reference is the tool's
 * own person cut (BlazePose's mask, edges refined, softness 0) on the original photo; the person is
 * then pasted with exactly that mask onto new backgrounds, and the figure says how well the cut
 * finds the same person again on another background. It measures robustness to the background,
 * not agreement with a human's outline.
 */
async function peopleReference(page: Page): Promise<TestPhoto[]> {
  const photos = readdirSync(PEOPLE).filter((f) => f.endsWith('.jpg'));
  const out: TestPhoto[] = [];
  for (const [i, file] of photos.entries()) {
    const original = readFileSync(path.join(PEOPLE, file));
    const { width, height } = await sharp(original).metadata();
    if (!width || !height) continue;
    await page.getByTestId('bg-file').setInputFiles({ name: file, mimeType: 'image/jpeg', buffer: original });
    await page.locator('[data-testid="bg-status"][data-state="done"]').waitFor({ timeout: SLOW });
    if ((await page.getByTestId('bg-status').getAttribute('data-method')) !== 'person') await page.getByTestId('bg-method-person').click();
    await page.locator('[data-testid="bg-status"][data-method="person"]').waitFor({ timeout: SLOW });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW }), page.getByTestId('bg-download-png').click()]);
    const cut = readFileSync(await download.path());
    const { data } = await sharp(cut).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    const mask = Uint8Array.from(data, (a) => (a >= 128 ? 255 : 0));
    // The person with a hard edge (the mask), RGBA.
    const rgb = await sharp(original).removeAlpha().raw().toBuffer();
    const rgba = Buffer.alloc(width * height * 4);
    for (let p = 0; p < width * height; p += 1) {
      rgba[p * 4] = rgb[p * 3]!;
      rgba[p * 4 + 1] = rgb[p * 3 + 1]!;
      rgba[p * 4 + 2] = rgb[p * 3 + 2]!;
      rgba[p * 4 + 3] = mask[p]!;
    }
    const person = await sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
    const plain = ['#ece9e3', '#b9c4cc', '#d9c3a5'][i % 3] as string;
    const plainPhoto = await sharp({ create: { width, height, channels: 3, background: plain } }).composite([{ input: person }]).png().toBuffer();
    out.push({ name: `${file}-on-plain`, kind: 'people-plain', png: plainPhoto, mask, width, height });
    for (const t of [i % 4, (i + 2) % 4]) {
      const texture = await sharp(Buffer.from(textureSvg(t))).resize(width, height, { fit: 'cover' }).png().toBuffer();
      const busy = await sharp(texture).composite([{ input: person }]).png().toBuffer();
      out.push({ name: `${file}-on-texture${t}`, kind: 'people-textured', png: busy, mask, width, height });
    }
  }
  return out;
}

async function twelveMegapixel(): Promise<{ person: Buffer; flat: Buffer }> {
  const polo = path.join(PEOPLE, 'front-03-polo.jpg');
  // The polo photo enlarged to 3000 × 4000 (a phone's 12 MP, portrait).
  const person = await sharp(polo).resize(3000, 4000, { fit: 'cover', kernel: 'lanczos3' }).jpeg({ quality: 90 }).toBuffer();
  const flat = await sharp(Buffer.from(drawGarment({ kind: 'habesha-kemis', seed: 7, view: 3 }))).resize(3000, 3750).resize(3000, 4000, { fit: 'contain', background: '#eef3ee' }).jpeg({ quality: 90 }).toBuffer();
  return { person, flat };
}

async function main() {
  const { base, server } = await startBuiltServer(process.env.BENCH_BACKGROUND_DATA_DIR ?? '/tmp/tibeb-bench-web');
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  try {
    const context = await openBrowser({ width: 1280, height: 900 });
    const outside = await offline(context);
    const page = await context.newPage();
    await page.goto(`${base}/background-remover`);
    await page.getByTestId('page-background-remover-root').waitFor();

    // Quality. The first cut loads the pose model; then softness 0, so the masks are the cut itself.
    const garments = await garmentTestPhotos();
    await cutOnPage(page, 'warm-up.png', garments[0]!.png);
    await page.getByTestId('bg-softness').fill('0');
    const people = await peopleReference(page);
    const scores = new Map<string, { iou: number[]; methods: string[] }>();
    const rows: string[] = [];
    for (const photo of [...garments, ...people]) {
      const cut = await cutOnPage(page, `${photo.name}.png`, photo.png);
      if (cut.width !== photo.width || cut.height !== photo.height) throw new Error(`${photo.name}: cut is ${cut.width}x${cut.height}`);
      const iou = maskIoU({ width: cut.width, height: cut.height, data: cut.alpha }, { width: photo.width, height: photo.height, data: photo.mask });
      const s = scores.get(photo.kind) ?? { iou: [], methods: [] };
      s.iou.push(iou);
      s.methods.push(cut.method);
      scores.set(photo.kind, s);
      rows.push(`  ${photo.kind.padEnd(16)} ${photo.name.padEnd(40)} ${iou.toFixed(3)}  ${cut.method}`);
    }

    // Speed: model loaded (above), 4x CPU throttling, the longest task on the page's own thread.
    const photos = await twelveMegapixel();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-12mp-'));
    const person = path.join(folder, 'person-12mp.jpg');
    const flat = path.join(folder, 'flat-12mp.jpg');
    writeFileSync(person, photos.person);
    writeFileSync(flat, photos.flat);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const speed: Record<'person' | 'flat', { ms: number[]; longest: number[]; method: string; stages: Record<string, number>[] }> = {
      person: { ms: [], longest: [], method: '', stages: [] },
      flat: { ms: [], longest: [], method: '', stages: [] },
    };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [kind, jpeg] of [
        ['person', person],
        ['flat', flat],
      ] as const) {
        await page.evaluate(() => {
          const w = window as unknown as { __longest: number; __observer?: PerformanceObserver };
          w.__longest = 0;
          w.__observer?.disconnect();
          w.__observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
          });
          w.__observer.observe({ type: 'longtask' });
        });
        // From a file on disk, as a designer picks one: a buffer would be rebuilt from base64 by a
        // script on the page's own thread (throttled 4x), a cost no real file pick has.
        await page.getByTestId('bg-file').setInputFiles(jpeg);
        await page.locator('[data-testid="bg-status"][data-state="done"]').waitFor({ timeout: SLOW });
        speed[kind].ms.push(Number(await page.getByTestId('bg-status').getAttribute('data-ms')));
        speed[kind].method = (await page.getByTestId('bg-status').getAttribute('data-method')) ?? '';
        speed[kind].stages.push(JSON.parse((await page.getByTestId('bg-status').getAttribute('data-stages')) || '{}') as Record<string, number>);
        speed[kind].longest.push(await page.evaluate(() => (window as unknown as { __longest: number }).__longest));
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();

    console.log(`\nbackground remover benchmark (headless Chromium, wasm backend, production build, offline), load average ${load}`);
    console.log('\nquality: intersection over union with the true mask, per photo');
    for (const r of rows) console.log(r);
    console.log(`\n${'figure'.padEnd(52)} ${'value'.padStart(14)}   target`);
    const targets: Record<string, number | null> = { plain: 0.95, textured: null, 'people-plain': 0.9, 'people-textured': 0.9 };
    for (const [kind, s] of scores) {
      const m = mean(s.iou);
      const target = targets[kind] ?? null;
      const verdict = target === null ? '(no target)' : `${target.toFixed(2)} ${m >= target ? 'MET' : 'NOT MET'}`;
      console.log(`${`mean IoU, ${kind} (${s.iou.length} photos, min ${Math.min(...s.iou).toFixed(3)})`.padEnd(52)} ${m.toFixed(3).padStart(14)}   ${verdict}`);
    }
    for (const kind of ['person', 'flat'] as const) {
      const med = median(speed[kind].ms);
      console.log(
        `${`12 MP ${kind} photo → cut shown, 4x CPU (median, ${speed[kind].method})`.padEnd(52)} ${`${Math.round(med)} ms`.padStart(14)}   < 5000 ms ${med < 5000 ? 'MET' : 'NOT MET'}  (runs: ${speed[kind].ms.join(', ')} ms)`,
      );
      console.log(`${`  longest task on the page's thread meanwhile`.padEnd(52)} ${`${Math.round(Math.max(...speed[kind].longest))} ms`.padStart(14)}`);
      // Where the time goes inside the worker (median per step); the rest is the page reading the file and drawing.
      const steps = [...new Set(speed[kind].stages.flatMap((s) => Object.keys(s)))];
      console.log(`  worker steps (median ms): ${steps.map((step) => `${step} ${Math.round(median(speed[kind].stages.map((s) => s[step] ?? 0)))}`).join(', ')}`);
      // Chromium's CPU throttling slows the page's own thread only, not a dedicated worker (checked:
      // a busy loop takes as long in a worker at 4x as at 1x). A phone 4x slower runs the worker's
      // steps 4x slower too: this is the figure to hold against the target.
      const phone = speed[kind].ms.map((ms, i) => {
        const worker = Object.values(speed[kind].stages[i] ?? {}).reduce((a, b) => a + b, 0);
        return ms - worker + 4 * worker;
      });
      const phoneMed = median(phone);
      console.log(
        `${`  same with the worker's steps counted 4x too (est.)`.padEnd(52)} ${`${Math.round(phoneMed)} ms`.padStart(14)}   < 5000 ms ${phoneMed < 5000 ? 'MET' : 'NOT MET'}  (runs: ${phone.map((x) => Math.round(x)).join(', ')} ms)`,
      );
    }
    console.log(`${'requests outside 127.0.0.1 (blocked)'.padEnd(52)} ${String(outside.length).padStart(14)}   0 ${outside.length === 0 ? 'MET' : `NOT MET: ${outside.slice(0, 3).join(', ')}`}`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (!existsSync(PEOPLE)) {
  console.log(`background benchmark skipped: no fixture photos at ${PEOPLE}`);
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
