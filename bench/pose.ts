// Pose benchmark of the production build in headless Chromium (wasm backend: no GPU here):
// the model's first load from the app's own path with a cold profile, BlazePose detection per
// fixture photo, and photo chosen → measurements shown in the AI Powered Fit dialog with the
// model loaded. Prints the figures against the photo-fit targets; never part of `npm test`.
// Needs `npm run build` and Debian's chromium.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../tests/e2e/browser';
import { root, startBuiltServer } from './built-server';

const PEOPLE = path.resolve(root, '../shared/fixtures/people');
const RUNS = Number(process.env.BENCH_POSE_RUNS ?? 5);
const SLOW = 180_000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;
const verdict = (value: number, limit: number) => (value < limit ? 'MET' : 'NOT MET');

/** Blocks and counts every request that would leave this machine. */
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

async function scanOnDevPage(page: Page, file: string): Promise<{ modelMs: number | null; detectMs: number }> {
  const name = path.basename(file);
  await page.getByTestId('dev-scan-file').setInputFiles(file);
  await page.locator(`[data-testid="dev-scan-status"][data-file="${name}"][data-state="done"]`).waitFor({ timeout: SLOW });
  const number = async (id: string) => {
    const text = (await page.getByTestId(id).textContent()) ?? '';
    const match = /([\d.,]+)/.exec(text.replace(/,/g, ''));
    return match ? Number(match[1]) : null;
  };
  const detectMs = await number('dev-scan-detect-ms');
  if (detectMs === null) throw new Error(`no detection time for ${name}`);
  return { modelMs: await number('dev-scan-model-ms'), detectMs };
}

async function main() {
  const photos = readdirSync(PEOPLE)
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => path.join(PEOPLE, f));
  if (photos.length === 0) throw new Error(`no photos in ${PEOPLE}`);
  const polo = photos.find((p) => p.includes('polo')) ?? (photos[0] as string);
  const { base, server } = await startBuiltServer(process.env.BENCH_POSE_DATA_DIR ?? '/tmp/tibeb-bench-web');
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  try {
    // 1 and 2: /dev/scan in a fresh profile (no HTTP cache), offline.
    const context = await openBrowser({ width: 1280, height: 900 });
    const outside = await offline(context);
    const page = await context.newPage();
    await page.goto(`${base}/dev/scan`);
    await page.getByTestId('page-dev-scan-root').waitFor();
    const first = await scanOnDevPage(page, photos[0] as string);
    const perPhoto = new Map<string, number[]>(photos.map((p) => [path.basename(p), []]));
    for (let run = 0; run <= RUNS; run++) {
      for (const photo of photos) {
        const { detectMs } = await scanOnDevPage(page, photo);
        // Run 0 warms up every photo's sizes in the wasm backend.
        if (run > 0) perPhoto.get(path.basename(photo))?.push(detectMs);
      }
    }
    await context.close();

    // 3: the shopper's flow, model already loaded (one warm-up run loads it).
    const shop = await openBrowser({ width: 1280, height: 900 });
    const outsideShop = await offline(shop);
    const p = await shop.newPage();
    const product = ((await (await fetch(`${base}/api/products?category=habesha-kemis&pageSize=48`)).json()) as { items: { id: string; sizes: string[] }[] }).items.find((i) => i.sizes.length > 2);
    if (!product) throw new Error('no sized kemis in the demo catalogue');
    await p.goto(`${base}/product/${product.id}`);
    await p.getByTestId('fit-open').click();
    const dialog = p.getByTestId('fit-dialog');
    await dialog.getByTestId('fit-consent-checkbox').check();
    await dialog.getByTestId('fit-consent-continue').click();
    await dialog.getByTestId('fit-setup-next').click();
    await dialog.getByTestId('fit-height').fill('175');
    await dialog.getByTestId('fit-height-next').click();
    const flow: number[] = [];
    for (let run = 0; run <= Math.max(3, Math.ceil(RUNS / 2)); run++) {
      await dialog.getByTestId('fit-file').waitFor({ state: 'attached', timeout: SLOW });
      const started = performance.now();
      await dialog.getByTestId('fit-file').setInputFiles(polo);
      await dialog.getByTestId('fit-results').waitFor({ timeout: SLOW });
      if (run > 0) flow.push(performance.now() - started);
      await dialog.getByTestId('fit-try-again').click();
    }
    await shop.close();

    console.log(`\npose benchmark (headless Chromium, wasm backend), load average ${load}, ${RUNS} runs per photo`);
    console.log(`${'figure'.padEnd(48)} ${'value'.padStart(16)}   target`);
    const modelMs = first.modelMs ?? Number.NaN;
    console.log(`${'model first load, local path, cold profile'.padEnd(48)} ${ms(modelMs).padStart(16)}   < 3000 ms ${verdict(modelMs, 3000)}`);
    for (const [name, times] of perPhoto) {
      const med = median(times);
      console.log(`${`detection ${name} (median / max)`.padEnd(48)} ${`${ms(med)} / ${ms(Math.max(...times))}`.padStart(16)}   < 500 ms ${verdict(med, 500)}`);
    }
    const flowMed = median(flow);
    console.log(`${'photo chosen → measurements shown (median)'.padEnd(48)} ${ms(flowMed).padStart(16)}   < 5000 ms ${verdict(flowMed, 5000)}  (runs: ${flow.map((f) => Math.round(f)).join(', ')} ms)`);
    const leaks = [...outside, ...outsideShop];
    console.log(`${'requests outside 127.0.0.1 (blocked)'.padEnd(48)} ${String(leaks.length).padStart(16)}   0 ${leaks.length === 0 ? 'MET' : `NOT MET: ${leaks.slice(0, 3).join(', ')}`}`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (!existsSync(PEOPLE)) {
  console.log(`pose benchmark skipped: no fixture photos at ${PEOPLE}`);
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
