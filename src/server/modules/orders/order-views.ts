import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../domain/ids';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { PaymentMethod, PaymentStatus } from '../../../domain/orders/constants';
import type { ShippingAddress } from '../../../domain/orders/schemas';
import { lineIsLate, parcelViews, type ParcelLineState } from '../../../domain/orders/parcels';
import { nextStatuses, shopperMayCancel } from '../../../domain/orders/status';
import { addisDay } from '../../../domain/shipping/working-days';
import type { LineCash, ShipTo } from '../../../domain/orders/api';
import { addressLines, shipToVisible } from '../../../domain/orders/ship-to';
import { UNDO_NOTE } from '../../../domain/orders/undo';
import type { DesignerOrderLine, OrderHistoryEntry, OrderLineView, OrderMeasurementsView, OrderSummary, OrderView, StatusActor } from '../../../domain/orders/types';
import { imperialOf } from '../../../domain/sizing/attachment';
import type { Measurements } from '../../../domain/sizing/types';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { canRetryPayment, orderNotFound, type Actor, type MeasurementsInForce, type MeasurementsVersion } from './order-support';
import * as q from './queries';

/** The read models of orders: what shoppers, designers and admins are shown, built from the stored rows. */

export function measurementView(row: q.ItemWithMeasurements['measurements']): OrderMeasurementsView | null {
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
    version: null,
    acceptedAt: null,
  };
}

/** The placed measurements with the version in force (a shopper's correction) put in their place. */
export function withVersionInForce(placed: OrderMeasurementsView, inForce: MeasurementsVersion | undefined): OrderMeasurementsView {
  if (!inForce) return placed;
  return {
    ...placed,
    metricsCm: inForce.metricsCm,
    metricsIn: imperialOf(inForce.metricsCm as Measurements) as Record<string, number>,
    version: inForce.version,
    acceptedAt: inForce.acceptedAt?.toISOString() ?? null,
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
    unitPriceUsdMinor: item.unitPriceUsdMinor,
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
    note: r.event.note === 'system' || r.event.note === UNDO_NOTE ? null : r.event.note,
    undo: r.event.note === UNDO_NOTE,
  }));
}

/**
 * The stored address as the order views answer it. Orders forgotten before issue 35 kept only the
 * country (no name, no city) and made every view of them fail its response schema: the name falls
 * back to the order's (the placeholder once forgotten) and a lost city reads as empty.
 */
export function addressOf(order: q.OrderRow): ShippingAddress {
  const stored = order.shippingAddress as Partial<ShippingAddress>;
  return { ...(stored as ShippingAddress), fullName: stored.fullName ?? order.fullName, city: stored.city ?? '', country: stored.country ?? '' };
}

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | null): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id)) throw badRequest('CURSOR_INVALID', 'This page link is no longer valid.');
  return { createdAt, id };
}

export function designerLineView(row: q.DesignerLineRow, events: q.EventRow[], cash: LineCash | null, now: Date = new Date()): DesignerOrderLine {
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
    unitPriceUsdMinor: item.unitPriceUsdMinor,
    customerName: order.fullName,
    deliveryNotes: order.deliveryNotes,
    shippingCity: address.city,
    shippingCountry: address.country,
    shipTo: shipToOf(row, events, now),
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    measurements: measurementView(row.measurements),
    history: historyView(events.filter((e) => e.event.orderId === order.id && (e.event.orderItemId === item.id || e.event.orderItemId === null))),
    isNew: item.designerNotifiedAt !== null && item.designerSeenAt === null,
    readyBy: item.readyBy,
    late: lineIsLate(item, addisDay(now)),
    cash,
  };
}

/** The line's full address while its designer needs it (shipToVisible), else null. */
function shipToOf(row: q.DesignerLineRow, events: q.EventRow[], now: Date): ShipTo | null {
  const { item, order } = row;
  const delivered = events.filter((e) => e.event.orderItemId === item.id && e.event.toStatus === 'delivered').at(-1);
  if (!shipToVisible({ status: item.status, deliveredAt: delivered?.event.createdAt ?? null }, now)) return null;
  const address = addressOf(order);
  return {
    fullName: address.fullName,
    lines: addressLines(address),
    landmark: address.landmark?.trim() || null,
    phone: order.phone,
    city: address.city,
    country: address.country,
  };
}

/** Orders as their readers see them, and who may read one (its owner, an admin, or a guest holding its token). */
export interface OrderViewsOptions {
  db: Database;
  /** Signs guests' order access tokens. */
  secret: string;
  /** Today in Addis Ababa dates the parcels' current windows; tests set it. */
  clock?: () => Date;
  /** The measurement review (filled once the fitting feature is wired): when a made-to-measure line's measurements were accepted. */
  measurementsInForce?: { read: MeasurementsInForce | null };
}

/** The lines as a parcel's current window reads them: a made-to-measure line with measurements counts from their acceptance. */
function parcelLines(rows: readonly q.ItemWithMeasurements[], inForce: ReadonlyMap<string, MeasurementsVersion>): ParcelLineState[] {
  return rows.map(({ item, measurements, product }) => {
    const acceptedAt = inForce.get(item.id)?.acceptedAt ?? null;
    // Lines past `confirmed` without an acceptance went to production before the review existed: their promise stands.
    const reviewed = acceptedAt !== null || item.status === 'pending' || item.status === 'confirmed';
    const measured = product?.fulfilment === 'made_to_measure' && measurements !== null && reviewed;
    return { ...item, measured: measured ? { productionDays: product.productionDays, acceptedOn: acceptedAt ? addisDay(acceptedAt) : null } : null };
  });
}

export function createOrderViews({ db, secret, clock = () => new Date(), measurementsInForce }: OrderViewsOptions) {
  const tokenFor = (orderId: string) => createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url');

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
    const [items, events, parcels] = await Promise.all([q.itemsOf(db, ids), q.eventsOf(db, ids), q.parcelsOf(db, ids)]);
    const measured = items.filter((i) => i.measurements !== null && i.product?.fulfilment === 'made_to_measure').map((i) => i.item.id);
    const read = measurementsInForce?.read;
    const inForce = read && measured.length > 0 ? await read(db, measured) : new Map<string, MeasurementsVersion>();
    const today = addisDay(clock());
    return rows.map((order) => {
      const own = items.filter((i) => i.item.orderId === order.id);
      const lines = own.map(lineView);
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
        parcels: parcelViews(
          parcels.filter((p) => p.orderId === order.id),
          parcelLines(own, inForce),
          today,
        ),
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

  return {
    tokenFor,
    tokenMatches,
    readable,
    views,
    view,
    summaries,

    async get(id: string, actor: Actor, token?: string): Promise<OrderView> {
      return view(await readable(id, actor, token));
    },

    async listMine(userId: string): Promise<OrderSummary[]> {
      return summaries(await q.ordersOfUser(db, userId, 50));
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
