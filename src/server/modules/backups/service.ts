import { createHmac } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArchiveName, selectRetained } from '../../../domain/backups';
import type { BackupHealth, BackupsOverview } from '../../../domain/backups/api';
import { AppError } from '../../lib/errors';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createBackup, type BackupResult } from './create';
import * as q from './queries';
import { sweepStorage, type SweepResult } from './sweep';

/** The scheduled backup's name in scheduled_jobs. */
export const BACKUP_JOB = 'backup';
/** The clean-up of files no row points at. */
export const STORAGE_SWEEP_JOB = 'storage-sweep';

/** The bearer `npm run backup` sends to a running server: derived from the auth secret, so only whoever holds it (the shop's own machine) can ask. */
export function backupToken(authSecret: string): string {
  return createHmac('sha256', authSecret).update('tibeb-backup-v1').digest('hex');
}

export interface BackupServiceDeps {
  database: DatabaseHandle;
  config: Pick<AppConfig, 'authSecret' | 'version' | 'storageDir' | 's3' | 'backups' | 'database'>;
  /** Lists the bucket's objects when files live in S3 (null on local disk). */
  listBucket: (() => Promise<{ key: string; size: number }[]>) | null;
}

export function createBackupService(deps: BackupServiceDeps) {
  const { config, database } = deps;
  const variantsDir = path.join(path.dirname(config.storageDir), 'image-variants');
  let running: Promise<BackupResult> | null = null;

  const sources = () => ({
    database,
    databaseUrl: database.url ?? (config.database.kind === 'postgres' ? config.database.url : null),
    authSecret: config.authSecret,
    appVersion: config.version,
    storageDir: config.storageDir,
    variantsDir,
    s3: config.s3 && deps.listBucket ? { bucket: config.s3.bucket, list: deps.listBucket } : null,
  });

  /** One backup at a time in this process (the scheduled one and `npm run backup` may meet). */
  async function backUp(outDir = config.backups.dir): Promise<BackupResult> {
    if (running) throw new AppError(409, 'BACKUP_IN_PROGRESS', 'A backup is being written; try again when it is done.');
    running = createBackup(sources(), outDir);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  /** Archives in the folder, newest first, and half-written ones left by a crash. */
  async function folder(dir: string) {
    const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
    return { archives: names.filter((n) => parseArchiveName(n) !== null).sort().reverse(), partials: names.filter((n) => parseArchiveName(n.replace(/\.partial$/, '')) !== null && n.endsWith('.partial')) };
  }

  /** What /api/health shows: on or off, and whether the last scheduled run worked. */
  async function health(): Promise<BackupHealth> {
    const row = await q.jobRow(database.db, BACKUP_JOB).catch(() => null);
    const newest = config.backups.scheduled ? (await folder(config.backups.dir).catch(() => ({ archives: [] as string[] }))).archives[0] : undefined;
    const failed = row?.status === 'failed';
    return {
      enabled: config.backups.scheduled,
      ok: !row || row.status === 'running' ? (newest ? true : null) : !failed,
      lastSuccessAt: newest ? (parseArchiveName(newest)?.toISOString() ?? null) : null,
      lastFailureAt: failed ? (row.finishedAt?.toISOString() ?? null) : null,
    };
  }

  return {
    backUp,
    health,

    /** The daily run: one archive, then 7 daily and 4 weekly kept; a half-written archive older than a day is removed. */
    async scheduledRun(): Promise<{ result: BackupResult; removed: string[] }> {
      const dir = config.backups.dir;
      const result = await backUp(dir);
      const { archives, partials } = await folder(dir);
      const { remove } = selectRetained(archives);
      for (const name of remove) await rm(path.join(dir, name), { force: true });
      for (const name of partials) {
        const age = Date.now() - (await stat(path.join(dir, name))).mtimeMs;
        if (age > 86_400_000) await rm(path.join(dir, name), { force: true });
      }
      return { result, removed: remove };
    },

    /** The console's view: the setting, the archives kept (newest first), the last scheduled run and its failure. */
    async overview(): Promise<BackupsOverview> {
      const dir = config.backups.dir;
      const [row, shown] = await Promise.all([q.jobRow(database.db, BACKUP_JOB), health()]);
      let archives: BackupsOverview['archives'] = [];
      let partials = 0;
      let folderError: string | null = null;
      try {
        const found = await folder(dir);
        partials = found.partials.length;
        archives = await Promise.all(
          found.archives.map(async (name) => ({ name, createdAt: parseArchiveName(name)!.toISOString(), bytes: (await stat(path.join(dir, name))).size })),
        );
      } catch (err) {
        folderError = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
      }
      const status = row?.status;
      return {
        scheduled: config.backups.scheduled,
        folder: dir,
        archives,
        partials,
        lastRun:
          row && (status === 'running' || status === 'ok' || status === 'failed')
            ? { status, startedAt: row.startedAt?.toISOString() ?? null, finishedAt: row.finishedAt?.toISOString() ?? null, error: row.error }
            : null,
        health: shown,
        folderError,
      };
    },

    /** Removes what crashes and failed uploads leave in local storage (nothing to do with S3). */
    async sweep(graceMs: number): Promise<SweepResult> {
      if (config.s3) return { temporary: 0, orphans: 0, variants: 0 };
      return sweepStorage({ db: database.db, storageDir: config.storageDir, variantsDir, graceMs });
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
