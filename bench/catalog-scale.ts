// `npm run bench:catalog-scale [-- --sizes 10000,100000 --engines pglite,postgres --runs 200]`:
// the catalogue read paths at 10,000 and 100,000 products, on PGlite and on PostgreSQL, through the
// whole app (routing, validation, SQL, serialisation; `buildApp` + inject, as bench/api.ts).
// Prints p50/p95/p99 per figure, per size and engine, and how each grows from the smaller size to
// the larger. Targets (issue 16) at 100,000 products on PostgreSQL: uncached listing p99 < 50 ms,
// search-as-you-type p95 < 20 ms. Never part of `npm test`.
//
// PostgreSQL: CATALOG_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tibeb_bench_scale);
// the bench creates that database, and drops it when done. Without a server it prints a SKIPPED line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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

async function preparePostgres(): Promise<string | null> {
  const target = new URL(PG_URL);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`CATALOG_BENCH_DATABASE_URL: odd database name ${name}`);
  const adminUrl = new URL(PG_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return `PostgreSQL at ${adminUrl.host} does not answer (${(err as Error).message})`;
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return null;
}

async function dropPostgres(): Promise<void> {
  const name = new URL(PG_URL).pathname.slice(1);
  const adminUrl = new URL(PG_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function measure(engine: 'pglite' | 'postgres', size: number): Promise<void> {
  const key = `${engine} ${size}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-catalog-scale-'));
  let database: DatabaseHandle | null = null;
  try {
    if (engine === 'postgres') {
      const problem = await preparePostgres();
      if (problem) {
        console.log(`\n*** ${key}: SKIPPED: ${problem} ***`);
        return;
      }
      database = await openDatabase({ kind: 'postgres', url: PG_URL });
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: null });
    }
    const t0 = performance.now();
    await seedWithoutImages(database, dataDir, size);
    const seconds = (performance.now() - t0) / 1000;
    seedSeconds.set(key, seconds);
    console.log(`\n${key}: seeded ${size} products (English and Amharic texts, no image files) in ${seconds.toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    let address = 0;
    // A distinct client address per request: /api/search allows one address 30 a minute.
    const next = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };
    const get = async (url: string, uncached: boolean) => {
      if (uncached) app.responseCache.clear();
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url, remoteAddress: next() });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
      return ms;
    };
    const ids = ((await app.inject({ method: 'GET', url: '/api/products?pageSize=48&sort=name' })).json() as { items: { id: string }[] }).items.map((i) => i.id);
    const deep = ((await app.inject({ method: 'GET', url: `/api/products?pageSize=48&page=${Math.floor(size / 96)}` })).json() as { items: { id: string }[] }).items.map((i) => i.id);
    const productIds = [...ids, ...deep];

    const figures: [string, (i: number) => string, boolean][] = [
      // Pages 1–20 in every sort: what shoppers actually open (they rarely go deeper).
      ['listing, uncached', (i) => `/api/products?sort=${SORTS[i % 4]}&page=${1 + (Math.floor(i / 4) % 20)}`, true],
      ['listing, cached', (i) => `/api/products?sort=${SORTS[i % 4]}`, false],
      ['listing, middle page (uncached)', (i) => `/api/products?sort=${SORTS[i % 4]}&page=${Math.floor(size / 48) + (i % 7)}`, true],
      [
        'filtered (category+price+size)',
        (i) => `/api/products?category=${CATEGORIES[i % CATEGORIES.length]}&price=${PRICES[i % PRICES.length]}&size=${encodeURIComponent(FILTER_SIZES[i % FILTER_SIZES.length]!)}&sort=${SORTS[i % 4]}`,
        true,
      ],
      ['search as you type (en + am)', (i) => `/api/search?q=${encodeURIComponent(SEARCH_PREFIXES[i % SEARCH_PREFIXES.length]!)}`, false],
      ['product page (uncached)', (i) => `/api/products/${productIds[i % productIds.length]}`, true],
    ];
    const out: Results = new Map();
    for (const [name, url, uncached] of figures) {
      for (let i = 0; i < 20; i += 1) await get(url(i), uncached); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await get(url(i), uncached));
      out.set(name, quantiles(samples));
    }
    results.set(key, out);
    printTable(key, out);
    await app.close();
  } finally {
    await database?.close();
    if (engine === 'postgres' && database) await dropPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => x.toFixed(1).padStart(7);

function printTable(key: string, out: Results): void {
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
  for (const engine of ENGINES) for (const size of SIZES) await measure(engine, size);
  printGrowth();
  printTargets();
  console.log('\nseeding times:', [...seedSeconds].map(([k, s]) => `${k}: ${s.toFixed(0)} s`).join(', '));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
