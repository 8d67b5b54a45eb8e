import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { formatDemoAccounts, openConfiguredDatabase, seedIfEmpty } from './bootstrap';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { MIGRATIONS_DIR } from './db/client';
import { appliedSchema, MigrationError, readMigrations } from './db/migrate';
import { AppError } from './lib/errors';
import { backupToken, bucketLister, createBackupService, restoreBackup } from './modules/backups';
import { readServerFile } from './server-file';

/** npm run db:migrate | db:seed [-- --products N] | db:reset | backup [-- --out DIR] | restore <archive> */
async function run() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') return backup(config, flag(rest, '--out'));
  if (command === 'restore') return restore(config, rest.find((a) => !a.startsWith('--')));

  const productsFlag = rest.indexOf('--products');
  const products = productsFlag >= 0 ? Number(rest[productsFlag + 1]) : config.seedProducts;
  if (!Number.isInteger(products) || products < 1 || products > 100_000) throw new ConfigError('--products must be a whole number from 1 to 100000');

  if (command === 'reset') {
    if (config.database.kind === 'pglite' && config.database.dataDir) {
      await rm(config.database.dataDir, { recursive: true, force: true });
      console.log(`Removed ${config.database.dataDir}`);
    } else {
      const database = await openConfiguredDatabase(config);
      await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`);
      await database.close();
      console.log('Dropped every table in the configured PostgreSQL database');
    }
  }
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'migrate' && config.backups.beforeMigrate) {
      const known = readMigrations(MIGRATIONS_DIR);
      const at = await appliedSchema(database.db, known).catch(() => null);
      if (at && at.when < (known.at(-1)?.when ?? 0)) {
        const result = await createBackupService({ database, config, listBucket: config.s3 ? bucketLister(config.s3) : null }).backUp();
        console.log(`BACKUP_BEFORE_MIGRATE: ${result.file} (${formatBytes(result.bytes)}, ${result.ms} ms, at ${result.manifest.schema.tag})`);
      }
    }
    await database.migrate();
    console.log('Migrations applied');
    if (command === 'seed' || command === 'reset') {
      const result = await seedIfEmpty(config, database, products);
      if (!result.seeded) console.log('The database already has a catalogue; nothing seeded (npm run db:reset starts over).');
      else console.log(formatDemoAccounts(result.accounts));
    } else if (command !== 'migrate') {
      throw new ConfigError(`Unknown command "${command ?? ''}": use migrate, seed, reset, backup or restore`);
    }
  } finally {
    await database.close();
  }
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const formatBytes = (n: number) => (n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : `${Math.round(n / 1024)} kB`);

/**
 * A running embedded shop holds its database: the archive is then written by the server itself
 * (POST /api/ops/backup), so the snapshot is taken while it serves. Otherwise (stopped, or
 * PostgreSQL) this process writes it.
 */
async function backup(config: AppConfig, out: string | undefined) {
  const outDir = out ? path.resolve(out) : config.backups.dir;
  const server = config.database.kind === 'pglite' ? await readServerFile(config.dataDir) : null;
  if (server) {
    if (out && outDir !== config.backups.dir) throw new ConfigError(`The shop is running (pid ${server.pid}): it writes to BACKUP_DIR (${config.backups.dir}); --out needs a stopped shop.`);
    const res = await fetch(`http://${server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host}:${server.port}/api/ops/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(config.authSecret)}` },
    });
    const body = (await res.json()) as { file?: string; bytes?: number; ms?: number; snapshotMs?: number; files?: number; schema?: string; error?: { code: string; message: string } };
    if (!res.ok) throw new AppError(res.status, body.error?.code ?? 'BACKUP_FAILED', body.error?.message ?? `The server answered ${res.status}.`);
    console.log(`Backup written by the running shop (pid ${server.pid}): ${body.file}\n  ${formatBytes(body.bytes ?? 0)}, ${body.files} files, schema ${body.schema}, ${body.ms} ms (database snapshot ${body.snapshotMs} ms)`);
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const result = await createBackupService({ database, config, listBucket: config.s3 ? bucketLister(config.s3) : null }).backUp(outDir);
    console.log(`Backup written: ${result.file}\n  ${formatBytes(result.bytes)}, ${result.manifest.files.length} files, schema ${result.manifest.schema.tag}, ${result.ms} ms (database snapshot ${result.snapshotMs} ms)`);
  } finally {
    await database.close();
  }
}

async function restore(config: AppConfig, archive: string | undefined) {
  if (!archive) throw new ConfigError('Usage: npm run restore -- <archive.tar>');
  const server = await readServerFile(config.dataDir);
  if (server) throw new AppError(409, 'BACKUP_TARGET_NOT_EMPTY', `A shop is running on ${config.dataDir} (pid ${server.pid}); restore into an empty DATA_DIR.`);
  const storageDir = config.storageDir;
  const variantsDir = path.join(path.dirname(storageDir), 'image-variants');
  const secretFile = path.join(config.dataDir, 'auth-secret');
  const result = await restoreBackup(
    path.resolve(archive),
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, storageDir, variantsDir, secretFile }
      : { kind: 'pglite', dataDir: config.database.dataDir ?? path.join(config.dataDir, 'db'), storageDir, variantsDir, secretFile },
  );
  const rows = Object.values(result.manifest.counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${archive} into ${config.dataDir}: ${rows} rows in ${Object.keys(result.manifest.counts).length} tables, ${result.files} files, schema ${result.manifest.schema.tag}, ${result.ms} ms.`);
  if (result.pendingMigrations > 0) console.log(`${result.pendingMigrations} newer migrations will be applied when the shop starts.`);
  if (result.manifest.bucket) console.log(`Files live in the bucket ${result.manifest.bucket.name} (${result.manifest.bucket.objects.length} objects listed); restore them with its versioning or your sync (docs/operations.md).`);
  const archived = (await readFile(secretFile, 'utf8')).trim();
  if (process.env.AUTH_SECRET && process.env.AUTH_SECRET !== archived) {
    console.log(`AUTH_SECRET differs from the archived one (written to ${secretFile}): set AUTH_SECRET to it, or sessions and guests' order links from before the backup stop working.`);
  }
}

run().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof AppError || err instanceof MigrationError) console.error(`${err.code}: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
