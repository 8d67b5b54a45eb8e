import { isUuid } from '../../../domain/ids';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { OrderStatus, PaymentMethod } from '../../../domain/orders/constants';
import { orderLineMoves, orderNextStatuses, orderStatusFromLines } from '../../../domain/orders/status';
import type { AdminOrderDetail, AdminOrderPage } from '../../../domain/orders/types';
import { conflict } from '../../lib/errors';
import type { CancellationsAndRefunds } from './cancellations-and-refunds';
import { cashOfOrders } from './cod-views';
import { checkLineMoves, isOnline, orderNotFound, type OrdersServiceDeps, type RecordAudit } from './order-support';
import type { OrderViews } from './order-views';
import * as q from './queries';
import { sendStatusMail, statusMailOf, type StatusMail } from './status-mail';

export interface AdminOrdersServiceOptions extends Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'onChange' | 'ledger' | 'lineMoveGuards'> {
  views: OrderViews;
  refunds: CancellationsAndRefunds;
  /** Told the ids of lines that became delivered, after the change commits. */
  announceDelivered: (lineIds: string[]) => void;
}

/** The admin console's orders: the list, one order with its payment trail, moving a whole order, refunding it. */
export function createAdminOrdersService(options: AdminOrdersServiceOptions) {
  const { views, refunds, announceDelivered, ...deps } = options;
  const { db } = deps;

  function adminNextStatuses(order: q.OrderRow, lineStatuses: OrderStatus[]): OrderStatus[] {
    const unpaidOnline = isOnline(order.paymentMethod) && order.paymentStatus !== 'paid';
    // The designers' payment rule: nothing moves forward on an online order before its money arrives.
    // A pay-on-delivery order is delivered line by line, each with its cash recorded (cod-cash-service).
    return orderNextStatuses(lineStatuses).filter((s) => s === 'cancelled' || (!unpaidOnline && !(s === 'delivered' && order.paymentMethod === 'cod')));
  }

  async function adminDetail(order: q.OrderRow): Promise<AdminOrderDetail> {
    const [base, events, refundableMinor, cash] = await Promise.all([views.view(order), q.paymentEventsOfOrder(db, order.id), refunds.refundable(order), cashOfOrders(db, [order])]);
    return {
      ...base,
      customerName: order.fullName,
      nextStatuses: adminNextStatuses(order, base.lines.map((l) => l.status)),
      refundableMinor,
      canRefund: refundableMinor > 0,
      cash: base.lines.flatMap((l) => {
        const c = cash.get(l.id);
        return c ? [c] : [];
      }),
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
      let mail: StatusMail | null = null;
      await db.transaction(async (tx) => {
        const order = await q.orderById(tx, id, true);
        if (!order) throw orderNotFound();
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        const statuses = items.map((i) => i.status);
        const moves = orderLineMoves(statuses, to);
        if (!moves) {
          throw conflict('STATUS_TRANSITION_INVALID', `An order that is ${order.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
        }
        if (to === 'delivered' && order.paymentMethod === 'cod') {
          throw conflict('COD_CASH_REQUIRED', 'A pay-on-delivery order is delivered line by line, each with the cash collected recorded.');
        }
        if (!adminNextStatuses(order, statuses).includes(to)) {
          throw conflict('PAYMENT_NOT_RECEIVED', 'This order is not paid yet; it can be confirmed once the payment arrives.');
        }
        const moved = moves.map((m) => items[m.index]).filter((i): i is q.OrderItemRow => Boolean(i));
        await checkLineMoves(deps.lineMoveGuards, tx, order, moved.map((line) => ({ line, to })));
        if (to === 'cancelled') {
          const live = await refunds.cancelLinesInTx(tx, order, moved, actor.userId, note);
          touched = live.flatMap((i) => (i.productId ? [i.productId] : []));
        } else {
          await q.setItemStatus(tx, moved.map((i) => i.id), to);
          await q.insertEvents(tx, moved.map((i) => ({ orderId: order.id, orderItemId: i.id, fromStatus: i.status, toStatus: to, actorUserId: actor.userId, note })));
          if (to === 'delivered') {
            delivered = moved.map((i) => i.id);
            if (deps.ledger) await deps.ledger.delivered(tx, order, items, delivered);
          }
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
          mail = statusMailOf(order, names, to, note);
        }
      });
      let refund: 'refunded' | 'failed' | 'none' = 'none';
      const afterCommit = await q.orderById(db, id);
      if (to === 'cancelled' && afterCommit && (await refunds.refundable(afterCommit)) > 0) {
        try {
          await refunds.refundWhole(id, record);
          refund = 'refunded';
        } catch (error) {
          // The cancellation stands; the refund stays on the order for an admin to try again.
          deps.log.warn({ err: error, orderId: id }, 'refund after an admin cancellation failed');
          refund = 'failed';
        }
      }
      deps.onChange({ orders: true, productIds: touched });
      // Assigned inside the transaction's callback, which TypeScript's narrowing does not follow.
      const pending = mail as StatusMail | null;
      if (pending) sendStatusMail(deps, pending, { orderId: id });
      announceDelivered(delivered);
      const fresh = await q.orderById(db, id);
      if (!fresh) throw orderNotFound();
      return { order: await adminDetail(fresh), refund };
    },

    /** A full refund of a paid order, asked for by an admin (the feature's refund operation). */
    async adminRefund(id: string, record: RecordAudit): Promise<{ order: AdminOrderDetail; amountMinor: number; currency: CurrencyCode }> {
      const { amountMinor, currency } = await refunds.refund(id, record);
      const fresh = await q.orderById(db, id);
      if (!fresh) throw orderNotFound();
      return { order: await adminDetail(fresh), amountMinor, currency };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
