import { z } from 'zod';

/** How long a maintenance text may be: a heading and a short paragraph, not a page. */
export const MAINTENANCE_LIMITS = { titleMax: 120, messageMax: 1000 } as const;

/** Seconds a refused client is told to wait before trying again (Retry-After on 503 answers). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** Blank means "use the default text": stored as null, never as an empty heading. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'TEXT_INVALID' })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * An admin's save of the maintenance switch and its texts. `version` is the one the admin's form
 * was loaded with: a save over a newer one is refused (two admins editing).
 */
export const maintenanceSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'ENABLED_REQUIRED' }),
  title: optionalText(MAINTENANCE_LIMITS.titleMax, 'TITLE_TOO_LONG'),
  message: optionalText(MAINTENANCE_LIMITS.messageMax, 'MESSAGE_TOO_LONG'),
  titleAm: optionalText(MAINTENANCE_LIMITS.titleMax, 'TITLE_TOO_LONG'),
  messageAm: optionalText(MAINTENANCE_LIMITS.messageMax, 'MESSAGE_TOO_LONG'),
  version: z.number({ error: 'VERSION_REQUIRED' }).int({ error: 'VERSION_REQUIRED' }).min(1, { error: 'VERSION_REQUIRED' }).max(2_147_483_647, { error: 'VERSION_REQUIRED' }),
});
export type MaintenanceSettingsInput = z.input<typeof maintenanceSettingsSchema>;
export type MaintenanceSettings = z.output<typeof maintenanceSettingsSchema>;

// What a visitor reads lives apart from the schema, so the storefront's entry does not carry zod.
export { maintenanceTextsFor, type MaintenanceTexts } from './texts';
