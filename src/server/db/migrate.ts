import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Migrations, one transaction each (drizzle's own migrator runs every pending one in a single
 * transaction, so one failure would undo the others too and name none). Each is recorded in
 * drizzle's table (`drizzle.__drizzle_migrations`, the same rows drizzle writes, so databases made
 * either way agree) inside its own transaction: a failure leaves the database exactly at the
 * previous migration and the error names the one that failed. A database whose last migration is
 * newer than any this code knows is refused: no silent downgrade.
 */

export interface MigrationEntry {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

export class MigrationError extends Error {
  constructor(
    readonly code: 'MIGRATION_FAILED' | 'SCHEMA_NEWER_THAN_CODE',
    message: string,
    readonly migration: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** The migrations in a folder, oldest first, with their tags (drizzle's reader leaves the tags out). */
export function readMigrations(folder: string): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({ tag: entry.tag, when: entry.when, hash: files[i]!.hash, statements: files[i]!.sql }));
}


/** Any number fixed for the project: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 460_046;

/** The last migration the database records, or null for an empty database. */
export async function appliedSchema(db: Database, known: readonly MigrationEntry[]): Promise<{ tag: string; when: number } | null> {
  const exists = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`))[0]?.t;
  if (!exists) return null;
  const last = rowsOf<{ created_at: string | number | null; hash: string }>(await db.execute(sql`select created_at, hash from drizzle.__drizzle_migrations order by created_at desc limit 1`))[0];
  if (!last || last.created_at === null) return null;
  const when = Number(last.created_at);
  return { tag: known.find((m) => m.when === when)?.tag ?? `unknown (${when})`, when };
}

export async function runMigrations(db: Database, folder: string, log: (line: string) => void = () => undefined): Promise<{ applied: string[]; at: string | null }> {
  const known = readMigrations(folder);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const before = await appliedSchema(db, known);
  const newest = known.at(-1);
  if (before && newest && before.when > newest.when) {
    throw new MigrationError(
      'SCHEMA_NEWER_THAN_CODE',
      `The database is at migration ${before.tag}, newer than this code knows (its last is ${newest.tag}). Run the newer release, or restore a backup taken by this one; refusing to start.`,
      before.tag,
    );
  }
  const applied: string[] = [];
  let at = before?.tag ?? null;
  for (const migration of known) {
    if (before && migration.when <= before.when) continue;
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
        // Another instance may have applied it while this one waited for the lock.
        const done = rowsOf(await tx.execute(sql`select 1 from drizzle.__drizzle_migrations where created_at >= ${migration.when} limit 1`));
        if (done.length > 0) return false;
        for (const statement of migration.statements) if (statement.trim()) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`);
        return true;
      });
      if (ran) {
        applied.push(migration.tag);
        log(`applied migration ${migration.tag}`);
      }
      at = migration.tag;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new MigrationError('MIGRATION_FAILED', `Migration ${migration.tag} failed: ${reason}. The database stays at ${at ?? 'no migration'}; refusing to start.`, migration.tag);
    }
  }
  return { applied, at };
}
