import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { maintainDatabase } from './maintenance';
import { rowsOf } from './rows';

// The maintenance is for PGlite, which has no autovacuum worker: it runs on one of its own here,
// whichever database the API suite is pointed at.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => handle.close());

type Stats = { table: string; dead: number; modified: number; vacuumed: boolean; analyzed: boolean };
async function stats(): Promise<Map<string, Stats>> {
  // PostgreSQL's counters reach pg_stat_user_tables when a backend flushes them; force it now.
  await handle.db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = rowsOf<{ table: string; dead: number; modified: number; vacuumed: boolean; analyzed: boolean }>(
    await handle.db.execute(sql`
      select relname as "table", n_dead_tup::int as dead, n_mod_since_analyze::int as modified,
        last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
      from pg_stat_user_tables where schemaname = 'public'`),
  );
  return new Map(rows.map((r) => [r.table, r]));
}

describe('maintainDatabase on PGlite', () => {
  it('vacuums a table full of dead rows, analyzes one with changes, leaves a quiet one, and then has nothing to do', async () => {
    const db = handle.db;
    await db.execute(sql`create table churned (id int primary key, v text)`);
    await db.execute(sql`create table "Grown table" (id int primary key)`);
    await db.execute(sql`create table quiet (id int primary key)`);
    await db.execute(sql`insert into churned select g, 'a' from generate_series(1, 2000) g`);
    await db.execute(sql`insert into quiet select g from generate_series(1, 40) g`);
    await handle.db.execute(sql`vacuum analyze quiet`);
    // Every row of `churned` rewritten twice: 4,000 dead rows against 2,000 live.
    await db.execute(sql`update churned set v = 'b'`);
    await db.execute(sql`update churned set v = 'c'`);
    // Rows added only: nothing dead, but the planner's statistics are stale. The name needs quoting.
    await db.execute(sql`insert into "Grown table" select g from generate_series(1, 500) g`);

    const before = await stats();
    expect(before.get('churned')).toMatchObject({ dead: 4000, vacuumed: false });
    expect(before.get('Grown table')).toMatchObject({ dead: 0, modified: 500, analyzed: false });

    const result = await maintainDatabase(db);
    expect(result.vacuumed).toEqual(['churned']);
    expect(result.analyzed).toEqual(['Grown table']);

    const after = await stats();
    expect(after.get('churned')).toMatchObject({ dead: 0, modified: 0, vacuumed: true, analyzed: true });
    expect(after.get('Grown table')).toMatchObject({ modified: 0, vacuumed: false, analyzed: true });
    // The planner now knows the table's size.
    const [planned] = rowsOf<{ reltuples: number }>(await db.execute(sql`select reltuples::int as reltuples from pg_class where relname = 'Grown table'`));
    expect(planned?.reltuples).toBe(500);
    expect(after.get('quiet')).toEqual(before.get('quiet'));

    expect(await maintainDatabase(db)).toMatchObject({ vacuumed: [], analyzed: [] });
  });
});
