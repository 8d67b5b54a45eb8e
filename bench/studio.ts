// Designer studio figures (issue 14), on the embedded database on disk, in-process (app.inject:
// the server's own time, no network): a 12-megapixel phone photo taken through the upload route
// (decode, turn upright, strip metadata, shrink, store, make the storefront's variants); product
// saves (the whole form, PUT); and the designer's products table with 500 products, paged and
// searched. Prints the figures; never part of `npm test`.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { seedWithoutImages, testConfig } from '../src/server/test/template';
import { multipartBody } from '../src/server/test/multipart';

const PHOTO_RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 5);
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const TABLE_PRODUCTS = 500;
const TABLE_READS = Number(process.env.BENCH_TABLE_READS ?? 200);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function summary(label: string, samples: number[], target: string) {
  const s = [...samples].sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} p50 ${ms(pct(s, 50)).padStart(9)}  p95 ${ms(pct(s, 95)).padStart(9)}  max ${ms(s.at(-1) ?? NaN).padStart(9)}  (n=${s.length}; target ${target})`);
}

/** A 4000 × 3000 JPEG with grain, as a phone camera writes one (a few MB, not a flat gradient). */
async function phonePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const px = i / 3;
    const x = px % width;
    const y = Math.floor(px / width);
    const grain = (seed >> 16) % 40;
    raw[i] = (x * 200) / width + grain;
    raw[i + 1] = (y * 180) / height + grain;
    raw[i + 2] = 90 + grain;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-studio-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  console.log('seeding ...');
  await seedWithoutImages(database, dataDir, 48);
  const app = await buildApp(testConfig(dataDir), { database, logger: false });
  await app.ready();
  let ip = 1;
  const inject = (cookie: string, options: InjectOptions) =>
    app.inject({ ...options, remoteAddress: `10.9.${(ip >> 8) & 255}.${ip++ & 255}`, headers: { ...(options.headers ?? {}), cookie } });
  const signIn = await app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: '10.8.0.1', payload: { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' } });
  const cookie = [signIn.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
  const categoryId = (await app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string }[] }>().items[0]!.id;
  const form = (name: string) => ({ name, description: 'Hand-woven cotton with a tibeb border.', categoryId, priceMinor: 18_000, stockQuantity: 5, sizes: ['S', 'M', 'L'], fulfilment: 'ready', status: 'draft' });

  const created = await inject(cookie, { method: 'POST', url: '/api/studio/products', payload: form('Bench kemis') });
  const productId = created.json<{ product: { id: string } }>().product.id;

  // Photos: one product takes eight; a fresh product each eight runs.
  const photo = await phonePhoto();
  console.log(`phone photo: 4000 × 3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  const photoTimes: number[] = [];
  let target = productId;
  for (let i = 0; i < PHOTO_RUNS; i += 1) {
    if (i > 0 && i % 8 === 0) target = (await inject(cookie, { method: 'POST', url: '/api/studio/products', payload: form(`Bench ${i}`) })).json<{ product: { id: string } }>().product.id;
    const body = multipartBody({ data: photo, name: 'IMG_2041.jpg', type: 'image/jpeg' });
    const start = performance.now();
    const res = await inject(cookie, { method: 'POST', url: `/api/studio/products/${target}/photos`, ...body });
    photoTimes.push(performance.now() - start);
    if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode} ${res.body}`);
  }
  summary('12 MP photo: upload, clean, store, 5 variants', photoTimes, '< 2000 ms');

  const saveTimes: number[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const start = performance.now();
    const res = await inject(cookie, { method: 'PUT', url: `/api/studio/products/${productId}`, payload: { ...form(`Bench kemis ${i}`), stockQuantity: i % 50 } });
    saveTimes.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`save ${res.statusCode} ${res.body}`);
  }
  summary('product save (whole form, PUT)', saveTimes, '< 100 ms p95');

  const me = (await inject(cookie, { method: 'GET', url: '/api/me' })).json<{ user: { id: string } }>().user.id;
  const rows = Array.from({ length: TABLE_PRODUCTS }, (_, i) => ({
    name: `Table kemis ${i} ${randomUUID().slice(0, 4)}`,
    description: 'x',
    priceMinor: 1000 + i,
    designerId: me,
    categoryId,
    status: (['draft', 'published', 'hidden'] as const)[i % 3],
    stockQuantity: i % 7,
    sizes: ['M'],
  }));
  for (let i = 0; i < rows.length; i += 100) await database.db.insert(products).values(rows.slice(i, i + 100));
  const tableTimes: number[] = [];
  for (let i = 0; i < TABLE_READS; i += 1) {
    const query = i % 4 === 0 ? `?search=kemis ${i % 50}` : i % 4 === 1 ? '?status=published' : `?page=${1 + (i % 25)}`;
    const start = performance.now();
    const res = await inject(cookie, { method: 'GET', url: `/api/studio/products${query}` });
    tableTimes.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`table ${res.statusCode} ${res.body}`);
  }
  summary(`products table (${TABLE_PRODUCTS}+ products of one designer)`, tableTimes, '< 30 ms');

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
