import { z } from 'zod';

/** The scheduled backup as GET /api/health reports it: on or off and whether the last run worked (no paths). */
export const backupHealthSchema = z.object({
  enabled: z.boolean(),
  /** null before the first scheduled run. */
  ok: z.boolean().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});
export type BackupHealth = z.infer<typeof backupHealthSchema>;

/** One archive in the backup folder (GET /api/admin/backups). */
export const backupArchiveSchema = z.object({
  name: z.string(),
  /** When it was written, from its name (tibeb-YYYY-MM-DDTHHMMSSZ.tar). */
  createdAt: z.string(),
  bytes: z.number().int().min(0),
});
export type BackupArchive = z.infer<typeof backupArchiveSchema>;

/** The scheduled backup's last run as its scheduled_jobs row records it (only the latest run is kept). */
export const backupLastRunSchema = z.object({
  status: z.enum(['running', 'ok', 'failed']),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The failure's message (the server's own words, for admins). */
  error: z.string().nullable(),
});

/** What the console's Backups section shows admins (read-only). */
export const backupsOverviewSchema = z.object({
  /** BACKUP_SCHEDULE: a daily archive, 7 daily and 4 weekly kept. */
  scheduled: z.boolean(),
  /** BACKUP_DIR as this instance resolves it. */
  folder: z.string(),
  /** Archives in the folder, newest first (the scheduled ones and those `npm run backup` wrote there). */
  archives: z.array(backupArchiveSchema),
  /** Half-written archives (`.partial`) left by a crash; the scheduled run removes those older than a day. */
  partials: z.number().int().min(0),
  /** null before the scheduled backup first ran on this database. */
  lastRun: backupLastRunSchema.nullable(),
  health: backupHealthSchema,
  /** Why the archive list could not be read (the folder unreadable), or null. */
  folderError: z.string().nullable(),
});
export type BackupsOverview = z.infer<typeof backupsOverviewSchema>;
