import { isCurrencyCode, type CurrencyCode } from '../../../domain/money/currency';
import type { CodCollection, LineCash } from '../../../domain/orders/api';
import { cashDueOf, type CodCollector, type CodOutcome, type CodStockChoice } from '../../../domain/orders/cod-cash';
import type { DesignerOrderLine } from '../../../domain/orders/types';
import { lineGoodsMinor } from '../../../domain/payouts/commission';
import type { Database } from '../../db/client';
import * as cq from './cod-queries';
import type { MeasurementsInForce, MeasurementsVersion } from './order-support';
import { designerLineView, withVersionInForce } from './order-views';
import * as q from './queries';

/** The cash-on-delivery read models: a line's cash due and its record, for the studio and the admin console. */

type CashOrder = Pick<q.OrderRow, 'id' | 'paymentMethod' | 'chargeAmountMinor' | 'chargeCurrency'>;

export const chargeCurrencyOf = (order: Pick<q.OrderRow, 'chargeCurrency'>): CurrencyCode => (isCurrencyCode(order.chargeCurrency) ? order.chargeCurrency : 'USD');

export function codRecordView(row: cq.CodRecordRow): CodCollection {
  return {
    lineId: row.orderItemId,
    outcome: row.outcome as CodOutcome,
    amountMinor: row.amountMinor,
    dueMinor: row.dueMinor,
    shortfallMinor: row.outcome === 'shortfall' ? Math.max(0, row.dueMinor - row.amountMinor) : 0,
    currency: isCurrencyCode(row.currency) ? row.currency : 'USD',
    collectedBy: row.collectedBy as CodCollector,
    stock: row.stock as CodStockChoice | null,
    reason: row.reason,
    recordedBy: row.recordedByRole === 'admin' ? 'admin' : 'designer',
    recordedAt: row.createdAt.toISOString(),
  };
}

/** Each line's cash of the given orders (pay on delivery only), by line id. */
export async function cashOfOrders(db: Database, orders: readonly CashOrder[]): Promise<Map<string, LineCash>> {
  const cod = orders.filter((o) => o.paymentMethod === 'cod');
  const out = new Map<string, LineCash>();
  if (cod.length === 0) return out;
  const ids = [...new Set(cod.map((o) => o.id))];
  const [weights, records] = await Promise.all([cq.lineWeightsOf(db, ids), cq.codRecordsOfOrders(db, ids)]);
  const recordOf = new Map(records.map((r) => [r.orderItemId, r]));
  for (const order of cod) {
    const lines = weights.filter((w) => w.orderId === order.id).map((w) => ({ id: w.id, goodsUsdMinor: lineGoodsMinor(w.unitPriceUsdMinor, w.quantity) }));
    for (const line of lines) {
      const record = recordOf.get(line.id);
      out.set(line.id, {
        lineId: line.id,
        dueMinor: cashDueOf(order.chargeAmountMinor, lines, line.id) ?? 0,
        currency: chargeCurrencyOf(order),
        record: record ? codRecordView(record) : null,
      });
    }
  }
  return out;
}

/** The studio's lines with their cash (one query more for the page's pay-on-delivery orders). */
export async function designerLineViews(db: Database, rows: readonly q.DesignerLineRow[], events: q.EventRow[], inForce: MeasurementsInForce | null, now: Date = new Date()): Promise<DesignerOrderLine[]> {
  const measured = rows.filter((r) => r.measurements !== null).map((r) => r.item.id);
  const [cash, versions] = await Promise.all([
    cashOfOrders(db, rows.map((r) => r.order)),
    inForce && measured.length > 0 ? inForce(db, measured) : Promise.resolve(new Map<string, MeasurementsVersion>()),
  ]);
  return rows.map((r) => {
    const line = designerLineView(r, events, cash.get(r.item.id) ?? null, now);
    // The maker sees the measurements in force, never the set as placed once the shopper corrected it.
    return line.measurements ? { ...line, measurements: withVersionInForce(line.measurements, versions.get(r.item.id)) } : line;
  });
}

/** One line as the studio shows it now, or null when it does not exist. */
export async function designerLineNow(db: Database, lineId: string, inForce: MeasurementsInForce | null, now: Date = new Date()): Promise<DesignerOrderLine | null> {
  const row = await q.lineById(db, lineId);
  if (!row) return null;
  const events = await q.eventsOf(db, [row.order.id]);
  const [line] = await designerLineViews(db, [row], events, inForce, now);
  return line ?? null;
}
