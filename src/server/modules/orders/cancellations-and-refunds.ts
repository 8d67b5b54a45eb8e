import { isUuid } from '../../../domain/ids';
import { convertFromUsd, type CurrencyCode } from '../../../domain/money/currency';
import { UNPAID_ORDER_TTL_MS, type OrderStatus, type PaymentMethod } from '../../../domain/orders/constants';
import { canTransition, orderLineMoves, orderStatusFromLines, shopperMayCancel } from '../../../domain/orders/status';
import type { OrderView } from '../../../domain/orders/types';
import type { Database } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { isOnline, lineNotFound, orderNotFound, type Actor, type OrdersServiceDeps, type RecordAudit } from './order-support';
import type { OrderViews } from './order-views';
import * as q from './queries';

/** What asking the provider for money back came to: none when nothing was owed (unpaid, pay on delivery). */
export type RefundOutcome = 'refunded' | 'failed' | 'none';

export interface CancelLinesRequest {
  /** The lines to cancel; without it, every line of the order that may still be cancelled (as an admin's cancel of the order). */
  lineIds?: readonly string[];
  actor: { userId: string | null };
  note: string | null;
}

export interface CancelLinesResult {
  cancelledLineIds: string[];
  /** The order's status after the change. */
  status: OrderStatus;
  refund: RefundOutcome;
}

export interface RefundResult {
  amountMinor: number;
  currency: CurrencyCode;
}

/** The claim a refund holds while the provider works: one per order, so a second request cannot pay out twice. */
const refundClaimId = (orderId: string) => `admin-refund:${orderId}`;

/**
 * Cancelling lines (stock goes back, the order's status follows) and giving money back through the
 * order's provider: shared by the shopper's cancel, the designer's and admin's moves, the expiry of
 * unpaid orders, and offered as named operations (cancelLines, refund) to features such as returns.
 */
export interface CancellationsAndRefundsOptions extends Pick<OrdersServiceDeps, 'db' | 'providers' | 'log' | 'onChange' | 'ledger'> {
  views: OrderViews;
}

export function createCancellationsAndRefunds(options: CancellationsAndRefundsOptions) {
  const { views, ...deps } = options;
  const { db } = deps;

  /** Cancels the given lines inside the caller's transaction; answers the lines that were live (for refunds). */
  async function cancelLinesInTx(tx: Database, order: q.OrderRow, items: q.OrderItemRow[], actorUserId: string | null, note: string | null) {
    const live = items.filter((i) => i.status !== 'cancelled');
    for (const item of live) if (item.productId) await q.restoreStock(tx, item.productId, item.quantity);
    await q.setItemStatus(tx, live.map((i) => i.id), 'cancelled');
    // A line cancelled after payment gives its designer's sale and the shop's commission back.
    if (deps.ledger && live.length > 0) await deps.ledger.refunded(tx, order, live.map((i) => i.id), 'cancel');
    await q.insertEvents(
      tx,
      live.map((i) => ({ orderId: order.id, orderItemId: i.id, fromStatus: i.status, toStatus: 'cancelled' as const, actorUserId, note })),
    );
    return live;
  }

  /** Gives back `amountUsdMinor` of a paid online order (a failure is logged for an admin, never thrown). */
  async function refundIfPaid(order: q.OrderRow, amountUsdMinor: number): Promise<RefundOutcome> {
    if (order.paymentStatus !== 'paid' || !order.paymentReference) return 'none';
    const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
    if (!provider) return 'none';
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
      return result.ok ? 'refunded' : 'failed';
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'refund failed; needs an admin');
      return 'failed';
    }
  }

  /** What a full refund would give back now (the charge less what was refunded before), in the charged currency. */
  async function refundable(order: q.OrderRow): Promise<number> {
    if (order.paymentStatus !== 'paid' || !order.paymentReference || !isOnline(order.paymentMethod)) return 0;
    return Math.max(0, order.chargeAmountMinor - (await q.refundedMinorOf(db, order.id)));
  }

  /**
   * A full refund through the order's provider. The claim (a payment event with a fixed id) is
   * taken under the order's lock, so a second request is refused while or after the first runs;
   * a provider failure gives the claim back and leaves the order as it was.
   */
  async function refundWhole(orderId: string, record: RecordAudit): Promise<RefundResult> {
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
      if (deps.ledger) await deps.ledger.refunded(tx, order, (await q.itemsOfOrderForUpdate(tx, order.id)).map((i) => i.id), 'order-refund');
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

  return {
    cancelLinesInTx,
    refundIfPaid,
    refundable,
    refundWhole,

    /**
     * Cancels lines of one order and gives their money back: the stock returns, the order's status
     * follows its lines, and the change and its audit entry commit together. An order that ends
     * cancelled is refunded in full through its provider (as an admin's cancel does: a provider
     * failure leaves the cancellation standing and answers refund 'failed'); a paid order keeping
     * other lines is refunded the cancelled lines' value (as a designer's cancel of one line).
     */
    async cancelLines(orderId: string, request: CancelLinesRequest, record: RecordAudit): Promise<CancelLinesResult> {
      if (!isUuid(orderId)) throw orderNotFound();
      const { actor, note } = request;
      const done = await db.transaction(async (tx) => {
        const order = await q.orderById(tx, orderId, true);
        if (!order) throw orderNotFound();
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        let targets: q.OrderItemRow[];
        if (request.lineIds) {
          const wanted = [...new Set(request.lineIds)];
          targets = wanted.map((id) => items.find((i) => i.id === id)).filter((i): i is q.OrderItemRow => Boolean(i));
          if (targets.length !== wanted.length || targets.length === 0) throw lineNotFound();
          const stuck = targets.find((i) => !canTransition(i.status, 'cancelled'));
          if (stuck) throw conflict('STATUS_TRANSITION_INVALID', `A line that is ${stuck.status.replace('_', ' ')} cannot become cancelled.`);
        } else {
          const moves = orderLineMoves(items.map((i) => i.status), 'cancelled');
          if (!moves) throw conflict('STATUS_TRANSITION_INVALID', `An order that is ${order.status.replace('_', ' ')} cannot become cancelled.`);
          targets = moves.map((m) => items[m.index]).filter((i): i is q.OrderItemRow => Boolean(i));
        }
        const live = await cancelLinesInTx(tx, order, targets, actor.userId, note);
        const cancelled = new Set(live.map((i) => i.id));
        const status = orderStatusFromLines(items.map((i) => (cancelled.has(i.id) ? 'cancelled' : i.status)));
        if (status !== order.status) {
          await q.setOrderFields(tx, order.id, { status });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: null }]);
        }
        await record(tx, {
          kind: 'orders.status_changed',
          targetType: 'order',
          targetId: order.id,
          before: { orderNumber: order.orderNumber, status: order.status },
          after: { orderNumber: order.orderNumber, status, note, cancelledLineIds: [...cancelled] },
        });
        return { live, status };
      });
      let refund: RefundOutcome = 'none';
      const after = await q.orderById(db, orderId);
      if (after && done.status === 'cancelled' && (await refundable(after)) > 0) {
        try {
          await refundWhole(orderId, record);
          refund = 'refunded';
        } catch (error) {
          // The cancellation stands; the refund stays on the order for an admin to try again.
          deps.log.warn({ err: error, orderId }, 'refund after a cancellation failed');
          refund = 'failed';
        }
      } else if (after && done.status !== 'cancelled') {
        refund = await refundIfPaid(after, done.live.reduce((s, i) => s + i.unitPriceUsdMinor * i.quantity, 0));
      }
      deps.onChange({ orders: true, productIds: done.live.flatMap((i) => (i.productId ? [i.productId] : [])) });
      return { cancelledLineIds: done.live.map((i) => i.id), status: done.status, refund };
    },

    /** A full refund of a paid online order through its provider, once (see refundWhole); audited through `record`. */
    async refund(orderId: string, record: RecordAudit): Promise<RefundResult> {
      const result = await refundWhole(orderId, record);
      deps.onChange({ orders: true, productIds: [] });
      return result;
    },

    /** The shopper (or an admin, or a guest with the token) cancels a whole order before any garment is started. */
    async cancel(id: string, actor: Actor, token?: string): Promise<OrderView> {
      const found = await views.readable(id, actor, token);
      let cancelledUsd = 0;
      let touched: string[] = [];
      await db.transaction(async (tx) => {
        const order = await q.orderById(tx, found.id, true);
        if (!order) throw orderNotFound();
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        if (order.status === 'cancelled' || !(actor.role === 'admin' || shopperMayCancel(items.map((i) => i.status)))) {
          throw conflict('ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled: the designer has started making it.');
        }
        const live = await cancelLinesInTx(tx, order, items, actor.userId, null);
        cancelledUsd = live.reduce((s, i) => s + i.unitPriceUsdMinor * i.quantity, 0);
        touched = live.flatMap((i) => (i.productId ? [i.productId] : []));
        await q.setOrderFields(tx, order.id, { status: 'cancelled' });
        await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: 'cancelled', actorUserId: actor.userId, note: null }]);
      });
      const after = await q.orderById(db, found.id);
      if (after && cancelledUsd > 0) await refundIfPaid(after, after.totalMinor);
      deps.onChange({ orders: true, productIds: touched });
      return views.view((await q.orderById(db, found.id)) ?? found);
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
          const live = await cancelLinesInTx(tx, order, items, null, 'system');
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
}

export type CancellationsAndRefunds = ReturnType<typeof createCancellationsAndRefunds>;
