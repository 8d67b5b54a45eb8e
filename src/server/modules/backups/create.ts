import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { archiveName, BACKUP_FORMAT, type BackupManifest, type ManifestFile } from '../../../domain/backups';
import { AppError } from '../../lib/errors';
import type { DatabaseHandle } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/client';
import { readMigrations } from '../../db/migrate';
import { writeArchive } from './archive';
import * as q from './queries';

/** Where a shop's data lives, as the backup reads it and the restore writes it. */
export interface ShopFiles {
  storageDir: string;
  variantsDir: string;
  /** With S3 the objects stay in the bucket; the archive lists them. */
  s3: { bucket: string; list(): Promise<{ key: string; size: number }[]> } | null;
}

export interface BackupSources extends ShopFiles {
  database: DatabaseHandle;
  /** The PostgreSQL URL pg_dump connects to (null on PGlite). */
  databaseUrl: string | null;
  authSecret: string;
  appVersion: string;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  bytes: number;
  ms: number;
  /** How long the database snapshot took (on PGlite, requests wait this long). */
  snapshotMs: number;
}

export const DB_ENTRY = { pglite: 'database/pgdata.tar.gz', postgres: 'database/tibeb.pgdump' } as const;
export const SECRET_ENTRY = 'secret/auth-secret';
/** A stored file's entry: `files/storage/<key>` or `files/image-variants/<width>/<key>.webp`. */
export const FILE_ROOTS = { storage: 'files/storage/', variants: 'files/image-variants/' } as const;

/** Left behind by a write that never finished (storage-core writes `<file>.<pid>.<ms>.tmp` then renames). */
export const isTemporary = (name: string) => name.endsWith('.tmp') || name.endsWith('.partial');

export async function* walk(root: string, prefix = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, rel);
    else if (entry.isFile()) yield rel;
  }
}

const gzipAsync = promisify(gzip);

async function lastMigration(query: q.SnapshotQuery): Promise<{ tag: string; when: number }> {
  const known = readMigrations(MIGRATIONS_DIR);
  const when = await q.lastMigrationCreatedAt(query);
  return { tag: known.find((m) => m.when === when)?.tag ?? `unknown-${when}`, when };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject((err as NodeJS.ErrnoException).code === 'ENOENT' ? new AppError(500, 'BACKUP_TOOL_MISSING', `${command} is not installed; install the PostgreSQL client tools of the server's version.`) : err));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new AppError(500, 'BACKUP_FAILED', `${command} failed: ${stderr.trim().slice(0, 500)}`))));
  });
}

/**
 * The database's snapshot, with the counts and schema version of that same snapshot. PGlite:
 * inside one transaction (which holds PGlite's transaction lock, so no other statement of the app
 * runs meanwhile) a checkpoint, the counts and an uncompressed `dumpDataDir`; requests wait for
 * those seconds and then carry on; the tar is gzipped after the lock is released. PostgreSQL: a
 * repeatable-read transaction exports its snapshot and `pg_dump --snapshot` dumps exactly what the
 * counts saw, while the shop keeps writing.
 */
async function snapshotDatabase(sources: BackupSources): Promise<{ dump: Buffer; kind: 'pglite' | 'postgres'; counts: Record<string, number>; schema: { tag: string; when: number } }> {
  const { database } = sources;
  if (database.kind === 'pglite') {
    const pglite = database.pglite;
    if (!pglite) throw new AppError(500, 'BACKUP_FAILED', 'The embedded database handle is missing.');
    const taken = await pglite.transaction(async (tx) => {
      const query: q.SnapshotQuery = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
      const schema = await lastMigration(query);
      const counts = await q.countTables(query);
      await tx.exec(q.CHECKPOINT);
      // Uncompressed inside the lock: requests wait only for the copy; gzip runs after, on libuv's threads.
      const blob = await pglite.dumpDataDir('none');
      return { tar: Buffer.from(await blob.arrayBuffer()), counts, schema };
    });
    return { dump: await gzipAsync(taken.tar), kind: 'pglite' as const, counts: taken.counts, schema: taken.schema };
  }
  if (!sources.databaseUrl) throw new AppError(500, 'BACKUP_FAILED', 'No DATABASE_URL to dump.');
  const url = sources.databaseUrl;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const scratch = await mkdirTemp();
  try {
    const query: q.SnapshotQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    await query(q.BEGIN_SNAPSHOT);
    const snapshot = String((await query(q.EXPORT_SNAPSHOT))[0]?.s);
    const schema = await lastMigration(query);
    const counts = await q.countTables(query);
    const out = path.join(scratch, 'tibeb.pgdump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${out}`, `--dbname=${url}`]);
    await query(q.COMMIT);
    return { dump: await readFile(out), kind: 'postgres', counts, schema };
  } finally {
    await client.end().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}

async function mkdirTemp(): Promise<string> {
  const dir = path.join(os.tmpdir(), `tibeb-backup-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * One archive of the whole shop in `outDir`: the database snapshot first, then every stored file
 * (a file written after the snapshot is in the archive with no row: the next clean-up removes it;
 * uploads write the file before its row, so every row of the snapshot finds its file), the auth
 * secret, and the manifest. Written to `<name>.partial` and renamed when complete.
 */
export async function createBackup(sources: BackupSources, outDir: string, now = new Date()): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, archiveName(now));
  const writer = writeArchive(file);
  try {
    const snapshotStarted = performance.now();
    const snapshot = await snapshotDatabase(sources);
    const snapshotMs = Math.round(performance.now() - snapshotStarted);
    const files: ManifestFile[] = [];
    const add = async (name: string, data: Buffer) => files.push({ path: name, ...(await writer.add(name, data)) });
    const dbEntry = DB_ENTRY[snapshot.kind];
    await add(dbEntry, snapshot.dump);
    await add(SECRET_ENTRY, Buffer.from(sources.authSecret, 'utf8'));
    let bucket: BackupManifest['bucket'] = null;
    if (sources.s3) {
      bucket = { name: sources.s3.bucket, objects: await sources.s3.list() };
    } else {
      for (const [root, entryRoot] of [[sources.storageDir, FILE_ROOTS.storage], [sources.variantsDir, FILE_ROOTS.variants]] as const) {
        for await (const rel of walk(root)) {
          if (isTemporary(rel)) continue;
          // A file removed since the listing (a replaced photo) is simply not in the archive.
          const data = await readFile(path.join(root, rel)).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
          if (data) await add(`${entryRoot}${rel}`, data);
        }
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      appVersion: sources.appVersion,
      schema: snapshot.schema,
      database: { kind: snapshot.kind === 'pglite' ? 'pglite-datadir' : 'pg-dump', path: dbEntry },
      counts: snapshot.counts,
      files,
      bucket,
    };
    await writer.finish(Buffer.from(JSON.stringify(manifest, null, 1)));
    return { file, manifest, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started), snapshotMs };
  } catch (err) {
    await writer.abort();
    if (err instanceof AppError) throw err;
    throw new AppError(500, 'BACKUP_FAILED', `The backup failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
