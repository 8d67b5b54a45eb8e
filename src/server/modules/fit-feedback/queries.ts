import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, fitReviews, orderItemMeasurements, orderItems, orderStatusEvents, orders, products } from '../../db/schema';

export type FitReviewRow = typeof fitReviews.$inferSelect;

/** An order line with what a review needs to know about it; null when it does not exist. */
export async function lineForReview(db: Database, lineId: string) {
  const [row] = await db
    .select({
      id: orderItems.id,
      status: orderItems.status,
      size: orderItems.size,
      productId: orderItems.productId,
      productName: orderItems.productName,
      designerId: orderItems.designerId,
      orderId: orders.id,
      orderUserId: orders.userId,
      orderEmail: orders.email,
      orderLocale: orders.locale,
      fullName: orders.fullName,
      shippingAddress: orders.shippingAddress,
      categorySlug: categories.slug,
      measurementCategory: orderItemMeasurements.category,
      metrics: orderItemMeasurements.metrics,
      measurementSource: orderItemMeasurements.source,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(eq(orderItems.id, lineId))
    .limit(1);
  return row ?? null;
}
export type LineForReview = NonNullable<Awaited<ReturnType<typeof lineForReview>>>;

/** When each line was delivered (its latest 'delivered' event). */
export async function deliveredAt(db: Database, lineIds: string[]): Promise<Map<string, Date>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: orderStatusEvents.orderItemId, at: sql<Date>`max(${orderStatusEvents.createdAt})`.mapWith((v: string | Date) => new Date(v)) })
    .from(orderStatusEvents)
    .where(and(inArray(orderStatusEvents.orderItemId, lineIds), eq(orderStatusEvents.toStatus, 'delivered')))
    .groupBy(orderStatusEvents.orderItemId);
  return new Map(rows.flatMap((r) => (r.lineId ? [[r.lineId, r.at] as const] : [])));
}

export async function reviewOfLine(db: Database, lineId: string): Promise<FitReviewRow | null> {
  const [row] = await db.select().from(fitReviews).where(eq(fitReviews.orderItemId, lineId)).limit(1);
  return row ?? null;
}

/** Insert or replace the line's review: one row per line, whatever the race. */
export async function upsertReview(db: Database, values: typeof fitReviews.$inferInsert): Promise<FitReviewRow> {
  const { orderItemId: _line, id: _id, createdAt: _created, ...rest } = values;
  const [row] = await db
    .insert(fitReviews)
    .values(values)
    .onConflictDoUpdate({ target: fitReviews.orderItemId, set: { ...rest, noteHidden: false, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** A claim's verdicts as the line's evidence, unless the shopper's own review is already there (it stands). */
export async function insertClaimEvidence(db: Database, values: typeof fitReviews.$inferInsert): Promise<boolean> {
  const rows = await db.insert(fitReviews).values({ ...values, origin: 'claim' }).onConflictDoNothing({ target: fitReviews.orderItemId }).returning({ id: fitReviews.id });
  return rows.length > 0;
}

/** Takes back a claim's verdicts (never a review the shopper wrote). */
export async function deleteClaimEvidence(db: Database, lineId: string): Promise<void> {
  await db.delete(fitReviews).where(and(eq(fitReviews.orderItemId, lineId), eq(fitReviews.origin, 'claim')));
}

export async function reviewsOfProduct(db: Database, productId: string): Promise<FitReviewRow[]> {
  return db.select().from(fitReviews).where(eq(fitReviews.productId, productId)).orderBy(desc(fitReviews.updatedAt)).limit(2000);
}

/** A designer's (or, for null, every designer's) reviewed products with their names. */
export async function reviewedProducts(db: Database, designerId: string | null) {
  return db
    .select({ productId: products.id, name: products.name, slug: categories.slug, count: sql<number>`count(*)::int` })
    .from(fitReviews)
    .innerJoin(products, eq(products.id, fitReviews.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(designerId ? eq(fitReviews.designerId, designerId) : sql`true`)
    .groupBy(products.id, products.name, categories.slug)
    .orderBy(desc(sql`count(*)`))
    .limit(100);
}

export async function productForSummary(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, designerId: products.designerId, status: products.status, slug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function setNoteHidden(db: Database, id: string, hidden: boolean): Promise<FitReviewRow | null> {
  const [row] = await db.update(fitReviews).set({ noteHidden: hidden }).where(eq(fitReviews.id, id)).returning();
  return row ?? null;
}

/** The newest reviews with a note, for the admin's moderation list. */
export async function reviewsWithNotes(db: Database, limit: number) {
  return db
    .select({ review: fitReviews, productName: orderItems.productName })
    .from(fitReviews)
    .innerJoin(orderItems, eq(orderItems.id, fitReviews.orderItemId))
    .where(sql`${fitReviews.note} is not null`)
    .orderBy(desc(fitReviews.updatedAt))
    .limit(limit);
}

/**
 * An account being deleted: its reviews keep their verdicts, size and measurements (evidence no one
 * can trace back once the name, city and free-text note are gone), and lose who wrote them.
 */
export async function forgetReviewer(db: Database, userId: string, name: string): Promise<void> {
  await db.update(fitReviews).set({ reviewerFirstName: name, reviewerCity: null, note: null }).where(eq(fitReviews.userId, userId));
}
