// Web performance of the production build: gzipped JavaScript each page loads, and Lighthouse
// (mobile) performance scores for /, /products, a product page, /sale and /categories. Prints figures against the
// storefront targets; never part of `npm test`. Needs `npm run build` and Debian's chromium.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../tests/e2e/browser';
import { root, startBuiltServer } from './built-server';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  if (!existsSync(chromium)) throw new Error(`no Chromium at ${chromium}`);
  const dataDir = process.env.BENCH_WEB_DATA_DIR ?? '/tmp/tibeb-bench-web';
  const { base, server } = await startBuiltServer(dataDir);
  try {
    const product = ((await (await fetch(`${base}/api/products?pageSize=1&featured=true`)).json()) as { items: { id: string }[] }).items[0]?.id;
    // BENCH_WEB_ONLY='product page' (or '/,/sale', names joined by commas) measures those pages only.
    const only = process.env.BENCH_WEB_ONLY?.split(',').map((n) => n.trim());
    const pages = (
      [
        ['/', '/'],
        ['/products', '/products'],
        ['product page', `/product/${product}`],
        ['/sale', '/sale'],
        ['/categories', '/categories'],
      ] as [string, string][]
    ).filter(([name]) => !only || only.includes(name));

    // JavaScript each page loads on a cold visit, gzipped as a server would send it.
    console.log(`\n${'page'.padEnd(16)} ${'JS gzipped'.padStart(12)}   target`);
    for (const [name, url] of pages) {
      const context = await openBrowser({ width: 390, height: 844 });
      const page = await context.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('.js')) bodies.push(res.body().then((b) => gzipSync(b).length, () => 0));
      });
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(bodies)).reduce((n, b) => n + b, 0);
      await context.close();
      const kb = bytes / 1024;
      console.log(`${name.padEnd(16)} ${`${kb.toFixed(1)} KB`.padStart(12)}   ${name === '/' ? `<= 150 KB ${kb <= 150 ? 'MET' : 'NOT MET'}` : ''}`);
    }

    // Lighthouse, mobile emulation with its default throttling. Blocking time follows whatever
    // else the two cores are doing, so each page runs several times and the median is judged.
    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
    const keep = process.env.BENCH_WEB_KEEP;
    if (keep) mkdirSync(keep, { recursive: true });
    console.log(`\nLighthouse, ${runs} run(s) per page`);
    // BI: Lighthouse's benchmark index of the machine during the run (higher is faster); scores fall with it.
    console.log(`${'page'.padEnd(16)} ${'score'.padStart(6)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'BI'.padStart(6)}`);
    const scores = new Map<string, number[]>();
    const queue = pages.flatMap(([name, url]) => Array.from({ length: runs }, (_, run) => ({ name, url, run, attempt: 0 })));
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { name, url } = item;
      const out = mkdtempSync(path.join(os.tmpdir(), 'tibeb-lh-'));
      const file = path.join(out, 'report.json');
      const r = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/lighthouse/cli/index.js'),
          `${base}${url}`,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${file}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
      );
      if (!existsSync(file)) {
        console.log(`${name.padEnd(16)} lighthouse failed: ${r.stderr?.toString().slice(-300)}`);
        continue;
      }
      const lhr = JSON.parse(readFileSync(file, 'utf8')) as {
        categories: { performance: { score: number | null } };
        audits: Record<string, { displayValue?: string }>;
        runtimeError?: { code: string };
        environment?: { benchmarkIndex?: number };
      };
      if (keep) copyFileSync(file, path.join(keep, `${name.replace(/\W+/g, '-')}-${item.run}.json`));
      rmSync(out, { recursive: true, force: true });
      const a = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      const score = lhr.categories.performance.score;
      if (score === null) {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): run it again.
        console.log(`${name.padEnd(16)} lighthouse failed (${lhr.runtimeError?.code ?? 'no score'})${item.attempt < 2 ? ', again' : ''}`);
        if (item.attempt < 2) queue.unshift({ ...item, attempt: item.attempt + 1 });
        continue;
      }
      console.log(
        `${name.padEnd(16)} ${score.toFixed(2).padStart(6)} ${a('first-contentful-paint').padStart(8)} ${a('largest-contentful-paint').padStart(8)} ${a('total-blocking-time').padStart(8)} ${a('cumulative-layout-shift').padStart(6)} ${String(Math.round(lhr.environment?.benchmarkIndex ?? 0)).padStart(6)}`,
      );
      scores.set(name, [...(scores.get(name) ?? []), score]);
    }
    console.log(`\n${'page'.padEnd(16)} ${'median'.padStart(6)} ${'range'.padStart(11)}   target 0.95`);
    for (const [name] of pages) {
      const list = (scores.get(name) ?? []).sort((x, y) => x - y);
      const median = list[Math.floor((list.length - 1) / 2)];
      if (median === undefined) continue;
      console.log(
        `${name.padEnd(16)} ${median.toFixed(2).padStart(6)} ${`${list[0]?.toFixed(2)}–${list.at(-1)?.toFixed(2)}`.padStart(11)}   ${median >= 0.95 ? 'MET' : 'NOT MET'}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
