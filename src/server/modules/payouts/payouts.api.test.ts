import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import type { CommissionSettingsAnswer, DesignerLedger, PayoutBalance, ShopRevenue, Statement } from '../../../domain/payouts/api';
import { balanceOf as balanceFromEntries, type LedgerEntryFact } from '../../../domain/payouts/ledger';
import { allocate } from '../../../domain/payouts/money-split';
import { ledgerEntries, orders } from '../../db/schema';
import { signInCast, stockedProductOf } from '../../test/cast';
import { createPaymentsTestApp } from '../../test/payments-app';
import { freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * The designers' ledger end to end (issue 37, part 1): two designers' garments in one order, paid
 * through Chapa (birr) and Stripe (dollars), one designer paid in birr and one in dollars,
 * delivered, held, released; a line cancelled after payment; cash on delivery; a replayed webhook;
 * adjustments; the shop's commission; and who may read what. The ledger's clock is moved by the
 * test (AppDeps.clock), as expireUnpaid is given its `now`.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-02T09:00:00Z');
const month = () => now.toISOString().slice(0, 7);

let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-fake-key', webhookSecret: 'chapa-webhook-secret' });
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let otherAdmin: Session;
const productOf: Record<'selam' | 'hirut', { id: string; sizes: string[]; priceMinor: number }> = {
  selam: { id: '', sizes: [], priceMinor: 0 },
  hirut: { id: '', sizes: [], priceMinor: 0 },
};

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa, stripe }, { clock: () => now });
  ({ shopper, otherShopper, selam, hirut, admin, otherAdmin } = await signInCast(t));
  productOf.selam = await stockedProductOf(t, selam.userId, 2);
  productOf.hirut = await stockedProductOf(t, hirut.userId, 2);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function place(method: 'chapa' | 'stripe' | 'cod', currency: string, quantities: { selam?: number; hirut?: number }): Promise<PlaceOrderResult> {
  const lines = (['selam', 'hirut'] as const).flatMap((d) => {
    const quantity = quantities[d];
    return quantity ? [{ productId: productOf[d].id, quantity, selectedSize: productOf[d].sizes[0] }] : [];
  });
  const res = await call(shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      contact: { email: 'payer@example.com', phone: '+251911234567' },
      shipping: { fullName: 'Abebe Kebede', country: 'ET', city: 'Addis Ababa', subCity: 'Yeka', landmark: 'near the church' },
      paymentMethod: method,
      currency,
      lines,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const entriesOf = async (orderId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const lineOf = (placed: PlaceOrderResult, productId: string) => placed.order.lines.find((l) => l.productId === productId)!.id;

async function deliver(designer: Session, lineId: string, cod = false) {
  for (const status of ['confirmed', 'in_production', 'shipped', 'delivered']) {
    // A pay-on-delivery line is delivered by recording its cash (docs/decisions/032).
    const res =
      cod && status === 'delivered'
        ? await call(designer, { method: 'POST', url: `/api/order-lines/${lineId}/cash`, payload: { outcome: 'collected', collectedBy: 'designer' } })
        : await call(designer, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(cod && status === 'delivered' ? 201 : 200);
  }
}

const balanceOf = async (who: Session) => {
  const res = await call(who, { method: 'GET', url: '/api/studio/earnings' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayoutBalance>();
};
const inCurrency = (b: PayoutBalance, currency: string) => b.balances.find((x) => x.currency === currency) ?? { availableMinor: 0, pendingMinor: 0, pending: [], paidThisMonthMinor: 0 };

/** The balance the database's kept sums give equals the pure rule applied to every entry (domain balanceOf). */
async function expectBalanceMatchesEntries(who: Session) {
  const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.designerId, who.userId));
  const facts = rows.map((r) => ({ ...r, kind: r.kind, currency: r.currency, chargedCurrency: r.chargedCurrency }) as unknown as LedgerEntryFact);
  const expected = balanceFromEntries(facts, now).map((b) => ({ currency: b.currency, availableMinor: b.availableMinor, pendingMinor: b.pendingMinor }));
  const got = (await balanceOf(who)).balances.filter((b) => rows.some((r) => r.currency === b.currency));
  expect(got.map((b) => ({ currency: b.currency, availableMinor: b.availableMinor, pendingMinor: b.pendingMinor }))).toEqual(expected);
}

/** The shop's books for some orders, in each order's charge currency: designers' parts + commission = goods charged − refunded. */
async function reconcile(orderIds: string[]) {
  for (const id of orderIds) {
    const order = await orderRow(id);
    const items = await t.database.db.query.orderItems.findMany({ where: (i, { eq: is }) => is(i.orderId, id), orderBy: (i, { asc }) => [asc(i.id)] });
    const entries = await entriesOf(id);
    const charged = entries.filter((e) => e.chargedCurrency === order.chargeCurrency);
    expect(charged).toHaveLength(entries.length);
    const goodsCharged = allocate(order.chargeAmountMinor, [...items.map((i) => i.unitPriceUsdMinor * i.quantity), order.shippingMinor]).slice(0, -1);
    const sold = entries.filter((e) => e.kind === 'sale').reduce((s, e) => s + e.chargedMinor, 0);
    const refunded = -entries.filter((e) => e.kind === 'refund').reduce((s, e) => s + e.chargedMinor, 0);
    const designers = entries.reduce((s, e) => s + e.chargedMinor, 0);
    const shop = -entries.filter((e) => ['commission', 'commission_reversal', 'cod_commission'].includes(e.kind)).reduce((s, e) => s + e.chargedMinor, 0);
    if (order.paymentMethod !== 'cod') {
      expect(sold).toBe(goodsCharged.reduce((s, g) => s + g, 0));
      expect(designers + shop).toBe(sold - refunded);
    }
  }
}

describe('settings', () => {
  it('starts at 12 %, 30 days, ETB 500, weekly; two admins cannot overwrite each other unseen', async () => {
    const res = await call(admin, { method: 'GET', url: '/api/admin/payouts/settings' });
    const settings = res.json<CommissionSettingsAnswer>();
    expect(settings).toMatchObject({ platformRateBp: 1200, holdDays: 30, payoutMinimumMinor: 50_000, payoutSchedule: 'weekly', limitCurrency: 'ETB', version: 0 });
    const { limitCurrency: _l, updatedAt: _u, ...body } = settings;
    const first = await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, payoutWeekday: 2 } });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(otherAdmin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, payoutWeekday: 3 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('SETTINGS_CHANGED');
    const limits = await call(otherAdmin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, version: 1, lineMinMinor: 500, lineMaxMinor: 100 } });
    expect(limits.json().error.code).toBe('COMMISSION_LIMITS_INVALID');
    const audit = await call(admin, { method: 'GET', url: '/api/admin/audit?kind=payouts.' });
    expect(audit.body).toContain('payouts.settings_changed');
  });

  it("sets a designer's rate and payout currency; an unknown designer or a customer is DESIGNER_NOT_FOUND", async () => {
    const res = await call(admin, { method: 'PUT', url: `/api/admin/payouts/designers/${hirut.userId}`, payload: { commissionRateBp: 1000, payoutCurrency: 'USD' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ designerId: hirut.userId, commissionRateBp: 1000, payoutCurrency: 'USD' });
    for (const id of ['no-such-designer', shopper.userId]) {
      const missing = await call(admin, { method: 'PUT', url: `/api/admin/payouts/designers/${id}`, payload: { commissionRateBp: null, payoutCurrency: 'ETB' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('DESIGNER_NOT_FOUND');
    }
    const bad = await call(admin, { method: 'PUT', url: `/api/admin/payouts/designers/${hirut.userId}`, payload: { commissionRateBp: 10_001, payoutCurrency: 'EUR' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an order of two designers, paid online, delivered, held and released', () => {
  let chapaOrder: PlaceOrderResult;
  let stripeOrder: PlaceOrderResult;

  it('copies the rate in force onto each line at placement: a later change does not touch a placed order', async () => {
    chapaOrder = await place('chapa', 'ETB', { selam: 2, hirut: 1 });
    stripeOrder = await place('stripe', 'USD', { selam: 1, hirut: 3 });
    const current = (await call(admin, { method: 'GET', url: '/api/admin/payouts/settings' })).json<CommissionSettingsAnswer>();
    const { limitCurrency: _l, updatedAt: _u, ...body } = current;
    const raised = await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...body, platformRateBp: 1500 } });
    expect(raised.statusCode, raised.body).toBe(200);
    const lines = await t.database.db.query.orderItems.findMany({ where: (i, { eq: is }) => is(i.orderId, chapaOrder.order.id) });
    expect(lines.map((l) => [l.designerId, l.commissionRateBp]).sort()).toEqual([[hirut.userId, 1000], [selam.userId, 1200]].sort());
  });

  it('writes a sale and its commission per line when the payment settles, once however often the webhook comes', async () => {
    const hook = await chapa.settle((await orderRow(chapaOrder.order.id)).paymentReference as string, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: hook.headers, payload: hook.body });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await stripe.settle((await orderRow(stripeOrder.order.id)).paymentReference as string, 'paid');
    const entries = await entriesOf(chapaOrder.order.id);
    expect(entries.map((e) => e.kind).sort()).toEqual(['commission', 'commission', 'sale', 'sale']);
    // Selam is paid in birr and the charge was in birr; Hirut in dollars, converted at the order's locked rate.
    const selamSale = entries.find((e) => e.kind === 'sale' && e.designerId === selam.userId)!;
    const selamCommission = entries.find((e) => e.kind === 'commission' && e.designerId === selam.userId)!;
    expect(selamSale).toMatchObject({ currency: 'ETB', chargedCurrency: 'ETB' });
    expect(selamSale.amountMinor).toBe(selamSale.chargedMinor);
    expect(-selamCommission.chargedMinor).toBe(Math.round(selamSale.chargedMinor * 0.12));
    const hirutSale = entries.find((e) => e.kind === 'sale' && e.designerId === hirut.userId)!;
    const hirutCommission = entries.find((e) => e.kind === 'commission' && e.designerId === hirut.userId)!;
    expect(hirutSale).toMatchObject({ currency: 'USD', chargedCurrency: 'ETB' });
    expect(-hirutCommission.chargedMinor).toBe(Math.round(hirutSale.chargedMinor * 0.1));
    const rate = (await orderRow(chapaOrder.order.id)).lockedRates!.ETB!;
    expect(Math.abs(hirutSale.amountMinor - hirutSale.chargedMinor / rate)).toBeLessThanOrEqual(0.5 + 1e-9);
    // A replayed settlement writes nothing twice (the idempotency keys), even asked directly.
    const before = (await entriesOf(chapaOrder.order.id)).length;
    await chapa.settle((await orderRow(chapaOrder.order.id)).paymentReference as string, 'paid');
    expect((await entriesOf(chapaOrder.order.id)).length).toBe(before);
    await reconcile([chapaOrder.order.id, stripeOrder.order.id]);
  });

  it('keeps earnings pending without a date until delivery, then until the return window closes', async () => {
    const b = await balanceOf(selam);
    expect(b.payoutCurrency).toBe('ETB');
    expect(inCurrency(b, 'ETB').availableMinor).toBe(0);
    expect(inCurrency(b, 'ETB').pending).toEqual([{ availableAt: null, amountMinor: inCurrency(b, 'ETB').pendingMinor }]);
    expect(inCurrency(b, 'ETB').pendingMinor).toBeGreaterThan(0);
    await expectBalanceMatchesEntries(selam);

    await deliver(selam, lineOf(chapaOrder, productOf.selam.id));
    await deliver(hirut, lineOf(chapaOrder, productOf.hirut.id));
    await deliver(selam, lineOf(stripeOrder, productOf.selam.id));
    const release = new Date(now.getTime() + 30 * DAY).toISOString();
    const held = await balanceOf(selam);
    // The birr line (Chapa) and the dollar line (Stripe) each wait in the currency Selam is paid in: both ETB.
    expect(inCurrency(held, 'ETB').pending).toEqual([{ availableAt: release, amountMinor: inCurrency(held, 'ETB').pendingMinor }]);

    now = new Date(now.getTime() + 30 * DAY);
    const released = await balanceOf(selam);
    expect(inCurrency(released, 'ETB')).toMatchObject({ availableMinor: inCurrency(held, 'ETB').pendingMinor, pendingMinor: 0 });
    const selamEntries = (await entriesOf(chapaOrder.order.id)).concat(await entriesOf(stripeOrder.order.id)).filter((e) => e.designerId === selam.userId);
    expect(inCurrency(released, 'ETB').availableMinor).toBe(selamEntries.reduce((s, e) => s + e.amountMinor, 0));
    await expectBalanceMatchesEntries(selam);
    await expectBalanceMatchesEntries(hirut);
  });

  it('a line cancelled after payment reverses its sale and commission; it never becomes available', async () => {
    const lineId = lineOf(stripeOrder, productOf.hirut.id);
    const before = await balanceOf(hirut);
    const res = await call(hirut, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status: 'cancelled', note: 'fabric ran out' } });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (await entriesOf(stripeOrder.order.id)).filter((e) => e.orderItemId === lineId);
    expect(entries.map((e) => e.kind).sort()).toEqual(['commission', 'commission_reversal', 'refund', 'sale']);
    expect(entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
    expect(entries.reduce((s, e) => s + e.chargedMinor, 0)).toBe(0);
    const after = await balanceOf(hirut);
    expect(inCurrency(after, 'USD').pendingMinor).toBeLessThan(inCurrency(before, 'USD').pendingMinor);
    now = new Date(now.getTime() + 60 * DAY);
    const later = await balanceOf(hirut);
    // Only the delivered Chapa line's earnings are available; the cancelled one adds nothing.
    const hirutChapa = (await entriesOf(chapaOrder.order.id)).filter((e) => e.designerId === hirut.userId).reduce((s, e) => s + e.amountMinor, 0);
    expect(inCurrency(later, 'USD')).toMatchObject({ availableMinor: hirutChapa, pendingMinor: 0 });
    await expectBalanceMatchesEntries(hirut);
    await reconcile([chapaOrder.order.id, stripeOrder.order.id]);
  });

  it("adds up: the designers' parts plus the shop's commission equal what was charged for the goods, to the cent", async () => {
    const revenue = (await call(admin, { method: 'GET', url: '/api/admin/payouts/revenue' })).json<ShopRevenue>();
    const all = await t.database.db.select().from(ledgerEntries);
    for (const currency of ['ETB', 'USD']) {
      const fromEntries = -all.filter((e) => e.chargedCurrency === currency && ['commission', 'commission_reversal', 'cod_commission'].includes(e.kind)).reduce((s, e) => s + e.chargedMinor, 0);
      expect(revenue.rows.filter((r) => r.currency === currency).reduce((s, r) => s + r.commissionMinor, 0)).toBe(fromEntries);
    }
    const csv = await call(admin, { method: 'GET', url: '/api/admin/payouts/revenue.csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('month,currency,commission');
  });
});

describe('cash on delivery', () => {
  it("charges the commission as a debit on the designer's balance when the line is delivered", async () => {
    const before = inCurrency(await balanceOf(selam), 'ETB').availableMinor;
    const placed = await place('cod', 'ETB', { selam: 1 });
    expect(await entriesOf(placed.order.id)).toEqual([]);
    await deliver(selam, lineOf(placed, productOf.selam.id), true);
    const entries = await entriesOf(placed.order.id);
    const debit = entries.find((e) => e.kind === 'cod_commission')!;
    const order = await orderRow(placed.order.id);
    const goods = allocate(order.chargeAmountMinor, [productOf.selam.priceMinor, order.shippingMinor])[0]!;
    // Placed after the platform rate was raised to 15 % (above), so 15 % is this line's rate.
    expect(debit).toMatchObject({ currency: 'ETB', chargedCurrency: 'ETB', amountMinor: -Math.round(goods * 0.15) });
    expect(inCurrency(await balanceOf(selam), 'ETB').availableMinor).toBe(before + debit.amountMinor);
    await expectBalanceMatchesEntries(selam);
  });
});

describe('statements and adjustments', () => {
  it("lists a month's entries with their order numbers, and as CSV", async () => {
    const res = await call(selam, { method: 'GET', url: `/api/studio/earnings/statement?month=2026-03` });
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json<Statement>();
    expect(statement.entries.length).toBeGreaterThan(0);
    expect(statement.entries.every((e) => e.orderNumber?.startsWith('TB-'))).toBe(true);
    const csv = await call(selam, { method: 'GET', url: '/api/studio/earnings/statement.csv?month=2026-03' });
    expect(csv.headers['content-disposition']).toContain('tibeb-statement-2026-03.csv');
    expect(csv.body.split('\r\n').length).toBe(statement.entries.length + 2);
    expect((await call(selam, { method: 'GET', url: '/api/studio/earnings/statement?month=2026-13' })).statusCode).toBe(400);
  });

  it('an adjustment needs a non-zero amount and a reason, is audited, and is written once per key', async () => {
    const url = `/api/admin/payouts/designers/${selam.userId}/adjustments`;
    const key = randomUUID();
    const refused = [
      [{ amountMinor: 0, currency: 'ETB', reason: 'x' }, 'AMOUNT_INVALID'],
      [{ amountMinor: 10.5, currency: 'ETB', reason: 'x' }, 'AMOUNT_INVALID'],
      [{ amountMinor: -500, currency: 'ETB', reason: '  ' }, 'ADJUSTMENT_REASON_REQUIRED'],
      [{ amountMinor: -500, currency: 'ETB' }, 'ADJUSTMENT_REASON_REQUIRED'],
    ] as const;
    for (const [payload, code] of refused) {
      const res = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
      expect(res.statusCode).toBe(400);
      // Schema refusals answer VALIDATION_FAILED with each field's stable code (errors plugin).
      expect(Object.values(res.json().error.fields ?? {}).flat()).toContain(code);
    }
    const missing = await call(admin, { method: 'POST', url: '/api/admin/payouts/designers/nobody/adjustments', headers: { 'idempotency-key': key }, payload: { amountMinor: 100, currency: 'ETB', reason: 'x' } });
    expect(missing.json().error.code).toBe('DESIGNER_NOT_FOUND');
    const before = inCurrency(await balanceOf(selam), 'ETB').availableMinor;
    const payload = { amountMinor: -2_500, currency: 'ETB', reason: 'Courier fee for a resent parcel' };
    const first = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(admin, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
    expect(again.json()).toEqual({ written: false });
    expect(inCurrency(await balanceOf(selam), 'ETB').availableMinor).toBe(before - 2_500);
    await expectBalanceMatchesEntries(selam);
    const ledger = (await call(otherAdmin, { method: 'GET', url: `/api/admin/payouts/designers/${selam.userId}/ledger?month=${month()}` })).json<DesignerLedger>();
    expect(ledger.statement.entries.find((e) => e.kind === 'adjustment')).toMatchObject({ amountMinor: -2_500, reason: 'Courier fee for a resent parcel' });
    const audit = await call(admin, { method: 'GET', url: '/api/admin/audit?kind=payouts.' });
    expect(audit.body).toContain('payouts.adjustment_added');
  });

  it('the ledger refuses UPDATE and DELETE in the database itself', async () => {
    await expect(t.database.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
  });
});

describe('who may read and change it', () => {
  it('a designer reads only their own; customers and guests nothing; admins everything', async () => {
    const own = await balanceOf(hirut);
    expect(own.payoutCurrency).toBe('USD');
    for (const [who, status] of [[shopper, 403], [otherShopper, 403], [null, 401]] as const) {
      expect((await call(who, { method: 'GET', url: '/api/studio/earnings' })).statusCode).toBe(status);
      expect((await call(who, { method: 'GET', url: '/api/studio/earnings/statement' })).statusCode).toBe(status);
    }
    for (const who of [selam, hirut, shopper, otherShopper]) {
      for (const url of [`/api/admin/payouts/designers/${selam.userId}/ledger`, '/api/admin/payouts/settings', '/api/admin/payouts/revenue']) {
        expect((await call(who, { method: 'GET', url })).statusCode).toBe(403);
      }
      const adj = await call(who, { method: 'POST', url: `/api/admin/payouts/designers/${who.userId}/adjustments`, headers: { 'idempotency-key': randomUUID() }, payload: { amountMinor: 1_000_000, currency: 'ETB', reason: 'gift' } });
      expect(adj.statusCode).toBe(403);
    }
    expect((await call(null, { method: 'GET', url: '/api/admin/payouts/revenue' })).statusCode).toBe(401);
    for (const who of [admin, otherAdmin]) {
      expect((await call(who, { method: 'GET', url: `/api/admin/payouts/designers/${hirut.userId}/ledger` })).statusCode).toBe(200);
    }
  });
});
