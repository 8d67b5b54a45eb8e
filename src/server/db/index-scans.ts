import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** What a statement run through withIndexScans may use. */
export type IndexScanExecutor = Pick<Database, 'execute' | 'select'>;

/**
 * Runs `run` in one transaction with sequential scans off (`set local` lasts until its commit),
 * for statements that find products by their search keys under a LIMIT. The planner takes a
 * query's words as independent: for "wedding dress" it expected 5,273 products where none has
 * both, and to reach the LIMIT early it chose a sequential scan that read the whole table (195 MB
 * at 100,000 products, 300–740 ms); the GIN bitmap answers in a few ms, common words included
 * (docs/performance.md, forgiving search). Only for such statements: small tables are best read
 * whole. BEGIN, SET and COMMIT cost three round trips.
 *
 * JIT is off for the same transaction (in the same statement, no round trip more): a plan that
 * still holds a disabled scan carries a cost of 10^10, which made PostgreSQL spend about 100 ms
 * compiling a query that runs in 10 (EXPLAIN ANALYZE, decision 048). PGlite has no JIT; the
 * setting exists there and does nothing.
 */
export async function withIndexScans<T>(db: Database, run: (tx: IndexScanExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is `set local`: it lasts until the commit.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    return run(tx);
  });
}
