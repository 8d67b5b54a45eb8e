import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { OrderStatus, PaymentMethod } from '../../../domain/orders/constants';
import { orderStatusFromLines } from '../../../domain/orders/status';
import { lineChargeShares, refundRefusal, remainingOfLine } from '../../../domain/returns';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { isOnline, lineNotFound, orderNotFound, type OrdersServiceDeps } from './order-support';
import * as q from './queries';

/**
 * What the orders feature offers the returns feature (issue 39): a line's share of the charge, a
 * partial refund of one line through the order's provider (idempotent by key, never above what
 * was paid for the line, never twice), stock given back or reserved, and a line at no charge
 * (a remake or an exchanged size) linked in its note to the line it replaces.
 */
export type LineRemediesOptions = Pick<OrdersServiceDeps, 'db' | 'providers' | 'log' | 'onChange' | 'ledger' | 'measurementsInForce'>;

/** Who the refunded money is charged to in the designers' ledger: the designer (sale reversed in part) or the shop (no entry). */
export type RefundChargedTo = 'designer' | 'shop';

export interface LineRefundRequest {
  orderId: string;
  lineId: string;
  /** In the charged currency's minor units; 'rest': whatever is left of the line. */
  amountMinor: number | 'rest';
  /** The idempotency key: the same key twice refunds once and answers the first result. */
  key: string;
  chargedTo: RefundChargedTo;
}

export interface LineRefundResult {
  amountMinor: number;
  currency: CurrencyCode;
  /** online: through Stripe or Chapa; transfer: a pay-on-delivery order, paid back by a recorded bank or telebirr transfer. */
  via: 'online' | 'transfer';
  reference: string;
}

export interface LineShare {
  chargedMinor: number;
  refundedMinor: number;
  currency: CurrencyCode;
  paymentMethod: string;
}

const claimEventId = (key: string) => `line-refund:${key}`;

export function createLineRemedies(deps: LineRemediesOptions) {
  const { db } = deps;

  async function shareOf(executor: Database, order: q.OrderRow, lineId: string): Promise<LineShare> {
    const items = (await q.itemsOf(executor, [order.id])).map((r) => r.item);
    const index = items.findIndex((i) => i.id === lineId);
    if (index < 0) throw lineNotFound();
    const shares = lineChargeShares(order.chargeAmountMinor, items.map((i) => i.unitPriceUsdMinor * i.quantity), order.shippingMinor);
    return {
      chargedMinor: shares[index] ?? 0,
      // A whole-order refund (an admin's) names no line: after it, nothing is left on any line.
      refundedMinor: order.paymentStatus === 'refunded' ? (shares[index] ?? 0) : await q.refundedMinorOfLine(executor, order.id, lineId),
      currency: order.chargeCurrency as CurrencyCode,
      paymentMethod: order.paymentMethod,
    };
  }

  return {
    /** The line's share of what was charged and what has been refunded on it. */
    async lineShare(orderId: string, lineId: string): Promise<LineShare> {
      const order = await q.orderById(db, orderId);
      if (!order) throw orderNotFound();
      return shareOf(db, order, lineId);
    },

    /** When the line was last marked delivered; null when it never was. */
    deliveredAt: (lineId: string) => q.deliveredAtOf(db, lineId),

    /**
     * Refunds part or all of one line. The claim (a payment event keyed by `key`) is taken under the
     * order's lock with the amount checked against what is left of the line and of the order, so two
     * requests cannot pay out twice; the provider is called outside the transaction; a failure gives
     * the claim back and changes nothing. A pay-on-delivery order is paid back by transfer: the
     * refund is recorded as owed with its reference, for the shop to send.
     */
    async refundLine(request: LineRefundRequest): Promise<LineRefundResult> {
      const claim = await db.transaction(async (tx) => {
        const order = await q.orderById(tx, request.orderId, true);
        if (!order) throw orderNotFound();
        const earlier = await q.paymentEventById(tx, order.paymentMethod, claimEventId(request.key));
        if (earlier) {
          const done = await q.paymentEventById(tx, order.paymentMethod, `${claimEventId(request.key)}:done`);
          if (!done) throw conflict('REFUND_IN_PROGRESS', 'This refund was already asked for and is under way.');
          const payload = done.payload as { amountMinor: number; currency: CurrencyCode; via: 'online' | 'transfer' };
          return { replay: { amountMinor: payload.amountMinor, currency: payload.currency, via: payload.via, reference: done.reference ?? '' } satisfies LineRefundResult };
        }
        const online = isOnline(order.paymentMethod);
        // A whole-order refund (an admin's) names no line: after it, no line has anything left to give back.
        if (order.paymentStatus === 'refunded') throw conflict('LINE_ALREADY_REFUNDED', 'This order was already refunded in full.');
        if (online && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending' || order.paymentStatus === 'failed' || !order.paymentReference)) {
          throw conflict('ORDER_NOT_PAID', 'Only a paid order can be refunded.');
        }
        const share = await shareOf(tx, order, request.lineId);
        const amountMinor = request.amountMinor === 'rest' ? remainingOfLine(share.chargedMinor, share.refundedMinor) : request.amountMinor;
        const refusal = refundRefusal(amountMinor, share.chargedMinor, share.refundedMinor);
        if (refusal === 'LINE_ALREADY_REFUNDED') throw conflict(refusal, 'This line was already refunded in full.');
        if (refusal === 'REFUND_ABOVE_PAID') throw badRequest(refusal, 'The refund is more than what is left of what was paid for this line.', { refundAmountMinor: [refusal] });
        if (refusal) throw badRequest(refusal, 'The refund must be a whole, positive amount.', { refundAmountMinor: [refusal] });
        if (online && amountMinor > order.chargeAmountMinor - (await q.refundedMinorOf(tx, order.id))) {
          throw badRequest('REFUND_ABOVE_PAID', 'The refund is more than what is left of the payment.', { refundAmountMinor: ['REFUND_ABOVE_PAID'] });
        }
        await q.recordPaymentEvent(tx, {
          provider: order.paymentMethod,
          eventId: claimEventId(request.key),
          orderId: order.id,
          reference: order.paymentReference,
          outcome: 'refund_requested',
          payload: { amountMinor: 0, requestedMinor: amountMinor, currency: order.chargeCurrency, lineId: request.lineId },
        });
        return { order, amountMinor, online };
      });
      if ('replay' in claim && claim.replay) return claim.replay;
      if (!('order' in claim)) throw new Error('line refund: no claim');
      const { order, amountMinor, online } = claim;
      const currency = order.chargeCurrency as CurrencyCode;
      let reference = `transfer-${randomUUID()}`;
      if (online) {
        const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
        let result: { reference: string; ok: boolean } | null = null;
        try {
          if (provider) result = await provider.refund(order.paymentReference as string, amountMinor, currency);
        } catch (error) {
          deps.log.warn({ err: error, orderId: order.id }, 'line refund: the provider call failed');
        }
        if (!result?.ok) {
          await q.deletePaymentEvent(db, order.paymentMethod, claimEventId(request.key));
          throw new AppError(502, 'REFUND_FAILED', 'The payment provider did not make the refund. Nothing was changed; try again later.');
        }
        reference = result.reference;
      }
      const via = online ? 'online' : 'transfer';
      await db.transaction(async (tx) => {
        const locked = await q.orderById(tx, order.id, true);
        const payload = { amountMinor, currency, lineId: request.lineId, via, chargedTo: request.chargedTo };
        await q.recordPaymentEvent(tx, { provider: order.paymentMethod, eventId: `${claimEventId(request.key)}:done`, orderId: order.id, reference, outcome: 'refunded', payload });
        if (online && locked && (await q.refundedMinorOf(tx, order.id)) >= order.chargeAmountMinor) await q.setOrderFields(tx, order.id, { paymentStatus: 'refunded' });
        if (request.chargedTo === 'designer' && deps.ledger) await deps.ledger.refundedPart(tx, order, request.lineId, amountMinor, request.key);
      });
      deps.onChange({ orders: true, productIds: [] });
      return { amountMinor, currency, via, reference };
    },

    /** A returned garment goes back on sale: the line's quantity back into its product's stock (inside the caller's transaction). */
    async restock(tx: Database, lineId: string): Promise<void> {
      const line = await q.itemById(tx, lineId);
      if (!line) throw lineNotFound();
      if (line.productId) await q.restoreStock(tx, line.productId, line.quantity);
      deps.onChange({ orders: false, productIds: line.productId ? [line.productId] : [] });
    },

    /** Holds one garment of `size` for an exchange (inside the caller's transaction); refused when the size is not offered or not in stock. */
    async reserveSize(tx: Database, lineId: string, size: string): Promise<void> {
      const line = await q.itemById(tx, lineId);
      if (!line?.productId) throw lineNotFound();
      const product = await q.lockProductStock(tx, line.productId);
      if (!product || !product.sizes.includes(size)) throw badRequest('EXCHANGE_SIZE_UNAVAILABLE', 'This size is not offered for this garment.', { exchangeSize: ['EXCHANGE_SIZE_UNAVAILABLE'] });
      if (product.stock < line.quantity) throw conflict('EXCHANGE_SIZE_OUT_OF_STOCK', 'This size is out of stock.');
      await q.decrementStock(tx, line.productId, line.quantity);
      deps.onChange({ orders: false, productIds: [line.productId] });
    },

    /** Gives back a reservation that will not be used (an exchange that ended otherwise). */
    async releaseSize(tx: Database, lineId: string): Promise<void> {
      const line = await q.itemById(tx, lineId);
      if (line?.productId) await q.restoreStock(tx, line.productId, line.quantity);
    },

    /**
     * A new line at no charge on the same order, following `sourceLineId` (inside the caller's
     * transaction): a remake carries the measurements in force, so the designer reviews them again
     * (the measurement review starts from the told line); an exchange carries the new size and goes
     * straight to the designer to ship. The order's status follows its lines.
     */
    async addFollowUpLine(tx: Database, input: { sourceLineId: string; size: string | null; kind: 'remake' | 'exchange'; actorUserId: string | null; at: Date }): Promise<string> {
      const source = await q.itemById(tx, input.sourceLineId, true);
      if (!source) throw lineNotFound();
      const order = await q.orderById(tx, source.orderId, true);
      if (!order) throw orderNotFound();
      const status: OrderStatus = input.kind === 'remake' ? 'pending' : 'confirmed';
      const [line] = await q.insertItems(tx, [
        {
          orderId: order.id,
          productId: source.productId,
          designerId: source.designerId,
          productName: source.productName,
          productImageUrl: source.productImageUrl,
          designerName: source.designerName,
          unitPriceMinor: 0,
          currency: source.currency,
          unitPriceUsdMinor: 0,
          quantity: source.quantity,
          size: input.size ?? source.size,
          status,
          includeMeasurements: source.includeMeasurements,
          designerNotifiedAt: input.at,
          commissionRateBp: source.commissionRateBp,
          commissionMinMinor: source.commissionMinMinor,
          commissionMaxMinor: source.commissionMaxMinor,
        },
      ]);
      if (!line) throw new Error('follow-up line insert returned nothing');
      if (input.kind === 'remake') {
        const placed = await q.measurementsOfLine(tx, source.id);
        const inForce = deps.measurementsInForce.read ? (await deps.measurementsInForce.read(tx, [source.id])).get(source.id) : undefined;
        if (placed) {
          const { id: _id, orderItemId: _line, createdAt: _at, ...rest } = placed;
          await q.insertMeasurements(tx, [{ ...rest, orderItemId: line.id, metrics: inForce?.metricsCm ?? placed.metrics, notes: `Remake of ${source.id}` }]);
        }
      }
      const items = await q.itemsOfOrderForUpdate(tx, order.id);
      const next = orderStatusFromLines(items.map((i) => i.status));
      await q.insertEvents(tx, [{ orderId: order.id, orderItemId: line.id, fromStatus: null, toStatus: status, actorUserId: input.actorUserId, note: `${input.kind}:${source.id}` }]);
      if (next !== order.status) {
        await q.setOrderFields(tx, order.id, { status: next });
        await q.insertEvents(tx, [{ orderId: order.id, orderItemId: null, fromStatus: order.status, toStatus: next, actorUserId: input.actorUserId, note: null }]);
      }
      deps.onChange({ orders: true, productIds: [] });
      return line.id;
    },
  };
}

export type LineRemedies = ReturnType<typeof createLineRemedies>;
