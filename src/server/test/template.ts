import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { createAuth, noMail } from '../plugins/auth';
import { createLocalStorage } from '../plugins/storage';

/** How many products the API-test template holds: enough for paging (24 per page) and filters. */
export const TEMPLATE_PRODUCTS = 60;
export const TEMPLATE_ENV = 'TIBEB_TEST_TEMPLATE';
/** Its own name per checkout (TIBEB_PG_TEMPLATE_DB) lets two checkouts run the PostgreSQL suite at once on one server. */
export const PG_TEMPLATE_DB = process.env.TIBEB_PG_TEMPLATE_DB ?? 'tibeb_test_template';

/** `env` adds settings (payment providers pointed at their fakes, for example). */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env });
}

/** Migrates and seeds a database without drawing images (tests and benchmarks need rows, not pictures). */
export async function seedWithoutImages(database: Awaited<ReturnType<typeof openDatabase>>, dataDir: string, productCount = TEMPLATE_PRODUCTS) {
  const config = testConfig(dataDir);
  await database.migrate();
  return seedDatabase({
    db: database.db,
    auth: createAuth({ db: database.db, secret: config.authSecret, baseURL: config.publicUrl, sendAccountMail: noMail }),
    storage: createLocalStorage(config.storageDir),
    productCount,
    demoPasswords: 'fixed',
    images: 'none',
  });
}

/** Builds the PGlite template once and returns the path of its dump. */
export async function buildPgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedWithoutImages(database, dir);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

export async function loadPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** On PostgreSQL the template is a real database; each test file copies it with CREATE DATABASE ... TEMPLATE. */
export async function buildPostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, PG_TEMPLATE_DB), max: 2 });
  await seedWithoutImages(database, mkdtempSync(path.join(os.tmpdir(), 'tibeb-template-')));
  await database.close();
}

export async function createPostgresCopy(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tibeb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
