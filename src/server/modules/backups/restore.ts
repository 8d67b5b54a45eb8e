import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupManifestSchema, restoreVerdict, type BackupManifest } from '../../../domain/backups';
import { AppError } from '../../lib/errors';
import { MIGRATIONS_DIR } from '../../db/client';
import { readMigrations } from '../../db/migrate';
import { MANIFEST_ENTRY, readArchive, sha256 } from './archive';
import { FILE_ROOTS, SECRET_ENTRY } from './create';
import { countTables } from './queries';

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; storageDir: string; variantsDir: string; secretFile: string }
  | { kind: 'postgres'; url: string; storageDir: string; variantsDir: string; secretFile: string };

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  /** Migrations newer than the archive that start-up will apply. */
  pendingMigrations: number;
  ms: number;
}

const refuse = (code: string, message: string) => new AppError(409, code, message);

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** An entry name as a path under a root, never outside it (an archive is input like any other). */
function inside(root: string, rel: string): string {
  const file = path.resolve(root, rel);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw refuse('BACKUP_MANIFEST_INVALID', `The archive names a file outside its folder: ${rel.slice(0, 200)}`);
  return file;
}

/**
 * Reads the whole archive once before touching anything: the manifest must be valid, of a schema
 * this code knows (not newer), and every file it lists present with its size and checksum (and
 * nothing else there). Returns the manifest.
 */
export async function verifyArchive(archive: string): Promise<{ manifest: BackupManifest; pendingMigrations: number }> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: Buffer | null = null;
  try {
    for await (const entry of readArchive(archive)) {
      if (entry.name === MANIFEST_ENTRY) manifestText = entry.data;
      else seen.set(entry.name, { size: entry.data.length, sha256: sha256(entry.data) });
    }
  } catch (err) {
    throw new AppError(400, 'BACKUP_ARCHIVE_UNREADABLE', `The archive cannot be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!manifestText) throw new AppError(400, 'BACKUP_ARCHIVE_UNREADABLE', 'The archive has no manifest (not a Tibeb backup, or cut short).');
  let parsed;
  try {
    parsed = backupManifestSchema.safeParse(JSON.parse(manifestText.toString('utf8')));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) throw new AppError(400, 'BACKUP_MANIFEST_INVALID', 'The archive’s manifest is not one this version understands.');
  const manifest = parsed.data;
  const verdict = restoreVerdict(manifest.schema, readMigrations(MIGRATIONS_DIR));
  if (!verdict.ok) {
    throw refuse(
      verdict.code,
      verdict.code === 'BACKUP_SCHEMA_NEWER'
        ? `The archive is at migration ${manifest.schema.tag}, newer than this code knows; restore it with that release or a newer one.`
        : `The archive is at migration ${manifest.schema.tag}, which this code never had.`,
    );
  }
  for (const file of manifest.files) {
    const got = seen.get(file.path);
    if (!got) throw new AppError(400, 'BACKUP_FILE_MISSING', `The archive lacks ${file.path}.`);
    if (got.size !== file.size || got.sha256 !== file.sha256) throw new AppError(400, 'BACKUP_CHECKSUM_MISMATCH', `${file.path} does not match its checksum: the archive is damaged.`);
    seen.delete(file.path);
  }
  if (seen.size > 0) throw new AppError(400, 'BACKUP_MANIFEST_INVALID', `The archive holds files its manifest does not list (${[...seen.keys()][0]?.slice(0, 200)}).`);
  if (!manifest.files.some((f) => f.path === manifest.database.path)) throw new AppError(400, 'BACKUP_FILE_MISSING', 'The archive lacks its database dump.');
  return { manifest, pendingMigrations: verdict.pending };
}

async function assertEmptyTarget(target: RestoreTarget): Promise<void> {
  const dirs = [target.storageDir, target.variantsDir, ...(target.kind === 'pglite' ? [target.dataDir] : [])];
  for (const dir of dirs) {
    if (!(await isEmptyDir(dir))) throw refuse('BACKUP_TARGET_NOT_EMPTY', `${dir} is not empty: restore into an empty data folder (a restore never overwrites a shop).`);
  }
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const n = Number((await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`)).rows[0]?.n ?? 0);
      if (n > 0) throw refuse('BACKUP_TARGET_NOT_EMPTY', 'The PostgreSQL database already has tables: restore into an empty database.');
    } finally {
      await client.end();
    }
  }
}

function pgRestore(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject((err as NodeJS.ErrnoException).code === 'ENOENT' ? new AppError(500, 'BACKUP_TOOL_MISSING', 'pg_restore is not installed.') : err));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new AppError(500, 'BACKUP_FAILED', `pg_restore failed: ${stderr.trim().slice(0, 500)}`))));
  });
}

/**
 * Restores an archive into an empty target: checks everything first (verifyArchive), then writes
 * the database, the files and the secret, and finally compares the restored database's row counts
 * with the manifest's. A restore that fails after it began leaves a target that is not empty; the
 * message says to remove it before trying again.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  await assertEmptyTarget(target);
  const { manifest, pendingMigrations } = await verifyArchive(archive);
  const expectedKind = target.kind === 'pglite' ? 'pglite-datadir' : 'pg-dump';
  if (manifest.database.kind !== expectedKind) {
    throw refuse('BACKUP_ENGINE_MISMATCH', `The archive holds a ${manifest.database.kind === 'pg-dump' ? 'PostgreSQL' : 'embedded (PGlite)'} database; configure that engine to restore it.`);
  }
  let files = 0;
  let dump: Buffer | null = null;
  for await (const entry of readArchive(archive)) {
    if (entry.name === manifest.database.path) dump = entry.data;
    else if (entry.name === SECRET_ENTRY) {
      await mkdir(path.dirname(target.secretFile), { recursive: true });
      await writeFile(target.secretFile, entry.data, { mode: 0o600 });
    } else if (entry.name.startsWith(FILE_ROOTS.storage) || entry.name.startsWith(FILE_ROOTS.variants)) {
      const [root, rel] = entry.name.startsWith(FILE_ROOTS.storage) ? [target.storageDir, entry.name.slice(FILE_ROOTS.storage.length)] : [target.variantsDir, entry.name.slice(FILE_ROOTS.variants.length)];
      const file = inside(root, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, entry.data);
      files += 1;
    }
  }
  if (!dump) throw new AppError(400, 'BACKUP_FILE_MISSING', 'The archive lacks its database dump.');

  let counts: Record<string, number>;
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    const db = await PGlite.create(target.dataDir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
    try {
      counts = await countTables(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
    } finally {
      await db.close();
    }
  } else {
    const scratch = path.join(os.tmpdir(), `tibeb-restore-${process.pid}-${Date.now()}.pgdump`);
    await writeFile(scratch, dump, { mode: 0o600 });
    try {
      await pgRestore(target.url, scratch);
    } finally {
      await rm(scratch, { force: true });
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      counts = await countTables(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.end();
    }
  }
  for (const [table, n] of Object.entries(manifest.counts)) {
    if (counts[table] !== n) throw new AppError(500, 'BACKUP_FAILED', `The restored table ${table} has ${counts[table] ?? 0} rows, the archive ${n}; remove the target and report this.`);
  }
  return { manifest, files, pendingMigrations, ms: Math.round(performance.now() - started) };
}
