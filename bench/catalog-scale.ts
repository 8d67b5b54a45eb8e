// `npm run bench:catalog-scale [-- --sizes 10000,100000 --engines pglite,postgres --runs 200]`:
// the catalogue read paths at 10,000 and 100,000 products, on PGlite and on PostgreSQL, through the
// whole app (routing, validation, SQL, serialisation; `buildApp` + inject, as bench/api.ts).
// Prints p50/p95/p99 per figure, per size and engine, and how each grows from the smaller size to
// the larger. Targets (issue 16) at 100,000 products on PostgreSQL: uncached listing p99 < 50 ms,
// search-as-you-type p95 < 20 ms. Never part of `npm test`.
//
// PostgreSQL: CATALOG_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tibeb_bench_scale);
// the bench creates one database per size beside it (tibeb_bench_scale_10000, …) and drops them
// when done. Without a server it prints a SKIPPED line. Seeding 100,000 products takes about
// 2 minutes on PostgreSQL and 4–5 on PGlite (two loaded cores).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { seedWithoutImages } from '../src/server/test/template';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const ENGINES = arg('engines', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const RUNS = Number(arg('runs', '200'));
const PG_URL = process.env.CATALOG_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tibeb_bench_scale';

interface Figure {
  p50: number;
  p95: number;
  p99: number;
}
type Results = Map<string, Figure>; // figure name → quantiles
const results = new Map<string, Results>(); // `${engine} ${size}` → figures
const seedSeconds = new Map<string, number>();

function quantiles(samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/*
 * What a shopper types into the header search, letter by letter: prefixes of 2 to 6 letters of the
 * garment, motif and place words in the seeded names, in English and in Amharic (Ethiopic letters
 * are syllables, so Amharic words are short: 'ቀሚስ' is kemis).
 */
const TYPED_WORDS = ['kemis', 'netela', 'habesha', 'tilet', 'gabi', 'shemma', 'meskel', 'gondar', 'axum', 'tigray', 'wedding', 'kuta', 'ቀሚስ', 'ነጠላ', 'ሐበሻ', 'የጥለት', 'ጋቢ', 'የመስቀል', 'ጎንደር', 'አክሱም', 'ሽማ'];
const SEARCH_PREFIXES = TYPED_WORDS.flatMap((w) => {
  const letters = [...w];
  const out: string[] = [];
  for (let n = 2; n <= Math.min(6, letters.length); n += 1) out.push(letters.slice(0, n).join(''));
  return out;
});

const SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
const CATEGORIES = ['habesha-kemis', 'mens-traditional', 'scarves-shawls-netela', 'kids-traditional', 'modern-fusion', 'wedding-collection'];
const PRICES = ['0-50', '50-100', '100-200', '200-500', '100'];
const FILTER_SIZES = ['S', 'M', 'L', 'XL', 'One Size'];

const dbNameFor = (size: number) => `${new URL(PG_URL).pathname.slice(1)}_${size}`;
const urlWith = (name: string) => {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Creates the size's database afresh; a reason instead when PostgreSQL does not answer. */
async function preparePostgres(size: number): Promise<string | null> {
  const name = dbNameFor(size);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`CATALOG_BENCH_DATABASE_URL: odd database name ${name}`);
  const admin = new pg.Client({ connectionString: urlWith('postgres'), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return `PostgreSQL at ${new URL(PG_URL).host} does not answer (${(err as Error).message})`;
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return null;
}

async function dropPostgres(size: number): Promise<void> {
  const admin = new pg.Client({ connectionString: urlWith('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbNameFor(size)} with (force)`);
  await admin.end();
}

interface Shop {
  size: number;
  database: DatabaseHandle;
  app: FastifyInstance;
  productIds: string[];
}

async function openShop(engine: 'pglite' | 'postgres', size: number, dataDir: string): Promise<Shop | null> {
  const key = `${engine} ${size}`;
  let database: DatabaseHandle;
  if (engine === 'postgres') {
    const problem = await preparePostgres(size);
    if (problem) {
      console.log(`\n*** ${key}: SKIPPED: ${problem} ***`);
      return null;
    }
    database = await openDatabase({ kind: 'postgres', url: urlWith(dbNameFor(size)) });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  const t0 = performance.now();
  await seedWithoutImages(database, dataDir, size);
  const seconds = (performance.now() - t0) / 1000;
  seedSeconds.set(key, seconds);
  console.log(`${key}: seeded ${size} products (English and Amharic texts, no image files) in ${seconds.toFixed(1)} s`);
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { database, logger: false });
  await app.ready();
  const idsOf = async (url: string) => ((await app.inject({ method: 'GET', url })).json() as { items: { id: string }[] }).items.map((i) => i.id);
  // Products from the start and from the middle of the catalogue.
  const productIds = [...(await idsOf('/api/products?pageSize=48&sort=name')), ...(await idsOf(`/api/products?pageSize=48&page=${Math.floor(size / 96)}`))];
  return { size, database, app, productIds };
}

type UrlFor = (i: number, shop: Shop) => string;
const FIGURES: [string, UrlFor, boolean][] = [
  // Pages 1–20 in every sort: what shoppers actually open (they rarely go deeper).
  ['listing, uncached', (i) => `/api/products?sort=${SORTS[i % 4]}&page=${1 + (Math.floor(i / 4) % 20)}`, true],
  ['listing, cached', (i) => `/api/products?sort=${SORTS[i % 4]}`, false],
  ['listing, middle page (uncached)', (i, shop) => `/api/products?sort=${SORTS[i % 4]}&page=${Math.floor(shop.size / 48) + (i % 7)}`, true],
  [
    'filtered (category+price+size)',
    (i) => `/api/products?category=${CATEGORIES[i % CATEGORIES.length]}&price=${PRICES[i % PRICES.length]}&size=${encodeURIComponent(FILTER_SIZES[i % FILTER_SIZES.length]!)}&sort=${SORTS[i % 4]}`,
    true,
  ],
  ['search as you type (en + am)', (i) => `/api/search?q=${encodeURIComponent(SEARCH_PREFIXES[i % SEARCH_PREFIXES.length]!)}`, false],
  ['product page (uncached)', (i, shop) => `/api/products/${shop.productIds[i % shop.productIds.length]}`, true],
];

/**
 * Every size of one engine is open at once and the samples alternate between them, so a load
 * that comes and goes on a shared machine weighs on each size alike and the growth stays readable.
 */
async function measureEngine(engine: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-catalog-scale-'));
  const shops: Shop[] = [];
  try {
    console.log('');
    for (const size of SIZES) {
      const shop = await openShop(engine, size, dataDir);
      if (shop) shops.push(shop);
    }
    let address = 0;
    // A distinct client address per request: /api/search allows one address 30 a minute.
    const next = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };
    const get = async (shop: Shop, url: string, uncached: boolean) => {
      if (uncached) shop.app.responseCache.clear();
      const started = performance.now();
      const res = await shop.app.inject({ method: 'GET', url, remoteAddress: next() });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
      return ms;
    };
    const out = new Map<Shop, Results>(shops.map((s) => [s, new Map()]));
    for (const [name, url, uncached] of FIGURES) {
      const samples = new Map<Shop, number[]>(shops.map((s) => [s, []]));
      for (const shop of shops) for (let i = 0; i < 20; i += 1) await get(shop, url(i, shop), uncached); // warm-up
      for (let i = 0; i < RUNS; i += 1) for (const shop of shops) samples.get(shop)!.push(await get(shop, url(i, shop), uncached));
      for (const shop of shops) out.get(shop)!.set(name, quantiles(samples.get(shop)!));
    }
    const [l1] = os.loadavg();
    for (const shop of shops) {
      const key = `${engine} ${shop.size}`;
      results.set(key, out.get(shop)!);
      console.log(`\n${key} (load average at the end ${l1!.toFixed(1)})`);
      printTable(out.get(shop)!);
    }
  } finally {
    for (const shop of shops) {
      await shop.app.close();
      await shop.database.close();
      if (engine === 'postgres') await dropPostgres(shop.size);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => x.toFixed(1).padStart(7);

function printTable(out: Results): void {
  console.log(`${'figure'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const [name, f] of out) console.log(`${name.padEnd(34)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)}`);
}

function printGrowth(): void {
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  if (small === large) return;
  for (const engine of ENGINES) {
    const a = results.get(`${engine} ${small}`);
    const b = results.get(`${engine} ${large}`);
    if (!a || !b) continue;
    console.log(`\n${engine}: growth from ${small} to ${large} products (×${large / small} rows), p50 / p95 / p99`);
    for (const [name, fa] of a) {
      const fb = b.get(name);
      if (!fb) continue;
      const g = (x: number, y: number) => `×${(y / x).toFixed(2)}`.padStart(7);
      console.log(`${name.padEnd(34)} ${g(fa.p50, fb.p50)} ${g(fa.p95, fb.p95)} ${g(fa.p99, fb.p99)}`);
    }
  }
}

function printTargets(): void {
  const large = Math.max(...SIZES);
  const r = results.get(`postgres ${large}`);
  if (!r || large < 100_000) {
    console.log('\ntargets (PostgreSQL, 100,000 products): not measured in this run');
    return;
  }
  const listing = r.get('listing, uncached')!.p99;
  const search = r.get('search as you type (en + am)')!.p95;
  console.log(`\ntargets at ${large} products on PostgreSQL:`);
  console.log(`  uncached listing p99 ${listing.toFixed(1)} ms (target < 50 ms): ${listing < 50 ? 'MET' : 'NOT MET'}`);
  console.log(`  search p95           ${search.toFixed(1)} ms (target < 20 ms): ${search < 20 ? 'MET' : 'NOT MET'}`);
}

async function main() {
  const [l1] = os.loadavg();
  console.log(`catalogue at scale: ${SIZES.join(', ')} products on ${ENGINES.join(', ')}; ${RUNS} requests per figure`);
  console.log(`machine: ${os.cpus().length} cores, load average ${l1!.toFixed(1)}; one request at a time through buildApp + inject`);
  for (const engine of ENGINES) await measureEngine(engine);
  printGrowth();
  printTargets();
  console.log('\nseeding times:', [...seedSeconds].map(([k, s]) => `${k}: ${s.toFixed(0)} s`).join(', '));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
