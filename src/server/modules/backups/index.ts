/** Backups, restore and the storage clean-up: the public surface (docs/features/backups.md). */
export { backupRoutes } from './routes';
export { BACKUP_JOB, backupToken, createBackupService, STORAGE_SWEEP_JOB, type BackupService, type BackupServiceDeps } from './service';
export { createBackup, type BackupResult, type BackupSources } from './create';
export { restoreBackup, verifyArchive, type RestoreResult, type RestoreTarget } from './restore';
export { sweepStorage, type SweepResult } from './sweep';
export { bucketLister } from './bucket';
