// `npm run bench:shipping`: issue 40's targets through the whole app (routing, validation, SQL,
// serialisation: buildApp + inject, as bench/api.ts), and the shipping service alone:
// - POST /api/shipping/arrivals for 48 products (product pages ask it for one; no target: listings
//   no longer use it, see below);
// - the quote of a cart of 10 lines from 4 designers (POST /api/shipping/quote), p95 < 10 ms;
// - a listing's own arrival windows (issue 40's design for listings: the browser counts them), the
//   target "arrival windows for a listing page of 48 products add under 2 ms p95 to its server
//   time": 48 cards read with and without the two columns they need (p95 difference), the zone
//   the browser asks once per destination (GET /api/shipping/zone), and the browser's count for
//   48 cards (productArrivals + cardArrival, one card at a time as the cards do).
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a database `<name>_bench_shipping`
// made beside it and dropped afterwards), and the embedded database. The machine's load average
// is printed beside the figures: on a shared machine they are upper bounds. Never part of `npm test`.
import os from 'node:os';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { buildAppWithServices } from '../src/server/app';
import type { DatabaseHandle } from '../src/server/db/client';
import { categories, productReviewStats, products, profiles } from '../src/server/db/schema';
import { cardColumns, cardsByIds } from '../src/server/modules/catalog/queries';
import type { DestinationZone } from '../src/domain/shipping/api';
import { productArrivals } from '../src/domain/shipping/arrivals';
import { cardArrival } from '../src/domain/shipping/card-arrival';
import { DEFAULT_ZONES } from '../src/domain/shipping/defaults';
import { seedWithoutImages, testConfig } from '../src/server/test/template';
import { onBothDatabases } from './both-databases';
import { interleavedCost, percentiles } from './timing';

const RUNS = Number(process.env.BENCH_SHIPPING_RUNS ?? 300);
const LISTING = 48;


const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function timed(name: string, target: number | null, run: () => Promise<unknown>): Promise<boolean> {
  for (let i = 0; i < 20; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const r = percentiles(samples);
  const met = target === null || r.p95 < target;
  console.log(`${name.padEnd(60)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}  ${target === null ? '' : `target < ${target} ms `}${met ? 'ok' : target === null ? '' : 'OVER'}`);
  return met;
}

let ip = 0;
/** A new address per request: the routes are rate-limited per address, the bench is not a scraper. */
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

function summary(name: string, r: { p50: number; p95: number; max: number }, note = '') {
  console.log(`${name.padEnd(60)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}  ${note}`);
}

/**
 * What arrival windows cost a listing page's server time: its 48 cards read as today (with
 * fulfilment and shipping weight) and without those two columns, in interleaved halves so a
 * burst of load on the shared machine falls on both (bench/reviews.ts's listing case).
 */
async function listingColumnsCost(database: DatabaseHandle, ids: readonly string[]): Promise<boolean> {
  const db = database.db;
  const { fulfilment: _f, shippingWeightGrams: _w, ...before } = cardColumns;
  const withoutColumns = () =>
    db
      .select(before)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(profiles, eq(profiles.userId, products.designerId))
      .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
      .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)));
  const { without, with: withColumns, more } = await interleavedCost(RUNS, ids.length, withoutColumns, () => cardsByIds(db, ids));
  const met = more < 2;
  summary(`listing, ${ids.length} cards without the two columns (better half)`, without);
  summary(`listing, ${ids.length} cards with fulfilment and weight (today)`, withColumns);
  console.log(`${'arrival windows cost a listing page (p95 difference)'.padEnd(60)} ${''.padStart(8)} ${more.toFixed(2).padStart(8)} ${''.padStart(8)}  target < 2 ms ${met ? 'ok' : 'OVER'}`);
  return met;
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<boolean> {
  await seedWithoutImages(database, dataDir, 60);
  const db = database.db;
  // Half of them made to measure, so the windows are not all one ready time.
  await db.execute(sql`update products set fulfilment = 'made_to_measure', production_days = 5 + (abs(hashtext(id::text)) % 20) where abs(hashtext(id::text)) % 2 = 0`);
  const listed = (await db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(desc(products.createdAt)).limit(LISTING)).map((r) => r.id);
  if (listed.length < LISTING) throw new Error(`only ${listed.length} published products`);
  const byDesigner = new Map<string, string[]>();
  for (const row of await db.select({ id: products.id, designerId: products.designerId }).from(products).where(eq(products.isActive, true))) {
    byDesigner.set(row.designerId, [...(byDesigner.get(row.designerId) ?? []), row.id]);
  }
  const designers = [...byDesigner.values()].filter((ids) => ids.length >= 3).slice(0, 4);
  if (designers.length < 4) throw new Error(`the seed has ${designers.length} designers with 3 products; the cart needs 4`);
  // 10 lines from 4 designers: 3 + 3 + 2 + 2.
  const cart = [...designers[0]!.slice(0, 3), ...designers[1]!.slice(0, 3), ...designers[2]!.slice(0, 2), ...designers[3]!.slice(0, 2)].map((productId, i) => ({ productId, quantity: 1 + (i % 3) }));

  const { app, services } = await buildAppWithServices(testConfig(dataDir, {}), { database, logger: false });
  const post = (url: string, payload: object) => async () => {
    const res = await app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  console.log(`\n${label}: ${RUNS} runs each after 20 warm-up runs; load average ${load()} (1, 5, 15 min) on ${os.cpus().length} cores`);
  console.log(`${'case'.padEnd(60)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  let ok = await timed(`arrivals, ${LISTING} products to London (request)`, null, post('/api/shipping/arrivals', { destination: { country: 'GB' }, productIds: listed }));
  await timed(`arrivals, ${LISTING} products to Addis Ababa (request)`, null, post('/api/shipping/arrivals', { destination: { country: 'ET', city: 'Addis Ababa' }, productIds: listed }));
  await timed(`arrivals, ${LISTING} products (service alone, no HTTP)`, null, () => services.shipping.arrivals({ destination: { country: 'GB' }, productIds: listed }));
  const rows = await db.select({ id: products.id, priceUsdMinor: products.priceUsdMinor, weightGrams: products.shippingWeightGrams, fulfilment: products.fulfilment, productionDays: products.productionDays }).from(products).limit(LISTING);
  const uk = DEFAULT_ZONES.find((z) => z.id === 'europe-uk')!;
  await timed(`arrivals, ${LISTING} products: windows and fees alone (no SQL)`, null, () => Promise.resolve(productArrivals(rows, uk, '2026-01-12')));
  ok = (await listingColumnsCost(database, listed)) && ok;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  await timed('zone, once per destination: GB (request)', null, get('/api/shipping/zone?country=GB'));
  await timed('zone, once per destination: Addis Ababa by city (request)', null, get('/api/shipping/zone?country=ET&city=Addis%20Ababa'));
  // The browser's part: each card counts its own window from the zone (as card-arrival.tsx does).
  const zoneRes = await app.inject({ method: 'GET', url: '/api/shipping/zone?country=GB', remoteAddress: nextIp() });
  const { zone, today } = zoneRes.json<DestinationZone>();
  const cards = (await cardsByIds(db, listed)).map((c) => ({ id: c.id, priceUsdMinor: c.priceMinor, weightGrams: c.shippingWeightGrams, fulfilment: c.fulfilment, productionDays: c.productionDays, stock: c.stockQuantity }));
  await timed(`browser: ${LISTING} cards' windows and labels, card by card (no I/O)`, null, () =>
    Promise.resolve(cards.map((c) => productArrivals([c], zone, today).map((a) => cardArrival(a, today, c.stock > 0)))),
  );
  await timed(`browser: ${LISTING} cards' windows in one productArrivals call`, null, () => Promise.resolve(productArrivals(cards, zone, today)));
  ok = (await timed('quote, 10 lines from 4 designers to London (request)', 10, post('/api/shipping/quote', { destination: { country: 'GB' }, lines: cart }))) && ok;
  await timed('quote, 10 lines from 4 designers (service alone)', null, () => services.shipping.quote({ destination: { country: 'GB' }, lines: cart }));
  console.log(`${label}: load average after ${load()}`);
  await app.close();
  return ok;
}

const met = await onBothDatabases('shipping', measure);
console.log(met ? '\nshipping: every p95 within target' : '\nshipping: some p95 OVER target');
