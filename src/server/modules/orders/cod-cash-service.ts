import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import type { CodCashResult } from '../../../domain/orders/api';
import { cashDueOf, judgeCash } from '../../../domain/orders/cod-cash';
import type { OrderStatus } from '../../../domain/orders/constants';
import { orderStatusFromLines } from '../../../domain/orders/status';
import type { CodCashRequest } from '../../../domain/orders/schemas';
import { lineGoodsMinor } from '../../../domain/payouts/commission';
import { badRequest, conflict } from '../../lib/errors';
import * as cq from './cod-queries';
import { chargeCurrencyOf, codRecordView, designerLineNow } from './cod-views';
import { lineNotFound, type OrdersServiceDeps, type RecordAudit } from './order-support';
import * as q from './queries';
import { sendStatusMail, statusMailOf, type StatusMail } from './status-mail';
import { notify } from '../notifications';

export interface CodCashServiceOptions extends Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'onChange' | 'ledger' | 'measurementsInForce'> {
  /** Told the ids of lines that became delivered, after the change commits. */
  announceDelivered: (lineIds: string[]) => void;
}

const AMOUNT_MESSAGES = {
  COD_AMOUNT_BELOW_DUE: 'This is less than is due for the line: record it as collected less, with the reason.',
  COD_AMOUNT_INVALID: 'This amount does not fit what is due for the line.',
} as const;

/** The same record asked for again (a double click, a retried request): nothing more is written. */
function sameRecord(existing: cq.CodRecordRow, input: CodCashRequest): boolean {
  return (
    existing.outcome === input.outcome &&
    existing.collectedBy === input.collectedBy &&
    (input.amountMinor === undefined || input.amountMinor === existing.amountMinor) &&
    (input.reason ?? null) === existing.reason &&
    (input.stock ?? null) === existing.stock
  );
}

/**
 * Cash on delivery, recorded (docs/decisions/032-cash-on-delivery-recorded.md): the line's
 * designer or an admin says what happened at the door. Collected (in full or short) delivers the
 * line and writes the ledger's cod_commission debit; refused cancels it, its garment back in stock
 * or written off. Once every line still going has its cash, the order is paid. One transaction:
 * the record, the line's status and its event, the stock, the ledger, the order's status and
 * payment, and the audit entry commit together or not at all.
 */
export function createCodCashService(options: CodCashServiceOptions) {
  const { announceDelivered, ...deps } = options;
  const { db } = deps;

  return {
    async recordCash(lineId: string, input: CodCashRequest, actor: { userId: string; role: Role }, record: RecordAudit): Promise<CodCashResult> {
      if (!isUuid(lineId)) throw lineNotFound();
      const probe = await q.itemById(db, lineId);
      // Another designer's line is answered as no line at all.
      if (!probe || (actor.role !== 'admin' && probe.designerId !== actor.userId)) throw lineNotFound();
      let replayed = false;
      let written: cq.CodRecordRow | null = null;
      let mail: StatusMail | null = null;
      let delivered = false;
      let touched: string[] = [];
      await db.transaction(async (tx) => {
        // The order first, then its lines: the lock order of every other change to an order.
        const order = await q.orderById(tx, probe.orderId, true);
        if (!order) throw lineNotFound();
        if (order.paymentMethod !== 'cod') throw conflict('COD_NOT_CASH_ORDER', 'This order was paid online: there is no cash to record.');
        const items = await q.itemsOfOrderForUpdate(tx, order.id);
        const item = items.find((i) => i.id === lineId);
        if (!item) throw lineNotFound();
        const existing = await cq.codRecordOfLine(tx, item.id);
        if (existing) {
          if (!sameRecord(existing, input)) throw conflict('COD_ALREADY_RECORDED', 'The cash of this line was already recorded.');
          replayed = true;
          written = existing;
          return;
        }
        if (item.status !== 'shipped') {
          throw conflict('STATUS_TRANSITION_INVALID', `A line that is ${item.status.replace('_', ' ')} cannot be delivered: it must be shipped first.`);
        }
        const currency = chargeCurrencyOf(order);
        const due = cashDueOf(order.chargeAmountMinor, items.map((i) => ({ id: i.id, goodsUsdMinor: lineGoodsMinor(i.unitPriceUsdMinor, i.quantity) })), item.id) ?? 0;
        const judged = judgeCash(input, due, currency);
        if (!judged.ok) throw badRequest(judged.code, AMOUNT_MESSAGES[judged.code], { amountMinor: [judged.code] });
        written = await cq.insertCodRecord(tx, {
          orderId: order.id,
          orderItemId: item.id,
          outcome: input.outcome,
          amountMinor: judged.amountMinor,
          dueMinor: due,
          currency,
          collectedBy: input.collectedBy,
          stock: input.outcome === 'refused' ? (input.stock ?? null) : null,
          reason: input.reason ?? null,
          recordedByUserId: actor.userId,
          recordedByRole: actor.role === 'admin' ? 'admin' : 'designer',
        });
        // Two requests raced past the check above: the unique line wins once; the other is told.
        if (!written) throw conflict('COD_ALREADY_RECORDED', 'The cash of this line was already recorded.');

        const to: OrderStatus = input.outcome === 'refused' ? 'cancelled' : 'delivered';
        if (input.outcome === 'refused' && input.stock === 'returned' && item.productId) {
          await q.restoreStock(tx, item.productId, item.quantity);
          touched = [item.productId];
        }
        await q.setItemStatus(tx, [item.id], to);
        await q.insertEvents(tx, [{ orderId: order.id, orderItemId: item.id, fromStatus: item.status, toStatus: to, actorUserId: actor.userId, note: input.reason ?? null }]);
        const after = items.map((i) => (i.id === item.id ? { ...i, status: to } : i));
        // Delivered: the hold starts and the shop's commission becomes the designer's debit. A refusal
        // was never paid nor delivered, so the ledger has nothing of it.
        if (to === 'delivered' && deps.ledger) await deps.ledger.delivered(tx, order, after, [item.id]);
        delivered = to === 'delivered';
        // The shopper hears of the delivery (and the review invitation) by Telegram or SMS too, as for an online order's.
        if (delivered && order.userId) {
          await notify(tx, { kind: 'delivered', eventId: item.id, recipients: [{ userId: order.userId, data: { orderId: order.id, orderNumber: order.orderNumber } }] });
        }

        const records = await cq.codRecordsOfOrders(tx, [order.id]);
        const settled = new Set(records.filter((r) => r.outcome !== 'refused').map((r) => r.orderItemId));
        const live = after.filter((i) => i.status !== 'cancelled');
        const paid = live.length > 0 && live.every((i) => settled.has(i.id));
        const status = orderStatusFromLines(after.map((i) => i.status));
        if (status !== order.status || paid) {
          await q.setOrderFields(tx, order.id, { status, ...(paid ? { paymentStatus: 'paid' as const, paidAt: new Date() } : {}) });
        }
        if (status !== order.status) {
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: null }]);
        }
        await record(tx, {
          kind: 'orders.cash_recorded',
          targetType: 'order_line',
          targetId: item.id,
          before: { orderNumber: order.orderNumber, status: item.status, paymentStatus: order.paymentStatus },
          after: {
            orderNumber: order.orderNumber,
            status: to,
            paymentStatus: paid ? 'paid' : order.paymentStatus,
            outcome: input.outcome,
            amountMinor: judged.amountMinor,
            dueMinor: due,
            currency,
            collectedBy: input.collectedBy,
            stock: written.stock,
            reason: written.reason,
          },
        });
        mail = statusMailOf(order, item.productName, to, input.reason ?? null);
      });
      if (!replayed) deps.onChange({ orders: true, productIds: touched });
      // Assigned inside the transaction's callback, which TypeScript's narrowing does not follow.
      const pending = mail as StatusMail | null;
      if (pending) sendStatusMail(deps, pending, { lineId });
      if (delivered) announceDelivered([lineId]);
      const saved = written as cq.CodRecordRow | null;
      const [line, order] = await Promise.all([designerLineNow(db, lineId, deps.measurementsInForce.read), q.orderById(db, probe.orderId)]);
      if (!saved || !line || !order) throw lineNotFound();
      return { line, record: codRecordView(saved), orderPaymentStatus: order.paymentStatus, replayed };
    },
  };
}

export type CodCashService = ReturnType<typeof createCodCashService>;
