import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import type { OrderStatus } from '../../../domain/orders/constants';
import { canTransition, orderStatusFromLines } from '../../../domain/orders/status';
import type { DesignerLinesPage, DesignerOrderLine } from '../../../domain/orders/types';
import { conflict, notFound } from '../../lib/errors';
import type { CancellationsAndRefunds } from './cancellations-and-refunds';
import { checkLineMoves, isOnline, lineNotFound, type Actor, type LineMoveGuard, type OrdersServiceDeps } from './order-support';
import { designerLineNow, designerLineViews } from './cod-views';
import { decodeCursor, encodeCursor, measurementView, withVersionInForce, type OrderViews } from './order-views';
import * as q from './queries';
import { sendStatusMail, statusMailOf, type StatusMail } from './status-mail';
import { notify, type NotificationEvent } from '../notifications';

export interface DesignerLinesServiceOptions extends Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'onChange' | 'ledger' | 'lineMoveGuards' | 'measurementsInForce' | 'clock'> {
  views: OrderViews;
  refunds: CancellationsAndRefunds;
  /** Told the ids of lines that became delivered, after the change commits. */
  announceDelivered: (lineIds: string[]) => void;
}

/**
 * The designers' side of orders: their lines a page at a time, marking them seen, moving a line a
 * step (or cancelling it, with its stock and money given back), and the measurement sheet's data.
 */
/**
 * A line shipped or delivered, for the order's shopper. Shipping through the production feature
 * writes the note "<carrier>: <tracking>"; a move without one says so with a dash.
 */
function lineMoveEvent(order: q.OrderRow, lineId: string, to: 'shipped' | 'delivered', note: string | null): NotificationEvent {
  const [carrier, ...rest] = (note ?? '').split(': ');
  const tracking = rest.join(': ').trim();
  const data = { orderId: order.id, orderNumber: order.orderNumber, carrier: tracking ? (carrier ?? '').trim() : '', tracking: tracking || '—' };
  // A shipping can be undone and made again: each one is its own event (`<line>:<when>`), which the undo withdraws by the line's prefix.
  const eventId = to === 'shipped' ? `${lineId}:${Date.now()}` : lineId;
  return { kind: to, eventId, recipients: [{ userId: order.userId ?? '', data }] };
}

export function createDesignerLinesService(options: DesignerLinesServiceOptions) {
  const { views, refunds, announceDelivered, ...deps } = options;
  const { db } = deps;

  return {
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
      const lines = await designerLineViews(db, page, events, deps.measurementsInForce.read, deps.clock ? deps.clock() : new Date());
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

    /**
     * Moves a line a step. `alongside`, when given, writes what the caller's feature keeps of this
     * move (production's shipment) inside the move's transaction, once every guard said yes: the
     * two commit or fail together.
     */
    async setLineStatus(lineId: string, to: OrderStatus, note: string | null, actor: { userId: string; role: Role }, alongside?: LineMoveGuard): Promise<DesignerOrderLine> {
      if (!isUuid(lineId)) throw lineNotFound();
      let touched: string[] = [];
      let orderId = '';
      let refundUsd = 0;
      let mail: StatusMail | null = null;
      await db.transaction(async (tx) => {
        const item = await q.itemById(tx, lineId, true);
        if (!item || (actor.role !== 'admin' && item.designerId !== actor.userId)) throw lineNotFound();
        const order = await q.orderById(tx, item.orderId, true);
        if (!order) throw lineNotFound();
        orderId = order.id;
        if (!canTransition(item.status, to)) {
          throw conflict('STATUS_TRANSITION_INVALID', `A line that is ${item.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
        }
        if (to === 'delivered' && order.paymentMethod === 'cod') {
          // The cash is recorded with the delivery (POST /api/order-lines/:id/cash), never after it.
          throw conflict('COD_CASH_REQUIRED', 'A pay-on-delivery line is marked delivered by recording the cash collected.');
        }
        if (to !== 'cancelled' && isOnline(order.paymentMethod) && order.paymentStatus !== 'paid') {
          throw conflict('PAYMENT_NOT_RECEIVED', 'This order is not paid yet; it can be confirmed once the payment arrives.');
        }
        await checkLineMoves(deps.lineMoveGuards, tx, order, [{ line: item, to }]);
        if (alongside) await alongside(tx, { order, line: item, to });
        if (to === 'cancelled') {
          await refunds.cancelLinesInTx(tx, order, [item], actor.userId, note);
          touched = item.productId ? [item.productId] : [];
          refundUsd = item.unitPriceUsdMinor * item.quantity;
        } else {
          await q.setItemStatus(tx, [item.id], to);
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: item.id, fromStatus: item.status, toStatus: to, actorUserId: actor.userId, note }]);
          // The shopper hears of shipping and delivery by Telegram or SMS too, if they chose (the status e-mail stays).
          if ((to === 'shipped' || to === 'delivered') && order.userId) await notify(tx, lineMoveEvent(order, item.id, to, note));
        }
        if (to !== 'pending') {
          mail = statusMailOf(order, item.productName, to, note);
        }
        const all = await q.itemsOfOrderForUpdate(tx, order.id);
        if (to === 'delivered' && deps.ledger) await deps.ledger.delivered(tx, order, all, [item.id]);
        const status = orderStatusFromLines(all.map((i) => i.status));
        if (status !== order.status) {
          await q.setOrderFields(tx, order.id, { status });
          await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: status, actorUserId: actor.userId, note: null }]);
        }
      });
      if (refundUsd > 0) {
        const order = await q.orderById(db, orderId);
        if (order) await refunds.refundIfPaid(order, order.status === 'cancelled' ? order.totalMinor : refundUsd);
      }
      deps.onChange({ orders: true, productIds: touched });
      // Assigned inside the transaction's callback, which TypeScript's narrowing does not follow.
      const pending = mail as StatusMail | null;
      if (pending) sendStatusMail(deps, pending, { lineId });
      if (to === 'delivered') announceDelivered([lineId]);
      const line = await designerLineNow(db, lineId, deps.measurementsInForce.read, deps.clock ? deps.clock() : new Date());
      if (!line) throw lineNotFound();
      return line;
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
        views.tokenMatches(order.id, token);
      if (!allowed) throw lineNotFound();
      const placed = measurementView(row.measurements);
      if (!placed) throw notFound('MEASUREMENTS_NOT_FOUND', 'This line has no measurements attached.');
      // The sheet prints the version in force (a shopper's correction), with when it was accepted.
      const inForce = deps.measurementsInForce.read ? (await deps.measurementsInForce.read(db, [lineId])).get(lineId) : undefined;
      const measurements = withVersionInForce(placed, inForce);
      // The note the shopper wrote at checkout ("I need it before Timket") is for the tailor too.
      const notes = [measurements.notes, order.deliveryNotes].map((n) => n?.trim() ?? '').filter((n, i, all) => n !== '' && all.indexOf(n) === i);
      return {
        orderNumber: order.orderNumber,
        orderDate: order.createdAt.toISOString(),
        productName: item.productName,
        productNameAm: await q.productNameAm(db, item.productId),
        designerName: item.designerName,
        customerName: order.fullName,
        size: item.size ?? '',
        category: measurements.category,
        quantity: item.quantity,
        measurements: { ...measurements, notes: notes.length > 0 ? notes.join('\n\n') : null },
        review: inForce ? { version: inForce.version, acceptedAt: inForce.acceptedAt?.toISOString() ?? null } : null,
      };
    },
  };
}

export type DesignerLinesService = ReturnType<typeof createDesignerLinesService>;
