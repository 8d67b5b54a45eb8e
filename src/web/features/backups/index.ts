/** The backups feature's web surface: the console's read-only Backups section (docs/features/backups.md). */
export { AdminBackups } from './admin-backups';
