import { z } from 'zod';

/** The maintenance switch and its texts as saved (GET and PUT /api/admin/maintenance). */
export const maintenanceViewSchema = z.object({
  enabled: z.boolean(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  titleAm: z.string().nullable(),
  messageAm: z.string().nullable(),
  /** The version to save against: a save over a newer one is refused (409 VERSION_CONFLICT). */
  version: z.number(),
  updatedAt: z.string(),
});
export type MaintenanceSettingsView = z.infer<typeof maintenanceViewSchema>;

/** PUT /api/admin/maintenance (field rules with their codes in index.ts). */
export { maintenanceSettingsSchema } from './index';
