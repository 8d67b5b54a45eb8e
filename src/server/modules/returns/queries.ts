import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  measurementReviews,
  measurementVersions,
  orderItemMeasurements,
  orderItems,
  orders,
  products,
  profiles,
  returnPhotos,
  returnRequests,
  returnsSettings,
  users,
} from '../../db/schema';

// Transactions are passed as Database too: drizzle's transaction has the same query surface.

export async function settingsRow(db: Database) {
  const [row] = await db.select().from(returnsSettings).where(eq(returnsSettings.id, 1)).limit(1);
  return row ?? null;
}

export async function saveSettings(tx: Database, values: { returnDays: number; claimDays: number; alterationCapBp: number; answerDays: number }) {
  await tx
    .insert(returnsSettings)
    .values({ id: 1, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: returnsSettings.id, set: { ...values, updatedAt: new Date() } });
}

/** A line with its order, how it was made and what its measurements say. */
export async function lineOf(db: Database, lineId: string) {
  const [row] = await db
    .select({
      item: orderItems,
      order: orders,
      fulfilment: products.fulfilment,
      sizes: products.sizes,
      source: orderItemMeasurements.source,
      sizeRecommendation: orderItemMeasurements.sizeRecommendation,
      category: orderItemMeasurements.category,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(eq(orderItems.id, lineId))
    .limit(1);
  return row ?? null;
}
export type LineRow = NonNullable<Awaited<ReturnType<typeof lineOf>>>;

/** Whether the shopper changed the line's measurements in answer to the designer's question (a corrected version exists). */
export async function changedAfterQuestion(db: Database, lineId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(measurementVersions)
    .where(and(eq(measurementVersions.orderItemId, lineId), eq(measurementVersions.kind, 'corrected')));
  return (row?.n ?? 0) > 0;
}

/** The line's measurements as the designer accepted them (the review), for the claim's record. */
export async function reviewOf(db: Database, lineId: string) {
  const [row] = await db.select().from(measurementReviews).where(eq(measurementReviews.orderItemId, lineId)).limit(1);
  return row ?? null;
}

export type RequestRow = typeof returnRequests.$inferSelect;

export async function requestById(db: Database, id: string, lock = false) {
  const query = db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function requestOfLine(db: Database, lineId: string) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.orderItemId, lineId)).limit(1);
  return row ?? null;
}

/** Inserts a request; null when the line already has one (the unique index decides a race). */
export async function insertRequest(tx: Database, values: typeof returnRequests.$inferInsert): Promise<RequestRow | null> {
  const [row] = await tx.insert(returnRequests).values(values).onConflictDoNothing({ target: returnRequests.orderItemId }).returning();
  return row ?? null;
}

export async function updateRequest(tx: Database, id: string, values: Partial<typeof returnRequests.$inferInsert>) {
  const [row] = await tx.update(returnRequests).set(values).where(eq(returnRequests.id, id)).returning();
  if (!row) throw new Error('request update returned nothing');
  return row;
}

export async function requestsOfOrder(db: Database, orderId: string) {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(asc(returnRequests.createdAt));
}

/** Requests with their line, for the studio (one designer's) and the console (every one, or one state). */
export async function requestsWithLines(db: Database, filter: { designerId?: string; state?: string }, limit = 200) {
  const where = and(
    filter.designerId ? eq(orderItems.designerId, filter.designerId) : undefined,
    filter.state ? eq(returnRequests.state, filter.state) : undefined,
  );
  return db
    .select({ request: returnRequests })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt))
    .limit(limit);
}

export async function linesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ item: orderItems, orderNumber: orders.orderNumber, chargeCurrency: orders.chargeCurrency })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, ids));
}

export async function linesOfOrder(db: Database, orderId: string) {
  return db
    .select({ item: orderItems, fulfilment: products.fulfilment, sizeRecommendation: orderItemMeasurements.sizeRecommendation })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

export type PhotoRow = typeof returnPhotos.$inferSelect;

export async function insertPhoto(db: Database, values: typeof returnPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(returnPhotos).values(values).returning();
  if (!row) throw new Error('photo insert returned nothing');
  return row;
}

/** Photos of the line not yet attached to a request, among `ids`, of one purpose. */
export async function pendingPhotos(tx: Database, lineId: string, ids: string[], purpose: 'evidence' | 'receipt') {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderItemId, lineId), inArray(returnPhotos.id, ids), isNull(returnPhotos.requestId), eq(returnPhotos.purpose, purpose)));
}

export async function attachPhotos(tx: Database, requestId: string, ids: string[]) {
  if (ids.length > 0) await tx.update(returnPhotos).set({ requestId }).where(inArray(returnPhotos.id, ids));
}

export async function photosOf(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(returnPhotos).where(inArray(returnPhotos.requestId, requestIds)).orderBy(asc(returnPhotos.createdAt));
}

/** Requests whose designer let the answer time pass, locked and skipped if another instance holds them. */
export async function overdueRequests(tx: Database, now: Date, limit: number) {
  return tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.state, 'awaiting_designer'), lte(returnRequests.answerDueAt, now)))
    .orderBy(asc(returnRequests.answerDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function recipientsOf(db: Database, userIds: readonly string[]) {
  const ids = userIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
}

export async function adminRecipients(db: Database) {
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(profiles.role, 'admin'));
}

/**
 * The console's claim rates: delivered made-to-measure lines (at a price) and the claims on them,
 * grouped by how the measurements were taken, by product and by designer.
 */
type RateRow = { key: string | null; label: string | null; delivered: number | string; claims: number | string };

export async function claimRates(db: Database) {
  const base = sql`
    from order_items oi
    join products p on p.id = oi.product_id and p.fulfilment = 'made_to_measure'
    left join order_item_measurements om on om.order_item_id = oi.id
    left join return_requests rr on rr.order_item_id = oi.id and rr.kind = 'claim'
    left join profiles dp on dp.user_id = oi.designer_id
    where oi.status = 'delivered' and oi.unit_price_usd_minor > 0`;
  const group = async (key: ReturnType<typeof sql>, label: ReturnType<typeof sql>) => {
    const result: unknown = await db.execute(sql`
      select ${key} as key, max(${label}) as label, count(*)::int as delivered, count(rr.id)::int as claims ${base}
      group by 1 order by claims desc, delivered desc limit 50`);
    // PGlite answers { rows }, node-postgres through drizzle too; read either shape.
    const rows = rowsOf<RateRow>(result);
    return rows.map((r) => ({ key: r.key ?? 'none', label: r.label ?? r.key ?? 'none', delivered: Number(r.delivered), claims: Number(r.claims) }));
  };
  const [bySource, byProduct, byDesigner] = await Promise.all([
    group(sql`coalesce(om.source, 'none')`, sql`coalesce(om.source, 'none')`),
    group(sql`oi.product_id::text`, sql`oi.product_name`),
    group(sql`oi.designer_id`, sql`coalesce(dp.full_name, oi.designer_name)`),
  ]);
  return { bySource, byProduct, byDesigner };
}
