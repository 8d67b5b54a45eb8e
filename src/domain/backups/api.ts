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
