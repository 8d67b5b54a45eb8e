import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lineShipments, orderItems, orderParcels, orders, orderStatusEvents, productionPhotos, productionUpdates, products } from '../../db/schema';

/** Every statement of the production feature; only this module calls it. */

export type Executor = Pick<Database, 'select' | 'insert'>;

/** A line with what the production rules need: its order's owner, its status, whether it is made to measure. */
export async function linesWith(db: Executor, where: { lineId?: string; orderId?: string }) {
  const cond = where.lineId ? eq(orderItems.id, where.lineId) : eq(orderItems.orderId, where.orderId ?? '');
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      orderUserId: orders.userId,
      orderNumber: orders.orderNumber,
      designerName: orderItems.designerName,
      designerId: orderItems.designerId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      size: orderItems.size,
      status: orderItems.status,
      readyBy: orderItems.readyBy,
      fulfilment: products.fulfilment,
      createdAt: orderItems.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(cond)
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
export type LineRow = Awaited<ReturnType<typeof linesWith>>[number];

export async function orderExists(db: Executor, orderId: string): Promise<{ id: string; userId: string | null } | null> {
  const [row] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function fulfilmentOf(db: Executor, productId: string): Promise<string | null> {
  const [row] = await db.select({ fulfilment: products.fulfilment }).from(products).where(eq(products.id, productId));
  return row?.fulfilment ?? null;
}

export async function updatesOf(db: Executor, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  return db.select().from(productionUpdates).where(inArray(productionUpdates.orderItemId, lineIds)).orderBy(asc(productionUpdates.createdAt), asc(productionUpdates.id));
}
export type UpdateRow = Awaited<ReturnType<typeof updatesOf>>[number];

export async function photosOf(db: Executor, updateIds: string[]) {
  if (updateIds.length === 0) return [];
  return db.select().from(productionPhotos).where(inArray(productionPhotos.updateId, updateIds)).orderBy(asc(productionPhotos.position));
}
export type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

/** The lines' own status moves, and their orders' placement (the order-wide event every line starts from). */
export async function statusEventsOf(db: Executor, lineIds: string[], orderIds: string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(orderStatusEvents)
    .where(or(inArray(orderStatusEvents.orderItemId, lineIds), and(inArray(orderStatusEvents.orderId, orderIds), isNull(orderStatusEvents.orderItemId), isNull(orderStatusEvents.fromStatus))))
    .orderBy(asc(orderStatusEvents.createdAt));
}

/** Each designer's parcel of these orders as placed: its zone's name and the carriers it was promised (issue 40). */
export async function parcelCarriersOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderParcels.orderId, designerId: orderParcels.designerId, carriers: orderParcels.carriers, zoneNameEn: orderParcels.zoneNameEn, zoneNameAm: orderParcels.zoneNameAm })
    .from(orderParcels)
    .where(inArray(orderParcels.orderId, orderIds));
}
export type ParcelCarriersRow = Awaited<ReturnType<typeof parcelCarriersOf>>[number];

export async function shipmentsOf(db: Executor, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  return db.select().from(lineShipments).where(inArray(lineShipments.orderItemId, lineIds));
}

/** Photos posted with the line's "ready to ship" updates: the finished garment. */
export async function finishedPhotoCount(db: Executor, lineId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productionPhotos)
    .innerJoin(productionUpdates, eq(productionUpdates.id, productionPhotos.updateId))
    .where(and(eq(productionUpdates.orderItemId, lineId), eq(productionUpdates.step, 'ready_to_ship')));
  return Number(row?.n ?? 0);
}

export async function insertUpdate(db: Executor, values: typeof productionUpdates.$inferInsert) {
  const [row] = await db.insert(productionUpdates).values(values).returning();
  if (!row) throw new Error('production update not written');
  return row;
}

/** The update with its line, locked when `lock` (a photo being added counts the update's photos under the lock). */
export async function updateById(db: Executor, id: string, lock = false): Promise<{ id: string; orderItemId: string } | null> {
  const query = db.select({ id: productionUpdates.id, orderItemId: productionUpdates.orderItemId }).from(productionUpdates).where(eq(productionUpdates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function photoCount(db: Executor, updateId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productionPhotos).where(eq(productionPhotos.updateId, updateId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(db: Executor, values: typeof productionPhotos.$inferInsert) {
  await db.insert(productionPhotos).values(values);
}

export async function insertShipment(db: Executor, values: typeof lineShipments.$inferInsert) {
  await db.insert(lineShipments).values(values);
}

/** A shipping undone: its shipment and the "shipped" update it wrote. */
export async function removeShipment(db: Pick<Database, 'delete'>, lineId: string): Promise<void> {
  await db.delete(lineShipments).where(eq(lineShipments.orderItemId, lineId));
  await db.delete(productionUpdates).where(and(eq(productionUpdates.orderItemId, lineId), eq(productionUpdates.step, 'shipped')));
}
