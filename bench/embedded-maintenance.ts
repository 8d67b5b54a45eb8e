// `npm run bench:maintenance`: what the embedded database's vacuum job (server/db/maintenance.ts,
// every ten minutes on PGlite, which has no autovacuum worker) saves and costs. A seeded shop of
// 200 products takes 20,000 sales and restocks (stock and updated_at written as checkout writes
// them), once without maintenance and once with a pass every 2,000 (about what ten minutes of a
// busy shop write); it prints the size of `products` (table and indexes) and the slowest pass,
// which holds PGlite's one connection for one table at a time. The load average is printed beside
// the figures: on a shared machine they are upper bounds. Never part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { maintainDatabase } from '../src/server/db/maintenance';
import { rowsOf } from '../src/server/db/rows';
import { seedWithoutImages } from '../src/server/test/template';

const PRODUCTS = 200;
const WRITES = Number(process.env.BENCH_MAINTENANCE_WRITES ?? 20_000);
const EVERY = 2_000;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function run(maintain: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-maintenance-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  try {
    await seedWithoutImages(handle, dir, PRODUCTS);
    const { db } = handle;
    const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from products order by id`)).map((r) => r.id);
    const size = async () => rowsOf<{ total: number }>(await db.execute(sql`select pg_total_relation_size('products')::int as total`))[0]?.total ?? 0;
    const before = await size();
    const passes: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      await db.execute(sql`update products set stock_quantity = stock_quantity + ${i % 2}, updated_at = now() where id = ${ids[i % ids.length]}`);
      if (maintain && i % EVERY === EVERY - 1) {
        // The job runs at least a second after the writes it follows; the counters are flushed by then.
        await db.execute(sql`select pg_stat_force_next_flush()`);
        passes.push((await maintainDatabase(db)).ms);
      }
    }
    return { before, after: await size(), passes };
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const without = await run(false);
const withJob = await run(true);
console.log(`Embedded database maintenance, ${PRODUCTS} products, ${WRITES.toLocaleString('en')} stock writes (load average ${load})`);
console.log(`| | products, before | after | passes | slowest pass |`);
console.log(`|---|---|---|---|---|`);
console.log(`| no maintenance | ${mb(without.before)} | ${mb(without.after)} | 0 | – |`);
console.log(`| a pass every ${EVERY.toLocaleString('en')} writes | ${mb(withJob.before)} | ${mb(withJob.after)} | ${withJob.passes.length} | ${Math.max(...withJob.passes)} ms |`);
