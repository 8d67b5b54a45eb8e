import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import type { CommissionSettingsAnswer, DesignerLedger, Payout, PayoutBalance, PayoutList, PayoutRun, PayoutRunList, PayoutsDue, ShopRevenue } from '../../../domain/payouts/api';
import { adminAuditLog, ledgerEntries, notificationOutbox, notificationPreferences, orderItems, orders, payoutAccounts, payoutRuns, payouts, telegramLinks, users } from '../../db/schema';
import { signInCast, stockedProductOf } from '../../test/cast';
import { createPaymentsTestApp } from '../../test/payments-app';
import { createTestApp, freshIp, mailsTo, signInAs, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Payouts end to end (issue 37, "Done when"): two designers' garments in an order charged in birr
 * (Chapa) and one charged in dollars (Stripe), one designer paid in birr and one in dollars;
 * delivered, held, released, paid out through the Chapa fake (success, failure and its reversal, a
 * replayed webhook), a refund after the payout carried as a negative balance into the next one;
 * the books reconciled to the cent; Pay now while a run runs; who is not paid and why; manual
 * payouts; a retry, once; and who may read what. The ledger's clock is AppDeps.clock.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-02T09:00:00Z'); // a Monday

let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-runs-key', webhookSecret: 'chapa-runs-webhook-secret' });
const stripe = createStripeFake({ secretKey: 'sk_test_runs_key', webhookSecret: 'whsec_runs_secret' });
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let chaltu: Session;
let admin: Session;
let otherAdmin: Session;
const productOf: Record<'selam' | 'hirut', { id: string; sizes: string[] }> = { selam: { id: '', sizes: [] }, hirut: { id: '', sizes: [] } };

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa, stripe }, { clock: () => now });
  ({ shopper, otherShopper, selam, hirut, admin, otherAdmin } = await signInCast(t));
  // A third designer, without an account and never signed in: only admins act on her here.
  const [third] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'chaltu@designers.tibeb.example'));
  chaltu = { cookie: '', userId: third!.id, email: 'chaltu@designers.tibeb.example' };
  productOf.selam = await stockedProductOf(t, selam.userId, 2);
  productOf.hirut = await stockedProductOf(t, hirut.userId, 2);
  expect((await call(admin, { method: 'PUT', url: `/api/admin/payouts/designers/${hirut.userId}`, payload: { commissionRateBp: null, payoutCurrency: 'USD' } })).statusCode).toBe(200);
  // Selam reads Telegram (linked as the bot's webhook would) beside e-mail (issue 42).
  await t.database.db.insert(telegramLinks).values({ userId: selam.userId, chatId: '3701' }).onConflictDoNothing();
  await t.database.db.insert(notificationPreferences).values(['payout-sent', 'payout-failed'].map((kind) => ({ userId: selam.userId, kind, channels: ['email', 'telegram'] })));
});
/** The channels of Selam's outbox rows of one kind (the payout mails are the e-mail). */
const noticesOf = async (kind: string) =>
  (await t.database.db.select({ channel: notificationOutbox.channel }).from(notificationOutbox).where(and(eq(notificationOutbox.userId, selam.userId), eq(notificationOutbox.kind, kind)))).map((r) => r.channel);
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function place(method: 'chapa' | 'stripe', currency: string): Promise<PlaceOrderResult> {
  const res = await call(shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      contact: { email: 'payer@example.com', phone: '+251911234567' },
      shipping: { fullName: 'Abebe Kebede', country: 'ET', city: 'Addis Ababa', subCity: 'Yeka', landmark: 'near the church' },
      paymentMethod: method,
      currency,
      lines: (['selam', 'hirut'] as const).map((d) => ({ productId: productOf[d].id, quantity: d === 'selam' ? 2 : 1, selectedSize: productOf[d].sizes[0] })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const entriesOfDesigner = async (s: Session) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.designerId, s.userId));
const balanceOf = async (who: Session) => (await call(who, { method: 'GET', url: '/api/studio/earnings' })).json<PayoutBalance>();
/** Read as an admin (the third designer never signs in). */
const available = async (who: Session, currency: string) =>
  (await call(admin, { method: 'GET', url: `/api/admin/payouts/designers/${who.userId}/ledger` })).json<DesignerLedger>().balance.balances.find((b) => b.currency === currency)?.availableMinor ?? 0;
/** Payouts share the test's fixed clock, so the newest is told by its state, not its time. */
const processingOf = async (s: Session) => (await payoutsOf(s)).filter((p) => p.status === 'processing');
const due = async () => (await call(admin, { method: 'GET', url: '/api/admin/payouts/due' })).json<PayoutsDue>();
const dueRow = async (s: Session) => (await due()).rows.find((r) => r.designerId === s.userId);
const payoutsOf = async (s: Session) => (await call(admin, { method: 'GET', url: `/api/admin/payouts?designerId=${s.userId}` })).json<PayoutList>().items;
const auditCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.n;
const entryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;

async function payNow(): Promise<PayoutRun> {
  const res = await call(admin, { method: 'POST', url: '/api/admin/payouts/run' });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json<PayoutRun>()).toMatchObject({ trigger: 'admin', status: 'running' });
  await t.services.payoutRuns.runsSettled();
  const runs = (await call(admin, { method: 'GET', url: '/api/admin/payouts/runs' })).json<PayoutRunList>().items;
  const run = runs.find((r) => r.id === res.json<PayoutRun>().id)!;
  expect(run.status).toBe('done');
  return run;
}

async function deliver(designer: Session, lineId: string) {
  for (const status of ['confirmed', 'in_production', 'shipped', 'delivered']) {
    const res = await call(designer, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function addAccount(s: Session, heldUntil: Date, wallet = false) {
  await t.database.db
    .insert(payoutAccounts)
    .values(
      wallet
        ? { designerId: s.userId, kind: 'wallet', wallet: 'telebirr', accountNumber: '+251911000111', accountName: 'Wallet Holder', heldUntil }
        : { designerId: s.userId, kind: 'bank', bankCode: 'cbe', accountNumber: '1000123456789', accountName: 'Selam Tesfaye', heldUntil },
    )
    .onConflictDoUpdate({ target: payoutAccounts.designerId, set: { heldUntil } });
}

async function adjust(s: Session, amountMinor: number, currency: 'ETB' | 'USD') {
  const res = await call(admin, { method: 'POST', url: `/api/admin/payouts/designers/${s.userId}/adjustments`, headers: { 'idempotency-key': randomUUID() }, payload: { amountMinor, currency, reason: 'Test balance' } });
  expect(res.statusCode, res.body).toBe(201);
}

/** A designer's books: what the ledger says is available equals the sum of every entry (nothing pending), and paid out = − payouts and reversals. */
async function expectLedgerMatchesPayouts(s: Session, currency: 'ETB' | 'USD') {
  const entries = (await entriesOfDesigner(s)).filter((e) => e.currency === currency);
  expect(await available(s, currency)).toBe(entries.reduce((sum, e) => sum + e.amountMinor, 0));
  const rows = await t.database.db.select().from(payouts).where(and(eq(payouts.designerId, s.userId), eq(payouts.currency, currency)));
  const paidOut = -entries.filter((e) => e.kind === 'payout' || e.kind === 'payout_reversal').reduce((sum, e) => sum + e.amountMinor, 0);
  expect(paidOut).toBe(rows.filter((p) => p.status !== 'failed').reduce((sum, p) => sum + p.amountMinor, 0));
  // Every payout has its entry, and a failed one its reversal, by key.
  for (const p of rows) {
    expect(entries.filter((e) => e.payoutId === p.id).map((e) => e.kind).sort()).toEqual(p.status === 'failed' ? ['payout', 'payout_reversal'] : ['payout']);
  }
}

let chapaOrder: PlaceOrderResult;
let stripeOrder: PlaceOrderResult;
let firstPayout: Payout;
let failedPayout: Payout;

describe('orders of two designers, delivered, held and released', () => {
  it('pays nothing while the earnings are held, and lists nobody as due', async () => {
    chapaOrder = await place('chapa', 'ETB');
    stripeOrder = await place('stripe', 'USD');
    await chapa.settle((await orderRow(chapaOrder.order.id)).paymentReference as string, 'paid');
    await stripe.settle((await orderRow(stripeOrder.order.id)).paymentReference as string, 'paid');
    for (const o of [chapaOrder, stripeOrder]) {
      for (const line of o.order.lines) await deliver(line.productId === productOf.selam.id ? selam : hirut, line.id);
    }
    await addAccount(selam, new Date(now.getTime() - DAY));
    expect((await payNow()).payoutCount).toBe(0);
    expect(await dueRow(selam)).toBeUndefined();
    expect(chapa.transfers()).toEqual([]);
  });

  it('after the hold, says why a designer is not paid: no account, an account on hold, below the minimum', async () => {
    now = new Date(now.getTime() + 31 * DAY);
    await t.database.db.delete(payoutAccounts).where(eq(payoutAccounts.designerId, selam.userId));
    const owed = await available(selam, 'ETB');
    expect(owed).toBeGreaterThan(0);
    expect(await dueRow(selam)).toMatchObject({ availableMinor: owed, currency: 'ETB', blockedBy: 'PAYOUT_ACCOUNT_REQUIRED', account: null });
    expect((await payNow()).payoutCount).toBe(0);

    await addAccount(selam, new Date(now.getTime() + 2 * DAY));
    const held = await dueRow(selam);
    expect(held).toMatchObject({ blockedBy: 'PAYOUT_ON_HOLD', method: 'chapa', account: { kind: 'bank', bankCode: 'cbe', maskedNumber: '•••• 6789', onHold: true, institutionName: 'Commercial Bank of Ethiopia' } });
    expect(JSON.stringify(held)).not.toContain('1000123456789');
    expect((await payNow()).payoutCount).toBe(0);

    await addAccount(selam, new Date(now.getTime() - DAY));
    const settings = (await call(admin, { method: 'GET', url: '/api/admin/payouts/settings' })).json<CommissionSettingsAnswer>();
    const { limitCurrency: _l, updatedAt: _u, ...body } = settings;
    expect((await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, payoutMinimumMinor: owed + 1 } })).statusCode).toBe(200);
    expect(await dueRow(selam)).toMatchObject({ blockedBy: 'BALANCE_BELOW_MINIMUM' });
    expect((await payNow()).payoutCount).toBe(0);
    const restored = await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, version: settings.version + 1, payoutMinimumMinor: 50_000 } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(chapa.transfers()).toEqual([]);
    expect(await t.database.db.select().from(payouts)).toEqual([]);

    // Hirut is paid in dollars: due, but by hand.
    expect(await dueRow(hirut)).toMatchObject({ currency: 'USD', blockedBy: 'PAYOUT_ACCOUNT_REQUIRED', method: 'manual' });
    await addAccount(hirut, new Date(now.getTime() - DAY), true);
    expect(await dueRow(hirut)).toMatchObject({ currency: 'USD', blockedBy: null, method: 'manual' });
  });
});

describe('a run through Chapa Transfers', () => {
  it('Pay now pays the whole available balance in one payout, written with its ledger entry, and sent to Chapa', async () => {
    const owed = await available(selam, 'ETB');
    const hirutOwed = await available(hirut, 'USD');
    const run = await payNow();
    expect(run.payoutCount).toBe(1);
    const [payout] = await payoutsOf(selam);
    expect(payout).toMatchObject({ amountMinor: owed, currency: 'ETB', status: 'processing', method: 'chapa', account: { maskedNumber: '•••• 6789' }, designerId: selam.userId });
    firstPayout = payout!;
    expect(payout!.reference).toMatch(/^tbp-[0-9a-f]{32}$/);
    const transfer = chapa.transfer(payout!.reference)!;
    expect(transfer).toMatchObject({ bankCode: 946, accountNumber: '1000123456789', accountName: 'Selam Tesfaye', currency: 'ETB', status: 'pending' });
    expect(Math.round(Number(transfer.amount) * 100)).toBe(owed);
    // Chapa's own reference is recorded when the transfer ends (webhook or verify).
    expect(payout!.externalReference).toBeNull();
    expect(await available(selam, 'ETB')).toBe(0);
    // The dollar designer is left for a person.
    expect(await available(hirut, 'USD')).toBe(hirutOwed);
    expect(await payoutsOf(hirut)).toEqual([]);
    // A payout under way blocks another; the entry carries its payout.
    expect(await dueRow(selam)).toBeUndefined();
    const entry = (await entriesOfDesigner(selam)).find((e) => e.kind === 'payout')!;
    expect(entry).toMatchObject({ amountMinor: -owed, payoutId: payout!.id, idempotencyKey: `payout:${payout!.id}` });
    expect(mailsTo(t.dataDir, 'selam@designers.tibeb.example').at(-1)?.subject).toBe('Your Tibeb payout is on its way');
    expect(await noticesOf('payout-sent')).toEqual(['telegram']);
    const audit = await call(admin, { method: 'GET', url: '/api/admin/audit?kind=payouts.' });
    expect(audit.body).toContain('payouts.payout_created');
  });

  it("Chapa's success webhook marks it paid once; a replay writes nothing; a bad signature is refused", async () => {
    const hook = await chapa.settleTransfer(firstPayout.reference, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    const paid = (await payoutsOf(selam)).find((p) => p.id === firstPayout.id);
    expect(paid).toMatchObject({ status: 'paid', externalReference: chapa.transfer(firstPayout.reference)!.chapaReference });
    expect(paid!.paidAt).not.toBeNull();
    const [entries, audits] = [await entryCount(), await auditCount()];
    const replay = await t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/chapa', headers: hook.headers, payload: hook.body });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true, ignored: false });
    const forged = await t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/chapa', headers: chapa.sign(hook.body, { secret: 'not-the-secret' }), payload: hook.body });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unknown = JSON.stringify({ ...JSON.parse(hook.body), reference: 'tbp-nothing-we-sent' });
    const stranger = await t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/chapa', headers: chapa.sign(unknown), payload: unknown });
    expect(stranger.json()).toEqual({ received: true, duplicate: false, ignored: true });
    expect([await entryCount(), await auditCount()]).toEqual([entries, audits]);
    expect(mailsTo(t.dataDir, 'selam@designers.tibeb.example').at(-1)?.subject).toBe('Your Tibeb payout has been paid');
    expect((await balanceOf(selam)).balances.find((b) => b.currency === 'ETB')?.paidThisMonthMinor).toBe(firstPayout.amountMinor);
    await expectLedgerMatchesPayouts(selam, 'ETB');
  });

  it('a failed transfer is reversed in the ledger in the same step, mailed, and never retried by itself', async () => {
    await adjust(selam, 80_000, 'ETB');
    expect((await payNow()).payoutCount).toBe(1);
    const [payout] = await processingOf(selam);
    expect(payout).toMatchObject({ amountMinor: 80_000, status: 'processing' });
    const hook = await chapa.settleTransfer(payout!.reference, 'failed');
    expect(hook.deliveredStatus).toBe(200);
    const failed = (await payoutsOf(selam)).find((p) => p.id === payout!.id);
    expect(failed).toMatchObject({ status: 'failed', retriedBy: null });
    failedPayout = failed!;
    expect(await available(selam, 'ETB')).toBe(80_000);
    const replay = await t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/chapa', headers: hook.headers, payload: hook.body });
    expect(replay.json()).toMatchObject({ duplicate: true });
    expect(await available(selam, 'ETB')).toBe(80_000);
    expect(mailsTo(t.dataDir, 'selam@designers.tibeb.example').at(-1)?.subject).toBe('Your Tibeb payout did not go through');
    // One notice however often the webhook came.
    expect(await noticesOf('payout-failed')).toEqual(['telegram']);
    await expectLedgerMatchesPayouts(selam, 'ETB');
  });

  it('only a person retries a failed payout, once: a new payout of the balance available then', async () => {
    const res = await call(admin, { method: 'POST', url: `/api/admin/payouts/${failedPayout.id}/retry` });
    expect(res.statusCode, res.body).toBe(201);
    const retry = res.json<Payout>();
    expect(retry).toMatchObject({ retryOf: failedPayout.id, amountMinor: 80_000, status: 'processing', method: 'chapa' });
    expect((await payoutsOf(selam)).find((p) => p.id === failedPayout.id)?.retriedBy).toBe(retry.id);
    const again = await call(otherAdmin, { method: 'POST', url: `/api/admin/payouts/${failedPayout.id}/retry` });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'PAYOUT_ALREADY_RETRIED']);
    const notFailed = await call(admin, { method: 'POST', url: `/api/admin/payouts/${firstPayout.id}/retry` });
    expect([notFailed.statusCode, notFailed.json().error.code]).toEqual([409, 'PAYOUT_NOT_FAILED']);
    for (const id of [randomUUID(), 'not-a-payout']) {
      const missing = await call(admin, { method: 'POST', url: `/api/admin/payouts/${id}/retry` });
      expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'PAYOUT_NOT_FOUND']);
    }
    await chapa.settleTransfer(retry.reference, 'paid');
    expect((await payoutsOf(selam)).find((p) => p.id === retry.id)?.status).toBe('paid');
    const audit = await call(admin, { method: 'GET', url: '/api/admin/audit?kind=payouts.payout_retried' });
    expect(audit.body).toContain(retry.id);
    await expectLedgerMatchesPayouts(selam, 'ETB');
  });

  it('an unanswered transfer stays processing; the job asks Chapa later and reverses one Chapa never got', async () => {
    await adjust(selam, 60_000, 'ETB');
    chapa.failNext(500);
    expect((await payNow()).payoutCount).toBe(1);
    const [payout] = await processingOf(selam);
    expect(payout).toMatchObject({ amountMinor: 60_000, status: 'processing' });
    expect(chapa.transfer(payout!.reference)).toBeUndefined();
    expect(await dueRow(selam)).toBeUndefined();
    // Too young to ask about: the webhook may still come.
    expect(await t.services.payoutRuns.verifyProcessing()).toBe(0);
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await t.services.payoutRuns.verifyProcessing()).toBe(1);
    expect((await payoutsOf(selam)).find((p) => p.id === payout!.id)).toMatchObject({ status: 'failed', failureReason: 'Chapa has no transfer with this reference.' });
    expect(await available(selam, 'ETB')).toBe(60_000);
    await expectLedgerMatchesPayouts(selam, 'ETB');
  });
});

describe('a refund after a payout', () => {
  it('leaves a negative balance, carried into the next payout; the books reconcile to the cent', async () => {
    // The failed payout above is left failed (a person decides); its money is available again.
    const before = await available(selam, 'ETB');
    const refund = await call(admin, { method: 'POST', url: `/api/admin/orders/${stripeOrder.order.id}/refund`, payload: {} });
    expect(refund.statusCode, refund.body).toBe(200);
    const selamLine = stripeOrder.order.lines.find((l) => l.productId === productOf.selam.id)!.id;
    const lineNet = (await entriesOfDesigner(selam)).filter((e) => e.orderItemId === selamLine && e.kind !== 'refund' && e.kind !== 'commission_reversal').reduce((s, e) => s + e.amountMinor, 0);
    const negative = before - lineNet;
    expect(await available(selam, 'ETB')).toBe(negative);
    // Her share of that order was paid out already: the balance goes below zero and stays there until earned back.
    expect(negative).toBeLessThan(0);
    expect(await dueRow(selam)).toMatchObject({ availableMinor: negative, blockedBy: 'BALANCE_BELOW_MINIMUM' });
    expect((await payNow()).payoutCount).toBe(0);

    await adjust(selam, 100_000 - negative, 'ETB');
    expect(await available(selam, 'ETB')).toBe(100_000);
    expect((await payNow()).payoutCount).toBe(1);
    const [next] = await processingOf(selam);
    expect(next).toMatchObject({ amountMinor: 100_000, status: 'processing' });
    await chapa.settleTransfer(next!.reference, 'paid');
    expect(await available(selam, 'ETB')).toBe(0);
    await expectLedgerMatchesPayouts(selam, 'ETB');

    // The shop's books: per order, the designers' parts plus the commission are the goods charged less what was refunded.
    for (const o of [chapaOrder, stripeOrder]) {
      const order = await orderRow(o.order.id);
      const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, o.order.id));
      const sold = entries.filter((e) => e.kind === 'sale').reduce((s, e) => s + e.chargedMinor, 0);
      const refunded = -entries.filter((e) => e.kind === 'refund').reduce((s, e) => s + e.chargedMinor, 0);
      const designers = entries.reduce((s, e) => s + e.chargedMinor, 0);
      const shop = -entries.filter((e) => ['commission', 'commission_reversal'].includes(e.kind)).reduce((s, e) => s + e.chargedMinor, 0);
      expect(entries.every((e) => e.chargedCurrency === order.chargeCurrency)).toBe(true);
      expect(designers + shop).toBe(sold - refunded);
      if (o === stripeOrder) expect(designers === 0 && shop === 0).toBe(true);
    }
    const revenue = (await call(admin, { method: 'GET', url: '/api/admin/payouts/revenue' })).json<ShopRevenue>();
    const all = await t.database.db.select().from(ledgerEntries);
    for (const currency of ['ETB', 'USD']) {
      const fromEntries = 0 - all.filter((e) => e.chargedCurrency === currency && ['commission', 'commission_reversal', 'cod_commission'].includes(e.kind)).reduce((s, e) => s + e.chargedMinor, 0);
      expect(revenue.rows.filter((r) => r.currency === currency).reduce((s, r) => s + r.commissionMinor, 0)).toBe(fromEntries);
    }
    // Payouts move no commission: the shop's revenue is untouched by them.
    expect(all.filter((e) => e.kind === 'payout' || e.kind === 'payout_reversal').every((e) => e.chargedMinor === 0)).toBe(true);
  });
});

describe('one run at a time', () => {
  it('a second Pay now while one runs is refused 409, on the database\'s own lock', async () => {
    const [running] = await t.database.db.insert(payoutRuns).values({ trigger: 'admin', startedAt: now }).returning();
    const second = await call(otherAdmin, { method: 'POST', url: '/api/admin/payouts/run' });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'PAYOUT_RUN_IN_PROGRESS']);
    await expect(t.services.payoutRuns.runPayouts({ trigger: 'schedule', actor: null })).rejects.toMatchObject({ code: 'PAYOUT_RUN_IN_PROGRESS' });
    expect((await due()).running).toEqual({ id: running!.id, startedAt: now.toISOString() });
    await t.database.db.update(payoutRuns).set({ status: 'done', finishedAt: now }).where(eq(payoutRuns.id, running!.id));
    // Two at once: one starts, the other is told.
    const both = await Promise.all([call(admin, { method: 'POST', url: '/api/admin/payouts/run' }), call(otherAdmin, { method: 'POST', url: '/api/admin/payouts/run' })]);
    await t.services.payoutRuns.runsSettled();
    expect(both.map((r) => r.statusCode)).toContain(202);
    for (const r of both) expect([202, 409]).toContain(r.statusCode);
  });

  it('the schedule runs once on its day, and not on other days', async () => {
    const settings = (await call(admin, { method: 'GET', url: '/api/admin/payouts/settings' })).json<CommissionSettingsAnswer>();
    const { limitCurrency: _l, updatedAt: _u, ...body } = settings;
    const weekday = ((now.getUTCDay() + 6) % 7) + 1;
    expect((await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, payoutSchedule: 'weekly', payoutWeekday: (weekday % 7) + 1 } })).statusCode).toBe(200);
    expect((await t.services.payoutRuns.scheduledTick()).run).toBeNull();
    expect((await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, version: settings.version + 1, payoutSchedule: 'weekly', payoutWeekday: weekday } })).statusCode).toBe(200);
    const first = await t.services.payoutRuns.scheduledTick();
    expect(first.run).toMatchObject({ trigger: 'schedule', status: 'done' });
    expect((await t.services.payoutRuns.scheduledTick()).run).toBeNull();
  });
});

describe('manual payouts', () => {
  it('records a payout made by hand, paid at once, once per Idempotency-Key, never above the balance', async () => {
    const owed = await available(hirut, 'USD');
    expect(owed).toBeGreaterThan(0);
    const url = '/api/admin/payouts/manual';
    const above = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: { designerId: hirut.userId, amountMinor: owed + 1, currency: 'USD', channel: 'telebirr', reference: 'TB-1' } });
    expect([above.statusCode, above.json().error.code]).toEqual([400, 'BALANCE_INSUFFICIENT']);
    const key = randomUUID();
    const payload = { designerId: hirut.userId, amountMinor: owed, currency: 'USD', channel: 'telebirr', reference: 'TELEBIRR-8841', note: 'Paid from the shop wallet' };
    const first = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Payout>()).toMatchObject({ status: 'paid', method: 'manual', channel: 'telebirr', externalReference: 'TELEBIRR-8841', amountMinor: owed, currency: 'USD', note: 'Paid from the shop wallet' });
    const replay = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Payout>().id).toBe(first.json<Payout>().id);
    expect(await available(hirut, 'USD')).toBe(0);
    await expectLedgerMatchesPayouts(hirut, 'USD');
    expect(mailsTo(t.dataDir, 'hirut@designers.tibeb.example').at(-1)?.subject).toBe('A Tibeb payout has been recorded');
    expect((await call(admin, { method: 'GET', url: '/api/admin/audit?kind=payouts.manual_recorded' })).body).toContain(first.json<Payout>().id);
  });

  it('a bank or wallet payout needs an account, cash does not; a customer is no designer', async () => {
    await adjust(chaltu, 5_000, 'ETB');
    const url = '/api/admin/payouts/manual';
    const base = { designerId: chaltu.userId, amountMinor: 2_000, currency: 'ETB', reference: 'R-1' };
    for (const channel of ['bank', 'telebirr', 'cbe_birr']) {
      const res = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: { ...base, channel } });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'PAYOUT_ACCOUNT_REQUIRED']);
    }
    const cash = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: { ...base, channel: 'cash' } });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json<Payout>()).toMatchObject({ channel: 'cash', account: null });
    expect(await available(chaltu, 'ETB')).toBe(3_000);
    const customer = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: { ...base, designerId: shopper.userId, channel: 'cash' } });
    expect([customer.statusCode, customer.json().error.code]).toEqual([404, 'DESIGNER_NOT_FOUND']);
    const bad = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload: { ...base, channel: 'cheque', reference: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().error.fields ?? {}).flat()).toEqual(expect.arrayContaining(['CHANNEL_INVALID', 'REFERENCE_REQUIRED']));
    const noKey = await call(admin, { method: 'POST', url, payload: { ...base, channel: 'cash' } });
    expect(noKey.statusCode).toBe(400);
    expect(await available(chaltu, 'ETB')).toBe(3_000);
  });
});

describe('who may read and do what', () => {
  it("each designer sees only her own payouts; customers and guests none; both admins everything", async () => {
    const own = (await call(selam, { method: 'GET', url: '/api/studio/payouts' })).json<PayoutList>();
    expect(own.items.length).toBeGreaterThanOrEqual(4);
    expect(own.items.every((p) => p.designerId === selam.userId)).toBe(true);
    const hers = (await call(hirut, { method: 'GET', url: '/api/studio/payouts?designerId=' + selam.userId })).json<PayoutList>();
    expect(hers.items.map((p) => p.designerId)).toEqual([hirut.userId]);
    for (const [who, status] of [[shopper, 403], [otherShopper, 403], [null, 401]] as const) {
      expect((await call(who, { method: 'GET', url: '/api/studio/payouts' })).statusCode).toBe(status);
    }
    const adminRoutes: Array<[InjectOptions['method'], string, object?]> = [
      ['GET', '/api/admin/payouts/due'],
      ['GET', '/api/admin/payouts'],
      ['GET', '/api/admin/payouts/runs'],
      ['POST', '/api/admin/payouts/run'],
      ['POST', `/api/admin/payouts/${failedPayout.id}/retry`],
      ['POST', '/api/admin/payouts/manual', { designerId: selam.userId, amountMinor: 1, currency: 'ETB', channel: 'cash', reference: 'x' }],
    ];
    const [entries, payoutRows] = [await entryCount(), (await t.database.db.select().from(payouts)).length];
    for (const [method, url, payload] of adminRoutes) {
      for (const [who, status] of [[selam, 403], [hirut, 403], [shopper, 403], [otherShopper, 403], [null, 401]] as const) {
        const res = await call(who, { method, url, headers: { 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect([await entryCount(), (await t.database.db.select().from(payouts)).length]).toEqual([entries, payoutRows]);
    for (const who of [admin, otherAdmin]) {
      for (const url of ['/api/admin/payouts/due', '/api/admin/payouts?status=paid', '/api/admin/payouts/runs']) {
        expect((await call(who, { method: 'GET', url })).statusCode).toBe(200);
      }
    }
    const paid = (await call(otherAdmin, { method: 'GET', url: '/api/admin/payouts?status=paid' })).json<PayoutList>();
    expect(paid.items.every((p) => p.status === 'paid')).toBe(true);
    expect(paid.total).toBe(paid.items.length);
  });
});

describe('without Chapa keys', () => {
  it('makes no transfer: runs pay nobody, every designer is due by hand', async () => {
    const bare = await createTestApp({}, { clock: () => now });
    try {
      const boss = await signInAs(bare.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
      const who = (await bare.app.inject(withCookie(null, { method: 'GET', url: '/api/designers' }))).json<{ items: { id: string; slug: string | null }[] }>().items.find((d) => d.slug === 'selam-tesfaye')!;
      await bare.database.db.insert(payoutAccounts).values({ designerId: who.id, kind: 'bank', bankCode: 'cbe', accountNumber: '1000123456789', accountName: 'Selam Tesfaye', heldUntil: new Date(0) });
      await bare.app.inject(withCookie(boss, { method: 'POST', url: `/api/admin/payouts/designers/${who.id}/adjustments`, remoteAddress: freshIp(), headers: { 'idempotency-key': randomUUID() }, payload: { amountMinor: 90_000, currency: 'ETB', reason: 'Opening balance' } }));
      const dueNow = (await bare.app.inject(withCookie(boss, { method: 'GET', url: '/api/admin/payouts/due' }))).json<PayoutsDue>();
      expect(dueNow.providerConfigured).toBe(false);
      expect(dueNow.rows.find((r) => r.designerId === who.id)).toMatchObject({ availableMinor: 90_000, blockedBy: null, method: 'manual' });
      const run = await bare.services.payoutRuns.runPayouts({ trigger: 'admin', actor: null });
      expect(run).toMatchObject({ status: 'done', payoutCount: 0 });
      const hook = await bare.app.inject({ method: 'POST', url: '/api/payouts/webhooks/chapa', payload: { event: 'payout.success' } });
      expect(hook.statusCode).toBe(404);
      expect(await bare.database.db.select().from(payouts)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('the order lines behind the payouts', () => {
  it('were all delivered (the earnings came from delivered lines only)', async () => {
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, chapaOrder.order.id));
    expect(lines.every((l) => l.status === 'delivered')).toBe(true);
  });
});
