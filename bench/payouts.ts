// `npm run bench:payouts`: a designer's balance and a month's statement when their ledger holds
// 100,000 entries (issue 37: p95 under 20 ms on PGlite and PostgreSQL), through the whole app
// (session, routing, validation, SQL, serialisation: buildApp + inject, as bench/api.ts) and
// through the service alone. The ledger is 25,000 delivered order lines (sale, commission, the
// delivery marker; one in ten refunded) and payouts and adjustments, spread over 36 months.
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set: a database `<name>_bench_payouts` is
// created beside it and dropped afterwards; otherwise a SKIPPED line. Never part of `npm test`.
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import type { DatabaseHandle } from '../src/server/db/client';
import { onBothDatabases } from './both-databases';
import { percentiles } from './timing';
import { users } from '../src/server/db/schema';
import { createPayoutsService } from '../src/server/modules/payouts';
import { seedWithoutImages, testConfig } from '../src/server/test/template';

const RUNS = Number(process.env.BENCH_PAYOUTS_RUNS ?? 200);
const LINES = 25_000;
const LINES_PER_ORDER = 5;
const LOOSE = 20_000;
const MONTHS = 36;
const NOW = new Date('2026-11-15T12:00:00Z');
const TARGET_MS = 20;


/** 100,000 entries for one designer, written by SQL in a few statements (the trigger only refuses changes). */
async function fillLedger(database: DatabaseHandle, designerId: string): Promise<void> {
  const db = database.db;
  const orderCount = LINES / LINES_PER_ORDER;
  await db.execute(sql`
    insert into orders (order_number, email, full_name, shipping_address, payment_method, payment_status, status, currency, display_currency,
                        exchange_rate, subtotal_minor, shipping_minor, total_minor, idempotency_key, charge_currency, charge_amount_minor, created_at)
    select 'TB-BENCH-' || g, 'bench@example.com', 'Bench Shopper', '{"country":"ET"}'::jsonb, 'chapa', 'paid', 'delivered', 'USD', 'ETB',
           150, 50000, 1000, 51000, 'bench-payouts-' || g, 'ETB', 7650000,
           ${NOW.toISOString()}::timestamptz - make_interval(days => (g % (${MONTHS} * 30)))
    from generate_series(1, ${orderCount}) g`);
  await db.execute(sql`
    insert into order_items (order_id, designer_id, product_name, unit_price_minor, currency, unit_price_usd_minor, quantity, status, created_at)
    select o.id, ${designerId}, 'Habesha kemis ' || k, 10000, 'USD', 10000, 1, 'delivered', o.created_at
    from orders o cross join generate_series(1, ${LINES_PER_ORDER}) k
    where o.order_number like 'TB-BENCH-%'`);
  const lineRows = `select i.id, i.order_id, i.created_at, row_number() over (order by i.created_at, i.id) as n
                    from order_items i join orders o on o.id = i.order_id where o.order_number like 'TB-BENCH-%'`;
  const insert = (kind: string, amount: string, charged: string, availableAt: string, where = 'true') =>
    db.execute(
      sql.raw(`insert into ledger_entries (designer_id, kind, amount_minor, currency, charged_minor, charged_currency, order_id, order_item_id, available_at, idempotency_key, created_at)
               select '${designerId.replace(/'/g, "''")}', '${kind}', ${amount}, 'ETB', ${charged}, 'ETB', l.order_id, l.id, ${availableAt}, '${kind}:' || l.id, l.created_at
               from (${lineRows}) l where ${where}`),
    );
  await insert('sale', '1530000', '1530000', 'null');
  await insert('commission', '-183600', '-183600', 'null');
  await insert('delivered', '0', '0', "l.created_at + interval '37 days'");
  await insert('refund', '-1530000', '-1530000', 'null', 'l.n % 10 = 0');
  await insert('commission_reversal', '183600', '183600', 'null', 'l.n % 10 = 0');
  await db.execute(
    sql.raw(`insert into ledger_entries (designer_id, kind, amount_minor, currency, charged_minor, charged_currency, idempotency_key, reason, created_at)
             select '${designerId.replace(/'/g, "''")}', case when g % 5 = 0 then 'adjustment' else 'payout' end, case when g % 5 = 0 then 2500 else -50000 end, 'ETB', 0, 'ETB',
                    'bench-loose:' || g, case when g % 5 = 0 then 'bench' else null end,
                    '${NOW.toISOString()}'::timestamptz - make_interval(mins => (g * 89) % (${MONTHS} * 30 * 24 * 60))
             from generate_series(1, ${LOOSE}) g`),
  );
  await db.execute(sql`analyze ledger_entries`);
}

async function countOf(database: DatabaseHandle, designerId: string): Promise<number> {
  const res = (await database.db.execute(sql`select count(*)::int as n from ledger_entries where designer_id = ${designerId}`)) as unknown as { rows?: { n: number }[] };
  return res.rows?.[0]?.n ?? 0;
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<boolean> {
  const t0 = performance.now();
  await seedWithoutImages(database, dataDir, 24);
  const [designer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'selam@designers.tibeb.example'));
  if (!designer) throw new Error('no seeded designer');
  await fillLedger(database, designer.id);
  const entries = await countOf(database, designer.id);
  console.log(`${label}: seeded and wrote ${entries} ledger entries for one designer in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = await buildApp(testConfig(dataDir), { database, logger: false, clock: () => NOW });
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' } });
  const cookie = ([signIn.headers['set-cookie']].flat().filter(Boolean) as string[]).map((c) => c.split(';')[0]).join('; ');
  const service = createPayoutsService({ db: database.db, audit: app.audit, clock: () => NOW });
  const month = '2026-10';
  const statementSize = (await service.statement(designer.id, month)).total;

  const cases: Array<[string, () => Promise<unknown>]> = [
    ['GET /api/studio/earnings', async () => app.inject({ method: 'GET', url: '/api/studio/earnings', headers: { cookie } })],
    [`GET …/statement?month=${month}`, async () => app.inject({ method: 'GET', url: `/api/studio/earnings/statement?month=${month}`, headers: { cookie } })],
    ['service balance()', () => service.balance(designer.id)],
    [`service statement() (page 1 of ${statementSize})`, () => service.statement(designer.id, month)],
    [`GET …/statement.csv (${statementSize} entries)`, async () => app.inject({ method: 'GET', url: `/api/studio/earnings/statement.csv?month=${month}`, headers: { cookie } })],
  ];
  let ok = true;
  console.log(`\n${label}: ${RUNS} runs each, after 20 warm-up runs`);
  console.log(`${'case'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  target p95 < ${TARGET_MS} ms`);
  for (const [name, run] of cases) {
    for (let i = 0; i < 20; i += 1) await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await run();
      samples.push(performance.now() - start);
    }
    const r = percentiles(samples);
    // The CSV is a download of the whole month: printed, not held to the read target.
    const met = name.includes('.csv') || r.p95 < TARGET_MS;
    ok &&= met;
    console.log(`${name.padEnd(44)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${met ? 'ok' : 'OVER'}`);
  }
  await app.close();
  return ok;
}

const met = await onBothDatabases('payouts', measure);
console.log(met ? '\npayouts: every p95 within target' : '\npayouts: some p95 OVER target');
