import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import type { OrderStatus } from '../../../domain/orders/constants';
import { orderStatusFromLines } from '../../../domain/orders/status';
import type { DesignerOrderLine } from '../../../domain/orders/types';
import { UNDO_NOTE, undoRefusal, type UndoRefusal } from '../../../domain/orders/undo';
import { AppError, notFound } from '../../lib/errors';
import { designerLineNow } from './cod-views';
import { emailWanted, withdrawEvent } from '../notifications';
import { shipmentUndoneMail } from './emails';
import { greetingOf, lineNotFound, type OrdersServiceDeps } from './order-support';
import { designerLineView } from './order-views';
import * as q from './queries';

const REFUSALS: Record<UndoRefusal, [number, string]> = {
  UNDO_NOTHING: [409, 'There is no move of this line to undo.'],
  UNDO_NOT_POSSIBLE: [409, 'A delivery cannot be undone: the payout hold and the review invitation have started.'],
  UNDO_NOT_YOURS: [403, 'Only whoever made this move (or an admin) may undo it.'],
  UNDO_EXPIRED: [409, 'A move can be undone for 10 minutes only.'],
};

/**
 * Dispatch (issue 40): undoing a mistaken "shipped" within 10 minutes, and what a packing slip
 * prints for one designer's parcel of an order.
 */
export function createDispatchService(deps: Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'onChange' | 'lineUndoListeners' | 'clock' | 'measurementsInForce'>) {
  const { db } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());

  return {
    /**
     * Takes back the line's last move: the line returns to where it was, a move marked undone is
     * recorded (the history keeps both), features that wrote with the move take their part back
     * (the shipment), and the shopper told "on its way" gets a correction.
     */
    async undoLineMove(lineId: string, actor: { userId: string; role: Role }): Promise<DesignerOrderLine> {
      if (!isUuid(lineId)) throw lineNotFound();
      let mail: { order: q.OrderRow; productName: string } | null = null;
      await db.transaction(async (tx) => {
        const item = await q.itemById(tx, lineId, true);
        if (!item || (actor.role !== 'admin' && item.designerId !== actor.userId)) throw lineNotFound();
        const order = await q.orderById(tx, item.orderId, true);
        if (!order) throw lineNotFound();
        const last = await q.lastLineEvent(tx, lineId);
        const refusal = undoRefusal(last ? { to: last.toStatus, from: last.fromStatus, note: last.note, actorUserId: last.actorUserId, at: last.createdAt } : null, item.status, actor, now());
        if (refusal || !last?.fromStatus) {
          const code = refusal ?? 'UNDO_NOTHING';
          throw new AppError(REFUSALS[code][0], code, REFUSALS[code][1]);
        }
        const back: OrderStatus = last.fromStatus;
        await q.setItemStatus(tx, [item.id], back);
        await q.insertEvents(tx, [{ orderId: order.id, orderItemId: item.id, fromStatus: item.status, toStatus: back, actorUserId: actor.userId, note: UNDO_NOTE }]);
        for (const listener of deps.lineUndoListeners) await listener(tx, { order, line: item, undone: item.status, to: back });
        const all = await q.itemsOfOrderForUpdate(tx, order.id);
        const status = orderStatusFromLines(all.map((i) => (i.id === item.id ? back : i.status)));
        if (status !== order.status) {
          await q.setOrderFields(tx, order.id, { status });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: UNDO_NOTE }]);
        }
        if (item.status === 'shipped') {
          mail = { order, productName: item.productName };
          // A "shipped" not sent yet by Telegram or SMS is cancelled; one already sent gets a correction there.
          await withdrawEvent(tx, { kind: 'shipped', eventPrefix: item.id, correction: 'shipped-undone' }, now());
        }
      });
      deps.onChange({ orders: true, productIds: [] });
      const correction = mail as { order: q.OrderRow; productName: string } | null;
      if (correction) {
        const { order, productName } = correction;
        const lang = order.locale === 'am-ET' ? 'am-ET' : 'en';
        void (async () => {
          if (!(await emailWanted(db, order.userId, 'shipped-undone'))) return;
          const fullName = await greetingOf(db, { email: order.email, userId: order.userId }, order.fullName);
          await deps.mailer.send({ to: order.email, ...shipmentUndoneMail({ orderId: order.id, orderNumber: order.orderNumber, fullName, productName }, lang, deps.publicUrl) });
        })().catch((error: unknown) => deps.log.error({ err: error, lineId }, 'correction mail failed'));
      }
      const line = await designerLineNow(db, lineId, deps.measurementsInForce.read, now());
      if (!line) throw lineNotFound();
      return line;
    },

    /**
     * One designer's parcel of an order (an admin: every line): the lines whose address she may
     * see now. No line of hers in the order: 403 (the same for an order that does not exist, so
     * the answer tells nothing of other people's orders); lines outside the address window: 409.
     */
    async packingSlipSource(orderId: string, actor: { userId: string; role: Role }) {
      if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
      const rows = await q.orderLinesOf(db, orderId, actor.role === 'admin' ? null : actor.userId);
      if (rows.length === 0) {
        if (actor.role === 'admin') throw notFound('ORDER_NOT_FOUND', 'Order not found.');
        throw new AppError(403, 'PACKING_SLIP_FORBIDDEN', 'This order has no lines of yours.');
      }
      const events = await q.eventsOf(db, [orderId]);
      const at = now();
      const lines = rows.map((r) => designerLineView(r, events, null, at)).filter((l) => l.shipTo !== null && l.status !== 'cancelled');
      const first = lines[0];
      if (!first?.shipTo) throw new AppError(409, 'SHIP_TO_HIDDEN', 'A packing slip is printed from the line’s confirmation until 30 days after its delivery.');
      return {
        orderUrl: `${deps.publicUrl}/order-success?order=${orderId}`,
        orderNumber: first.orderNumber,
        orderDate: first.createdAt,
        designerName: first.designerName,
        shipTo: first.shipTo,
        deliveryNotes: first.deliveryNotes,
        lines: lines.map((l) => ({ productName: l.productName, size: l.size, quantity: l.quantity })),
      };
    },
  };
}
