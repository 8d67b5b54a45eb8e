// What the service worker does to a shopper's transfers and waits (issue 23, "Measured"): for / and
// /products on the production build in Chromium at phone size with DevTools' "Slow 4G" on the page,
// a first visit and a repeat visit, with the worker and with workers blocked (the browser's HTTP
// cache only), and Lighthouse with the worker installed and without (bench/lighthouse-worker.ts).
// Prints figures against the issue's targets; never part of `npm test`.
// Needs `npm run build` and Debian's chromium.
//
// Bytes are what crossed the network (compressed bodies and headers): the page's own requests, and
// the worker's (its precache download and the requests it forwards), counted apart. A response the
// worker answered from its caches costs nothing. Limit: DevTools throttles the page's requests, not
// the worker's own, so on a repeat visit the page's HTML and API reads (network first, through the
// worker) arrive faster than on a real Slow 4G line: the repeat-visit times are a lower bound.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startBuiltServer } from './built-server';
import { lighthouseWithoutWorker, lighthouseWithWorker, type LighthouseRun } from './lighthouse-worker';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// DevTools' "Slow 4G" preset (formerly "Fast 3G"): 1.6 Mbit/s down, 750 kbit/s up, 562.5 ms.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 };

interface Visit {
  pageKB: number;
  workerKB: number;
  usableMs: number;
}

async function newContext(browser: Browser, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers, isMobile: true, hasTouch: true });
}

/** Counts network bytes of a context until `take()` is called. */
function meter(context: BrowserContext): { take(): Promise<{ page: number; worker: number }> } {
  const pending: Promise<{ worker: boolean; bytes: number }>[] = [];
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return { worker: false, bytes: 0 };
        const sizes = await request.sizes();
        return { worker: request.serviceWorker() !== null, bytes: sizes.responseBodySize + sizes.responseHeadersSize };
      })().catch(() => ({ worker: false, bytes: 0 })),
    );
  });
  return {
    async take() {
      const all = await Promise.all(pending.splice(0));
      return {
        page: all.filter((a) => !a.worker).reduce((n, a) => n + a.bytes, 0),
        worker: all.filter((a) => a.worker).reduce((n, a) => n + a.bytes, 0),
      };
    },
  };
}

async function visitTwice(browser: Browser, base: string, url: string, serviceWorkers: 'allow' | 'block'): Promise<{ first: Visit; repeat: Visit }> {
  const context = await newContext(browser, serviceWorkers);
  const bytes = meter(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);

  const visit = async (): Promise<number> => {
    const start = Date.now();
    await page.goto(`${base}${url}`, { waitUntil: 'commit', timeout: 120_000 });
    // Usable: the page is drawn and its app handles taps (hydrated, app/layout.tsx).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    return Date.now() - start;
  };
  const settle = async () => {
    await page.waitForLoadState('networkidle', { timeout: 180_000 }).catch(() => undefined);
    if (serviceWorkers === 'allow') {
      // The worker installs after the page's load and downloads the app: a first visit is over when it is ready.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForLoadState('networkidle', { timeout: 180_000 }).catch(() => undefined);
    }
  };

  const firstMs = await visit();
  await settle();
  const firstBytes = await bytes.take();
  const repeatMs = await visit();
  await settle();
  const repeatBytes = await bytes.take();
  await context.close();
  const kb = (n: number) => n / 1024;
  return {
    first: { pageKB: kb(firstBytes.page), workerKB: kb(firstBytes.worker), usableMs: firstMs },
    repeat: { pageKB: kb(repeatBytes.page), workerKB: kb(repeatBytes.worker), usableMs: repeatMs },
  };
}

async function main() {
  const dataDir = process.env.BENCH_OFFLINE_DATA_DIR ?? '/tmp/tibeb-bench-offline';
  const { base, server } = await startBuiltServer(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    // BENCH_OFFLINE_ONLY=lighthouse (or =transfer) runs one part.
    const only = process.env.BENCH_OFFLINE_ONLY;
    if (only !== 'lighthouse') await transfers(browser, base);
    if (only !== 'transfer') await lighthouseScores(base);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

/**
 * Lighthouse with the worker installed and without it (bench/lighthouse-worker.ts says how each is
 * set up), on /, /products and a product page, several runs each, judged on the median.
 */
async function lighthouseScores(base: string): Promise<void> {
  const product = ((await (await fetch(`${base}/api/products?pageSize=1&featured=true`)).json()) as { items: { id: string }[] }).items[0]?.id;
  const pages: [string, string][] = [
    ['/', '/'],
    ['/products', '/products'],
    ['product page', `/product/${product}`],
  ];
  const runs = Math.max(1, Number(process.env.BENCH_OFFLINE_LH_RUNS ?? 3));
  console.log(`\nLighthouse (mobile, default throttling), ${runs} run(s) per page and mode; KB: what Lighthouse saw cross the network`);
  console.log(`${'page'.padEnd(14)} ${'worker'.padEnd(10)} ${'score'.padStart(6)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'KB'.padStart(7)}`);
  const medians: Array<{ name: string; without?: number; with?: number }> = [];
  for (const [name, url] of pages) {
    const entry: { name: string; without?: number; with?: number } = { name };
    for (const mode of ['without', 'with'] as const) {
      const scores: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result: LighthouseRun | string = mode === 'with' ? await lighthouseWithWorker(`${base}${url}`) : lighthouseWithoutWorker(`${base}${url}`);
        if (typeof result === 'string') {
          console.log(`${name.padEnd(14)} ${mode.padEnd(10)} ${result}`);
          continue;
        }
        scores.push(result.score);
        console.log(
          `${name.padEnd(14)} ${mode.padEnd(10)} ${result.score.toFixed(2).padStart(6)} ${result.fcp.padStart(8)} ${result.lcp.padStart(8)} ${result.tbt.padStart(8)} ${result.transferKB.toFixed(1).padStart(7)}`,
        );
      }
      scores.sort((x, y) => x - y);
      entry[mode] = scores[Math.floor((scores.length - 1) / 2)];
    }
    medians.push(entry);
  }
  console.log(`\n${'page'.padEnd(14)} ${'without'.padStart(8)} ${'with'.padStart(8)}   target: with the worker no lower than without`);
  for (const m of medians) {
    const verdict = m.with === undefined || m.without === undefined ? 'not measured' : m.with >= m.without ? 'MET' : `NOT MET (${(m.with - m.without).toFixed(2)})`;
    console.log(`${m.name.padEnd(14)} ${(m.without?.toFixed(2) ?? '-').padStart(8)} ${(m.with?.toFixed(2) ?? '-').padStart(8)}   ${verdict}`);
  }
}

async function transfers(browser: Browser, base: string): Promise<void> {
  console.log(`\nSlow 4G on the page (1.6 Mbit/s, 562.5 ms), 390 × 844; KB over the network, time from navigation to a hydrated page`);
  console.log(`${'page'.padEnd(10)} ${'worker'.padEnd(8)} ${'visit'.padEnd(7)} ${'page KB'.padStart(8)} ${'worker KB'.padStart(10)} ${'usable'.padStart(8)}   target`);
  for (const url of ['/', '/products']) {
    for (const mode of ['allow', 'block'] as const) {
      const { first, repeat } = await visitTwice(browser, base, url, mode);
      const row = (visit: string, v: Visit, target: string) =>
        console.log(`${url.padEnd(10)} ${(mode === 'allow' ? 'yes' : 'blocked').padEnd(8)} ${visit.padEnd(7)} ${v.pageKB.toFixed(1).padStart(8)} ${v.workerKB.toFixed(1).padStart(10)} ${`${(v.usableMs / 1000).toFixed(2)} s`.padStart(8)}   ${target}`);
      const firstTarget = url === '/' && mode === 'allow' ? `page ≤ 300 KB ${first.pageKB <= 300 ? 'MET' : 'NOT MET'} (the worker's download comes after the page is usable)` : '';
      const repeatTarget =
        mode === 'allow' ? `< 50 KB ${repeat.pageKB + repeat.workerKB < 50 ? 'MET' : 'NOT MET'}, usable < 1.5 s ${repeat.usableMs < 1500 ? 'MET' : 'NOT MET'} (lower bound, see the top of bench/offline.ts)` : '';
      row('first', first, firstTarget);
      row('repeat', repeat, repeatTarget);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
