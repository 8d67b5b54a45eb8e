import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FittingCancelResult, MaybeMeasurementReviewResult, MeasurementReview } from '../../../domain/fitting/api';
import { readyByDate } from '../../../domain/orders/ready-by';
import type { OrderThreads, ThreadDto } from '../../../domain/messages/api';
import type { DesignerLinesPage, PlaceOrderResult } from '../../../domain/orders/types';
import { adminAuditLog, measurementReviews, measurementVersions, notificationOutbox, notificationPreferences, orderItems, products, telegramLinks } from '../../db/schema';
import { signInCast, stockedProductOf } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, mailsTo, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Measurements confirmed before production (issue 38): a made-to-measure line with measurements
 * from Smart Estimates starts awaiting Selam's review; she asks about the hips, the shopper
 * corrects them (a new version), she accepts, and only then may the line go into production. Who
 * may do what (two shoppers, two designers, a guest with and without the token, an admin), every
 * refusal's code with nothing written, and the deadlines with a clock the test moves.
 */
let t: TestApp;
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let product = { id: '', sizes: [] as string[] };
let plainProduct = { id: '', sizes: [] as string[] };
let clockAt = new Date();
const DAY = 24 * 3600_000;
/** Text that would be markup or SQL if anything trusted it: it must come back as the same text. */
const HOSTILE_TEXT = '<img src=x onerror=alert(1)> "; drop table orders; --';

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clockAt });
  ({ shopper, otherShopper, selam, hirut, admin } = await signInCast(t));
  product = await stockedProductOf(t, selam.userId);
  // A made-to-measure kemis: 20 days of hand-weaving from the acceptance.
  await t.database.db.update(products).set({ fulfilment: 'made_to_measure', productionDays: 20 }).where(eq(products.id, product.id));
  plainProduct = await stockedProductOf(t, hirut.userId);
  // Both read Telegram (linked as the bot's webhook would) beside e-mail (issue 42).
  const db = t.database.db;
  await db.insert(telegramLinks).values([{ userId: shopper.userId, chatId: '3801' }, { userId: selam.userId, chatId: '3802' }]).onConflictDoNothing();
  await db.insert(notificationPreferences).values([
    { userId: shopper.userId, kind: 'question-asked', channels: ['email', 'telegram'] },
    { userId: selam.userId, kind: 'question-answered', channels: ['email', 'telegram'] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error;
const url = (lineId: string, step = '') => `/api/order-lines/${lineId}/measurement-review${step}`;

const estimate = { source: 'smart_estimate', category: 'women', measurements: { height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 }, confidence: 0.7 };

/** A pay-on-delivery order (the designer is told at once) of one made-to-measure line with Smart Estimates. */
async function place(who: Session | null, extraLines: Array<Record<string, unknown>> = []): Promise<{ placed: PlaceOrderResult; line: string }> {
  const res = await call(who, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload([{ productId: product.id, quantity: 1, aiMeasurements: estimate }, ...extraLines], { includeMeasurements: true, measurementConsent: true }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<PlaceOrderResult>();
  return { placed, line: placed.order.lines.find((l) => l.productId === product.id)!.id };
}

async function reviewAs(who: Session | null, lineId: string, token?: string): Promise<MeasurementReview> {
  const res = await call(who, { method: 'GET', url: url(lineId), headers: token ? { 'x-order-token': token } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const { review } = res.json<MaybeMeasurementReviewResult>();
  expect(review).not.toBeNull();
  return review!;
}
const ask = (who: Session | null, lineId: string, payload: unknown) => call(who, { method: 'POST', url: url(lineId, '/question'), payload: payload as Record<string, unknown> });
const answer = (who: Session | null, lineId: string, payload: unknown, token?: string) =>
  call(who, { method: 'POST', url: url(lineId, '/answer'), payload: payload as Record<string, unknown>, headers: token ? { 'x-order-token': token } : {} });
const accept = (who: Session | null, lineId: string) => call(who, { method: 'POST', url: url(lineId, '/accept'), payload: {} });
const move = (who: Session | null, lineId: string, status: string) => call(who, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
const reviewRow = async (lineId: string) => (await t.database.db.select().from(measurementReviews).where(eq(measurementReviews.orderItemId, lineId)))[0];
const versionCount = async (lineId: string) => (await t.database.db.select().from(measurementVersions).where(eq(measurementVersions.orderItemId, lineId))).length;
/** The channels of a person's outbox rows of one kind about one order. */
const noticesAbout = async (who: Session, kind: string, orderNumber: string) =>
  (await t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, who.userId), eq(notificationOutbox.kind, kind))))
    .filter((r) => (r.data as Record<string, string>).orderNumber === orderNumber)
    .map((r) => r.channel);
const lineRow = async (lineId: string) => (await t.database.db.select().from(orderItems).where(eq(orderItems.id, lineId)))[0]!;

describe('a made-to-measure line carried from Smart Estimates to accepted measurements', () => {
  it('starts awaiting the designer, is asked about the hips, corrected, accepted, and only then goes into production', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper);

    const first = await reviewAs(selam, line);
    expect(first).toMatchObject({ state: 'awaiting_review', currentVersion: 1, acceptedVersion: null, canReview: true, canAnswer: false, canCancel: false });
    expect(first.versions).toHaveLength(1);
    expect(first.versions[0]).toMatchObject({ version: 1, kind: 'placed', changes: [], metricsCm: estimate.measurements });
    expect(first.versions[0]!.sources).toEqual({ height_cm: 'smart_estimate', bust_cm: 'smart_estimate', waist_cm: 'smart_estimate', hips_cm: 'smart_estimate' });
    expect(first.versions[0]!.metricsIn.hips_cm).toBe(39.37);
    expect(first.chart?.category).toBe('women');
    // The review clock started when Selam was told of the line: due three days later.
    const told = (await lineRow(line)).designerNotifiedAt!;
    expect(new Date(first.reviewDueAt!).getTime()).toBe(told.getTime() + 3 * DAY);
    expect((await reviewAs(shopper, line)).canReview).toBe(false);

    // Production waits for the acceptance; confirming the order does not.
    expect((await move(selam, line, 'confirmed')).statusCode).toBe(200);
    const early = await move(selam, line, 'in_production');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('MEASUREMENTS_NOT_ACCEPTED');
    expect((await move(admin, line, 'in_production')).statusCode).toBe(409);
    expect((await lineRow(line)).status).toBe('confirmed');

    // Hirut (another designer) and the shopper may not ask; a key the line lacks is refused by name.
    expect((await ask(hirut, line, { keys: ['hips_cm'], question: 'Hips?' })).statusCode).toBe(404);
    expect((await ask(shopper, line, { keys: ['hips_cm'], question: 'Hips?' })).statusCode).toBe(403);
    const unknown = await ask(selam, line, { keys: ['hips_cm', 'inseam_cm'], question: 'Hips and inseam?' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('MEASUREMENT_KEYS_UNKNOWN');
    expect((await reviewRow(line))?.state).toBe('awaiting_review');

    const question = `Is your hip really 100 cm, not 110? ${HOSTILE_TEXT}`;
    const asked = await ask(selam, line, { keys: ['hips_cm'], question });
    expect(asked.statusCode, asked.body).toBe(200);
    const afterAsk = asked.json<{ review: MeasurementReview }>().review;
    expect(afterAsk).toMatchObject({ state: 'question_asked', askedKeys: ['hips_cm'], question, canReview: false });
    expect(new Date(afterAsk.answerDueAt!).getTime()).toBe(clockAt.getTime() + 7 * DAY);
    // The shopper is mailed the question, quoted as text.
    const mail = mailsTo(t.dataDir, placed.order.email).find((m) => m.text.includes(question));
    expect(mail?.subject).toBe(`A question about your measurements (order ${placed.order.orderNumber})`);
    // And a Telegram notice, once, in the question's transaction (the e-mail is the mail above).
    expect(await noticesAbout(shopper, 'question-asked', placed.order.orderNumber)).toEqual(['telegram']);
    // A second question while one is open, and accepting before the answer, are refused.
    expect(errorOf(await ask(selam, line, { keys: ['waist_cm'], question: 'And the waist?' })).code).toBe('MEASUREMENTS_QUESTION_OPEN');
    expect(errorOf(await accept(selam, line)).code).toBe('MEASUREMENTS_QUESTION_OPEN');

    // Only the order's shopper answers: not the other shopper, not a designer, not an admin.
    for (const who of [otherShopper, selam, hirut, admin, null]) {
      const res = await answer(who, line, { kind: 'confirmed' });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await answer(shopper, line, { kind: 'corrected', measurements: { hips_cm: 100 } })).json<{ error: { code: string } }>().error.code).toBe('MEASUREMENTS_UNCHANGED');
    const outOfRange = await answer(shopper, line, { kind: 'corrected', measurements: { hips_cm: 1000 } });
    expect(outOfRange.statusCode).toBe(400);
    expect(errorOf(outOfRange).code).toBe('VALIDATION_FAILED');
    expect(await versionCount(line)).toBe(1);

    clockAt = new Date(clockAt.getTime() + DAY);
    const corrected = await answer(shopper, line, { kind: 'corrected', measurements: { hips_cm: 110 } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const afterAnswer = corrected.json<{ review: MeasurementReview }>().review;
    expect(afterAnswer).toMatchObject({ state: 'awaiting_review', currentVersion: 2, lastAnswer: 'corrected', canAnswer: false });
    expect(new Date(afterAnswer.reviewDueAt!).getTime()).toBe(clockAt.getTime() + 3 * DAY);
    // Answering twice: refused, nothing written.
    const twice = await answer(shopper, line, { kind: 'corrected', measurements: { hips_cm: 112 } });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('MEASUREMENTS_QUESTION_NOT_OPEN');
    expect(await versionCount(line)).toBe(2);
    expect(await noticesAbout(selam, 'question-answered', placed.order.orderNumber)).toEqual(['telegram']);

    // Selam sees what changed: per key, old → new in cm and inches, with the sources.
    const seen = await reviewAs(selam, line);
    expect(seen.versions[1]).toMatchObject({ version: 2, kind: 'corrected', question });
    expect(seen.versions[1]!.changes).toEqual([
      { key: 'hips_cm', beforeCm: 100, afterCm: 110, beforeIn: 39.37, afterIn: 43.31, beforeSource: 'smart_estimate', afterSource: 'manual' },
    ]);
    expect(seen.versions[1]!.sources).toMatchObject({ hips_cm: 'manual', waist_cm: 'smart_estimate' });
    // Version 1 is never overwritten.
    expect(seen.versions[0]!.metricsCm.hips_cm).toBe(100);
    expect(mailsTo(t.dataDir, 'selam@designers.tibeb.example').some((m) => m.subject.includes(placed.order.orderNumber))).toBe(true);

    // Accepting: not Hirut's to accept; Selam's acceptance fixes the version and the ready-by day.
    const notHers = await accept(hirut, line);
    expect(notHers.statusCode).toBe(404);
    expect((await reviewRow(line))?.state).toBe('awaiting_review');
    clockAt = new Date(clockAt.getTime() + DAY);
    const accepted = await accept(selam, line);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ review: MeasurementReview }>().review).toMatchObject({ state: 'accepted', acceptedVersion: 2, acceptedAt: clockAt.toISOString() });
    expect((await lineRow(line)).readyBy).toBe(readyByDate(clockAt, 'made_to_measure', 20));
    // The studio's card shows the version in force, never the set as placed.
    const card = (await call(selam, { method: 'GET', url: '/api/designer/order-lines' })).json<DesignerLinesPage>().lines.find((l) => l.id === line);
    expect(card?.measurements).toMatchObject({ version: 2, acceptedAt: clockAt.toISOString(), metricsCm: { hips_cm: 110, waist_cm: 76 } });
    expect(card?.measurements?.metricsIn.hips_in).toBe(43.31);
    expect(errorOf(await accept(selam, line)).code).toBe('MEASUREMENTS_ALREADY_ACCEPTED');
    expect(errorOf(await ask(selam, line, { keys: ['hips_cm'], question: 'Again?' })).code).toBe('MEASUREMENTS_ALREADY_ACCEPTED');

    // The measurement sheet prints the version in force and when it was accepted.
    const sheet = await t.services.orders.sheetSource(line, { userId: selam.userId, role: 'designer' });
    expect(sheet.review).toEqual({ version: 2, acceptedAt: clockAt.toISOString() });
    expect(sheet.measurements.metricsCm).toMatchObject({ hips_cm: 110, waist_cm: 76 });
    expect(sheet.measurements.metricsIn).toMatchObject({ hips_in: 43.31 });
    const pdf = await call(shopper, { method: 'GET', url: `/api/order-lines/${line}/measurement-sheet.pdf?lang=am-ET` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    expect((await move(selam, line, 'in_production')).statusCode).toBe(200);
    // Once made, the measurements are closed to questions.
    expect(errorOf(await answer(shopper, line, { kind: 'confirmed' })).code).toBe('MEASUREMENT_REVIEW_CLOSED');

    // The conversation tells each step once, as a note in the reader's words (code and parameters,
    // never text); the refused steps above wrote none, and notes count as nobody's unread message.
    for (const who of [shopper, selam]) {
      const threads = (await call(who, { method: 'GET', url: `/api/orders/${placed.order.id}/message-threads` })).json<OrderThreads>().threads;
      expect(threads).toHaveLength(1);
      expect(threads[0]!.unread).toBe(0);
      const opened = await call(who, { method: 'GET', url: `/api/message-threads/${threads[0]!.id}` });
      expect(opened.statusCode, opened.body).toBe(200);
      const { thread } = opened.json<{ thread: ThreadDto }>();
      expect(thread.messages.map((m) => [m.kind, m.authorRole, m.body, m.note])).toEqual([
        ['note', 'designer', '', { code: 'measurements_asked', params: { product: seen.productName, keys: 'hips_cm', question } }],
        ['note', 'shopper', '', { code: 'measurements_corrected', params: { product: seen.productName, version: 2 } }],
        ['note', 'designer', '', { code: 'measurements_accepted', params: { product: seen.productName, version: 2 } }],
      ]);
    }
    // Hirut has no part in this order's conversation.
    const hers = await call(hirut, { method: 'GET', url: `/api/orders/${placed.order.id}/message-threads` });
    expect(hers.statusCode).toBe(404);
  });

  it('lets a guest holding the order token read and confirm; without it, or with another order token, the line does not exist', async () => {
    clockAt = new Date();
    const { placed, line } = await place(null);
    const token = placed.accessToken!;
    const other = await place(null);
    expect((await call(null, { method: 'GET', url: url(line) })).statusCode).toBe(404);
    expect((await call(null, { method: 'GET', url: url(line), headers: { 'x-order-token': other.placed.accessToken! } })).statusCode).toBe(404);
    expect((await call(shopper, { method: 'GET', url: url(line) })).statusCode).toBe(404);
    expect((await call(hirut, { method: 'GET', url: url(line) })).statusCode).toBe(404);
    expect((await reviewAs(null, line, token)).canAnswer).toBe(false);
    expect((await reviewAs(admin, line)).state).toBe('awaiting_review');

    expect((await ask(selam, line, { keys: ['waist_cm', 'hips_cm'], question: 'Waist and hips as measured?' })).statusCode).toBe(200);
    expect((await reviewAs(null, line, token)).canAnswer).toBe(true);
    expect((await answer(null, line, { kind: 'confirmed' })).statusCode).toBe(404);
    expect((await answer(null, line, { kind: 'confirmed' }, other.placed.accessToken!)).statusCode).toBe(404);
    const confirmed = await answer(null, line, { kind: 'confirmed' }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ review: MeasurementReview }>().review).toMatchObject({ state: 'awaiting_review', currentVersion: 1, lastAnswer: 'confirmed' });
    expect(await versionCount(line)).toBe(1);
    // An admin may accept on the designer's behalf.
    expect((await accept(admin, line)).statusCode).toBe(200);
  });

  it('refuses bad input with stable codes and writes nothing', async () => {
    clockAt = new Date();
    const { line } = await place(shopper);
    expect((await reviewAs(selam, line)).state).toBe('awaiting_review');
    const bad: Array<[unknown, string]> = [
      [{ keys: [], question: 'Hips?' }, 'QUESTION_KEYS_REQUIRED'],
      [{ keys: ['hips_cm', 'hips_cm'], question: 'Hips?' }, 'QUESTION_KEYS_REPEATED'],
      [{ keys: ['tail_cm'], question: 'Tail?' }, 'MEASUREMENT_KEY_INVALID'],
      [{ keys: ['hips_cm'], question: '   ' }, 'QUESTION_REQUIRED'],
      [{ keys: ['hips_cm'], question: 'x'.repeat(10_000) }, 'QUESTION_TOO_LONG'],
      [{ keys: ['hips_cm'], question: 42 }, 'QUESTION_REQUIRED'],
      [{ keys: ['hips_cm'], question: 'Hips?', extra: true }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of bad) {
      const res = await ask(selam, line, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(errorOf(res)), JSON.stringify(payload)).toContain(code);
    }
    const nul = await ask(selam, line, { keys: ['hips_cm'], question: 'Hips\u0000?' });
    expect(nul.statusCode).toBe(400);
    const malformed = await call(selam, { method: 'POST', url: url(line, '/question'), headers: { 'content-type': 'application/json' }, payload: '{"keys": [' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('INVALID_JSON');
    for (const id of ['not-a-uuid', randomUUID()]) {
      expect(errorOf(await accept(selam, id)).code).toBe('ORDER_LINE_NOT_FOUND');
      expect(errorOf(await call(shopper, { method: 'GET', url: url(id) })).code).toBe('ORDER_LINE_NOT_FOUND');
    }
    expect((await reviewRow(line))?.state).toBe('awaiting_review');
    expect(await versionCount(line)).toBe(1);
    const badAnswer = await call(shopper, { method: 'POST', url: url(line, '/answer'), payload: { kind: 'maybe' } });
    expect(badAnswer.statusCode).toBe(400);
    // No question is open: the shopper cannot answer one.
    expect(errorOf(await answer(shopper, line, { kind: 'confirmed' })).code).toBe('MEASUREMENTS_QUESTION_NOT_OPEN');
  });

  it('leaves lines without measurements alone, and starts a review only once the designer is told of the line', async () => {
    clockAt = new Date();
    const res = await call(shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: plainProduct.id, quantity: 1, selectedSize: plainProduct.sizes[0] }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const plain = res.json<PlaceOrderResult>().order.lines[0]!.id;
    expect(errorOf(await call(shopper, { method: 'GET', url: url(plain) })).code).toBe('MEASUREMENTS_NOT_FOUND');
    expect((await move(hirut, plain, 'confirmed')).statusCode).toBe(200);
    expect((await move(hirut, plain, 'in_production')).statusCode).toBe(200);

    // As an online order waits for its payment: the designer is not told yet, so no review.
    const { line } = await place(shopper);
    await t.database.db.update(orderItems).set({ designerNotifiedAt: null }).where(eq(orderItems.id, line));
    await t.database.db.delete(measurementReviews).where(eq(measurementReviews.orderItemId, line));
    await t.database.db.delete(measurementVersions).where(eq(measurementVersions.orderItemId, line));
    const waiting = await call(shopper, { method: 'GET', url: url(line) });
    expect(waiting.json<MaybeMeasurementReviewResult>().review).toBeNull();
    expect(errorOf(await ask(selam, line, { keys: ['hips_cm'], question: 'Hips?' })).code).toBe('MEASUREMENT_REVIEW_NOT_STARTED');
    expect(await reviewRow(line)).toBeUndefined();
  });
});

describe('the deadlines, on a clock the test controls', () => {
  it('reminds the designer before the review deadline, tells the shopper and the admins after it, once each; then the shopper may cancel with a refund', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper);
    const told = (await lineRow(line)).designerNotifiedAt!;
    const stock = async () => (await t.database.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, product.id)))[0]!.n;
    // Only this feature's mails about this order: the order's own mails (placed, new order) are not counted.
    const about = (email: string, subject: string) => mailsTo(t.dataDir, email).filter((m) => m.subject.startsWith(subject) && m.subject.includes(placed.order.orderNumber)).length;
    const selamMails = () => about('selam@designers.tibeb.example', 'Please review the measurements of order');
    const shopperMails = () => about(placed.order.email, 'Your measurements have not been reviewed yet');
    const adminMails = () => about('admin@tibeb.example', 'Measurements not reviewed in time');
    const fitting = t.services.fitting;

    await fitting.runDeadlines(new Date(told.getTime() + DAY));
    expect(selamMails()).toBe(0);
    await fitting.runDeadlines(new Date(told.getTime() + 2.5 * DAY));
    expect(selamMails()).toBe(1);
    await fitting.runDeadlines(new Date(told.getTime() + 2.6 * DAY));
    expect(selamMails()).toBe(1);

    // Before the deadline the shopper may not cancel this way.
    clockAt = new Date(told.getTime() + 2.9 * DAY);
    const early = await call(shopper, { method: 'POST', url: url(line, '/cancel'), payload: {} });
    expect(errorOf(early).code).toBe('MEASUREMENT_REVIEW_NOT_OVERDUE');

    const before = { shopper: shopperMails(), admin: adminMails() };
    await fitting.runDeadlines(new Date(told.getTime() + 3 * DAY + 60_000));
    expect(shopperMails()).toBe(before.shopper + 1);
    expect(adminMails()).toBe(before.admin + 1);
    await fitting.runDeadlines(new Date(told.getTime() + 4 * DAY));
    expect(shopperMails()).toBe(before.shopper + 1);
    expect(adminMails()).toBe(before.admin + 1);

    clockAt = new Date(told.getTime() + 3 * DAY + 60_000);
    const view = await reviewAs(shopper, line);
    expect(view).toMatchObject({ reviewOverdue: true, canCancel: true });
    for (const who of [otherShopper, selam, hirut, null]) {
      expect((await call(who, { method: 'POST', url: url(line, '/cancel'), payload: {} })).statusCode).toBe(404);
    }
    const stockBefore = await stock();
    const cancelled = await call(shopper, { method: 'POST', url: url(line, '/cancel'), payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<FittingCancelResult>()).toEqual({ cancelledLineIds: [line], refund: 'none' });
    expect((await lineRow(line)).status).toBe('cancelled');
    expect(await stock()).toBe(stockBefore + 1);
    const audit = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.kind, 'orders.status_changed'), eq(adminAuditLog.targetId, placed.order.id)));
    expect(audit[0]?.actorEmail).toBe('system:measurement-review-overdue');
    expect(errorOf(await call(shopper, { method: 'POST', url: url(line, '/cancel'), payload: {} })).code).toBe('MEASUREMENT_REVIEW_CLOSED');
  });

  it('reminds the shopper before the answer deadline and tells the designer and the admins after it', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper);
    expect((await ask(selam, line, { keys: ['bust_cm'], question: 'Bust over the fullest part?' })).statusCode).toBe(200);
    const askedAt = clockAt.getTime();
    const of = (email: string) => mailsTo(t.dataDir, email).filter((m) => m.subject.includes(placed.order.orderNumber));
    const shopperBefore = of(placed.order.email).length;
    await t.services.fitting.runDeadlines(new Date(askedAt + 6.5 * DAY));
    expect(of(placed.order.email)).toHaveLength(shopperBefore + 1);
    expect(of(placed.order.email).at(-1)!.text).toContain('Bust over the fullest part?');
    const selamBefore = of('selam@designers.tibeb.example').length;
    const adminBefore = of('admin@tibeb.example').length;
    await t.services.fitting.runDeadlines(new Date(askedAt + 7 * DAY + 60_000));
    await t.services.fitting.runDeadlines(new Date(askedAt + 8 * DAY));
    expect(of('selam@designers.tibeb.example')).toHaveLength(selamBefore + 1);
    expect(of('admin@tibeb.example')).toHaveLength(adminBefore + 1);
    expect(of(placed.order.email)).toHaveLength(shopperBefore + 1);
    // A shopper's silence does not open the refund: the designer still decides.
    clockAt = new Date(askedAt + 8 * DAY);
    expect(errorOf(await call(shopper, { method: 'POST', url: url(line, '/cancel'), payload: {} })).code).toBe('MEASUREMENT_REVIEW_NOT_OVERDUE');
  });

  it('mails in the recipient language', async () => {
    clockAt = new Date();
    const res = await call(shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: product.id, quantity: 1, aiMeasurements: estimate }], { includeMeasurements: true, locale: 'am-ET', contact: { email: 'amharic@example.com', phone: '+251 91 123 4567' } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = res.json<PlaceOrderResult>().order.lines[0]!.id;
    expect((await ask(selam, line, { keys: ['hips_cm'], question: 'ዳሌ?' })).statusCode).toBe(200);
    expect(mailsTo(t.dataDir, 'amharic@example.com').map((m) => m.subject)).toContain(`ስለ ልኬቶችዎ ጥያቄ (ትዕዛዝ ${res.json<PlaceOrderResult>().order.orderNumber})`);
  });
});

describe('the deadline settings', () => {
  it('admins read and change them (audited); others may not; new reviews take the new deadline', async () => {
    const read = await call(admin, { method: 'GET', url: '/api/admin/fitting/settings' });
    expect(read.json()).toEqual({ settings: { reviewDays: 3, answerDays: 7, reminderHours: 24 } });
    for (const who of [shopper, selam, null]) {
      expect((await call(who, { method: 'PUT', url: '/api/admin/fitting/settings', payload: { reviewDays: 1, answerDays: 1, reminderHours: 1 } })).statusCode).toBeGreaterThanOrEqual(401);
    }
    const invalid = await call(admin, { method: 'PUT', url: '/api/admin/fitting/settings', payload: { reviewDays: 0, answerDays: 7, reminderHours: 24 } });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(invalid))).toContain('FITTING_DAYS_INVALID');
    const saved = await call(admin, { method: 'PUT', url: '/api/admin/fitting/settings', payload: { reviewDays: 2, answerDays: 5, reminderHours: 12 } });
    expect(saved.json()).toEqual({ settings: { reviewDays: 2, answerDays: 5, reminderHours: 12 } });
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'fitting.settings_changed'));
    expect(audit.at(-1)).toMatchObject({ before: { reviewDays: 3 }, after: { reviewDays: 2 } });
    clockAt = new Date();
    const { line } = await place(shopper);
    const review = await reviewAs(shopper, line);
    const told = (await lineRow(line)).designerNotifiedAt!;
    expect(new Date(review.reviewDueAt!).getTime()).toBe(told.getTime() + 2 * DAY);
    await call(admin, { method: 'PUT', url: '/api/admin/fitting/settings', payload: { reviewDays: 3, answerDays: 7, reminderHours: 24 } });
  });
});
