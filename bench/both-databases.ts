import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';

/**
 * Runs a benchmark's `measure` on an in-memory PGlite, then, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on a PostgreSQL database `<name>_<suffix>` made beside it and dropped
 * afterwards (else a SKIPPED line). Answers whether every run met its target.
 */
export async function onBothDatabases(suffix: string, measure: (engine: string, database: DatabaseHandle, dataDir: string) => Promise<boolean>): Promise<boolean> {
  const results: boolean[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tibeb-bench-${suffix}-`));
  try {
    const lite = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      results.push(await measure('PGlite', lite, dataDir));
    } finally {
      await lite.close();
    }
    const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    if (!base) {
      console.log('\n*** PostgreSQL: SKIPPED: set TEST_DATABASE_URL or DATABASE_URL ***');
    } else {
      const url = new URL(base);
      const name = `${url.pathname.slice(1) || 'postgres'}_bench_${suffix.replace(/-/g, '_')}`;
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`odd database name ${name}`);
      const adminUrl = new URL(base);
      adminUrl.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        results.push(await measure('PostgreSQL', database, mkdtempSync(path.join(os.tmpdir(), `tibeb-bench-${suffix}-pg-`))));
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results.every(Boolean);
}
