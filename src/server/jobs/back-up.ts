import type { Job } from '../plugins/scheduler';
import { BACKUP_JOB, STORAGE_SWEEP_JOB, type BackupService } from '../modules/backups';

/**
 * The daily archive (BACKUP_SCHEDULE=true), written by one instance however many run; a failure is
 * the job row's `failed` status and error, which /api/health and the health page show admins.
 */
export function backupJob(backups: Pick<BackupService, 'scheduledRun'>): Job {
  return {
    name: BACKUP_JOB,
    periodMs: 24 * 3_600_000,
    run: async () => {
      await backups.scheduledRun();
      return { ok: true };
    },
  };
}

/** A day's grace: an upload in flight on another instance has written its file but not yet its row. */
const SWEEP_GRACE_MS = 24 * 3_600_000;

/** Daily: files no row points at (a crash between an upload's file and its row), and half-made renditions. */
export function storageSweepJob(backups: Pick<BackupService, 'sweep'>): Job {
  return {
    name: STORAGE_SWEEP_JOB,
    periodMs: 24 * 3_600_000,
    run: async () => {
      await backups.sweep(SWEEP_GRACE_MS);
      return { ok: true };
    },
  };
}
