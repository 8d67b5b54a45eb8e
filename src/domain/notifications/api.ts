import { z } from 'zod';
import { CHANNELS, NOTIFICATION_KINDS } from './kinds';
import { PHONE_CODE_PATTERN } from './phone';

/** The notifications feature's HTTP contract (issue 42). */

export const channelSchema = z.enum(CHANNELS);
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'NOTIFICATION_KIND_UNKNOWN' });

export const kindPreferenceSchema = z.object({
  kind: notificationKindSchema,
  channels: z.array(channelSchema),
  /** The person changed it (false: the default applies). */
  chosen: z.boolean(),
  /** Security kinds: e-mail, always. */
  locked: z.boolean(),
  /** The feature mails its own, fuller message for this kind (the outbox adds Telegram and SMS); its e-mail follows this choice. */
  mailedByFeature: z.boolean(),
  /** E-mail cannot be switched off (security kinds; a contact answer, which is the mail itself). */
  emailLocked: z.boolean(),
});
export type KindPreference = z.infer<typeof kindPreferenceSchema>;

export const notificationSettingsSchema = z.object({
  kinds: z.array(kindPreferenceSchema),
  telegram: z.object({
    /** The shop has a bot (TELEGRAM_BOT_TOKEN): without one, Telegram is not offered. */
    available: z.boolean(),
    linked: z.boolean(),
  }),
  sms: z.object({
    /** An SMS gateway is configured. */
    available: z.boolean(),
    /** The number on file, masked; null when none. */
    phone: z.string().nullable(),
    verified: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updatePreferencesSchema = z.object({
  kinds: z
    .array(z.object({ kind: notificationKindSchema, channels: z.array(channelSchema).max(3) }))
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type UpdatePreferences = z.input<typeof updatePreferencesSchema>;

export const telegramConnectSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type TelegramConnect = z.infer<typeof telegramConnectSchema>;

export const phoneAddSchema = z.object({ phone: z.string().max(40) });
export type PhoneAdd = z.input<typeof phoneAddSchema>;
export const phoneAddedSchema = z.object({ phone: z.string(), expiresAt: z.string() });
export type PhoneAdded = z.infer<typeof phoneAddedSchema>;
export const phoneVerifySchema = z.object({ code: z.string().regex(PHONE_CODE_PATTERN, { error: 'PHONE_CODE_INVALID' }) });
export type PhoneVerify = z.input<typeof phoneVerifySchema>;

/** What Telegram posts to the webhook: only the fields the bot reads (others are let through). */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      text: z.string().max(4096).optional(),
      chat: z.looseObject({ id: z.number().int(), type: z.string().max(32) }),
      from: z.looseObject({ id: z.number().int(), language_code: z.string().max(16).optional() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
export const telegramWebhookHeadersSchema = z.looseObject({ 'x-telegram-bot-api-secret-token': z.string().max(256).optional() });
export const telegramWebhookAnswerSchema = z.object({ ok: z.literal(true) });

export const channelStatsSchema = z.object({
  channel: channelSchema,
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** sent / (sent + failed) over the period, null when nothing finished. */
  deliveryRate: z.number().nullable(),
});
export const deliveryFailureSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  channel: channelSchema,
  /** 'failed': given up for good; 'retrying': waiting for its next try. */
  status: z.enum(['failed', 'retrying']),
  /** The account's e-mail, masked (maskEmail): enough to tell people apart, not to write to them. */
  recipient: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is tried again; null once failed for good. */
  nextTryAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;
export type ChannelStats = z.infer<typeof channelStatsSchema>;
export const notificationStatsSchema = z.object({
  sinceDays: z.number().int(),
  channels: z.array(channelStatsSchema),
  failures: z.array(deliveryFailureSchema),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

export const notificationStatsQuerySchema = z.object({ days: z.coerce.number<number>().int().min(1).max(90).default(7) });
export type NotificationStatsQuery = z.input<typeof notificationStatsQuerySchema>;
