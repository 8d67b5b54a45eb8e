import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codCollections, orderItems } from '../../db/schema';

// The cash-on-delivery records' SQL (docs/decisions/032). Transactions are passed as Database too.

export type CodRecordRow = typeof codCollections.$inferSelect;
export type NewCodRecord = typeof codCollections.$inferInsert;

/** Writes a line's record unless it has one; answers the new row, or null when one was already there. */
export async function insertCodRecord(tx: Database, values: NewCodRecord): Promise<CodRecordRow | null> {
  const [row] = await tx.insert(codCollections).values(values).onConflictDoNothing({ target: codCollections.orderItemId }).returning();
  return row ?? null;
}

export async function codRecordOfLine(db: Database, lineId: string): Promise<CodRecordRow | null> {
  const [row] = await db.select().from(codCollections).where(eq(codCollections.orderItemId, lineId)).limit(1);
  return row ?? null;
}

export async function codRecordsOfOrders(db: Database, orderIds: readonly string[]): Promise<CodRecordRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(codCollections).where(inArray(codCollections.orderId, [...orderIds]));
}

/** Every line of the given orders, in the order the ledger shares a charge over them (id order, as itemsOfOrderForUpdate). */
export async function lineWeightsOf(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orderItems.id, orderId: orderItems.orderId, unitPriceUsdMinor: orderItems.unitPriceUsdMinor, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}
