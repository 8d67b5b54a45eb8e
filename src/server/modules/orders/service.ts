import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/cart';
import { CURRENCIES, convertFromUsd, type CurrencyCode } from '../../../domain/money/currency';
import { UNPAID_ORDER_TTL_MS, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../../domain/orders/constants';
import { chargeCurrencyFor } from '../../../domain/orders/payment-currency';
import { planOrderLines } from '../../../domain/orders/plan-lines';
import { readyByDate } from '../../../domain/orders/ready-by';
import type { CheckoutRequest, ShippingAddress } from '../../../domain/orders/schemas';
import { canTransition, nextStatuses, orderLineMoves, orderNextStatuses, orderStatusFromLines, shopperMayCancel } from '../../../domain/orders/status';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  DesignerLinesPage,
  DesignerOrderLine,
  OrderHistoryEntry,
  OrderLineView,
  OrderMeasurementsView,
  OrderSummary,
  OrderView,
  PaymentStep,
  PlaceOrderResult,
  StatusActor,
} from '../../../domain/orders/types';
import { buildAiMeasurementRecord, imperialOf } from '../../../domain/sizing/attachment';
import type { Measurements } from '../../../domain/sizing/types';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditEntry } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mailer';
import { PaymentProviderError, type PaymentProvider, type PaymentOutcome } from '../payments/provider';
import { designerNewOrderMail, lineStatusMail, orderConfirmationMail, type DesignerMailLine } from './emails';
import * as q from './queries';

/** Who is asking: a signed-in user with a role, or a guest (who may hold an order's access token). */
export interface Actor {
  userId: string | null;
  role: Role | null;
}

export interface OrdersServiceDeps {
  db: Database;
  providers: ReadonlyMap<PaymentMethod, PaymentProvider>;
  mailer: Mailer;
  /** Signs guests' order access tokens. */
  secret: string;
  publicUrl: string;
  /** Called after any change that shoppers, designers or the catalogue should see. */
  onChange: (what: { orders: boolean; productIds: string[] }) => void;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Writes the admin's audit entry inside the change's own transaction. */
export type RecordAudit = (tx: Database, entry: AuditEntry) => Promise<void>;

/** The claim a refund holds while the provider works: one per order, so a second request cannot pay out twice. */
const refundClaimId = (orderId: string) => `admin-refund:${orderId}`;

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found.');
const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** TB-YYMMDD-XXXXXX: readable on the phone, 32^6 per day so collisions are not a practical concern. */
export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `TB-${day}-${tail}`;
}

function hashRequest(input: CheckoutRequest, userId: string | null): string {
  return createHash('sha256').update(JSON.stringify([userId, input])).digest('hex');
}

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function measurementView(row: q.ItemWithMeasurements['measurements']): OrderMeasurementsView | null {
  if (!row) return null;
  const metric = row.metrics as Measurements;
  const rec = row.sizeRecommendation as { size?: unknown } | null;
  return {
    source: row.source,
    category: row.category,
    confidence: row.confidence,
    metricsCm: row.metrics,
    metricsIn: imperialOf(metric) as Record<string, number>,
    notes: row.notes,
    recommendedSize: rec && typeof rec.size === 'string' ? rec.size : null,
    capturedAt: row.createdAt.toISOString(),
  };
}

function lineView(row: q.ItemWithMeasurements): OrderLineView {
  const { item } = row;
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    productImageUrl: item.productImageUrl,
    designerName: item.designerName,
    unitPriceUsdMinor: item.unitPriceMinor,
    quantity: item.quantity,
    size: item.size,
    status: item.status,
    includeMeasurements: item.includeMeasurements,
    measurements: measurementView(row.measurements),
  };
}

function actorOf(row: q.EventRow): StatusActor {
  if (!row.event.actorUserId) return row.event.note === 'system' ? 'system' : 'shopper';
  if (row.actorRole === 'admin') return 'admin';
  if (row.actorRole === 'designer') return 'designer';
  return 'shopper';
}

function historyView(rows: q.EventRow[]): OrderHistoryEntry[] {
  return rows.map((r) => ({
    at: r.event.createdAt.toISOString(),
    lineId: r.event.orderItemId,
    from: r.event.fromStatus,
    to: r.event.toStatus,
    actor: actorOf(r),
    note: r.event.note === 'system' ? null : r.event.note,
  }));
}

/**
 * The stored address as the order views answer it. Orders forgotten before issue 35 kept only the
 * country (no name, no city) and made every view of them fail its response schema: the name falls
 * back to the order's (the placeholder once forgotten) and a lost city reads as empty.
 */
function addressOf(order: q.OrderRow): ShippingAddress {
  const stored = order.shippingAddress as Partial<ShippingAddress>;
  return { ...(stored as ShippingAddress), fullName: stored.fullName ?? order.fullName, city: stored.city ?? '', country: stored.country ?? '' };
}

function isOnline(method: string): boolean {
  return method === 'chapa' || method === 'stripe';
}

function canRetryPayment(order: q.OrderRow): boolean {
  return isOnline(order.paymentMethod) && order.status === 'pending' && (order.paymentStatus === 'failed' || order.paymentStatus === 'pending');
}

export function createOrdersService(deps: OrdersServiceDeps) {
  // Features that follow deliveries (fit reviews invite one) listen here; called after the change commits.
  const deliveredListeners: Array<(lineIds: string[]) => void> = [];
  const announceDelivered = (lineIds: string[]): void => {
    if (lineIds.length > 0) for (const listener of deliveredListeners) listener(lineIds);
  };
  const { db } = deps;

  const tokenFor = (orderId: string) => createHmac('sha256', deps.secret).update(`order:${orderId}`).digest('base64url');

  function tokenMatches(orderId: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(tokenFor(orderId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Owner, admin, or a guest holding the token: anyone else is told the order does not exist. */
  async function readable(id: string, actor: Actor, token: string | undefined): Promise<q.OrderRow> {
    if (!isUuid(id)) throw orderNotFound();
    const order = await q.orderById(db, id);
    if (!order) throw orderNotFound();
    const owns = actor.userId !== null && order.userId === actor.userId;
    if (owns || actor.role === 'admin' || tokenMatches(order.id, token)) return order;
    throw orderNotFound();
  }

  async function views(rows: q.OrderRow[]): Promise<OrderView[]> {
    const ids = rows.map((r) => r.id);
    const [items, events] = await Promise.all([q.itemsOf(db, ids), q.eventsOf(db, ids)]);
    return rows.map((order) => {
      const lines = items.filter((i) => i.item.orderId === order.id).map(lineView);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        paymentMethod: order.paymentMethod as PaymentMethod,
        paymentStatus: order.paymentStatus,
        email: order.email,
        phone: order.phone,
        shippingAddress: addressOf(order),
        deliveryNotes: order.deliveryNotes,
        displayCurrency: order.displayCurrency as CurrencyCode,
        exchangeRate: order.exchangeRate,
        subtotalUsdMinor: order.subtotalMinor,
        shippingUsdMinor: order.shippingMinor,
        totalUsdMinor: order.totalMinor,
        chargeCurrency: order.chargeCurrency as CurrencyCode,
        chargeAmountMinor: order.chargeAmountMinor,
        lines,
        history: historyView(events.filter((e) => e.event.orderId === order.id)),
        canCancel: order.status !== 'cancelled' && shopperMayCancel(lines.map((l) => l.status)),
        canRetryPayment: canRetryPayment(order),
      };
    });
  }

  async function view(order: q.OrderRow): Promise<OrderView> {
    const [v] = await views([order]);
    if (!v) throw orderNotFound();
    return v;
  }

  async function displayRate(code: CurrencyCode): Promise<number> {
    if (code === 'USD') return 1;
    return (await q.rateFor(db, code)) ?? CURRENCIES[code].fallbackRate;
  }

  // Designers' mails still being handed to the mailer: the request does not wait for them, a test may (mailsSettled).
  const mailsInFlight = new Set<Promise<void>>();
  const track = (sending: Promise<void>): void => {
    mailsInFlight.add(sending);
    void sending.finally(() => mailsInFlight.delete(sending));
  };

  /**
   * Tells each designer of an order about their lines, once: the lines are claimed (marked told,
   * ready-by fixed) in one transaction, so a replayed webhook or a second settlement finds nothing
   * left to claim and mails nobody. `start` is when the designer's clock starts: the order's
   * placement (pay on delivery) or its payment (online). A mail that fails is logged, not retried:
   * the line still shows as new in the studio.
   */
  async function tellDesigners(order: q.OrderRow, start: Date): Promise<void> {
    const claimed = await db.transaction(async (tx) => {
      const lines = await q.claimDesignerNotice(tx, order.id, new Date());
      for (const line of lines) {
        const readyBy = readyByDate(start, line.fulfilment, line.productionDays);
        await q.setReadyBy(tx, line.item.id, readyBy);
        line.item.readyBy = readyBy;
      }
      return lines;
    });
    const byDesigner = new Map<string, q.ClaimedLine[]>();
    for (const line of claimed) {
      const key = line.item.designerId ?? '';
      byDesigner.set(key, [...(byDesigner.get(key) ?? []), line]);
    }
    const address = addressOf(order);
    for (const lines of byDesigner.values()) {
      const first = lines[0];
      if (!first?.designerEmail) continue;
      const mailLines: DesignerMailLine[] = lines.map((l) => ({
        productName: l.item.productName,
        quantity: l.item.quantity,
        size: l.item.size,
        includeMeasurements: l.item.includeMeasurements,
        measurements: measurementView(l.measurements),
        readyBy: l.item.readyBy ?? '',
      }));
      const mail = designerNewOrderMail(
        { orderNumber: order.orderNumber, paymentMethod: order.paymentMethod as PaymentMethod, city: address.city, country: address.country, deliveryNotes: order.deliveryNotes },
        first.designerName ?? first.item.designerName ?? '',
        mailLines,
        first.designerLanguage === 'am-ET' ? 'am-ET' : 'en',
        deps.publicUrl,
      );
      track(
        deps.mailer
          .send({ to: first.designerEmail, ...mail })
          .catch((error: unknown) => deps.log.error({ err: error, orderId: order.id, designerId: first.item.designerId }, 'designer order mail failed')),
      );
    }
  }

  /** Telling the designers must not undo an order that is already placed or paid: a failure is logged. */
  async function tellDesignersSafely(order: q.OrderRow, start: Date): Promise<void> {
    try {
      await tellDesigners(order, start);
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'designers could not be told of an order');
    }
  }

  function sendConfirmation(order: q.OrderRow, orderView: OrderView) {
    const mail = orderConfirmationMail(orderView, order.locale === 'am-ET' ? 'am-ET' : 'en', deps.publicUrl);
    void deps.mailer.send({ to: order.email, ...mail }).catch((error: unknown) => deps.log.error({ err: error, orderId: order.id }, 'order confirmation mail failed'));
  }

  /** Opens a payment attempt with the order's provider; the order is already committed. */
  async function startPayment(order: q.OrderRow): Promise<PaymentStep> {
    const method = order.paymentMethod as PaymentMethod;
    const provider = deps.providers.get(method);
    if (!isOnline(method)) return { method, status: order.paymentStatus, redirectUrl: null };
    if (!provider) {
      await q.setOrderFields(db, order.id, { paymentStatus: 'failed' });
      return { method, status: 'failed', redirectUrl: null };
    }
    const address = addressOf(order);
    try {
      const result = await provider.initiate({
        orderId: order.id,
        orderNumber: order.orderNumber,
        amountMinor: order.chargeAmountMinor,
        currency: order.chargeCurrency as CurrencyCode,
        email: order.email,
        fullName: address.fullName,
        phone: order.phone,
        returnUrl: `${deps.publicUrl}/api/payments/return?order=${order.id}`,
        cancelUrl: `${deps.publicUrl}/api/payments/return?order=${order.id}`,
        webhookUrl: `${deps.publicUrl}/api/payments/${method}/webhook`,
        description: `Tibeb order ${order.orderNumber}`,
        locale: order.locale === 'am-ET' ? 'am-ET' : 'en',
      });
      await q.recordPaymentEvent(db, {
        provider: method,
        eventId: `initiated:${result.reference}`,
        orderId: order.id,
        reference: result.reference,
        outcome: 'initiated',
      });
      await q.setOrderFields(db, order.id, { paymentStatus: 'pending', paymentReference: result.reference });
      return { method, status: 'pending', redirectUrl: result.redirectUrl };
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id, provider: method }, 'payment could not be started');
      await q.setOrderFields(db, order.id, { paymentStatus: 'failed' });
      return { method, status: 'failed', redirectUrl: null };
    }
  }

  async function replay(existing: q.OrderRow, requestHash: string, actor: Actor): Promise<PlaceOrderResult> {
    if (existing.requestHash !== requestHash) {
      throw conflict('IDEMPOTENCY_KEY_REUSED', 'This checkout was already used for a different order. Reload the page to start a new one.');
    }
    const orderView = await view(existing);
    return {
      order: orderView,
      accessToken: actor.userId ? null : tokenFor(existing.id),
      payment: { method: existing.paymentMethod as PaymentMethod, status: existing.paymentStatus, redirectUrl: null },
    };
  }

  /**
   * Cancels the given lines in one transaction: stock goes back, the order's status follows.
   * Answers the lines that were cancelled (for refunds).
   */
  async function cancelLines(tx: Database, order: q.OrderRow, items: q.OrderItemRow[], actorUserId: string | null, note: string | null) {
    const live = items.filter((i) => i.status !== 'cancelled');
    for (const item of live) if (item.productId) await q.restoreStock(tx, item.productId, item.quantity);
    await q.setItemStatus(tx, live.map((i) => i.id), 'cancelled');
    await q.insertEvents(
      tx,
      live.map((i) => ({ orderId: order.id, orderItemId: i.id, fromStatus: i.status, toStatus: 'cancelled' as const, actorUserId, note })),
    );
    return live;
  }

  async function refundIfPaid(order: q.OrderRow, amountUsdMinor: number) {
    if (order.paymentStatus !== 'paid' || !order.paymentReference) return;
    const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
    if (!provider) return;
    const amount = Math.min(order.chargeAmountMinor, convertFromUsd(amountUsdMinor, order.chargeAmountMinor / Math.max(1, order.totalMinor)));
    try {
      const result = await provider.refund(order.paymentReference, amount, order.chargeCurrency as CurrencyCode);
      if (result.ok && amount >= order.chargeAmountMinor) await q.setOrderFields(db, order.id, { paymentStatus: 'refunded' });
      await q.recordPaymentEvent(db, {
        provider: order.paymentMethod,
        eventId: `refund:${order.id}:${Date.now()}:${amount}`,
        orderId: order.id,
        reference: result.reference,
        outcome: result.ok ? 'refunded' : 'refund_failed',
        payload: { amountMinor: amount, currency: order.chargeCurrency },
      });
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'refund failed; needs an admin');
    }
  }

  /** Applies what a provider says about a payment; safe to call any number of times. */
  async function settlePayment(orderId: string, outcome: PaymentOutcome, paid: { amountMinor: number | null; currency: string | null }) {
    let confirmedOrder: q.OrderRow | null = null;
    await db.transaction(async (tx) => {
      const order = await q.orderById(tx, orderId, true);
      if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return;
      if (outcome === 'paid') {
        // A payment for another amount or currency than the order's is not this order's payment.
        const amountOk = paid.amountMinor === null || paid.amountMinor === order.chargeAmountMinor;
        const currencyOk = paid.currency === null || paid.currency.toUpperCase() === order.chargeCurrency;
        if (!amountOk || !currencyOk) {
          deps.log.error({ orderId, paid, expected: { amount: order.chargeAmountMinor, currency: order.chargeCurrency } }, 'payment amount mismatch');
          return;
        }
        await q.setOrderFields(tx, order.id, { paymentStatus: 'paid', paidAt: new Date() });
        confirmedOrder = order;
      } else if (outcome === 'failed' && order.status === 'pending') {
        await q.setOrderFields(tx, order.id, { paymentStatus: 'failed' });
      }
    });
    const paidOrder = confirmedOrder as q.OrderRow | null;
    if (paidOrder) {
      // Paid after it was cancelled (the shopper paid an abandoned tab): give the money back.
      const fresh = await q.orderById(db, paidOrder.id);
      if (fresh?.status === 'cancelled') await refundIfPaid(fresh, fresh.totalMinor);
      else if (fresh) {
        sendConfirmation(fresh, await view(fresh));
        await tellDesignersSafely(fresh, fresh.paidAt ?? new Date());
      }
    }
    deps.onChange({ orders: true, productIds: [] });
  }

  /** What a full refund would give back now (the charge less what was refunded before), in the charged currency. */
  async function refundable(order: q.OrderRow): Promise<number> {
    if (order.paymentStatus !== 'paid' || !order.paymentReference || !isOnline(order.paymentMethod)) return 0;
    return Math.max(0, order.chargeAmountMinor - (await q.refundedMinorOf(db, order.id)));
  }

  function adminNextStatuses(order: q.OrderRow, lineStatuses: OrderStatus[]): OrderStatus[] {
    const unpaidOnline = isOnline(order.paymentMethod) && order.paymentStatus !== 'paid';
    // The designers' payment rule: nothing moves forward on an online order before its money arrives.
    return orderNextStatuses(lineStatuses).filter((s) => s === 'cancelled' || !unpaidOnline);
  }

  /**
   * A full refund through the order's provider. The claim (a payment event with a fixed id) is
   * taken under the order's lock, so a second request is refused while or after the first runs;
   * a provider failure gives the claim back and leaves the order as it was.
   */
  async function refundWhole(orderId: string, record: RecordAudit): Promise<{ amountMinor: number; currency: CurrencyCode }> {
    if (!isUuid(orderId)) throw orderNotFound();
    const claim = await db.transaction(async (tx) => {
      const order = await q.orderById(tx, orderId, true);
      if (!order) throw orderNotFound();
      if (order.paymentStatus === 'refunded') throw conflict('ORDER_ALREADY_REFUNDED', 'This order was already refunded.');
      if (order.paymentStatus !== 'paid' || !order.paymentReference || !isOnline(order.paymentMethod)) {
        throw conflict('ORDER_NOT_PAID', 'Only an order paid online can be refunded through the payment provider.');
      }
      const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
      if (!provider) throw conflict('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.');
      const amountMinor = Math.max(0, order.chargeAmountMinor - (await q.refundedMinorOf(tx, order.id)));
      if (amountMinor <= 0) throw conflict('ORDER_ALREADY_REFUNDED', 'This order was already refunded.');
      const claimed = await q.recordPaymentEvent(tx, {
        provider: order.paymentMethod,
        eventId: refundClaimId(order.id),
        orderId: order.id,
        reference: order.paymentReference,
        outcome: 'refund_requested',
        payload: { amountMinor, currency: order.chargeCurrency },
      });
      if (!claimed) throw conflict('REFUND_IN_PROGRESS', 'A refund of this order was already asked for.');
      return { order, provider, amountMinor, currency: order.chargeCurrency as CurrencyCode };
    });
    const { order, provider, amountMinor, currency } = claim;
    let result: { reference: string; ok: boolean } | null = null;
    try {
      result = await provider.refund(order.paymentReference as string, amountMinor, currency);
    } catch (error) {
      deps.log.warn({ err: error, orderId }, 'admin refund: the provider call failed');
    }
    if (!result?.ok) {
      await q.deletePaymentEvent(db, order.paymentMethod, refundClaimId(order.id));
      await q.recordPaymentEvent(db, {
        provider: order.paymentMethod,
        eventId: `refund-failed:${order.id}:${Date.now()}`,
        orderId: order.id,
        reference: result?.reference ?? order.paymentReference,
        outcome: 'refund_failed',
        payload: { amountMinor, currency },
      });
      throw new AppError(502, 'REFUND_FAILED', 'The payment provider did not make the refund. The order is unchanged; try again later.');
    }
    const refundReference = result.reference;
    // The money has gone back: from here the claim stays, so nothing can refund it again.
    await db.transaction(async (tx) => {
      await q.setOrderFields(tx, order.id, { paymentStatus: 'refunded' });
      await q.recordPaymentEvent(tx, {
        provider: order.paymentMethod,
        eventId: `refund:${order.id}:${refundReference}`,
        orderId: order.id,
        reference: refundReference,
        outcome: 'refunded',
        payload: { amountMinor, currency },
      });
      await record(tx, {
        kind: 'orders.refunded',
        targetType: 'order',
        targetId: order.id,
        before: { orderNumber: order.orderNumber, paymentStatus: order.paymentStatus },
        after: { orderNumber: order.orderNumber, paymentStatus: 'refunded', amountMinor, currency, reference: refundReference },
      });
    });
    return { amountMinor, currency };
  }

  async function adminDetail(order: q.OrderRow): Promise<AdminOrderDetail> {
    const [base, events, refundableMinor] = await Promise.all([view(order), q.paymentEventsOfOrder(db, order.id), refundable(order)]);
    return {
      ...base,
      customerName: order.fullName,
      nextStatuses: adminNextStatuses(order, base.lines.map((l) => l.status)),
      refundableMinor,
      canRefund: refundableMinor > 0,
      paymentEvents: events.map((e) => {
        const payload = (e.payload ?? {}) as { amountMinor?: unknown; currency?: unknown };
        return {
          id: e.id,
          at: e.createdAt.toISOString(),
          provider: e.provider,
          outcome: e.outcome,
          reference: e.reference,
          amountMinor: typeof payload.amountMinor === 'number' ? payload.amountMinor : null,
          currency: typeof payload.currency === 'string' ? payload.currency : null,
        };
      }),
    };
  }

  return {
    /** Calls `listener` with the ids of lines that became delivered, after each such change. */
    onLinesDelivered(listener: (lineIds: string[]) => void): void {
      deliveredListeners.push(listener);
    },
    tokenFor,

    /** Resolves once the designers' mails sent so far have reached the mailer (tests read the outbox after it). */
    async mailsSettled(): Promise<void> {
      while (mailsInFlight.size > 0) await Promise.allSettled([...mailsInFlight]);
    },

    /** Every order, filtered, newest first, a page at a time (the admin console). */
    async adminList(filter: q.AdminOrderFilter, page: number, pageSize: number): Promise<AdminOrderPage> {
      const { rows, total } = await q.adminOrders(db, filter, pageSize, (page - 1) * pageSize);
      const facts = new Map((await q.lineFactsOf(db, rows.map((r) => r.id))).map((f) => [f.orderId, f]));
      return {
        orders: rows.map((o) => ({
          id: o.id,
          orderNumber: o.orderNumber,
          createdAt: o.createdAt.toISOString(),
          status: o.status,
          paymentStatus: o.paymentStatus,
          paymentMethod: o.paymentMethod as PaymentMethod,
          customerName: o.fullName,
          email: o.email,
          displayCurrency: o.displayCurrency as CurrencyCode,
          exchangeRate: o.exchangeRate,
          totalUsdMinor: o.totalMinor,
          chargeCurrency: o.chargeCurrency as CurrencyCode,
          chargeAmountMinor: o.chargeAmountMinor,
          lineCount: facts.get(o.id)?.lines ?? 0,
          designers: facts.get(o.id)?.designers ?? [],
        })),
        total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async adminGet(id: string): Promise<AdminOrderDetail> {
      if (!isUuid(id)) throw orderNotFound();
      const order = await q.orderById(db, id);
      if (!order) throw orderNotFound();
      return adminDetail(order);
    },

    /**
     * An admin moves a whole order: each line takes the step a designer could give it
     * (orderLineMoves), under the same payment rule; cancelling gives the stock back and refunds
     * a paid order through its provider. The change and its audit entry commit together.
     */
    async adminSetStatus(
      id: string,
      to: OrderStatus,
      note: string | null,
      actor: { userId: string },
      record: RecordAudit,
    ): Promise<{ order: AdminOrderDetail; refund: 'refunded' | 'failed' | 'none' }> {
      if (!isUuid(id)) throw orderNotFound();
      let touched: string[] = [];
      let delivered: string[] = [];
      let mail: Parameters<typeof lineStatusMail>[0] | null = null;
      let mailTo: { email: string; lang: 'en' | 'am-ET' } | null = null;
      await db.transaction(async (tx) => {
        const order = await q.orderById(tx, id, true);
        if (!order) throw orderNotFound();
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        const statuses = items.map((i) => i.status);
        const moves = orderLineMoves(statuses, to);
        if (!moves) {
          throw conflict('STATUS_TRANSITION_INVALID', `An order that is ${order.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
        }
        if (!adminNextStatuses(order, statuses).includes(to)) {
          throw conflict('PAYMENT_NOT_RECEIVED', 'This order is not paid yet; it can be confirmed once the payment arrives.');
        }
        const moved = moves.map((m) => items[m.index]).filter((i): i is q.OrderItemRow => Boolean(i));
        if (to === 'cancelled') {
          const live = await cancelLines(tx, order, moved, actor.userId, note);
          touched = live.flatMap((i) => (i.productId ? [i.productId] : []));
        } else {
          await q.setItemStatus(tx, moved.map((i) => i.id), to);
          await q.insertEvents(tx, moved.map((i) => ({ orderId: order.id, orderItemId: i.id, fromStatus: i.status, toStatus: to, actorUserId: actor.userId, note })));
          if (to === 'delivered') delivered = moved.map((i) => i.id);
        }
        const after = statuses.map((s, index) => moves.find((m) => m.index === index)?.to ?? s);
        const status = orderStatusFromLines(after);
        if (status !== order.status) {
          await q.setOrderFields(tx, order.id, { status });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: null }]);
        }
        await record(tx, {
          kind: 'orders.status_changed',
          targetType: 'order',
          targetId: order.id,
          before: { orderNumber: order.orderNumber, status: order.status },
          after: { orderNumber: order.orderNumber, status, note },
        });
        if (to !== 'pending') {
          const names = moved.map((i) => i.productName).join(', ').slice(0, 300);
          mail = { orderId: order.id, orderNumber: order.orderNumber, fullName: order.fullName, productName: names, status: to, note };
          mailTo = { email: order.email, lang: order.locale === 'am-ET' ? 'am-ET' : 'en' };
        }
      });
      let refund: 'refunded' | 'failed' | 'none' = 'none';
      const afterCommit = await q.orderById(db, id);
      if (to === 'cancelled' && afterCommit && (await refundable(afterCommit)) > 0) {
        try {
          await refundWhole(id, record);
          refund = 'refunded';
        } catch (error) {
          // The cancellation stands; the refund stays on the order for an admin to try again.
          deps.log.warn({ err: error, orderId: id }, 'refund after an admin cancellation failed');
          refund = 'failed';
        }
      }
      deps.onChange({ orders: true, productIds: touched });
      const change = mail as Parameters<typeof lineStatusMail>[0] | null;
      const recipient = mailTo as { email: string; lang: 'en' | 'am-ET' } | null;
      if (change && recipient) {
        void deps.mailer
          .send({ to: recipient.email, ...lineStatusMail(change, recipient.lang, deps.publicUrl) })
          .catch((error: unknown) => deps.log.error({ err: error, orderId: id }, 'status mail failed'));
      }
      announceDelivered(delivered);
      const fresh = await q.orderById(db, id);
      if (!fresh) throw orderNotFound();
      return { order: await adminDetail(fresh), refund };
    },

    /** A full refund of a paid order, asked for by an admin (see refundWhole). */
    async adminRefund(id: string, record: RecordAudit): Promise<{ order: AdminOrderDetail; amountMinor: number; currency: CurrencyCode }> {
      const { amountMinor, currency } = await refundWhole(id, record);
      deps.onChange({ orders: true, productIds: [] });
      const fresh = await q.orderById(db, id);
      if (!fresh) throw orderNotFound();
      return { order: await adminDetail(fresh), amountMinor, currency };
    },

    async place(input: CheckoutRequest, idempotencyKey: string, actor: Actor): Promise<{ result: PlaceOrderResult; replayed: boolean }> {
      const requestHash = hashRequest(input, actor.userId);
      const scopedKey = `${actor.userId ?? 'guest'}:${idempotencyKey}`;
      const existing = await q.orderByKey(db, scopedKey);
      if (existing) return { result: await replay(existing, requestHash, actor), replayed: true };

      if (!deps.providers.has(input.paymentMethod)) {
        throw badRequest('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.', { paymentMethod: ['PAYMENT_METHOD_UNAVAILABLE'] });
      }
      const guest = actor.userId === null;
      if (input.includeMeasurements && guest && !input.measurementConsent) {
        throw badRequest('MEASUREMENT_CONSENT_REQUIRED', 'Please agree to share your measurements with the designer, or untick "Include my measurements".', {
          measurementConsent: ['MEASUREMENT_CONSENT_REQUIRED'],
        });
      }

      const rate = await displayRate(input.currency);
      const chargeCurrency = chargeCurrencyFor(input.paymentMethod, input.currency);
      const chargeRate = chargeCurrency === input.currency ? rate : await displayRate(chargeCurrency);
      const now = new Date();

      let order: q.OrderRow;
      let productIds: string[] = [];
      try {
        order = await db.transaction(async (tx) => {
          const ids = [...new Set(input.lines.map((l) => l.productId).filter(isUuid))];
          const found = new Map((await q.lockProducts(tx, ids)).map((p) => [p.id, p]));
          const plan = planOrderLines(input, found);
          if (!plan.ok) throw new AppError(409, plan.refusal.code, plan.refusal.message, plan.refusal.fields);
          const { lines, wanted, totals } = plan;

          const created = await q.insertOrder(tx, {
            orderNumber: newOrderNumber(now),
            userId: actor.userId,
            email: input.contact.email,
            phone: input.contact.phone,
            fullName: input.shipping.fullName,
            shippingAddress: input.shipping as unknown as Record<string, string>,
            deliveryNotes: input.deliveryNotes ?? null,
            paymentMethod: input.paymentMethod,
            paymentStatus: 'unpaid',
            currency: 'USD',
            displayCurrency: input.currency,
            exchangeRate: rate,
            subtotalMinor: totals.subtotal,
            shippingMinor: totals.shipping,
            totalMinor: totals.total,
            idempotencyKey: scopedKey,
            requestHash,
            chargeCurrency,
            chargeAmountMinor: convertFromUsd(totals.total, chargeRate),
            measurementConsent: guest ? input.measurementConsent : input.includeMeasurements,
            locale: input.locale,
          });
          for (const [productId, quantity] of wanted) await q.decrementStock(tx, productId, quantity);
          const items = await q.insertItems(
            tx,
            lines.map((l) => ({
              orderId: created.id,
              productId: l.product.id,
              designerId: l.product.designerId,
              productName: l.product.name,
              productImageUrl: l.product.imageUrl,
              designerName: l.product.designerName,
              unitPriceMinor: l.product.priceMinor,
              currency: 'USD',
              quantity: l.line.quantity,
              size: l.size,
              includeMeasurements: l.measurements !== undefined,
            })),
          );
          await q.insertMeasurements(
            tx,
            lines.flatMap((l, i) => {
              const item = items[i];
              if (!l.measurements || !item) return [];
              const record = buildAiMeasurementRecord({ ...l.measurements, heightInput: l.measurements.heightInput ?? null }, actor.userId ?? 'guest', now);
              return [
                {
                  orderItemId: item.id,
                  productId: l.product.id,
                  userId: actor.userId,
                  source: record.source,
                  metrics: record.measurements.metric as Record<string, number>,
                  metricsLocale: input.locale,
                  confidence: record.confidence,
                  measurements: record as unknown as Record<string, unknown>,
                  category: record.category,
                  sizeRecommendation: (record.sizeRecommendation ?? null) as Record<string, unknown> | null,
                  metadata: { capturedAt: record.timestamp, fit: record.fit ?? null },
                },
              ];
            }),
          );
          await q.insertEvents(tx, [{ orderId: created.id, orderItemId: null, fromStatus: null, toStatus: 'pending', actorUserId: actor.userId, note: null }]);
          productIds = [...wanted.keys()];
          return created;
        });
      } catch (error) {
        // Two tabs sent the same key at once: the loser's transaction rolled back; answer with the winner's order.
        if (pgCode(error) === '23505') {
          const winner = await q.orderByKey(db, scopedKey);
          if (winner) return { result: await replay(winner, requestHash, actor), replayed: true };
        }
        throw error;
      }

      deps.onChange({ orders: true, productIds });
      const payment = await startPayment(order);
      const fresh = (await q.orderById(db, order.id)) ?? order;
      const orderView = await view(fresh);
      if (!isOnline(fresh.paymentMethod)) {
        sendConfirmation(fresh, orderView);
        await tellDesignersSafely(fresh, fresh.createdAt);
      }
      return { result: { order: orderView, accessToken: actor.userId ? null : tokenFor(order.id), payment }, replayed: false };
    },

    async get(id: string, actor: Actor, token?: string): Promise<OrderView> {
      return view(await readable(id, actor, token));
    },

    async listMine(userId: string): Promise<OrderSummary[]> {
      return summaries(await q.ordersOfUser(db, userId, 50));
    },

    async cancel(id: string, actor: Actor, token?: string): Promise<OrderView> {
      const found = await readable(id, actor, token);
      let cancelledUsd = 0;
      let touched: string[] = [];
      await db.transaction(async (tx) => {
        const order = await q.orderById(tx, found.id, true);
        if (!order) throw orderNotFound();
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        if (order.status === 'cancelled' || !(actor.role === 'admin' || shopperMayCancel(items.map((i) => i.status)))) {
          throw conflict('ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled: the designer has started making it.');
        }
        const live = await cancelLines(tx, order, items, actor.userId, null);
        cancelledUsd = live.reduce((s, i) => s + i.unitPriceMinor * i.quantity, 0);
        touched = live.flatMap((i) => (i.productId ? [i.productId] : []));
        await q.setOrderFields(tx, order.id, { status: 'cancelled' });
        await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: 'cancelled', actorUserId: actor.userId, note: null }]);
      });
      const after = await q.orderById(db, found.id);
      if (after && cancelledUsd > 0) await refundIfPaid(after, after.totalMinor);
      deps.onChange({ orders: true, productIds: touched });
      return view((await q.orderById(db, found.id)) ?? found);
    },

    async retryPayment(id: string, actor: Actor, token?: string): Promise<PaymentStep> {
      const order = await readable(id, actor, token);
      if (!canRetryPayment(order)) throw conflict('PAYMENT_NOT_RETRYABLE', 'This order does not need a payment now.');
      const step = await startPayment(order);
      deps.onChange({ orders: true, productIds: [] });
      return step;
    },

    /** The shopper is back from the provider's page: ask the provider, never trust the redirect itself. */
    async verifyReturn(id: string): Promise<void> {
      if (!isUuid(id)) return;
      const order = await q.orderById(db, id);
      if (!order || !isOnline(order.paymentMethod) || !order.paymentReference || order.paymentStatus === 'paid') return;
      const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
      if (!provider) return;
      try {
        const result = await provider.verify(order.paymentReference);
        if (result.outcome !== 'pending') await settlePayment(order.id, result.outcome, result);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, orderId: id }, 'payment verification failed; the webhook will settle it');
      }
    },

    /** A signed provider notification; a replay (same event id) changes nothing. */
    async webhook(method: PaymentMethod, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ duplicate: boolean }> {
      const provider = deps.providers.get(method);
      if (!provider || !isOnline(method)) throw notFound('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.');
      const event = provider.parseWebhook(rawBody, headers);
      const orderId = await q.orderIdForReference(db, method, event.reference);
      const fresh = await q.recordPaymentEvent(db, {
        provider: method,
        eventId: event.eventId,
        orderId,
        reference: event.reference,
        outcome: event.outcome,
        payload: event.summary,
      });
      if (!fresh) return { duplicate: true };
      if (!orderId || event.outcome === 'ignored' || event.outcome === 'pending') return { duplicate: false };
      if (event.outcome === 'paid') {
        // The signature says the provider sent it; asking the provider again makes a leaked webhook secret alone not enough.
        const verified = await provider.verify(event.reference).catch(() => null);
        if (verified?.outcome !== 'paid') {
          deps.log.warn({ orderId, reference: event.reference }, 'webhook said paid but the provider does not confirm it');
          return { duplicate: false };
        }
        await settlePayment(orderId, 'paid', verified);
      } else {
        await settlePayment(orderId, 'failed', event);
      }
      return { duplicate: false };
    },

    async designerLines(
      actor: { userId: string; role: Role },
      filter: { status: OrderStatus | null; cursor: string | null; designerId: string | null },
    ): Promise<DesignerLinesPage> {
      const limit = 50;
      const designerId = actor.role === 'admin' ? filter.designerId : actor.userId;
      const before = decodeCursor(filter.cursor);
      const [rows, newCount] = await Promise.all([
        q.designerLines(db, { designerId, status: filter.status, before, limit: limit + 1 }),
        designerId ? q.newLineCount(db, designerId) : Promise.resolve(0),
      ]);
      const page = rows.slice(0, limit);
      const events = await q.eventsOf(db, [...new Set(page.map((r) => r.order.id))]);
      const lines = page.map((r) => designerLineView(r, events));
      const last = page[page.length - 1];
      return { lines, nextCursor: rows.length > limit && last ? encodeCursor(last.item.createdAt, last.item.id) : null, newCount };
    },

    /**
     * The designer has seen these lines in the studio: they stop being new. Only the line's own
     * designer may say so (an admin looking on does not count as the designer seeing them); one
     * line that is not theirs refuses the whole call (404, as for a line that does not exist) and
     * marks nothing.
     */
    async markLinesSeen(actor: { userId: string; role: Role }, lineIds: string[]): Promise<{ seen: number; newCount: number }> {
      const ids = [...new Set(lineIds)];
      if (ids.some((id) => !isUuid(id))) throw lineNotFound();
      const own = await q.linesOfDesigner(db, actor.userId, ids);
      if (own.length !== ids.length) throw lineNotFound();
      const seen = await q.markLinesSeen(db, actor.userId, ids, new Date());
      return { seen, newCount: await q.newLineCount(db, actor.userId) };
    },

    async setLineStatus(lineId: string, to: OrderStatus, note: string | null, actor: { userId: string; role: Role }): Promise<DesignerOrderLine> {
      if (!isUuid(lineId)) throw lineNotFound();
      let touched: string[] = [];
      let orderId = '';
      let refundUsd = 0;
      let mail: Parameters<typeof lineStatusMail>[0] | null = null;
      let mailTo: { email: string; lang: 'en' | 'am-ET' } | null = null;
      await db.transaction(async (tx) => {
        const item = await q.itemById(tx, lineId, true);
        if (!item || (actor.role !== 'admin' && item.designerId !== actor.userId)) throw lineNotFound();
        const order = await q.orderById(tx, item.orderId, true);
        if (!order) throw lineNotFound();
        orderId = order.id;
        if (!canTransition(item.status, to)) {
          throw conflict('STATUS_TRANSITION_INVALID', `A line that is ${item.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
        }
        if (to !== 'cancelled' && isOnline(order.paymentMethod) && order.paymentStatus !== 'paid') {
          throw conflict('PAYMENT_NOT_RECEIVED', 'This order is not paid yet; it can be confirmed once the payment arrives.');
        }
        if (to === 'cancelled') {
          await cancelLines(tx, order, [item], actor.userId, note);
          touched = item.productId ? [item.productId] : [];
          refundUsd = item.unitPriceMinor * item.quantity;
        } else {
          await q.setItemStatus(tx, [item.id], to);
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: item.id, fromStatus: item.status, toStatus: to, actorUserId: actor.userId, note }]);
        }
        if (to !== 'pending') {
          mail = { orderId: order.id, orderNumber: order.orderNumber, fullName: order.fullName, productName: item.productName, status: to, note };
          mailTo = { email: order.email, lang: order.locale === 'am-ET' ? 'am-ET' : 'en' };
        }
        const all = await q.itemsOfOrderForUpdate(tx, order.id);
        const status = orderStatusFromLines(all.map((i) => i.status));
        if (status !== order.status) {
          await q.setOrderFields(tx, order.id, { status });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: null }]);
        }
      });
      if (refundUsd > 0) {
        const order = await q.orderById(db, orderId);
        if (order) await refundIfPaid(order, order.status === 'cancelled' ? order.totalMinor : refundUsd);
      }
      deps.onChange({ orders: true, productIds: touched });
      const change = mail as Parameters<typeof lineStatusMail>[0] | null;
      const recipient = mailTo as { email: string; lang: 'en' | 'am-ET' } | null;
      if (change && recipient) {
        void deps.mailer
          .send({ to: recipient.email, ...lineStatusMail(change, recipient.lang, deps.publicUrl) })
          .catch((error: unknown) => deps.log.error({ err: error, lineId }, 'status mail failed'));
      }
      if (to === 'delivered') announceDelivered([lineId]);
      const row = await q.lineById(db, lineId);
      if (!row) throw lineNotFound();
      const events = await q.eventsOf(db, [row.order.id]);
      return designerLineView(row, events);
    },

    /** What the measurement sheet of one line needs, for whoever may read it. */
    async sheetSource(lineId: string, actor: Actor, token?: string) {
      if (!isUuid(lineId)) throw lineNotFound();
      const row = await q.lineById(db, lineId);
      if (!row) throw lineNotFound();
      const { item, order } = row;
      const allowed =
        actor.role === 'admin' ||
        (actor.userId !== null && (item.designerId === actor.userId || order.userId === actor.userId)) ||
        tokenMatches(order.id, token);
      if (!allowed) throw lineNotFound();
      const measurements = measurementView(row.measurements);
      if (!measurements) throw notFound('MEASUREMENTS_NOT_FOUND', 'This line has no measurements attached.');
      return {
        orderNumber: order.orderNumber,
        orderDate: order.createdAt.toISOString(),
        productName: item.productName,
        designerName: item.designerName,
        customerName: order.fullName,
        size: item.size ?? '',
        category: measurements.category,
        quantity: item.quantity,
        measurements,
      };
    },

    /** Online orders left unpaid past their time are cancelled, so their stock is sold again. */
    async expireUnpaid(now = new Date()): Promise<number> {
      const stale = await q.staleUnpaidOrders(db, new Date(now.getTime() - UNPAID_ORDER_TTL_MS), 50);
      let count = 0;
      for (const { id } of stale) {
        const touched: string[] = [];
        const done = await db.transaction(async (tx) => {
          const order = await q.orderById(tx, id, true);
          if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return false;
          const items = await q.itemsOfOrderForUpdate(tx, order.id);
          const live = await cancelLines(tx, order, items, null, 'system');
          touched.push(...live.flatMap((i) => (i.productId ? [i.productId] : [])));
          await q.setOrderFields(tx, order.id, { status: 'cancelled' });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: 'cancelled', actorUserId: null, note: 'system' }]);
          return true;
        });
        if (done) {
          count += 1;
          deps.onChange({ orders: true, productIds: touched });
        }
      }
      return count;
    },
  };

  async function summaries(rows: q.OrderRow[]): Promise<OrderSummary[]> {
    const full = await views(rows);
    return full.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      displayCurrency: o.displayCurrency,
      exchangeRate: o.exchangeRate,
      totalUsdMinor: o.totalUsdMinor,
      lines: o.lines,
      canCancel: o.canCancel,
    }));
  }
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id)) throw badRequest('CURSOR_INVALID', 'This page link is no longer valid.');
  return { createdAt, id };
}

function designerLineView(row: q.DesignerLineRow, events: q.EventRow[]): DesignerOrderLine {
  const { item, order } = row;
  const address = addressOf(order);
  return {
    id: item.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: item.createdAt.toISOString(),
    status: item.status,
    nextStatuses: nextStatuses(item.status),
    productId: item.productId,
    productName: item.productName,
    productImageUrl: item.productImageUrl,
    designerName: item.designerName,
    size: item.size,
    quantity: item.quantity,
    unitPriceUsdMinor: item.unitPriceMinor,
    customerName: order.fullName,
    deliveryNotes: order.deliveryNotes,
    shippingCity: address.city,
    shippingCountry: address.country,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    measurements: measurementView(row.measurements),
    history: historyView(events.filter((e) => e.event.orderId === order.id && (e.event.orderItemId === item.id || e.event.orderItemId === null))),
    isNew: item.designerNotifiedAt !== null && item.designerSeenAt === null,
    readyBy: item.readyBy,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
