import { eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

/** The scheduled backup's row in scheduled_jobs (written by the scheduler's claim and finish). */
export async function jobRow(db: Database, name: string) {
  const [row] = await db.select({ status: scheduledJobs.lastStatus, startedAt: scheduledJobs.lastStartedAt, finishedAt: scheduledJobs.lastFinishedAt, error: scheduledJobs.lastError }).from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row ?? null;
}

/** Every distinct value a declared storage column holds (storage-columns.ts). */
export async function storedValues(db: Database, column: PgColumn): Promise<string[]> {
  const rows = await db
    .selectDistinct({ v: column })
    .from(column.table as PgTable)
    .where(isNotNull(column));
  return rows.map((r) => String(r.v));
}

/*
 * The snapshot's statements. They run on the snapshot's own connection (PGlite's transaction, or a
 * pg client outside the pool that pg_dump's exported snapshot needs), not on drizzle: hence text
 * run by the caller's `query`.
 */

/** Runs one statement on the snapshot's connection and answers its rows. */
export type SnapshotQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows per table of the public schema in one statement, so every count comes from one snapshot. */
export async function countTables(query: SnapshotQuery): Promise<Record<string, number>> {
  const tables = (await query(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).map((r) => String(r.t));
  if (tables.length === 0) return {};
  const parts = tables.map((t) => `select '${t.replace(/'/g, "''")}' as t, count(*)::int as n from "public"."${t.replace(/"/g, '""')}"`);
  const rows = await query(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [String(r.t), Number(r.n)]));
}

/** When the last applied migration was created (drizzle's journal `when`), 0 with none. */
export async function lastMigrationCreatedAt(query: SnapshotQuery): Promise<number> {
  const row = (await query(`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`))[0];
  return Number(row?.created_at ?? 0);
}

/** PGlite: written to disk before its data folder is copied. */
export const CHECKPOINT = 'checkpoint';
/** PostgreSQL: a transaction whose snapshot pg_dump shares (`--snapshot`), so the dump is what the counts saw. */
export const BEGIN_SNAPSHOT = 'begin transaction isolation level repeatable read read only';
export const EXPORT_SNAPSHOT = 'select pg_export_snapshot() as s';
export const COMMIT = 'commit';
