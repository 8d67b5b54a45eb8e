// `npm run bench [-- --products 10000 --runs 200]`: catalogue read paths on a large seeded
// database, through the whole app (routing, validation, SQL, serialisation). Prints figures;
// never part of `npm test`. Set BENCH_DATABASE_URL to run on PostgreSQL instead of PGlite.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedWithoutImages } from '../src/server/test/template';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PRODUCTS = arg('products', 10_000);
const RUNS = arg('runs', 200);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return { p50: at(0.5), p95: at(0.95), max: at(1), mean, rps: 1000 / mean };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  let database;
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await admin.end();
    database = await openDatabase({ kind: 'postgres', url: pgUrl });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  const t0 = performance.now();
  await seedWithoutImages(database, dataDir, PRODUCTS);
  console.log(`database: ${database.kind}; seeded ${PRODUCTS} products (no images) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const first = (await app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json() as { items: { id: string }[]; pageCount: number };
  const productId = first.items[0]?.id ?? '';
  const cases: [string, string][] = [
    ['products page 1 (newest)', '/api/products'],
    ['products page 200', '/api/products?page=200'],
    ['products by category', '/api/products?category=habesha-kemis'],
    ['products by price, sorted', '/api/products?price=50-100&sort=price-low'],
    ['products search "netela"', '/api/products?search=netela'],
    ['product detail', `/api/products/${productId}`],
    ['home (featured)', '/api/home'],
    ['categories with counts', '/api/categories'],
    ['site shell', '/api/site'],
    ['header search "kemis"', '/api/search?q=kemis'],
  ];
  console.log(`\n${'case'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'req/s'.padStart(8)}`);
  for (const [name, url] of cases) {
    // A distinct client address per request: /api/search allows one address 30 a minute.
    const from = (i: number) => `10.9.${(i >> 8) & 255}.${i & 255}`;
    for (let i = 0; i < 10; i += 1) await app.inject({ method: 'GET', url, remoteAddress: from(RUNS + i) });
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url, remoteAddress: from(i) });
      samples.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    const r = stats(samples);
    console.log(`${name.padEnd(30)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${r.rps.toFixed(0).padStart(8)}`);
  }
  console.log(`\nprocess rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB, heap used ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`);
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
