import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { buildAppOn } from '../../test/app-on';
import { testConfig } from '../../test/template';
import { readArchive, writeArchive } from './archive';
import { backupToken, restoreBackup, type BackupResult, type RestoreTarget } from './index';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tibeb-backups-'));
const dropDatabases: string[] = [];
let t: TestApp;
let backup: BackupResult;

const PHOTO_KEY = 'products/backup-test/photo.webp';
const PHOTO = Buffer.from('RIFF....WEBPVP8 a photo that must come back byte for byte');

/** An empty database on the test server (PostgreSQL) or an empty folder (PGlite). */
async function emptyTarget(name: string): Promise<RestoreTarget & { dataRoot: string }> {
  const dataRoot = path.join(scratch, name);
  const dirs = { storageDir: path.join(dataRoot, 'storage'), variantsDir: path.join(dataRoot, 'image-variants'), secretFile: path.join(dataRoot, 'auth-secret') };
  if (!onPostgres) return { kind: 'pglite', dataDir: path.join(dataRoot, 'db'), ...dirs, dataRoot };
  const db = `tibeb_restore_${process.pid}_${name.replace(/\W/g, '')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${db} with (force)`);
  await admin.query(`create database ${db}`);
  await admin.end();
  dropDatabases.push(db);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${db}`;
  return { kind: 'postgres', url: url.toString(), ...dirs, dataRoot };
}

async function openTarget(target: RestoreTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openDatabase({ kind: 'pglite', dataDir: target.dataDir }) : openDatabase({ kind: 'postgres', url: target.url, max: 2 });
}

/** The same archive with its manifest changed (and its checksums left as they were). */
async function rewrite(from: string, to: string, edit: (manifest: Record<string, unknown>) => void, damage?: string) {
  const writer = writeArchive(to);
  let manifest: Buffer | null = null;
  for await (const entry of readArchive(from)) {
    if (entry.name === 'manifest.json') manifest = entry.data;
    else await writer.add(entry.name, entry.name === damage ? Buffer.concat([entry.data.subarray(0, -1), Buffer.from([entry.data.at(-1)! ^ 1])]) : entry.data);
  }
  const parsed = JSON.parse(manifest!.toString()) as Record<string, unknown>;
  edit(parsed);
  await writer.finish(Buffer.from(JSON.stringify(parsed)));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.storage.put(PHOTO_KEY, PHOTO, 'image/webp');
  backup = await t.services.backups.backUp(path.join(scratch, 'archives'));
}, 120_000);

afterAll(async () => {
  await t.close();
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const db of dropDatabases) await admin.query(`drop database if exists ${db} with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL, pg_dump' : 'PGlite, its data directory'})`, () => {
  it('writes one complete archive: database, files, secret and a manifest with counts, schema and checksums', async () => {
    expect(path.basename(backup.file)).toMatch(/^tibeb-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar$/);
    expect(readdirSync(path.dirname(backup.file))).toEqual([path.basename(backup.file)]);
    const m = backup.manifest;
    expect(m.database.kind).toBe(onPostgres ? 'pg-dump' : 'pglite-datadir');
    expect(m.schema.tag).toMatch(/^\d{4}_/);
    expect(m.counts.products).toBeGreaterThan(0);
    expect(m.counts.users).toBeGreaterThan(0);
    const names = m.files.map((f) => f.path);
    expect(names).toEqual(expect.arrayContaining([m.database.path, 'secret/auth-secret', `files/storage/${PHOTO_KEY}`]));
    const entries: string[] = [];
    for await (const e of readArchive(backup.file)) entries.push(e.name);
    expect(entries.at(-1)).toBe('manifest.json');
    expect(entries.slice(0, -1).sort()).toEqual([...names].sort());
  });

  it('restores into an empty target: the same rows, files, secret and pages', async () => {
    const target = await emptyTarget('good');
    const restored = await restoreBackup(backup.file, target);
    expect(restored.pendingMigrations).toBe(0);
    expect(readFileSync(path.join(target.storageDir, PHOTO_KEY))).toEqual(PHOTO);
    expect(readFileSync(target.secretFile, 'utf8')).toBe(testConfig(t.dataDir).authSecret);

    const database = await openTarget(target);
    const config = { ...testConfig(target.dataRoot), authSecret: testConfig(t.dataDir).authSecret };
    const app = await buildAppOn(config, database);
    try {
      for (const url of ['/api/products?limit=5', '/api/categories']) {
        const before = await t.app.inject({ url, remoteAddress: freshIp() });
        const after = await app.inject({ url, remoteAddress: freshIp() });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual(before.json());
      }
      const photo = await app.inject({ url: `/storage/${PHOTO_KEY}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload).toEqual(PHOTO);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, and changes nothing there', async () => {
    const target = await emptyTarget('busy');
    await restoreBackup(backup.file, target);
    const again = await restoreBackup(backup.file, target).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'BACKUP_TARGET_NOT_EMPTY', statusCode: 409 });
    // The first restore's photo is still the one it wrote.
    expect(readFileSync(path.join(target.storageDir, PHOTO_KEY))).toEqual(PHOTO);
  }, 120_000);

  it('refuses a damaged file, a newer schema, an unknown one and a cut archive before writing anything', async () => {
    const damaged = path.join(scratch, 'damaged.tar');
    await rewrite(backup.file, damaged, () => undefined, `files/storage/${PHOTO_KEY}`);
    const newer = path.join(scratch, 'newer.tar');
    await rewrite(backup.file, newer, (m) => {
      m.schema = { tag: '9999_future', when: 9_999_999_999_999 };
    });
    const unknown = path.join(scratch, 'unknown.tar');
    await rewrite(backup.file, unknown, (m) => {
      m.schema = { tag: '0000_other', when: 1 };
    });
    const cut = path.join(scratch, 'cut.tar');
    writeFileSync(cut, readFileSync(backup.file).subarray(0, 4096));
    const junk = path.join(scratch, 'junk.tar');
    writeFileSync(junk, 'this is not an archive at all\n'.repeat(100));
    for (const [file, code] of [
      [damaged, 'BACKUP_CHECKSUM_MISMATCH'],
      [newer, 'BACKUP_SCHEMA_NEWER'],
      [unknown, 'BACKUP_SCHEMA_UNKNOWN'],
      [cut, 'BACKUP_ARCHIVE_UNREADABLE'],
      [junk, 'BACKUP_ARCHIVE_UNREADABLE'],
    ] as const) {
      const target = await emptyTarget(`bad-${code.toLowerCase()}-${path.basename(file, '.tar')}`);
      const err = await restoreBackup(file, target).catch((e: unknown) => e);
      expect(err, file).toMatchObject({ code });
      expect(existsSync(target.dataRoot), file).toBe(false);
    }
  }, 120_000);

  it('POST /api/ops/backup: only with the bearer derived from the auth secret; health reports the schedule', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/ops/backup', remoteAddress: freshIp() });
    expect(refused.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${backupToken('another secret of enough length 123456')}` } });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${backupToken(testConfig(t.dataDir).authSecret)}` } });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ file: string; files: number }>();
    expect(existsSync(body.file)).toBe(true);
    expect(body.file.startsWith(path.join(t.dataDir, 'backups'))).toBe(true);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json<{ backups: unknown }>().backups).toEqual({ enabled: false, ok: null, lastSuccessAt: null, lastFailureAt: null });
  }, 120_000);
});
