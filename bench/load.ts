// Load benchmark of the real server on a 10 000-product catalogue (PGlite on disk):
// start-up time on an existing data directory, listing throughput and p99 with 10 connections
// for 10 s over loopback, resident memory during the load, search-as-you-type latency.
// Prints figures against the storefront targets; never part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client';
import { seedWithoutImages } from '../src/server/test/template';
import { freePort } from './built-server';

const root = path.resolve(import.meta.dirname, '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = process.env.BENCH_DATA_DIR ?? `/tmp/tibeb-bench-${PRODUCTS}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function prepare() {
  if (existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) return;
  console.log(`seeding ${PRODUCTS} products into ${dataDir} (once) ...`);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await seedWithoutImages(database, dataDir, PRODUCTS);
  await database.close();
}

async function main() {
  await prepare();
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('server build failed');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The same V8 flags `npm start` uses (scripts/start.mjs).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '--max-semi-space-size=2 --heap-growing-percent=20 --liftoff-only').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let firstMs = 0;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/products`);
      if (res.ok) {
        firstMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 25));
  }

  const categories = ((await (await fetch(`${base}/api/categories`)).json()) as { items: { slug: string }[] }).items.map((c) => c.slug);
  const listingUrls = [
    ...Array.from({ length: 10 }, (_, i) => `/api/products?page=${i + 1}`),
    ...categories.map((slug) => `/api/products?category=${slug}`),
    '/api/products?sort=price-low',
    '/api/products?sort=price-high&price=100-200',
    '/api/products?featured=true',
  ];

  // BENCH_WITH_PAGES=1: server-render some pages first (React and the renderer loaded, a few pages
  // cached), so the memory figure is that of a process serving the storefront too.
  if (process.env.BENCH_WITH_PAGES === '1') {
    const ids = ((await (await fetch(`${base}/api/products?pageSize=6`)).json()) as { items: { id: string }[] }).items.map((p) => p.id);
    for (const page of ['/', '/products', '/products?page=2', '/products?sort=price-low', ...ids.map((id) => `/product/${id}`)]) {
      const res = await fetch(`${base}${page}`);
      await res.text();
      if (!res.ok) throw new Error(`${page}: HTTP ${res.status}`);
    }
    console.log(`resident memory after rendering ${4 + ids.length} pages: ${rssMb(server.pid ?? 0).toFixed(0)} MB`);
  }

  let peakRss = rssMb(server.pid ?? 0);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid ?? 0));
  }, 200);

  const run = (title: string, headers: Record<string, string>) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        { url: base, connections: 10, duration: SECONDS, requests: listingUrls.map((p) => ({ method: 'GET', path: p, headers })), title },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  const plain = await run('listing (no compression)', {});
  const compressed = await run('listing (browser: br, gzip)', { 'accept-encoding': 'br, gzip' });
  clearInterval(sampler);

  // Search as you type: sequential, under the 30-per-minute limit a real shopper has.
  const searchTimes: number[] = [];
  let searchStatus = 'not available';
  for (const q of ['h', 'ha', 'hab', 'habe', 'habes', 'habesh', 'habesha', 'k', 'ke', 'kem', 'kemi', 'kemis', 'n', 'ne', 'net', 'nete', 'netel', 'netela', 's', 'se']) {
    const s = performance.now();
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    if (res.status === 404) break;
    searchStatus = res.ok ? 'ok' : `HTTP ${res.status}`;
    searchTimes.push(performance.now() - s);
  }
  server.kill('SIGTERM');

  const sorted = [...searchTimes].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  const line = (label: string, value: string, target: string, ok: boolean) => console.log(`${label.padEnd(44)} ${value.padStart(14)}   target ${target.padEnd(12)} ${ok ? 'MET' : 'NOT MET'}`);
  console.log(`\n${PRODUCTS} products, PGlite on disk (${dataDir}), ${SECONDS} s per run, 10 connections, ${listingUrls.length} listing URLs\n`);
  line('first answer after start (existing data)', `${(firstMs / 1000).toFixed(2)} s`, '< 3 s', firstMs < 3000);
  for (const r of [plain, compressed]) {
    line(`${r.title}: requests/s`, r.requests.average.toFixed(0), '>= 2000', r.requests.average >= 2000);
    line(`${r.title}: latency p99`, `${r.latency.p99} ms`, '< 50 ms', r.latency.p99 < 50);
    if (r.non2xx || r.errors) console.log(`   (${r.non2xx} non-2xx, ${r.errors} errors)`);
  }
  line('peak resident memory during load', `${peakRss.toFixed(0)} MB`, '< 250 MB', peakRss < 250);
  if (searchTimes.length) {
    line(`search as you type p50 (${searchStatus})`, `${q(0.5).toFixed(1)} ms`, '< 20 ms', q(0.5) < 20);
    line(`search as you type p95`, `${q(0.95).toFixed(1)} ms`, '< 20 ms', q(0.95) < 20);
  } else {
    console.log('search as you type: /api/search not available');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
