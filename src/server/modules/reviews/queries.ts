import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FitVerdict } from '../../../domain/fit-feedback/types';
import { keptRatingColumns, type RatingAggregate } from '../../../domain/reviews/aggregate';
import type { ReviewSort } from '../../../domain/reviews/listing';
import type { Database } from '../../db/client';
import {
  designerReviewReplies,
  designerReviewStats,
  fitReviews,
  orderItems,
  orderStatusEvents,
  orders,
  productReviews,
  productReviewSizes,
  productReviewStats,
  products,
  reviewPhotos,
  reviewSettings,
  reviewVotes,
  users,
} from '../../db/schema';

export type ReviewRow = typeof productReviews.$inferSelect;
export type PhotoRow = typeof reviewPhotos.$inferSelect;
export type StatsRow = typeof productReviewStats.$inferSelect;

/** An order line with what a review needs: its owner, state, product, size and when it was delivered. */
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
      fullName: orders.fullName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, lineId))
    .limit(1);
  if (!row) return null;
  const [delivered] = await db
    .select({ at: sql<Date>`max(${orderStatusEvents.createdAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)) })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderItemId, lineId), eq(orderStatusEvents.toStatus, 'delivered')));
  return { ...row, deliveredAt: (delivered?.at as Date | null | undefined) ?? null };
}
export type LineForReview = NonNullable<Awaited<ReturnType<typeof lineForReview>>>;

export async function reviewOfLine(db: Database, lineId: string, lock = false): Promise<ReviewRow | null> {
  const query = db.select().from(productReviews).where(eq(productReviews.orderItemId, lineId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function reviewById(db: Database, id: string, lock = false): Promise<ReviewRow | null> {
  const query = db.select().from(productReviews).where(eq(productReviews.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertReview(db: Database, values: typeof productReviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(productReviews).values(values).returning();
  return row!;
}

export async function updateReview(db: Database, id: string, set: Partial<typeof productReviews.$inferInsert>): Promise<ReviewRow> {
  const [row] = await db.update(productReviews).set(set).where(eq(productReviews.id, id)).returning();
  return row!;
}

// ---- Photos ----

export async function insertPhoto(db: Database, values: typeof reviewPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(reviewPhotos).values(values).returning();
  return row!;
}

/** Photos uploaded by this person for this line, not attached to another review. */
export async function photosForLine(db: Database, lineId: string, uploadedBy: string, ids: string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.orderItemId, lineId), eq(reviewPhotos.uploadedBy, uploadedBy), inArray(reviewPhotos.id, ids)));
}

export async function photosOf(db: Database, reviewIds: string[]): Promise<PhotoRow[]> {
  if (reviewIds.length === 0) return [];
  return db.select().from(reviewPhotos).where(inArray(reviewPhotos.reviewId, reviewIds)).orderBy(asc(reviewPhotos.position));
}

export async function attachPhoto(db: Database, id: string, reviewId: string, position: number): Promise<void> {
  await db.update(reviewPhotos).set({ reviewId, position }).where(eq(reviewPhotos.id, id));
}

/** Removes a review's photos that are no longer in it; answers their storage paths. */
export async function dropPhotosExcept(db: Database, reviewId: string, keep: string[]): Promise<string[]> {
  const rows = await db
    .delete(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, reviewId), keep.length > 0 ? sql`${reviewPhotos.id} not in (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql`true`))
    .returning({ path: reviewPhotos.storagePath });
  return rows.map((r) => r.path);
}

export async function pendingPhotoCount(db: Database, lineId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewPhotos).where(and(eq(reviewPhotos.orderItemId, lineId), isNull(reviewPhotos.reviewId)));
  return row?.n ?? 0;
}

/** The strip's first step, unexecuted (the bench explains it). */
export const stripReviewsQuery = (db: Database, productId: string, limit: number) =>
  db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'visible'), sql`${productReviews.photoCount} > 0`))
    .orderBy(sql`${productReviews.createdAt} desc nulls last`, sql`${productReviews.id} desc nulls last`)
    .limit(limit);

/**
 * The newest photos of a product's visible reviews (the strip): the newest reviews with photos first
 * (read in order from product_reviews_photos_idx, never the whole product), then their photos.
 */
export async function photoStrip(db: Database, productId: string, limit: number): Promise<PhotoRow[]> {
  const reviews = await stripReviewsQuery(db, productId, limit);
  if (reviews.length === 0) return [];
  const order = new Map(reviews.map((r, i) => [r.id, i]));
  const photos = await photosOf(
    db,
    reviews.map((r) => r.id),
  );
  return photos
    .sort((a, b) => (order.get(a.reviewId ?? '') ?? 0) - (order.get(b.reviewId ?? '') ?? 0) || a.position - b.position)
    .slice(0, limit);
}

// ---- Kept aggregates ----

/** Adds a change's deltas to the product's and the designer's kept rows, in the caller's transaction. */
export async function applyDelta(db: Database, productId: string, designerId: string | null, d: RatingAggregate, listed: number): Promise<void> {
  const values = keptRatingColumns(d, listed);
  const plus = (table: typeof productReviewStats | typeof designerReviewStats) => ({
    count: sql`${table.count} + ${d.count}`,
    sum: sql`${table.sum} + ${d.sum}`,
    stars1: sql`${table.stars1} + ${d.distribution[0]}`,
    stars2: sql`${table.stars2} + ${d.distribution[1]}`,
    stars3: sql`${table.stars3} + ${d.distribution[2]}`,
    stars4: sql`${table.stars4} + ${d.distribution[3]}`,
    stars5: sql`${table.stars5} + ${d.distribution[4]}`,
    withPhotos: sql`${table.withPhotos} + ${d.withPhotos}`,
    listed: sql`${table.listed} + ${listed}`,
  });
  await db.insert(productReviewStats).values({ productId, ...values }).onConflictDoUpdate({ target: productReviewStats.productId, set: plus(productReviewStats) });
  if (designerId) await db.insert(designerReviewStats).values({ designerId, ...values }).onConflictDoUpdate({ target: designerReviewStats.designerId, set: plus(designerReviewStats) });
}

/** Moves the kept count of one size of a product (a visible review with a size listed or not). */
export async function applySizeDelta(db: Database, productId: string, size: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .insert(productReviewSizes)
    .values({ productId, size, count: delta })
    .onConflictDoUpdate({ target: [productReviewSizes.productId, productReviewSizes.size], set: { count: sql`${productReviewSizes.count} + ${delta}` } });
}

/** The kept sizes with their counts, for tests and the consistency check. */
export async function keptSizes(db: Database, productId: string) {
  return db.select({ size: productReviewSizes.size, count: productReviewSizes.count }).from(productReviewSizes).where(eq(productReviewSizes.productId, productId)).orderBy(asc(productReviewSizes.size));
}

export async function productStats(db: Database, productId: string): Promise<StatsRow | null> {
  const [row] = await db.select().from(productReviewStats).where(eq(productReviewStats.productId, productId)).limit(1);
  return row ?? null;
}

export async function designerStats(db: Database, designerId: string) {
  const [row] = await db.select().from(designerReviewStats).where(eq(designerReviewStats.designerId, designerId)).limit(1);
  return row ?? null;
}

/** Count and sum per product, for cards. */
export async function statsOfProducts(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db.select({ productId: productReviewStats.productId, count: productReviewStats.count, sum: productReviewStats.sum }).from(productReviewStats).where(inArray(productReviewStats.productId, productIds));
}

/** A recount from the rows, for tests and the consistency check. */
export async function recount(db: Database, productId: string) {
  return db
    .select({ stars: productReviews.stars, photoCount: productReviews.photoCount, status: productReviews.status, size: productReviews.size })
    .from(productReviews)
    .where(eq(productReviews.productId, productId));
}

// ---- The public list ----

export interface ListFilter {
  stars?: number | undefined;
  size?: string | undefined;
  fit?: FitVerdict | undefined;
}

function listWhere(productId: string, filter: ListFilter): SQL {
  const parts: SQL[] = [eq(productReviews.productId, productId), eq(productReviews.status, 'visible')];
  if (filter.stars !== undefined) parts.push(eq(productReviews.stars, filter.stars));
  if (filter.size !== undefined) parts.push(eq(productReviews.size, filter.size));
  if (filter.fit !== undefined) parts.push(eq(fitReviews.overall, filter.fit));
  return and(...parts)!;
}

/**
 * `desc nulls last`, as drizzle writes the indexes' DESC columns (0029): PostgreSQL's plain DESC
 * means NULLS FIRST, which no index here has, so every page was a scan of all the product's
 * reviews and a sort (these columns are never null: the result is the same).
 */
const later = (column: SQL | AnyColumn) => sql`${column} desc nulls last`;

const ORDER: Record<ReviewSort, SQL[]> = {
  helpful: [later(productReviews.helpfulCount), later(productReviews.createdAt), later(productReviews.id)],
  newest: [later(productReviews.createdAt), later(productReviews.id)],
  highest: [sql`${productReviews.stars} desc nulls last`, later(productReviews.createdAt), later(productReviews.id)],
  lowest: [sql`${productReviews.stars} asc nulls last`, later(productReviews.createdAt), later(productReviews.id)],
  photos: [sql`(${productReviews.photoCount} > 0) desc`, later(productReviews.createdAt), later(productReviews.id)],
};

/** Only the shopper's own fit review is shown with a review (a return claim's verdicts stay private). */
const shownFit = and(eq(fitReviews.orderItemId, productReviews.orderItemId), eq(fitReviews.origin, 'review'));

/**
 * The ids of one page, from product_reviews alone (the fit verdict joined only when filtering by
 * it): the planner then reads the page from the sort's index and stops after `limit` rows. Joined
 * with the fit reviews and replies in the same statement, it hash-joined all 10,000 reviews of a
 * popular product and sorted them for every page (20 ms on PostgreSQL, 120 ms on PGlite).
 */
export function pageIdsQuery(db: Database, productId: string, filter: ListFilter, sort: ReviewSort, limit: number, offset: number) {
  const base = db.select({ id: productReviews.id }).from(productReviews);
  const joined = filter.fit !== undefined ? base.leftJoin(fitReviews, shownFit) : base;
  return joined
    .where(listWhere(productId, filter))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

export async function listReviews(db: Database, productId: string, filter: ListFilter, sort: ReviewSort, limit: number, offset: number) {
  const ids = (await pageIdsQuery(db, productId, filter, sort, limit, offset)).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ review: productReviews, fitOverall: fitReviews.overall, fitAreas: fitReviews.areas, reply: designerReviewReplies })
    .from(productReviews)
    .leftJoin(fitReviews, shownFit)
    .leftJoin(designerReviewReplies, eq(designerReviewReplies.reviewId, productReviews.id))
    .where(inArray(productReviews.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.review.id) ?? 0) - (position.get(b.review.id) ?? 0));
}

export async function countReviews(db: Database, productId: string, filter: ListFilter): Promise<number> {
  const base = db.select({ n: count() }).from(productReviews);
  const [row] = filter.fit !== undefined ? await base.leftJoin(fitReviews, shownFit).where(listWhere(productId, filter)) : await base.where(listWhere(productId, filter));
  return row?.n ?? 0;
}

/** The sizes visible reviews were written for, from the kept counts (one row per size, not per review). */
export async function sizesOf(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ size: productReviewSizes.size })
    .from(productReviewSizes)
    .where(and(eq(productReviewSizes.productId, productId), sql`${productReviewSizes.count} > 0`))
    .orderBy(asc(productReviewSizes.size))
    .limit(40);
  return rows.map((r) => r.size);
}

export async function votedBy(db: Database, userId: string, reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db.select({ id: reviewVotes.reviewId }).from(reviewVotes).where(and(eq(reviewVotes.userId, userId), inArray(reviewVotes.reviewId, reviewIds)));
  return new Set(rows.map((r) => r.id));
}

/** One vote per account and review: answers whether this one counted. */
export async function addVote(db: Database, reviewId: string, userId: string): Promise<boolean> {
  const rows = await db.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ id: reviewVotes.reviewId });
  if (rows.length === 0) return false;
  await db.update(productReviews).set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` }).where(eq(productReviews.id, reviewId));
  return true;
}

// ---- Replies, reports, moderation ----

export async function replyOf(db: Database, reviewId: string) {
  const [row] = await db.select().from(designerReviewReplies).where(eq(designerReviewReplies.reviewId, reviewId)).limit(1);
  return row ?? null;
}

export async function insertReply(db: Database, values: typeof designerReviewReplies.$inferInsert) {
  const rows = await db.insert(designerReviewReplies).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function userName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

export async function productOf(db: Database, productId: string) {
  const [row] = await db.select({ id: products.id, name: products.name, designerId: products.designerId, status: products.status }).from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

/** Reviews with their product's name, for the studio (one designer) and the console (reported or hidden). */
export async function managedReviews(db: Database, where: SQL, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({ review: productReviews, productName: products.name, fitOverall: fitReviews.overall, fitAreas: fitReviews.areas, reply: designerReviewReplies })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(fitReviews, shownFit)
    .leftJoin(designerReviewReplies, eq(designerReviewReplies.reviewId, productReviews.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countManaged(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productReviews).where(where);
  return row?.n ?? 0;
}

export const byId = (id: string) => eq(productReviews.id, id);
export const byDesigner = (designerId: string) => and(eq(productReviews.designerId, designerId), isNotNull(productReviews.stars))!;
export const reported = () => and(isNotNull(productReviews.reportedAt), eq(productReviews.status, 'visible'))!;
export const hidden = () => eq(productReviews.status, 'hidden');
export const newestFirst = [later(productReviews.createdAt), later(productReviews.id)];
export const reportedFirst = [sql`${productReviews.reportedAt} desc nulls last`, desc(productReviews.id)];

/** Where the shopper is told: the order's address and language. */
export async function shopperContact(db: Database, lineId: string) {
  const [row] = await db
    .select({ email: orders.email, locale: orders.locale, fullName: orders.fullName, orderId: orders.id, productName: orderItems.productName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, lineId))
    .limit(1);
  return row ?? null;
}

/** The caller's delivered lines delivered since `since`, without a review with stars. */
export async function awaitingLines(db: Database, userId: string, since: Date) {
  const delivered = db
    .select({ lineId: orderStatusEvents.orderItemId, at: sql<Date>`max(${orderStatusEvents.createdAt})`.as('at') })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.toStatus, 'delivered'))
    .groupBy(orderStatusEvents.orderItemId)
    .as('delivered');
  return db
    .select({
      lineId: orderItems.id,
      orderId: orders.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productImageUrl: orderItems.productImageUrl,
      size: orderItems.size,
      deliveredAt: sql<Date>`${delivered.at}`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(delivered, eq(delivered.lineId, orderItems.id))
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.status, 'delivered'), isNotNull(orderItems.productId), sql`${delivered.at} >= ${since.toISOString()}`, sql`${productReviews.stars} is null`))
    .orderBy(desc(sql`${delivered.at}`))
    .limit(50);
}

export async function windowDays(db: Database): Promise<number | null> {
  const [row] = await db.select({ windowDays: reviewSettings.windowDays }).from(reviewSettings).where(eq(reviewSettings.id, 1)).limit(1);
  return row?.windowDays ?? null;
}

export async function saveWindowDays(db: Database, days: number): Promise<void> {
  await db.insert(reviewSettings).values({ id: 1, windowDays: days, updatedAt: new Date() }).onConflictDoUpdate({ target: reviewSettings.id, set: { windowDays: days, updatedAt: new Date() } });
}

/** An account being deleted: its reviews keep their stars and words, without the name. */
export async function forgetReviewer(db: Database, userId: string, name: string): Promise<void> {
  await db.update(productReviews).set({ reviewerName: name }).where(eq(productReviews.userId, userId));
}
