import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from './client';
import { appliedSchema, MigrationError, readMigrations, runMigrations } from './migrate';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the migrations folder with the journal edited (a later release, or an older one). */
function folderWith(name: string, edit: (entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[]) => void): string {
  const folder = path.join(dir, name);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };
  edit(journal.entries);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migrations, one transaction each', () => {
  it('records every migration, names a failing one, keeps the previous version and refuses a database newer than the code', async () => {
    const known = readMigrations(MIGRATIONS_DIR);
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const first = await runMigrations(database.db, MIGRATIONS_DIR);
      expect(first.applied).toEqual(known.map((m) => m.tag));
      expect(await appliedSchema(database.db, known)).toEqual({ tag: known.at(-1)!.tag, when: known.at(-1)!.when });
      // Again: nothing to do.
      expect((await runMigrations(database.db, MIGRATIONS_DIR)).applied).toEqual([]);

      // A release with two new migrations: the first works, the second fails half-way.
      const last = known.at(-1)!;
      const next = folderWith('next', (entries) => {
        entries.push({ idx: entries.length, version: '7', when: last.when + 1000, tag: '9998_good', breakpoints: true });
        entries.push({ idx: entries.length, version: '7', when: last.when + 2000, tag: '9999_bad', breakpoints: true });
      });
      writeFileSync(path.join(next, '9998_good.sql'), 'CREATE TABLE "migration_probe_a" ("id" integer);');
      writeFileSync(path.join(next, '9999_bad.sql'), 'CREATE TABLE "migration_probe_b" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;');
      const failure = await runMigrations(database.db, next).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).code).toBe('MIGRATION_FAILED');
      expect((failure as MigrationError).migration).toBe('9999_bad');
      expect((failure as MigrationError).message).toContain('stays at 9998_good');
      const tables = await database.db.execute(sql`select to_regclass('migration_probe_a')::text as a, to_regclass('migration_probe_b')::text as b`);
      expect((tables as unknown as { rows: { a: string | null; b: string | null }[] }).rows[0]).toEqual({ a: 'migration_probe_a', b: null });
      expect((await appliedSchema(database.db, readMigrations(next)))?.tag).toBe('9998_good');

      // The code this database came from no longer knows 9998_good: it refuses, naming it.
      const older = await runMigrations(database.db, MIGRATIONS_DIR).catch((err: unknown) => err);
      expect(older).toBeInstanceOf(MigrationError);
      expect((older as MigrationError).code).toBe('SCHEMA_NEWER_THAN_CODE');
      expect((older as MigrationError).message).toContain('unknown');
    } finally {
      await database.close();
    }
  });
});
