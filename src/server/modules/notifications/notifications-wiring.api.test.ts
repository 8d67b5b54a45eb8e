import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import { createTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram-fake';
import { contactMessages, notificationOutbox, products, profiles, users } from '../../db/schema';
import { signInCast, stockedProductOf, type Cast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, mailsTo, multipartBody, samplePhoto, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * The events the features write to the outbox (issue 42), each from where it happens: once, for
 * the right person, with the right kind; the feature's own e-mail following the person's e-mail
 * choice; a shipping undone withdrawing its "shipped".
 */
const BOT_TOKEN = '654321:TEST-token-for-the-wiring-suite';
const SECRET = 'webhook-secret-for-wiring-0123';

let t: TestApp;
let cast: Cast;
let telegram: TelegramFake;
let closeFake: () => Promise<void> = async () => undefined;
let product: { id: string; size: string };

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
async function link(who: Session, chatId: number) {
  const res = await call(who, { method: 'POST', url: '/api/notifications/telegram/connect' });
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(res.json<{ url: string }>().url).searchParams.get('start') ?? '';
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: { update_id: Math.floor(Math.random() * 1e9), message: { message_id: 1, text: `/start ${token}`, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, language_code: 'en' } } },
  });
  expect(hook.statusCode, hook.body).toBe(200);
}
const rowsOf = (userId: string, kind: string) =>
  t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.kind, kind)));
const move = async (line: string, status: string) => {
  const res = await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
};
const ship = (line: string) => call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/ship`, payload: { carrier: 'Addis courier', trackingNumber: '12 3456 7890' } });

/** A pay-on-delivery order of the signed-in shopper for one of Selam's ready garments, moved to `upTo`. */
async function orderLine(upTo: 'pending' | 'in_production' | 'shipped' = 'pending', email?: string): Promise<{ order: PlaceOrderResult['order']; line: string }> {
  const res = await call(cast.shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.size }], { contact: { email: email ?? cast.shopper.email, phone: '+251 91 123 4567' } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<PlaceOrderResult>().order;
  const line = order.lines[0]!.id;
  if (upTo !== 'pending') for (const status of ['confirmed', 'in_production']) await move(line, status);
  if (upTo === 'shipped') expect((await ship(line)).statusCode).toBe(200);
  return { order, line };
}

beforeAll(async () => {
  telegram = createTelegramFake({ botToken: BOT_TOKEN });
  const tg = await telegram.start();
  closeFake = tg.close;
  // Quiet hours off: these tests send at once at whatever hour they run (notifications.api.test.ts tests the hours).
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'TibebWiringBot', TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_URL: tg.url, NOTIFICATIONS_QUIET_HOURS: 'false' });
  cast = await signInCast(t);
  const stocked = await stockedProductOf(t, cast.selam.userId);
  await t.database.db.update(products).set({ fulfilment: 'ready', productionDays: null }).where(eq(products.id, stocked.id));
  product = { id: stocked.id, size: stocked.sizes[0]! };
  // Both sides can be reached by Telegram; the shopper reads Amharic.
  await link(cast.shopper, 8100);
  await link(cast.selam, 8200);
  await t.database.db.update(profiles).set({ preferredLanguage: 'am-ET' }).where(eq(profiles.userId, cast.shopper.userId));
  for (const kind of ['shipped', 'delivered', 'production-photo', 'shipped-undone']) {
    // The shopper chose Telegram for these (a correction follows "shipped"'s choice, so it is not chosen itself).
    if (kind === 'shipped-undone') continue;
    const put = await call(cast.shopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind, channels: ['email', 'telegram'] }] } });
    expect(put.statusCode, put.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await closeFake();
});

describe('a shipping undone within 10 minutes', () => {
  it('cancels a "shipped" not sent yet, and corrects one already sent, on the same channel, in the shopper’s language', async () => {
    const { order, line } = await orderLine('shipped');
    expect((await rowsOf(cast.shopper.userId, 'shipped')).filter((r) => r.data.orderNumber === order.orderNumber).map((r) => [r.channel, r.status])).toEqual([['telegram', 'pending']]);

    // Undone before the sender ran: the row goes, nothing is corrected.
    expect((await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/undo` })).statusCode).toBe(200);
    expect((await rowsOf(cast.shopper.userId, 'shipped')).filter((r) => r.data.orderNumber === order.orderNumber)).toEqual([]);
    expect((await rowsOf(cast.shopper.userId, 'shipped-undone')).filter((r) => r.data.orderNumber === order.orderNumber)).toEqual([]);

    // Shipped again (a new event), sent, then undone: a correction is queued and sent once.
    expect((await ship(line)).statusCode).toBe(200);
    await t.services.notifications.sendDue();
    const sent = (await rowsOf(cast.shopper.userId, 'shipped')).filter((r) => r.data.orderNumber === order.orderNumber);
    expect(sent.map((r) => r.status)).toEqual(['sent']);
    expect(telegram.chat(8100).filter((m) => m.includes(order.orderNumber) && m.includes('ተልኳል'))).toHaveLength(1);
    expect((await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/undo` })).statusCode).toBe(200);
    const corrections = (await rowsOf(cast.shopper.userId, 'shipped-undone')).filter((r) => r.data.orderNumber === order.orderNumber);
    expect(corrections.map((r) => [r.channel, r.status])).toEqual([['telegram', 'pending']]);
    await t.services.notifications.sendDue();
    expect(telegram.chat(8100).filter((m) => m.includes(order.orderNumber) && m.includes('ገና አልተላከም'))).toHaveLength(1);
    // The sent "shipped" stays as the record of what was said.
    expect((await rowsOf(cast.shopper.userId, 'shipped')).filter((r) => r.data.orderNumber === order.orderNumber).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('events wired where they happen', () => {
  it('a pay-on-delivery line delivered by recording its cash tells the shopper once', async () => {
    const { order, line } = await orderLine('shipped');
    const cash = { outcome: 'collected', collectedBy: 'designer' };
    const first = await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/cash`, payload: cash });
    expect(first.statusCode, first.body).toBe(201);
    // A replay of the same record (a double click) changes nothing and adds nothing.
    const again = await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/cash`, payload: cash });
    expect(again.statusCode, again.body).toBe(200);
    const rows = (await rowsOf(cast.shopper.userId, 'delivered')).filter((r) => r.data.orderNumber === order.orderNumber);
    expect(rows.map((r) => r.channel)).toEqual(['telegram']);
    expect((await rowsOf(cast.selam.userId, 'delivered')).filter((r) => r.data.orderNumber === order.orderNumber)).toEqual([]);
  });

  it('a production update’s photos tell the shopper once per update, in the photo’s transaction', async () => {
    const { order, line } = await orderLine('in_production');
    const update = await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/production-updates`, payload: { step: 'in_production', note: 'Cutting the cloth today.' } });
    expect(update.statusCode, update.body).toBe(201);
    const updateId = update.json<{ update: { id: string } }>().update.id;
    expect((await rowsOf(cast.shopper.userId, 'production-photo')).filter((r) => r.data.orderNumber === order.orderNumber)).toEqual([]);
    const jpeg = await samplePhoto(800, 1000);
    for (let i = 0; i < 2; i += 1) {
      const photo = await call(cast.selam, { method: 'POST', url: `/api/production-updates/${updateId}/photos`, ...multipartBody({ data: jpeg, name: 'kemis.jpg', type: 'image/jpeg' }) });
      expect(photo.statusCode, photo.body).toBe(201);
    }
    const rows = (await rowsOf(cast.shopper.userId, 'production-photo')).filter((r) => r.data.orderNumber === order.orderNumber);
    // Telegram as chosen, and e-mail: no feature mails this kind, so the outbox does.
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'telegram']);
    expect(rows[0]?.data.name).toBeTruthy();
  });

  it('a designer application decided tells the applicant, with the outcome as a code read in their language', async () => {
    const applicant = cast.otherShopper;
    await link(applicant, 8300);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.userId));
    const application = { displayName: `Atelier ${randomUUID().slice(0, 6)}`, country: 'ET', city: 'Bahir Dar', cityAm: 'ባሕር ዳር', bio: 'Hand-woven kemis and netela from the shores of Lake Tana.', categories: ['habesha-kemis'], links: ['https://example.com/atelier'], phone: '+251 91 555 0101', acceptTerms: true };
    const chose = await call(applicant, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'application-decided', channels: ['email', 'telegram'] }] } });
    expect(chose.statusCode, chose.body).toBe(200);
    const sent = await call(applicant, { method: 'POST', url: '/api/studio/application', payload: application });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ application: { id: string } }>().application.id;
    const rejected = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${id}/reject`, payload: { reason: 'Please add photos of finished garments.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rows = await rowsOf(applicant.userId, 'application-decided');
    // The studio feature mails its own (with the reason); the outbox adds Telegram, which is in the
    // default only for urgent designer kinds: so the applicant chose it first in this test's setup.
    expect(rows.map((r) => [r.channel, r.data.status])).toEqual([['telegram', 'rejected']]);
    expect(mailsTo(t.dataDir, applicant.email).some((m) => m.text.includes('Please add photos'))).toBe(true);
  });

  it('a contact message answered tells its signed-in sender by Telegram; the answer itself is always mailed', async () => {
    const sent = await call(cast.shopper, { method: 'POST', url: '/api/contact', payload: { name: 'Tsion', email: cast.shopper.email, subject: 'Sizing', message: 'Do you make the Axum kemis in a longer length?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: string }>().id;
    const [admin] = await t.database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, cast.admin.userId));
    // Switching the answer's e-mail off is not possible: it is kept.
    const put = await call(cast.shopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'contact-answered', channels: ['telegram'] }] } });
    expect(put.json<{ kinds: Array<{ kind: string; channels: string[]; emailLocked: boolean }> }>().kinds.find((k) => k.kind === 'contact-answered')).toMatchObject({ channels: ['email', 'telegram'], emailLocked: true });
    const before = mailsTo(t.dataDir, cast.shopper.email).length;
    await t.services.contact.reply({ id: admin!.id, email: admin!.email }, id, 'Yes: tell us your height in the order notes.');
    expect(mailsTo(t.dataDir, cast.shopper.email).length).toBe(before + 1);
    const rows = (await rowsOf(cast.shopper.userId, 'contact-answered')).filter((r) => r.key.includes(id));
    expect(rows.map((r) => r.channel)).toEqual(['telegram']);
    expect((await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.status).toBe('handled');
  });
});

describe('the e-mail switch of a kind its feature mails', () => {
  it('a shopper who turns off e-mail for "shipped" gets no shipped mail, and the Telegram message still goes', async () => {
    const email = `wire-${randomUUID().slice(0, 8)}@example.com`;
    const { order: first, line: firstLine } = await orderLine('in_production', email);
    expect((await ship(firstLine)).statusCode).toBe(200);
    await waitForMails(email, (mails) => mails.some((m) => m.subject.includes(first.orderNumber) && SHIPPED_MAIL.test(m.text)));

    const put = await call(cast.shopper, { method: 'PUT', url: '/api/notifications/preferences', payload: { kinds: [{ kind: 'shipped', channels: ['telegram'] }] } });
    expect(put.json<{ kinds: Array<{ kind: string; channels: string[]; emailLocked: boolean }> }>().kinds.find((k) => k.kind === 'shipped')).toMatchObject({ channels: ['telegram'], emailLocked: false });
    const { order, line } = await orderLine('in_production', email);
    expect((await ship(line)).statusCode).toBe(200);
    // The line is then delivered (its cash recorded), whose mail is still wanted: the shipped mail's
    // choice was made before that move began, so once the delivered mail is here, a shipped one would be too.
    const delivered = await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/cash`, payload: { outcome: 'collected', collectedBy: 'designer' } });
    expect(delivered.statusCode, delivered.body).toBe(201);
    await waitForMails(email, (mails) => mails.some((m) => m.subject.includes(order.orderNumber) && DELIVERED_MAIL.test(m.text)));
    const mails = mailsTo(t.dataDir, email).filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.some((m) => SHIPPED_MAIL.test(m.text))).toBe(false);
    expect((await rowsOf(cast.shopper.userId, 'shipped')).filter((r) => r.data.orderNumber === order.orderNumber).map((r) => r.channel)).toEqual(['telegram']);
  });
});

/** The words of the orders feature's shipped mail (emails.ts), in either language. */
const SHIPPED_MAIL = /is on its way to you|በመላክ ላይ ነው/;
const DELIVERED_MAIL = /has been delivered|ደርሷል/;

async function waitForMails(email: string, done: (mails: ReturnType<typeof mailsTo>) => boolean): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (done(mailsTo(t.dataDir, email))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mails to ${email} did not arrive: ${JSON.stringify(mailsTo(t.dataDir, email).map((m) => m.subject))}`);
}
