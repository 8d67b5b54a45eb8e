import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, messagePhotos, profiles, threadMessages } from '../../db/schema';
import { signInCast, stockedProductOf, type Cast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, mailsTo, multipartBody, samplePhoto, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Issue 38, "A conversation per order": who reads and writes which thread (two shoppers, two
 * designers, a guest with and without the order's token, an admin), what a message may hold, the
 * five-minute edit window and the reminder mails on a clock the test moves, reports, the admin's
 * audited hide, and the change request that keeps a line from shipping until it is answered.
 */
let t: TestApp;
let cast: Cast;
let current = new Date();
const clock = () => new Date(current.getTime());
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
const MIN = 60_000;

let selamProduct = '';
let hirutProduct = '';
/** The shopper's order with one garment of each designer. */
let order = { id: '', selamLine: '', hirutLine: '' };
let selamThread = '';
let hirutThread = '';
/** A guest's order with Selam. */
let guest = { order: '', token: '', thread: '', email: '' };

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const post = (who: Session | null, thread: string, payload: object, token?: string) =>
  call(who, { method: 'POST', url: `/api/message-threads/${thread}/messages`, payload, ...(token ? { headers: { 'x-order-token': token } } : {}) });
const threadOf = (who: Session | null, thread: string, token?: string) =>
  call(who, { method: 'GET', url: `/api/message-threads/${thread}`, ...(token ? { headers: { 'x-order-token': token } } : {}) });
type Thread = { id: string; unread: number; viewerRole: string; lines: { id: string; changeRequestAllowed: boolean; changeRequestOpen: boolean; measurements: Record<string, number> | null }[]; messages: Msg[] };
type Msg = { id: string; body: string; authorRole: string; authorName: string | null; mine: boolean; hidden: boolean; hiddenReason: string | null; photos: { id: string; url: string }[]; editedAt: string | null; editableUntil: string | null; kind: string; answered: boolean | null };

async function placeOrder(who: Session | null, productIds: string[], email = 'guest@example.com') {
  const res = await call(who, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload(
      productIds.map((productId) => ({
        productId,
        quantity: 1,
        aiMeasurements: { source: 'manual', category: 'women', measurements: { chest_cm: 92, waist_cm: 74, hips_cm: 100, height_cm: 165 }, sizeRecommendation: { size: 'M', confidence: 0.86, alternates: [], notes: [] }, confidence: 0.86 },
      })),
      { includeMeasurements: true, measurementConsent: true, contact: { email, phone: '+251 91 123 4567' } },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ order: { id: string; lines: { id: string; designerId?: string; productId: string }[] }; accessToken: string | null }>();
  return body;
}

async function threadsOf(who: Session | null, orderId: string, token?: string) {
  return call(who, { method: 'GET', url: `/api/orders/${orderId}/message-threads`, ...(token ? { headers: { 'x-order-token': token } } : {}) });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  cast = await signInCast(t);
  selamProduct = (await stockedProductOf(t, cast.selam.userId)).id;
  hirutProduct = (await stockedProductOf(t, cast.hirut.userId)).id;
  const placed = await placeOrder(cast.shopper, [selamProduct, hirutProduct]);
  const lines = placed.order.lines as Array<{ id: string; productId: string }>;
  order = { id: placed.order.id, selamLine: lines.find((l) => l.productId === selamProduct)!.id, hirutLine: lines.find((l) => l.productId === hirutProduct)!.id };
  const threads = (await threadsOf(cast.shopper, order.id)).json<{ threads: { id: string; designerName: string }[] }>().threads;
  expect(threads).toHaveLength(2);
  const [selamRow] = await t.database.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, cast.selam.userId));
  selamThread = threads.find((x) => x.designerName === selamRow!.name)!.id;
  hirutThread = threads.find((x) => x.id !== selamThread)!.id;
  guest.email = `guest-${randomUUID().slice(0, 8)}@example.com`;
  const g = await placeOrder(null, [selamProduct], guest.email);
  guest = { ...guest, order: g.order.id, token: g.accessToken ?? '' };
  guest.thread = (await threadsOf(null, guest.order, guest.token)).json<{ threads: { id: string }[] }>().threads[0]!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('who reads which conversation', () => {
  it('one thread per order and designer: the shopper and an admin see both, each designer only her own', async () => {
    expect((await threadsOf(cast.admin, order.id)).json<{ threads: unknown[] }>().threads).toHaveLength(2);
    const selams = (await threadsOf(cast.selam, order.id)).json<{ threads: { id: string }[] }>().threads;
    expect(selams.map((x) => x.id)).toEqual([selamThread]);
    const hiruts = (await threadsOf(cast.hirut, order.id)).json<{ threads: { id: string }[] }>().threads;
    expect(hiruts.map((x) => x.id)).toEqual([hirutThread]);
    // Opening again makes no second thread.
    expect((await threadsOf(cast.shopper, order.id)).json<{ threads: unknown[] }>().threads).toHaveLength(2);
  });

  it("refuses another shopper, a guest without the token, a wrong token, and designer B on designer A's thread of the same order", async () => {
    for (const res of [
      await threadsOf(cast.otherShopper, order.id),
      await threadsOf(null, order.id),
      await threadsOf(null, guest.order, 'not-the-token'),
      await threadsOf(null, order.id, guest.token),
      await threadsOf(cast.hirut, guest.order),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('ORDER_NOT_FOUND');
    }
    for (const [who, thread, token] of [
      [cast.hirut, selamThread, undefined],
      [cast.selam, hirutThread, undefined],
      [cast.otherShopper, selamThread, undefined],
      [null, selamThread, undefined],
      [null, selamThread, guest.token],
      [null, guest.thread, undefined],
      [cast.shopper, guest.thread, undefined],
    ] as const) {
      const read = await threadOf(who, thread, token);
      expect(read.statusCode, read.body).toBe(404);
      expect(read.json<{ error: { code: string } }>().error.code).toBe('THREAD_NOT_FOUND');
      const write = await post(who, thread, { body: 'Let me in' }, token);
      expect(write.statusCode).toBe(404);
    }
    for (const bad of ['not-a-uuid', randomUUID()]) expect((await threadOf(cast.shopper, bad)).statusCode).toBe(404);
    const count = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(threadMessages).where(eq(threadMessages.body, 'Let me in'));
    expect(count[0]!.n).toBe(0);
  });

  it('a guest with the token talks with the designer, who sees the garments and measurements beside it', async () => {
    const sent = await post(null, guest.thread, { body: 'Is the hem hand-finished?' }, guest.token);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: Msg }>().message).toMatchObject({ authorRole: 'shopper', mine: true, authorName: null });
    const seen = (await threadOf(cast.selam, guest.thread)).json<{ thread: Thread }>().thread;
    expect(seen.viewerRole).toBe('designer');
    expect(seen.unread).toBe(1);
    expect(seen.messages.at(-1)).toMatchObject({ body: 'Is the hem hand-finished?', mine: false });
    expect(seen.lines[0]!.measurements).toMatchObject({ hips_cm: 100 });
    const studio = (await call(cast.selam, { method: 'GET', url: '/api/studio/message-threads' })).json<{ threads: { id: string; unread: number; lines: unknown[] }[] }>().threads;
    expect(studio[0]).toMatchObject({ id: guest.thread, unread: 1 });
    expect(studio[0]!.lines).toHaveLength(1);
    expect((await call(cast.hirut, { method: 'GET', url: '/api/studio/message-threads' })).json<{ threads: { id: string }[] }>().threads.map((x) => x.id)).not.toContain(guest.thread);
  });
});

describe('what a message may hold', () => {
  it('keeps hostile text as typed, to be shown as text; refuses 10,000 characters, empty messages and four photos', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)> "; drop table orders; -- call me on +251 91 123 4567';
    const sent = await post(cast.shopper, selamThread, { body: `  ${hostile}\r\n` });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: Msg }>().message.body).toBe(hostile);
    const long = await post(cast.shopper, selamThread, { body: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { code: string; fields: Record<string, string[]> } }>().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: ['MESSAGE_TOO_LONG'] } });
    expect((await post(cast.shopper, selamThread, { body: 'y'.repeat(2000) })).statusCode).toBe(201);
    const empty = await post(cast.shopper, selamThread, { body: ' \n\t ' });
    expect(empty.json<{ error: { code: string } }>().error.code).toBe('MESSAGE_EMPTY');
    const four = await post(cast.shopper, selamThread, { body: 'Four', photoIds: [randomUUID(), randomUUID(), randomUUID(), randomUUID()] });
    expect(four.statusCode).toBe(400);
    expect(four.json<{ error: { fields: Record<string, string[]> } }>().error.fields).toEqual({ photoIds: ['MESSAGE_TOO_MANY_PHOTOS'] });
    for (const payload of [{ body: 12 }, { body: 'ok', photoIds: 'x' }, { body: 'a\u0000b' }]) expect((await post(cast.shopper, selamThread, payload)).statusCode).toBe(400);
    const malformed = await call(cast.shopper, { method: 'POST', url: `/api/message-threads/${selamThread}/messages`, headers: { 'content-type': 'application/json' }, payload: '{"body": ' });
    expect(malformed.statusCode).toBe(400);
  });

  it('takes photos through the upload pipeline (cleaned, without metadata), refuses a renamed executable, and lets nobody else send them', async () => {
    const { default: sharp } = await import('sharp');
    const withGps = await sharp(await samplePhoto(800, 600)).withExif({ IFD0: { Make: 'Tibeb Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 1/1 0/1' } }).jpeg().toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const up = await call(cast.shopper, { method: 'POST', url: `/api/message-threads/${selamThread}/photos`, ...multipartBody({ data: withGps, name: 'hem.jpg', type: 'image/jpeg' }) });
    expect(up.statusCode, up.body).toBe(201);
    const photo = up.json<{ photo: { id: string; url: string } }>().photo;
    const [row] = await t.database.db.select().from(messagePhotos).where(eq(messagePhotos.id, photo.id));
    const stored = readFileSync(path.join(t.dataDir, 'storage', row!.storagePath));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2048, 7)]);
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messagePhotos))[0]!.n;
    const bad = await call(cast.shopper, { method: 'POST', url: `/api/message-threads/${selamThread}/photos`, ...multipartBody({ data: exe, name: 'photo.jpg', type: 'image/jpeg' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('IMAGE_UNREADABLE');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messagePhotos))[0]!.n).toBe(before);
    // Another shopper cannot upload into the thread, nor the other designer.
    for (const who of [cast.otherShopper, cast.hirut]) {
      const res = await call(who, { method: 'POST', url: `/api/message-threads/${selamThread}/photos`, ...multipartBody({ data: withGps, name: 'x.jpg', type: 'image/jpeg' }) });
      expect(res.statusCode).toBe(404);
    }
    // The designer cannot send the shopper's uploaded photo as hers.
    const stolen = await post(cast.selam, selamThread, { body: 'Mine now', photoIds: [photo.id] });
    expect(stolen.json<{ error: { code: string } }>().error.code).toBe('MESSAGE_PHOTO_NOT_FOUND');
    const sent = await post(cast.shopper, selamThread, { body: '', photoIds: [photo.id] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: Msg }>().message.photos.map((p) => p.id)).toEqual([photo.id]);
    // Once sent, it cannot be sent again.
    expect((await post(cast.shopper, selamThread, { body: 'Again', photoIds: [photo.id] })).json<{ error: { code: string } }>().error.code).toBe('MESSAGE_PHOTO_NOT_FOUND');
  });
});

describe('unread counts', () => {
  it('count for the other side, clear when read, and reach the header per order', async () => {
    await call(cast.selam, { method: 'POST', url: `/api/message-threads/${selamThread}/read` });
    await call(cast.shopper, { method: 'POST', url: `/api/message-threads/${selamThread}/read` });
    expect((await post(cast.shopper, selamThread, { body: 'One' })).statusCode).toBe(201);
    expect((await post(cast.shopper, selamThread, { body: 'Two' })).statusCode).toBe(201);
    const selamUnread = (await call(cast.selam, { method: 'GET', url: '/api/messages/unread' })).json<{ total: number; orders: { orderId: string; unread: number }[] }>();
    expect(selamUnread.orders.find((o) => o.orderId === order.id)?.unread).toBe(2);
    expect((await call(cast.hirut, { method: 'GET', url: '/api/messages/unread' })).json<{ orders: { orderId: string }[] }>().orders.map((o) => o.orderId)).not.toContain(order.id);
    const read = await call(cast.selam, { method: 'POST', url: `/api/message-threads/${selamThread}/read` });
    expect(read.statusCode).toBe(204);
    expect((await call(cast.selam, { method: 'GET', url: '/api/messages/unread' })).json<{ orders: { orderId: string }[] }>().orders.map((o) => o.orderId)).not.toContain(order.id);
    expect((await post(cast.selam, selamThread, { body: 'Yes, I will check.' })).statusCode).toBe(201);
    const shopperUnread = (await call(cast.shopper, { method: 'GET', url: '/api/messages/unread' })).json<{ total: number; orders: { orderId: string; unread: number }[] }>();
    expect(shopperUnread).toEqual({ total: 1, orders: [{ orderId: order.id, unread: 1 }] });
    expect((await call(null, { method: 'GET', url: '/api/messages/unread' })).statusCode).toBe(401);
  });

  it('an admin posts as Tibeb support, marked, counted unread for both sides', async () => {
    const sent = await post(cast.admin, hirutThread, { body: 'Tibeb support here: how can we help?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: Msg }>().message).toMatchObject({ authorRole: 'support', authorName: null });
    const asShopper = (await threadOf(cast.shopper, hirutThread)).json<{ thread: Thread }>().thread;
    expect(asShopper.messages.at(-1)).toMatchObject({ authorRole: 'support', mine: false });
    expect(asShopper.unread).toBeGreaterThan(0);
    expect((await threadOf(cast.hirut, hirutThread)).json<{ thread: Thread }>().thread.unread).toBeGreaterThan(0);
  });
});

describe('editing, reporting, hiding', () => {
  it('the author edits within 5 minutes, never after; nobody else edits; there is no delete', async () => {
    const sent = (await post(cast.shopper, selamThread, { body: 'My hips are 112' })).json<{ message: Msg }>().message;
    expect(sent.editableUntil).not.toBeNull();
    const other = await call(cast.selam, { method: 'PATCH', url: `/api/order-messages/${sent.id}`, payload: { body: 'Forged' } });
    expect(other.json<{ error: { code: string } }>().error.code).toBe('MESSAGE_NOT_YOURS');
    expect((await call(cast.otherShopper, { method: 'PATCH', url: `/api/order-messages/${sent.id}`, payload: { body: 'Forged' } })).statusCode).toBe(404);
    advance(4 * MIN);
    const edited = await call(cast.shopper, { method: 'PATCH', url: `/api/order-messages/${sent.id}`, payload: { body: 'My hips are 121' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ message: Msg }>().message).toMatchObject({ body: 'My hips are 121' });
    expect(edited.json<{ message: Msg }>().message.editedAt).not.toBeNull();
    advance(2 * MIN);
    const late = await call(cast.shopper, { method: 'PATCH', url: `/api/order-messages/${sent.id}`, payload: { body: 'Too late' } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { code: string } }>().error.code).toBe('MESSAGE_EDIT_WINDOW_CLOSED');
    expect((await call(cast.shopper, { method: 'DELETE', url: `/api/order-messages/${sent.id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(threadMessages).where(eq(threadMessages.id, sent.id));
    expect(row!.body).toBe('My hips are 121');
  });

  it('a party reports a message (not their own); an admin hides it with a reason, audited; the parties see it hidden', async () => {
    const sent = (await post(cast.selam, selamThread, { body: 'Pay me on telebirr directly, cheaper!' })).json<{ message: Msg }>().message;
    expect((await call(cast.selam, { method: 'POST', url: `/api/order-messages/${sent.id}/report`, payload: { reason: 'x' } })).json<{ error: { code: string } }>().error.code).toBe('MESSAGE_REPORT_OWN');
    expect((await call(cast.hirut, { method: 'POST', url: `/api/order-messages/${sent.id}/report`, payload: { reason: 'x' } })).statusCode).toBe(404);
    const reported = await call(cast.shopper, { method: 'POST', url: `/api/order-messages/${sent.id}/report`, payload: { reason: 'Asks to pay outside Tibeb' } });
    expect(reported.statusCode, reported.body).toBe(200);
    // Twice is once.
    expect((await call(cast.shopper, { method: 'POST', url: `/api/order-messages/${sent.id}/report`, payload: { reason: 'Again' } })).statusCode).toBe(200);
    const reports = (await call(cast.admin, { method: 'GET', url: '/api/admin/message-reports' })).json<{ reports: { messageId: string; reasons: string[] }[] }>().reports;
    expect(reports.find((r) => r.messageId === sent.id)?.reasons).toEqual(['Asks to pay outside Tibeb']);
    expect((await call(cast.shopper, { method: 'GET', url: '/api/admin/message-reports' })).statusCode).toBe(403);

    expect((await call(cast.selam, { method: 'POST', url: `/api/admin/order-messages/${sent.id}/hidden`, payload: { hidden: true, reason: 'x' } })).statusCode).toBe(403);
    const noReason = await call(cast.admin, { method: 'POST', url: `/api/admin/order-messages/${sent.id}/hidden`, payload: { hidden: true } });
    expect(noReason.json<{ error: { code: string } }>().error.code).toBe('HIDE_REASON_REQUIRED');
    const hidden = await call(cast.admin, { method: 'POST', url: `/api/admin/order-messages/${sent.id}/hidden`, payload: { hidden: true, reason: 'Payment outside Tibeb' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const asShopper = (await threadOf(cast.shopper, selamThread)).json<{ thread: Thread }>().thread.messages.find((m) => m.id === sent.id)!;
    expect(asShopper).toMatchObject({ hidden: true, body: '', hiddenReason: null });
    const asAdmin = (await threadOf(cast.admin, selamThread)).json<{ thread: Thread }>().thread.messages.find((m) => m.id === sent.id)!;
    expect(asAdmin).toMatchObject({ hidden: true, body: 'Pay me on telebirr directly, cheaper!', hiddenReason: 'Payment outside Tibeb' });
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, sent.id));
    expect(audit.map((a) => a.kind)).toEqual(['order_messages.hidden']);
    // Its author cannot edit a hidden message back.
    expect((await call(cast.selam, { method: 'PATCH', url: `/api/order-messages/${sent.id}`, payload: { body: 'Nothing' } })).json<{ error: { code: string } }>().error.code).toBe('MESSAGE_HIDDEN');
    expect((await call(cast.admin, { method: 'POST', url: `/api/admin/order-messages/${randomUUID()}/hidden`, payload: { hidden: true, reason: 'x' } })).statusCode).toBe(404);
  });
});

describe('the change request', () => {
  it('once per line before it ships; the line cannot ship while it waits for the designer', async () => {
    const move = (who: Session, line: string, status: string) => call(who, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status } });
    const asked = await post(cast.shopper, selamThread, { body: 'Please leave 3 cm more at the waist.', changeRequestLineId: order.selamLine });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<{ message: Msg }>().message).toMatchObject({ kind: 'change_request', answered: false });
    const again = await post(cast.shopper, selamThread, { body: 'And the sleeves', changeRequestLineId: order.selamLine });
    expect(again.json<{ error: { code: string } }>().error.code).toBe('CHANGE_REQUEST_ALREADY_SENT');
    expect((await post(cast.selam, selamThread, { body: 'x', changeRequestLineId: order.selamLine })).json<{ error: { code: string } }>().error.code).toBe('CHANGE_REQUEST_SHOPPER_ONLY');
    // Hirut's line is not in Selam's thread.
    expect((await post(cast.shopper, selamThread, { body: 'x', changeRequestLineId: order.hirutLine })).json<{ error: { code: string } }>().error.code).toBe('ORDER_LINE_NOT_FOUND');
    const view = (await threadOf(cast.shopper, selamThread)).json<{ thread: Thread }>().thread;
    expect(view.lines.find((l) => l.id === order.selamLine)).toMatchObject({ changeRequestAllowed: false, changeRequestOpen: true });

    expect((await move(cast.selam, order.selamLine, 'confirmed')).statusCode).toBe(200);
    // The line carries measurements: production waits for the designer to accept them (fitting).
    expect((await call(cast.selam, { method: 'POST', url: `/api/order-lines/${order.selamLine}/measurement-review/accept` })).statusCode).toBe(200);
    expect((await move(cast.selam, order.selamLine, 'in_production')).statusCode).toBe(200);
    const blocked = await move(cast.selam, order.selamLine, 'shipped');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ error: { code: string } }>().error.code).toBe('CHANGE_REQUEST_UNANSWERED');
    const byAdmin = await call(cast.admin, { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'shipped' } });
    expect(byAdmin.statusCode).toBe(409);
    // An admin's message is not the designer's answer.
    await post(cast.admin, selamThread, { body: 'Selam, please answer the shopper.' });
    expect((await move(cast.selam, order.selamLine, 'shipped')).statusCode).toBe(409);
    expect((await post(cast.selam, selamThread, { body: 'Done: 3 cm more at the waist.' })).statusCode).toBe(201);
    const after = (await threadOf(cast.shopper, selamThread)).json<{ thread: Thread }>().thread;
    expect(after.messages.find((m) => m.kind === 'change_request')?.answered).toBe(true);
    expect((await move(cast.selam, order.selamLine, 'shipped')).statusCode).toBe(200);
  });

  it('is refused once the line has shipped', async () => {
    const placed = await placeOrder(cast.otherShopper, [selamProduct]);
    const line = placed.order.lines[0]!.id;
    for (const status of ['confirmed', 'in_production', 'shipped']) {
      if (status === 'in_production') expect((await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/measurement-review/accept` })).statusCode).toBe(200);
      expect((await call(cast.selam, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status } })).statusCode).toBe(200);
    }
    const thread = (await threadsOf(cast.otherShopper, placed.order.id)).json<{ threads: { id: string }[] }>().threads[0]!.id;
    const late = await post(cast.otherShopper, thread, { body: 'Shorter please', changeRequestLineId: line });
    expect(late.json<{ error: { code: string } }>().error.code).toBe('CHANGE_REQUEST_TOO_LATE');
  });
});

describe('opening a long thread', () => {
  it('sends the newest messages, oldest first, and says when earlier ones exist', async () => {
    const all = (await call(cast.shopper, { method: 'GET', url: `/api/message-threads/${selamThread}?limit=1000` })).json<{ thread: Thread & { hasEarlier: boolean } }>().thread;
    expect(all.hasEarlier).toBe(false);
    expect(all.messages.length).toBeGreaterThan(4);
    const page = (await call(cast.shopper, { method: 'GET', url: `/api/message-threads/${selamThread}?limit=3` })).json<{ thread: Thread & { hasEarlier: boolean } }>().thread;
    expect(page.hasEarlier).toBe(true);
    expect(page.messages.map((m) => m.id)).toEqual(all.messages.slice(-3).map((m) => m.id));
    for (const bad of ['0', '-1', 'x', '99999']) expect((await call(cast.shopper, { method: 'GET', url: `/api/message-threads/${selamThread}?limit=${bad}` })).statusCode).toBe(400);
  });
});

describe('the rate limit', () => {
  it('lets an account send 20 messages a minute, then refuses', async () => {
    // A shopper of her own: the other tests' messages do not count against her.
    const talker = await signUp(t.app);
    const placed = await placeOrder(talker, [hirutProduct]);
    const thread = (await threadsOf(talker, placed.order.id)).json<{ threads: { id: string }[] }>().threads[0]!.id;
    for (let i = 0; i < 20; i += 1) expect((await post(talker, thread, { body: `Message ${i}` })).statusCode).toBe(201);
    const over = await post(talker, thread, { body: 'One too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
  });
});

describe('reminder mails', () => {
  it('mail the recipient in their language after 15 unread minutes, at most once per thread an hour', async () => {
    const run = () => t.services.messageReminders.run();
    await run();
    const placed = await placeOrder(cast.shopper, [hirutProduct]);
    const thread = (await threadsOf(cast.shopper, placed.order.id)).json<{ threads: { id: string }[] }>().threads[0]!.id;
    await t.database.db.update(profiles).set({ preferredLanguage: 'am-ET' }).where(eq(profiles.userId, cast.hirut.userId));
    const mailsOfHirut = () => mailsTo(t.dataDir, cast.hirut.email).filter((m) => m.text.includes(thread));
    expect((await post(cast.shopper, thread, { body: 'When will it be ready?' })).statusCode).toBe(201);
    advance(14 * MIN);
    await run();
    expect(mailsOfHirut()).toHaveLength(0);
    advance(2 * MIN);
    await run();
    expect(mailsOfHirut()).toHaveLength(1);
    expect(mailsOfHirut()[0]!.subject).toContain('መልዕክት');
    expect(mailsOfHirut()[0]!.text).not.toContain('When will it be ready?');
    expect((await post(cast.shopper, thread, { body: 'Hello?' })).statusCode).toBe(201);
    advance(30 * MIN);
    await run();
    expect(mailsOfHirut()).toHaveLength(1);
    advance(31 * MIN);
    await run();
    expect(mailsOfHirut()).toHaveLength(2);
    // Read: nothing more.
    await call(cast.hirut, { method: 'POST', url: `/api/message-threads/${thread}/read` });
    advance(2 * 60 * MIN);
    await run();
    expect(mailsOfHirut()).toHaveLength(2);
  });

  it('mail a guest at the address and in the language of the order', async () => {
    expect((await post(cast.selam, guest.thread, { body: 'Yes, by hand.' })).statusCode).toBe(201);
    advance(16 * MIN);
    await t.services.messageReminders.run();
    const mails = mailsTo(t.dataDir, guest.email).filter((m) => m.subject.includes('message'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/order-success?order=${guest.order}`);
  });

  it('removes photos uploaded and never sent after a day, with their files', async () => {
    const up = await call(cast.shopper, { method: 'POST', url: `/api/message-threads/${selamThread}/photos`, ...multipartBody({ data: await samplePhoto(64, 64), name: 'a.jpg', type: 'image/jpeg' }) });
    const id = up.json<{ photo: { id: string } }>().photo.id;
    advance(25 * 60 * MIN);
    await t.services.messageReminders.run();
    expect(await t.database.db.select().from(messagePhotos).where(eq(messagePhotos.id, id))).toEqual([]);
  });
});
