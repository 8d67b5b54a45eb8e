// `npm run bench:payout-run`: one payout run for 1,000 designers, each with a payout account past
// its hold and an available balance above the minimum, paid through the local Chapa fake
// (tests/fakes: real HTTP, the transfer queued as Chapa answers). Issue 37: under 10 s. Each
// payout is its own transaction (lock, balance, payout row, ledger entry, audit), then the
// transfer call and the designer's mail. PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is
// set (a database `<name>_bench_payout_run` beside it, dropped afterwards). Never part of `npm test`.
import { sql } from 'drizzle-orm';
import { createChapaFake } from '../tests/fakes/chapa-fake';
import { buildAppWithServices } from '../src/server/app';
import type { DatabaseHandle } from '../src/server/db/client';
import { onBothDatabases } from './both-databases';
import { seedWithoutImages, testConfig } from '../src/server/test/template';

const DESIGNERS = Number(process.env.BENCH_PAYOUT_DESIGNERS ?? 1_000);
const NOW = new Date('2026-11-16T09:00:00Z');
const TARGET_S = 10;

/** The designers, their accounts and a balance each, by SQL in a few statements. */
async function fill(database: DatabaseHandle): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-designer-' || g, 'Bench Designer ' || g, 'bench-designer-' || g || '@example.com', true from generate_series(1, ${DESIGNERS}) g`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, role, is_approved)
    select 'bench-designer-' || g, 'Bench Designer ' || g, 'designer', true from generate_series(1, ${DESIGNERS}) g`);
  await db.execute(sql`
    insert into payout_accounts (designer_id, kind, bank_code, account_number, account_name, held_until)
    select 'bench-designer-' || g, 'bank', 'cbe', lpad(g::text, 13, '1'), 'Bench Designer ' || g, ${NOW.toISOString()}::timestamptz - interval '10 days'
    from generate_series(1, ${DESIGNERS}) g`);
  await db.execute(sql`
    insert into ledger_entries (designer_id, kind, amount_minor, currency, charged_minor, charged_currency, idempotency_key, reason, created_at)
    select 'bench-designer-' || g, 'adjustment', 60000 + g, 'ETB', 0, 'ETB', 'bench-run:' || g, 'bench', ${NOW.toISOString()}::timestamptz - interval '1 day'
    from generate_series(1, ${DESIGNERS}) g`);
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<boolean> {
  const t0 = performance.now();
  await seedWithoutImages(database, dataDir, 24);
  await fill(database);
  console.log(`${label}: seeded ${DESIGNERS} designers with accounts and balances in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const chapa = createChapaFake();
  const running = await chapa.start();
  const { app, services } = await buildAppWithServices(
    testConfig(dataDir, { CHAPA_SECRET_KEY: chapa.secretKey, CHAPA_WEBHOOK_SECRET: chapa.webhookSecret, CHAPA_API_URL: running.url }),
    { database, logger: false, clock: () => NOW },
  );
  try {
    await app.ready();
    const start = performance.now();
    const run = await services.payoutRuns.runPayouts({ trigger: 'admin', actor: null });
    const seconds = (performance.now() - start) / 1000;
    const met = run.status === 'done' && run.payoutCount >= DESIGNERS && seconds < TARGET_S;
    console.log(
      `${label}: a run for ${DESIGNERS} designers made ${run.payoutCount} payouts (${chapa.transfers().length} transfers at the fake) in ${seconds.toFixed(2)} s ` +
        `(${((seconds * 1000) / Math.max(1, run.payoutCount)).toFixed(1)} ms each)  target < ${TARGET_S} s  ${met ? 'ok' : 'OVER'}`,
    );
    return met;
  } finally {
    await app.close();
    await running.close();
  }
}

const met = await onBothDatabases('payout-run', measure);
console.log(met ? '\npayout run: within target' : '\npayout run: OVER target');
