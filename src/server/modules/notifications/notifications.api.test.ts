import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsFake, type SmsFake } from '../../../../tests/fakes/sms-fake';
import { createTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram-fake';
import { notificationOutbox, phoneNumbers, profiles, telegramLinks } from '../../db/schema';
import { signInCast, stockedProductOf, type Cast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createNotificationsService, createTelegramBot, notify } from '.';
import type { NotificationStats } from '../../../domain/notifications/api';

const BOT_TOKEN = '123456:TEST-token-for-the-fake-bot-api';
const SECRET = 'webhook-secret-for-tests-0123';
const SMS_KEY = 'afro-test-key-0123';

let t: TestApp;
let cast: Cast;
let telegram: TelegramFake;
let sms: SmsFake;
let closeFakes: Array<() => Promise<void>> = [];
const HOUR = 3_600_000;
/**
 * How far the tests' day is ahead of real time: none from 07:00 to 20:00 in Addis Ababa; after
 * 20:00 (or before 07:00) there, up to 07:30 the next morning. The sending tests look up to an hour
 * ahead (and 24 h, the same hour the next day) and must not meet quiet hours (22:00–07:00 Addis
 * Ababa, held by the sender) at whatever hour CI runs them. Forward only: rows are written at real time.
 */
const DAY_SHIFT = (() => {
  const addis = new Date(Date.now() + 3 * HOUR);
  const hour = addis.getUTCHours();
  if (hour >= 7 && hour < 20) return 0;
  const morning = new Date(addis);
  morning.setUTCHours(7, 30, 0, 0);
  if (hour >= 20) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning.getTime() - addis.getTime();
})();
/** The tests' now (real time, or the next Addis Ababa morning: DAY_SHIFT). */
const now = () => Date.now() + DAY_SHIFT;
/** The app's clock: the tests' now unless a test moves it (always forward of it). */
let moved: Date | null = null;
const clock = () => moved ?? new Date(now());

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const webhook = (text: string, o: { secret?: string | null; chatId?: number; fromId?: number; chatType?: string; languageCode?: string } = {}) => {
  const chatId = o.chatId ?? 7001;
  const headers: Record<string, string> = {};
  if (o.secret !== null) headers['x-telegram-bot-api-secret-token'] = o.secret ?? SECRET;
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/telegram/webhook',
    headers,
    payload: { update_id: Math.floor(Math.random() * 1e9), message: { message_id: 1, text, chat: { id: chatId, type: o.chatType ?? 'private' }, from: { id: o.fromId ?? chatId, is_bot: false, language_code: o.languageCode ?? 'en' } } },
  });
};
const tokenOf = (url: string) => new URL(url).searchParams.get('start') ?? '';
async function connect(who: Session): Promise<string> {
  const res = await call(who, { method: 'POST', url: '/api/notifications/telegram/connect' });
  expect(res.statusCode, res.body).toBe(200);
  return tokenOf(res.json<{ url: string }>().url);
}
async function link(who: Session, chatId: number) {
  const res = await webhook(`/start ${await connect(who)}`, { chatId });
  expect(res.statusCode, res.body).toBe(200);
}
async function verifiedPhone(who: Session, phone: string) {
  const added = await call(who, { method: 'PUT', url: '/api/notifications/phone', payload: { phone } });
  expect(added.statusCode, added.body).toBe(200);
  const code = /\d{6}/.exec(sms.messages.at(-1)?.text ?? '')?.[0] ?? '';
  const verified = await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code } });
  expect(verified.statusCode, verified.body).toBe(200);
}
const outboxOf = (userId: string) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
const sendDue = () => t.services.notifications.sendDue();
/** The next 23:00 in Addis Ababa (20:00 UTC) after now. */
function nextAddisEvening(): Date {
  const d = new Date(now());
  d.setUTCHours(20, 0, 0, 0);
  if (d.getTime() <= now()) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

beforeAll(async () => {
  telegram = createTelegramFake({ botToken: BOT_TOKEN });
  sms = createSmsFake({ provider: 'afromessage', apiKey: SMS_KEY });
  const tg = await telegram.start();
  const sm = await sms.start();
  closeFakes = [tg.close, sm.close];
  t = await createTestApp(
    {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'TibebTestBot',
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_URL: tg.url,
      SMS_PROVIDER: 'afromessage',
      SMS_API_KEY: SMS_KEY,
      SMS_SENDER_ID: 'e80ad9d8-test',
      SMS_API_URL: sm.url,
    },
    { clock },
  );
  cast = await signInCast(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const close of closeFakes) await close();
});

beforeEach(() => {
  moved = null;
});

describe('linking Telegram', () => {
  it('a designer connects through the deep link; the bot answers in their language; /stop unlinks', async () => {
    await t.database.db.update(profiles).set({ preferredLanguage: 'am-ET' }).where(eq(profiles.userId, cast.hirut.userId));
    const res = await call(cast.hirut, { method: 'POST', url: '/api/notifications/telegram/connect' });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^https:\/\/t\.me\/TibebTestBot\?start=[A-Za-z0-9_-]{32}$/);
    expect(new Date(expiresAt).getTime() - now()).toBeGreaterThan(9 * 60_000);
    expect((await webhook(`/start ${tokenOf(url)}`, { chatId: 7100, languageCode: 'en' })).statusCode).toBe(200);
    expect(telegram.chat(7100).at(-1)).toContain('ተገናኝቷል');
    const settings = (await call(cast.hirut, { method: 'GET', url: '/api/notifications/preferences' })).json<{ telegram: { available: boolean; linked: boolean }; kinds: { kind: string; channels: string[] }[] }>();
    expect(settings.telegram).toEqual({ available: true, linked: true });
    // Designers: a new order by Telegram once linked.
    expect(settings.kinds.find((k) => k.kind === 'new-order')?.channels).toEqual(['email', 'telegram']);
    expect((await webhook('/stop', { chatId: 7100 })).statusCode).toBe(200);
    expect(telegram.chat(7100).at(-1)).toContain('ተቋርጧል');
    expect(await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, cast.hirut.userId))).toEqual([]);
  });

  it('refuses a webhook without the secret or with a wrong one, and reads nothing from it', async () => {
    const token = await connect(cast.otherShopper);
    expect((await webhook(`/start ${token}`, { secret: null, chatId: 7200 })).json()).toMatchObject({ error: { code: 'TELEGRAM_SECRET_INVALID' } });
    expect((await webhook(`/start ${token}`, { secret: 'x'.repeat(SECRET.length), chatId: 7200 })).statusCode).toBe(401);
    expect((await webhook(`/start ${token}`, { secret: `${SECRET}0`, chatId: 7200 })).statusCode).toBe(401);
    expect(telegram.chat(7200)).toEqual([]);
    // The token still works for its owner afterwards.
    expect((await webhook(`/start ${token}`, { chatId: 7200 })).statusCode).toBe(200);
    expect(telegram.chat(7200).at(-1)).toContain('Connected');
  });

  it('a start token works once, for ten minutes, and only in a private chat', async () => {
    const token = await connect(cast.shopper);
    // A group (or a chat that is not the sender's own) cannot take an account's messages.
    await webhook(`/start ${token}`, { chatId: -100500, fromId: 7301, chatType: 'group' });
    expect(await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, '-100500'))).toEqual([]);
    await webhook(`/start ${token}`, { chatId: 7300 });
    // Reused from another chat: refused, the first link stays.
    await webhook(`/start ${token}`, { chatId: 7301 });
    expect(telegram.chat(7301).at(-1)).toContain('expired or was already used');
    const links = await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, cast.shopper.userId));
    expect(links.map((l) => l.chatId)).toEqual(['7300']);
    // Expired: ten minutes and a second later.
    const late = await connect(cast.shopper);
    moved = new Date(now() + 10 * 60_000 + 1_000);
    await webhook(`/start ${late}`, { chatId: 7302 });
    expect(telegram.chat(7302).at(-1)).toContain('expired');
    // A forged token (right shape, never issued) and a malformed one.
    await webhook(`/start ${'A'.repeat(32)}`, { chatId: 7303 });
    await webhook('/start <b>x</b>', { chatId: 7303 });
    expect(await t.database.db.select().from(telegramLinks).where(sql`${telegramLinks.chatId} in ('7301', '7302', '7303')`)).toEqual([]);
    // Unlinking from the profile.
    expect((await call(cast.shopper, { method: 'DELETE', url: '/api/notifications/telegram' })).statusCode).toBe(204);
    expect(await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, cast.shopper.userId))).toEqual([]);
  });
});

describe('delivery', () => {
  it('an order placed reaches each designer once by Telegram, in their language, with markup in names escaped', async () => {
    await link(cast.selam, 7400);
    await t.database.db.update(profiles).set({ preferredLanguage: 'am-ET' }).where(eq(profiles.userId, cast.selam.userId));
    const product = await stockedProductOf(t, cast.selam.userId);
    const placed = await call(cast.shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: product.id, quantity: 1, size: product.sizes[0] }], { contact: { email: cast.shopper.email, phone: '+251 91 123 4567' } }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json<{ order: { orderNumber: string } }>().order.orderNumber;
    const rows = await outboxOf(cast.selam.userId);
    expect(rows.filter((r) => r.kind === 'new-order').map((r) => r.channel)).toEqual(['telegram']);
    await sendDue();
    await sendDue();
    const got = telegram.chat(7400).filter((m) => m.includes(orderNumber));
    expect(got).toHaveLength(1);
    expect(got[0]).toContain('አዲስ ትዕዛዝ');
    expect(got[0]).toContain('/designer-dashboard#designer-orders');
    // The shopper linked nothing: their order-placed went nowhere but the order's own confirmation e-mail.
    expect((await outboxOf(cast.shopper.userId)).filter((r) => r.kind === 'order-placed')).toEqual([]);

    // A name with markup goes out escaped (the fake Bot API refuses unknown tags, as Telegram does).
    await notify(t.database.db, { kind: 'message-new', eventId: randomUUID(), recipients: [{ userId: cast.selam.userId, data: { orderNumber: 'TB-X', name: '<script>alert(1)</script> & <i>Co', side: 'designer' } }] });
    await sendDue();
    expect(telegram.chat(7400).at(-1)).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;i&gt;Co');
  });

  it('respects preferences: a kind switched off sends nothing; a channel chosen sends there', async () => {
    await link(cast.otherShopper, 7500);
    const put = await call(cast.otherShopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'shipped', channels: [] }, { kind: 'payment-failed', channels: ['telegram', 'email'] }] } });
    expect(put.statusCode, put.body).toBe(200);
    const kinds = put.json<{ kinds: { kind: string; channels: string[]; chosen: boolean }[] }>().kinds;
    expect(kinds.find((k) => k.kind === 'shipped')).toMatchObject({ channels: [], chosen: true });
    const user = cast.otherShopper.userId;
    await notify(t.database.db, { kind: 'shipped', eventId: 'line-pref-1', recipients: [{ userId: user, data: { orderNumber: 'TB-P1', carrier: 'EMS', tracking: 'EE1' } }] });
    await notify(t.database.db, { kind: 'payment-failed', eventId: 'order-pref-1', recipients: [{ userId: user, data: { orderNumber: 'TB-P2' } }] });
    const rows = await outboxOf(user);
    expect(rows.map((r) => `${r.kind}:${r.channel}`).sort()).toEqual(['payment-failed:email', 'payment-failed:telegram']);
    await sendDue();
    expect(telegram.chat(7500).filter((m) => m.includes('TB-P2'))).toHaveLength(1);
    expect(telegram.chat(7500).some((m) => m.includes('TB-P1'))).toBe(false);
  });

  it('refuses a preference for a kind that is not the caller’s, a locked kind, or an unknown one, and changes nothing', async () => {
    const before = (await call(cast.shopper, { method: 'GET', url: '/api/notifications/preferences' })).json();
    const tries: Array<[object, string]> = [
      [{ kinds: [{ kind: 'new-order', channels: ['email'] }] }, 'NOTIFICATION_KIND_UNKNOWN'],
      [{ kinds: [{ kind: 'shipped', channels: ['sms'] }, { kind: 'password-changed', channels: [] }] }, 'NOTIFICATION_KIND_LOCKED'],
      [{ kinds: [{ kind: 'made-up', channels: ['email'] }] }, 'VALIDATION_FAILED'],
      [{ kinds: [{ kind: 'shipped', channels: ['pigeon'] }] }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of tries) {
      const res = await call(cast.shopper, { method: 'PUT', url: '/api/notifications/preferences', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect((await call(cast.shopper, { method: 'GET', url: '/api/notifications/preferences' })).json()).toEqual(before);
  });

  it('holds everything during quiet hours (22:00–07:00 Addis Ababa) and sends it at seven', async () => {
    await link(cast.hirut, 7600);
    await notify(t.database.db, { kind: 'new-order', eventId: `quiet-${randomUUID()}`, recipients: [{ userId: cast.hirut.userId, data: { orderNumber: 'TB-QUIET', count: '1', name: 'Hirut' } }] });
    const evening = nextAddisEvening();
    moved = evening;
    const night = await sendDue();
    expect(night.postponed).toBeGreaterThanOrEqual(1);
    expect(telegram.chat(7600).some((m) => m.includes('TB-QUIET'))).toBe(false);
    const [row] = (await outboxOf(cast.hirut.userId)).filter((r) => r.data.orderNumber === 'TB-QUIET');
    expect(row?.dueAt.toISOString()).toBe(new Date(evening.getTime() + 8 * 3_600_000).toISOString());
    moved = new Date(evening.getTime() + 7 * 3_600_000);
    await sendDue();
    expect(telegram.chat(7600).some((m) => m.includes('TB-QUIET'))).toBe(false);
    moved = new Date(evening.getTime() + 8 * 3_600_000 + 1_000);
    await sendDue();
    expect(telegram.chat(7600).filter((m) => m.includes('TB-QUIET'))).toHaveLength(1);
  });

  it('sends at night when quiet hours are off (NOTIFICATIONS_QUIET_HOURS=false)', async () => {
    // Hirut's chat 7600 is linked by the test before; a second sender over the same database, as
    // the journeys' server runs it, at 23:00 Addis Ababa.
    await notify(t.database.db, { kind: 'new-order', eventId: `night-${randomUUID()}`, recipients: [{ userId: cast.hirut.userId, data: { orderNumber: 'TB-NIGHT', count: '1', name: 'Hirut' } }] });
    const evening = nextAddisEvening();
    const awake = createNotificationsService({
      db: t.database.db,
      mailer: t.app.mailer,
      telegram: createTelegramBot({ botToken: BOT_TOKEN, botUsername: 'TibebTestBot', webhookSecret: SECRET, apiUrl: telegram.url }),
      webhookSecret: SECRET,
      sms: null,
      publicUrl: 'http://127.0.0.1',
      secret: 'a-secret-for-phone-codes-in-this-test',
      log: t.app.log,
      clock: () => evening,
      quietHours: false,
    });
    expect(await awake.sendDue()).toMatchObject({ postponed: 0, sent: 1 });
    expect(telegram.chat(7600).filter((m) => m.includes('TB-NIGHT'))).toHaveLength(1);
  });

  it('a failing SMS gateway is retried with back-off, and the message arrives once', async () => {
    const shopper = cast.shopper;
    await verifiedPhone(shopper, '0911 00 00 01');
    await call(shopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'production-photo', channels: ['sms'] }] } });
    await notify(t.database.db, { kind: 'production-photo', eventId: 'photo-retry-1', recipients: [{ userId: shopper.userId, data: { orderNumber: 'TB-RETRY', name: 'Selam' } }] });
    sms.failNext(2);
    const start = now();
    const attemptsBefore = sms.attempts();
    moved = new Date(start);
    expect(await sendDue()).toMatchObject({ sent: 0, retrying: 1 });
    await sendDue(); // not due yet: nothing tried
    expect(sms.attempts() - attemptsBefore).toBe(1);
    moved = new Date(start + 61_000);
    expect(await sendDue()).toMatchObject({ retrying: 1 });
    moved = new Date(start + 61_000 + 5 * 60_000 + 1_000);
    expect(await sendDue()).toMatchObject({ sent: 1 });
    moved = new Date(start + 3_600_000);
    await sendDue();
    expect(sms.attempts() - attemptsBefore).toBe(3);
    expect(sms.to('+251911000001').filter((m) => m.includes('TB-RETRY'))).toHaveLength(1);
    const [row] = (await outboxOf(shopper.userId)).filter((r) => r.data.orderNumber === 'TB-RETRY');
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    // The same event again adds nothing: one key per event, recipient and channel.
    expect(await notify(t.database.db, { kind: 'production-photo', eventId: 'photo-retry-1', recipients: [{ userId: shopper.userId, data: { orderNumber: 'TB-RETRY' } }] })).toBe(0);
  });

  it('gives up after 24 hours and says why; a permanent refusal fails at once', async () => {
    await link(cast.otherAdmin, 7700);
    await call(cast.otherAdmin, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'payment-failed', channels: ['telegram'] }] } });
    await notify(t.database.db, { kind: 'payment-failed', eventId: 'blocked-1', recipients: [{ userId: cast.otherAdmin.userId, data: { orderNumber: 'TB-BLOCK' } }] });
    telegram.failNext(1, 403);
    expect(await sendDue()).toMatchObject({ failed: 1 });
    const [blocked] = (await outboxOf(cast.otherAdmin.userId)).filter((r) => r.data.orderNumber === 'TB-BLOCK');
    expect(blocked).toMatchObject({ status: 'failed', attempts: 1 });
    expect(blocked?.lastError).toContain('blocked');
    await notify(t.database.db, { kind: 'payment-failed', eventId: 'down-1', recipients: [{ userId: cast.otherAdmin.userId, data: { orderNumber: 'TB-DOWN' } }] });
    telegram.failNext(1, 500);
    moved = new Date(now() + 24 * 3_600_000);
    expect(await sendDue()).toMatchObject({ failed: 1 });
    const stats = await call(cast.admin, { method: 'GET', url: '/api/admin/notifications?days=7' });
    expect(stats.statusCode).toBe(200);
    const body = stats.json<NotificationStats>();
    const tg = body.channels.find((c) => c.channel === 'telegram');
    expect(tg?.failed).toBeGreaterThanOrEqual(2);
    expect(tg?.deliveryRate).toBe((tg?.sent ?? 0) / ((tg?.sent ?? 0) + (tg?.failed ?? 0)));
    expect(body.failures.some((f) => f.lastError?.includes('telegram 500'))).toBe(true);
    // Whom it was for, masked; a failed delivery has no next try.
    const gaveUp = body.failures.find((f) => f.lastError?.includes('blocked'));
    expect(gaveUp).toMatchObject({ status: 'failed', channel: 'telegram', kind: 'payment-failed', nextTryAt: null, attempts: 1 });
    expect(gaveUp?.recipient).toMatch(/^.{1,2}•••@/);
    expect(gaveUp?.recipient).not.toContain(cast.otherAdmin.email.split('@')[0]);
    expect((await call(cast.shopper, { method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(403);
    expect((await call(cast.selam, { method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(403);
  });

  it('two senders at once send each notification once', async () => {
    await link(cast.otherShopper, 7800);
    await call(cast.otherShopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'production-photo', channels: ['telegram'] }] } });
    for (let i = 0; i < 30; i += 1) {
      await notify(t.database.db, { kind: 'production-photo', eventId: `race-${i}`, recipients: [{ userId: cast.otherShopper.userId, data: { orderNumber: `TB-RACE-${i}`, name: 'Selam' } }] });
    }
    const [a, b] = await Promise.all([sendDue(), sendDue()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(30);
    const got = telegram.chat(7800).filter((m) => m.includes('TB-RACE-'));
    expect(got).toHaveLength(30);
    expect(new Set(got).size).toBe(30);
  });
});

describe('phone numbers', () => {
  it('refuses numbers that are not Ethiopian mobiles, with stable codes, writing nothing', async () => {
    for (const [phone, code] of [
      ['12', 'PHONE_INVALID'],
      ['0911<script>', 'PHONE_INVALID'],
      ['+251 11 123 4567', 'PHONE_NOT_ETHIOPIAN_MOBILE'],
      ['+44 7911 123456', 'PHONE_NOT_ETHIOPIAN_MOBILE'],
    ] as const) {
      const res = await call(cast.hirut, { method: 'PUT', url: '/api/notifications/phone', payload: { phone } });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect(await t.database.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, cast.hirut.userId))).toEqual([]);
  });

  it('confirms a number with its 6-digit code: 5 tries, 10 minutes, stored in E.164', async () => {
    const who = cast.selam;
    await t.database.db.update(profiles).set({ preferredLanguage: 'am-ET' }).where(eq(profiles.userId, who.userId));
    const added = await call(who, { method: 'PUT', url: '/api/notifications/phone', payload: { phone: '+251 7 0012 3456' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ phone: '+251 •••• 3456' });
    const text = sms.to('+251700123456').at(-1) ?? '';
    expect(text).toMatch(/የቲበብ ኮድ፦ \d{6}/); // Selam reads Amharic
    const code = /\d{6}/.exec(text)?.[0] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code: wrong } });
      expect(res.json<{ error: { code: string } }>().error.code).toBe('PHONE_CODE_WRONG');
    }
    expect((await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code: wrong } })).statusCode).toBe(429);
    // The right code no longer helps once the tries are used.
    expect((await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code } })).json<{ error: { code: string } }>().error.code).toBe('PHONE_CODE_TRIES_USED');
    await call(who, { method: 'PUT', url: '/api/notifications/phone', payload: { phone: '0700123456' } });
    const second = /\d{6}/.exec(sms.to('+251700123456').at(-1) ?? '')?.[0] ?? '';
    moved = new Date(now() + 10 * 60_000 + 1_000);
    expect((await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code: second } })).json<{ error: { code: string } }>().error.code).toBe('PHONE_CODE_EXPIRED');
    moved = null;
    await call(who, { method: 'PUT', url: '/api/notifications/phone', payload: { phone: '0700123456' } });
    const third = /\d{6}/.exec(sms.to('+251700123456').at(-1) ?? '')?.[0] ?? '';
    const ok = await call(who, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code: third } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ sms: { available: true, phone: '+251 •••• 3456', verified: true } });
    const [row] = await t.database.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, who.userId));
    expect(row?.e164).toBe('+251700123456');
    expect(row?.codeHash).toBeNull();
    // Another person's code cannot confirm this one's number: a code is bound to its account.
    expect((await call(cast.hirut, { method: 'POST', url: '/api/notifications/phone/verify', payload: { code: third } })).statusCode).toBe(409);
  });

  it('a gateway that is down refuses the code and writes nothing', async () => {
    sms.failNext(1);
    const res = await call(cast.hirut, { method: 'PUT', url: '/api/notifications/phone', payload: { phone: '0911000099' } });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('SMS_SEND_FAILED');
    expect(await t.database.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, cast.hirut.userId))).toEqual([]);
  });
});

describe('access', () => {
  it('each person reads and changes only their own settings; guests are refused', async () => {
    for (const route of ['GET /api/notifications/preferences', 'POST /api/notifications/telegram/connect', 'PUT /api/notifications/phone']) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      expect((await call(null, { method, url, payload: {} })).statusCode).toBe(401);
    }
    await call(cast.hirut, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'delivered', channels: ['email', 'telegram'] }] } });
    const mine = (await call(cast.hirut, { method: 'GET', url: '/api/notifications/preferences' })).json<{ kinds: { kind: string; channels: string[] }[] }>();
    const theirs = (await call(cast.selam, { method: 'GET', url: '/api/notifications/preferences' })).json<{ kinds: { kind: string; channels: string[] }[] }>();
    expect(mine.kinds.find((k) => k.kind === 'delivered')?.channels).toEqual(['email', 'telegram']);
    expect(theirs.kinds.find((k) => k.kind === 'delivered')?.channels).toEqual(['email']);
    // Shoppers see shopper kinds; designers see theirs too.
    const shopperKinds = (await call(cast.otherShopper, { method: 'GET', url: '/api/notifications/preferences' })).json<{ kinds: { kind: string }[] }>().kinds.map((k) => k.kind);
    expect(shopperKinds).not.toContain('new-order');
    expect(mine.kinds.map((k) => k.kind)).toContain('new-order');
  });
});
