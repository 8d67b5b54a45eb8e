import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  emailLocked,
  BOT_TEXTS,
  CHANNELS,
  defaultChannels,
  KIND_RULES,
  kindsFor,
  maskEmail,
  maskPhone,
  notificationLocale,
  normaliseChoice,
  parseMobile,
  PHONE_CODE_TEXT,
  PHONE_CODE_TRIES,
  PHONE_CODE_TTL_MS,
  readBotCommand,
  START_TOKEN_TTL_MS,
  telegramDeepLink,
  type Channel,
  type Role,
} from '../../../domain/notifications';
import type { NotificationSettings, NotificationStats, TelegramConnect, TelegramUpdate, UpdatePreferences } from '../../../domain/notifications/api';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../plugins/mailer';
import type { SmsProvider, TelegramBot } from './channels';
import * as q from './queries';
import { createSender } from './sender';

export interface NotificationsServiceOptions {
  db: Database;
  mailer: Mailer;
  telegram: TelegramBot | null;
  /** The webhook's secret header value; null with no bot. */
  webhookSecret: string | null;
  sms: SmsProvider | null;
  publicUrl: string;
  /** Keys the hash of phone codes. */
  secret: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  clock?: () => Date;
  /** NOTIFICATIONS_QUIET_HOURS: false sends at any hour (the journeys); on by default. */
  quietHours?: boolean;
}

export interface NotificationsCaller {
  userId: string;
  role: Role;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ROLES: ReadonlySet<string> = new Set(['customer', 'designer', 'admin']);

export function createNotificationsService(opts: NotificationsServiceOptions) {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const codeHash = (userId: string, e164: string, code: string) => createHmac('sha256', opts.secret).update(`phone:${userId}:${e164}:${code}`).digest('hex');
  const sender = createSender({ db, mailer: opts.mailer, telegram: opts.telegram, sms: opts.sms, publicUrl: opts.publicUrl, log: opts.log, clock, quietHours: opts.quietHours ?? true });

  async function settings(caller: NotificationsCaller): Promise<NotificationSettings> {
    const [person] = await q.recipientsOf(db, [caller.userId]);
    if (!person) throw unauthorized();
    const prefs = await q.preferencesOf(db, [caller.userId]);
    const role = (person.role && ROLES.has(person.role) ? person.role : caller.role) as Role;
    const reach = { telegram: opts.telegram !== null && person.chatId !== null, sms: opts.sms !== null && person.phoneVerifiedAt !== null };
    return {
      kinds: kindsFor(role).map((kind) => {
        const saved = prefs.find((p) => p.kind === kind);
        const rule = KIND_RULES[kind];
        return {
          kind,
          channels: rule.security ? ['email'] : ((saved?.channels as Channel[] | undefined) ?? defaultChannels(kind, role, reach)),
          chosen: saved !== undefined && !rule.security,
          locked: rule.security,
          mailedByFeature: rule.mailedByFeature,
          emailLocked: emailLocked(kind),
        };
      }),
      telegram: { available: opts.telegram !== null, linked: opts.telegram !== null && person.chatId !== null },
      sms: { available: opts.sms !== null, phone: person.phone ? maskPhone(person.phone) : null, verified: person.phoneVerifiedAt !== null },
    };
  }

  async function sendBotText(chatId: string, language: string | null | undefined, key: keyof (typeof BOT_TEXTS)['en']): Promise<void> {
    if (!opts.telegram) return;
    const result = await opts.telegram.sendMessage(chatId, BOT_TEXTS[notificationLocale(language)][key]);
    if (!result.ok) opts.log.warn({ error: result.error }, 'telegram reply failed');
  }

  return {
    sendDue: sender.sendDue,
    settings,

    async updatePreferences(caller: NotificationsCaller, input: UpdatePreferences): Promise<NotificationSettings> {
      const allowed = new Set(kindsFor(caller.role));
      const seen = new Set<string>();
      const changes: Array<{ kind: string; channels: Channel[] }> = [];
      for (const { kind, channels } of input.kinds) {
        if (!allowed.has(kind)) throw badRequest('NOTIFICATION_KIND_UNKNOWN', `You do not choose channels for ${kind}.`);
        if (seen.has(kind)) throw badRequest('NOTIFICATION_KIND_REPEATED', `${kind} is given twice.`);
        seen.add(kind);
        const normal = normaliseChoice(kind, channels);
        if (normal === null) throw badRequest('NOTIFICATION_KIND_LOCKED', 'Security messages always go by e-mail.');
        if (normal.includes('telegram') && !opts.telegram) throw badRequest('TELEGRAM_NOT_CONFIGURED', 'The shop has no Telegram bot.');
        if (normal.includes('sms') && !opts.sms) throw badRequest('SMS_NOT_CONFIGURED', 'The shop sends no SMS.');
        changes.push({ kind, channels: normal });
      }
      // All or nothing: one bad kind leaves every choice as it was.
      await db.transaction(async (tx) => {
        for (const c of changes) await q.upsertPreference(tx, caller.userId, c.kind, c.channels);
      });
      return settings(caller);
    },

    /** A one-time start token for the deep link; only its hash is stored, valid 10 minutes. */
    async telegramConnect(caller: NotificationsCaller): Promise<TelegramConnect> {
      if (!opts.telegram) throw notFound('TELEGRAM_NOT_CONFIGURED', 'The shop has no Telegram bot.');
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(clock().getTime() + START_TOKEN_TTL_MS);
      await q.insertStartToken(db, caller.userId, sha256(token), expiresAt);
      return { url: telegramDeepLink(opts.telegram.username, token), expiresAt: expiresAt.toISOString() };
    },

    async telegramDisconnect(caller: NotificationsCaller): Promise<void> {
      const chatId = await q.unlinkUser(db, caller.userId);
      if (chatId) await sendBotText(chatId, await q.languageOf(db, caller.userId), 'unlinked');
    },

    /**
     * The bot's webhook. The secret header is compared in constant time; without it nothing is
     * read. Only a private chat (the chat is the sender) is linked: a group cannot collect an
     * account's messages. Telegram gets 200 for every update it sent, so it does not resend.
     */
    async telegramWebhook(secretHeader: string | undefined, update: TelegramUpdate): Promise<void> {
      if (!opts.telegram || !opts.webhookSecret) throw notFound('TELEGRAM_NOT_CONFIGURED', 'The shop has no Telegram bot.');
      const given = Buffer.from(secretHeader ?? '');
      const expected = Buffer.from(opts.webhookSecret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(401, 'TELEGRAM_SECRET_INVALID', 'The webhook secret is missing or wrong.');
      const message = update.message;
      if (!message) return;
      const chatId = String(message.chat.id);
      const senderLanguage = message.from?.language_code?.startsWith('am') ? 'am-ET' : 'en';
      const command = readBotCommand(message.text);
      if (command.command === 'other') return;
      if (command.command === 'stop') {
        const userId = await q.unlinkChat(db, chatId);
        await sendBotText(chatId, userId ? await q.languageOf(db, userId) : senderLanguage, 'unlinked');
        return;
      }
      if (message.chat.type !== 'private' || message.from?.id !== message.chat.id) {
        opts.log.warn({ chatType: message.chat.type }, 'telegram start outside a private chat refused');
        return;
      }
      if (!command.token) {
        await sendBotText(chatId, senderLanguage, 'help');
        return;
      }
      const now = clock();
      const token = command.token;
      const linked = await db.transaction(async (tx) => {
        const row = await q.lockStartToken(tx, sha256(token));
        if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
        await q.useStartToken(tx, row.tokenHash, now);
        await q.linkChat(tx, row.userId, chatId);
        return row.userId;
      });
      if (!linked) {
        await sendBotText(chatId, senderLanguage, 'badToken');
        return;
      }
      opts.log.info({ userId: linked }, 'telegram chat linked');
      await sendBotText(chatId, await q.languageOf(db, linked), 'linked');
    },

    /**
     * Stores the number (unconfirmed) with a new code and sends the code by SMS at once (not
     * through the outbox: it is needed now, and a code sent late is useless). Nothing is written
     * when the gateway refuses it.
     */
    async addPhone(caller: NotificationsCaller, input: string): Promise<{ phone: string; expiresAt: string }> {
      if (!opts.sms) throw notFound('SMS_NOT_CONFIGURED', 'The shop sends no SMS.');
      const parsed = parseMobile(input);
      if (!parsed.ok) throw badRequest(parsed.code, parsed.code === 'PHONE_INVALID' ? 'This is not a phone number.' : 'SMS reaches Ethiopian mobile numbers only (+2519… or +2517…).', { phone: [parsed.code] });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const language = await q.languageOf(db, caller.userId);
      const sent = await opts.sms.send(parsed.e164, PHONE_CODE_TEXT[notificationLocale(language)](code));
      if (!sent.ok) {
        opts.log.warn({ error: sent.error }, 'phone code SMS failed');
        throw new AppError(502, 'SMS_SEND_FAILED', 'The code could not be sent. Please try again in a few minutes.');
      }
      const expiresAt = new Date(clock().getTime() + PHONE_CODE_TTL_MS);
      await q.savePhoneCode(db, caller.userId, parsed.e164, codeHash(caller.userId, parsed.e164, code), expiresAt, PHONE_CODE_TRIES);
      return { phone: maskPhone(parsed.e164), expiresAt: expiresAt.toISOString() };
    },

    async verifyPhone(caller: NotificationsCaller, code: string): Promise<NotificationSettings> {
      const outcome = await db.transaction(async (tx) => {
        const row = await q.lockPhone(tx, caller.userId);
        if (!row || !row.codeHash || !row.codeExpiresAt) return 'PHONE_CODE_NONE' as const;
        if (row.codeExpiresAt.getTime() <= clock().getTime()) return 'PHONE_CODE_EXPIRED' as const;
        if (row.triesLeft <= 0) return 'PHONE_CODE_TRIES_USED' as const;
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(codeHash(caller.userId, row.e164, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          await q.setPhoneTries(tx, caller.userId, row.triesLeft - 1);
          return row.triesLeft - 1 <= 0 ? ('PHONE_CODE_TRIES_USED' as const) : ('PHONE_CODE_WRONG' as const);
        }
        await q.verifyPhone(tx, caller.userId, clock());
        return 'ok' as const;
      });
      if (outcome === 'PHONE_CODE_NONE') throw conflict(outcome, 'Ask for a code first.');
      if (outcome === 'PHONE_CODE_TRIES_USED') throw new AppError(429, outcome, 'Too many wrong codes. Ask for a new one.');
      if (outcome !== 'ok') throw badRequest(outcome, outcome === 'PHONE_CODE_EXPIRED' ? 'The code has expired. Ask for a new one.' : 'The code is not right.');
      return settings(caller);
    },

    async removePhone(caller: NotificationsCaller): Promise<void> {
      await q.deletePhone(db, caller.userId);
    },

    /** The console's figures: deliveries per channel over `days`, and the recent failures. */
    async stats(days: number): Promise<NotificationStats> {
      const since = new Date(clock().getTime() - days * 24 * 3_600_000);
      const rows = await q.statsSince(db, since);
      const failures = await q.recentFailures(db, since, 20);
      return {
        sinceDays: days,
        channels: CHANNELS.map((channel) => {
          const n = (status: string) => rows.filter((r) => r.channel === channel && r.status === status).reduce((a, r) => a + Number(r.n), 0);
          const sent = n('sent');
          const failed = n('failed');
          return { channel, sent, failed, pending: n('pending') + n('sending'), deliveryRate: sent + failed === 0 ? null : sent / (sent + failed) };
        }),
        failures: failures.flatMap((f) =>
          f.kind in KIND_RULES && (CHANNELS as readonly string[]).includes(f.channel)
            ? [
                {
                  id: f.id,
                  kind: f.kind as keyof typeof KIND_RULES,
                  channel: f.channel as Channel,
                  status: f.status === 'failed' ? ('failed' as const) : ('retrying' as const),
                  recipient: maskEmail(f.email),
                  attempts: f.attempts,
                  lastError: f.lastError,
                  nextTryAt: f.status === 'failed' ? null : f.dueAt.toISOString(),
                  createdAt: f.createdAt.toISOString(),
                },
              ]
            : [],
        ),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
