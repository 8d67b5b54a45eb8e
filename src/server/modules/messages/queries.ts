import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messagePhotos, messageReports, messageThreads, orderItemMeasurements, orderItems, orders, profiles, threadMessages, users } from '../../db/schema';

/** Every statement of the messages feature; only this module calls it. */

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof threadMessages.$inferSelect;
export type PhotoRow = typeof messagePhotos.$inferSelect;
export type Side = 'shopper' | 'designer';

const orderColumns = { id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, fullName: orders.fullName, email: orders.email, locale: orders.locale };
export type OrderFacts = { id: string; orderNumber: string; userId: string | null; fullName: string; email: string; locale: string };

export async function orderFacts(db: Database, orderId: string): Promise<OrderFacts | null> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** The designers with lines in the order. */
export async function designersOfOrder(db: Database, orderId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ designerId: orderItems.designerId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows.map((r) => r.designerId).filter((d): d is string => d !== null);
}

/** One thread per order and designer, made the first time the order's conversation is opened. */
export async function ensureThreads(db: Database, orderId: string, designerIds: readonly string[]): Promise<void> {
  if (designerIds.length === 0) return;
  await db
    .insert(messageThreads)
    .values(designerIds.map((designerId) => ({ orderId, designerId })))
    .onConflictDoNothing({ target: [messageThreads.orderId, messageThreads.designerId] });
}

const summaryColumns = {
  thread: messageThreads,
  orderNumber: orders.orderNumber,
  orderUserId: orders.userId,
  shopperName: orders.fullName,
  designerName: profiles.fullName,
};

// A system note has no text of its own to preview: the last written message is shown.
const lastPreview = sql<string | null>`(select m.body from ${threadMessages} m where m.thread_id = ${messageThreads.id} and m.hidden_at is null and m.kind <> 'note' order by m.created_at desc limit 1)`;

export async function threadsOfOrder(db: Database, orderId: string) {
  return db
    .select({ ...summaryColumns, preview: lastPreview })
    .from(messageThreads)
    .innerJoin(orders, eq(orders.id, messageThreads.orderId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.designerId))
    .where(eq(messageThreads.orderId, orderId))
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
}

/** One thread with its order's facts (its preview is read from its messages by whoever shows them). */
export async function threadById(db: Database, id: string, lock = false) {
  const query = db
    .select(summaryColumns)
    .from(messageThreads)
    .innerJoin(orders, eq(orders.id, messageThreads.orderId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.designerId))
    .where(eq(messageThreads.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: messageThreads }) : await query;
  return row ?? null;
}
export type ThreadWithOrder = NonNullable<Awaited<ReturnType<typeof threadById>>>;

/** The studio's list: the designer's started conversations, unread first, then the latest. */
export async function threadsOfDesigner(db: Database, designerId: string, limit: number) {
  return db
    .select({ ...summaryColumns, preview: lastPreview })
    .from(messageThreads)
    .innerJoin(orders, eq(orders.id, messageThreads.orderId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.designerId))
    .where(and(eq(messageThreads.designerId, designerId), sql`${messageThreads.lastMessageAt} is not null`))
    .orderBy(desc(sql`${messageThreads.designerUnread} > 0`), sql`${messageThreads.lastMessageAt} desc nulls last`, desc(messageThreads.id))
    .limit(limit);
}

/** The lines a thread is about (its designer's lines of the order), with shared measurements. */
export async function linesOf(db: Database, pairs: ReadonlyArray<{ orderId: string; designerId: string | null }>) {
  const orderIds = [...new Set(pairs.map((p) => p.orderId))];
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      designerId: orderItems.designerId,
      productName: orderItems.productName,
      productImageUrl: orderItems.productImageUrl,
      size: orderItems.size,
      quantity: orderItems.quantity,
      status: orderItems.status,
      includeMeasurements: orderItems.includeMeasurements,
      metrics: orderItemMeasurements.metrics,
      changeRequestId: threadMessages.id,
      changeRequestAnsweredAt: threadMessages.answeredAt,
    })
    .from(orderItems)
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .leftJoin(threadMessages, eq(threadMessages.changeRequestLineId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The newest `limit` messages of a thread, oldest first (from the thread's index, newest end). */
export async function messagesOf(db: Database, threadId: string, limit: number) {
  const rows = await db
    .select({ message: threadMessages, authorName: profiles.fullName })
    .from(threadMessages)
    .leftJoin(profiles, eq(profiles.userId, threadMessages.authorId))
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function photosOf(db: Database, messageIds: readonly string[]): Promise<PhotoRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(messagePhotos).where(inArray(messagePhotos.messageId, messageIds)).orderBy(asc(messagePhotos.position));
}

/** The sent photos of a thread's messages from `since` on (one statement, however many messages). */
export async function photosOfThread(db: Database, threadId: string, since: Date): Promise<PhotoRow[]> {
  return db
    .select({ photo: messagePhotos })
    .from(messagePhotos)
    .innerJoin(threadMessages, eq(threadMessages.id, messagePhotos.messageId))
    .where(and(eq(messagePhotos.threadId, threadId), gte(threadMessages.createdAt, since)))
    .orderBy(asc(messagePhotos.position))
    .then((rows) => rows.map((r) => r.photo));
}

export async function reportCountsOf(db: Database, messageIds: readonly string[]): Promise<Map<string, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db.select({ id: messageReports.messageId, n: count() }).from(messageReports).where(inArray(messageReports.messageId, messageIds)).groupBy(messageReports.messageId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function messageWithThread(db: Database, id: string, lock = false) {
  const query = db.select().from(threadMessages).where(eq(threadMessages.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertMessage(db: Database, row: typeof threadMessages.$inferInsert): Promise<MessageRow> {
  const [created] = await db.insert(threadMessages).values(row).returning();
  return created!;
}

/**
 * A new message: the other side's unread counter grows (both sides' for Tibeb support) and
 * starts its clock if it was at zero; the author's own side has read the thread.
 */
export async function countNewMessage(db: Database, threadId: string, authorRole: 'shopper' | 'designer' | 'support', at: Date): Promise<void> {
  const t = messageThreads;
  const toShopper = authorRole !== 'shopper';
  const toDesigner = authorRole !== 'designer';
  await db
    .update(t)
    .set({
      lastMessageAt: at,
      shopperUnread: toShopper ? sql`${t.shopperUnread} + 1` : 0,
      shopperUnreadSince: toShopper ? sql`coalesce(${t.shopperUnreadSince}, ${at.toISOString()}::timestamptz)` : null,
      designerUnread: toDesigner ? sql`${t.designerUnread} + 1` : 0,
      designerUnreadSince: toDesigner ? sql`coalesce(${t.designerUnreadSince}, ${at.toISOString()}::timestamptz)` : null,
    })
    .where(eq(t.id, threadId));
}

/** The thread of an order and designer (made if missing), locked for the note the caller writes. */
export async function lockedThreadOf(db: Database, orderId: string, designerId: string) {
  await ensureThreads(db, orderId, [designerId]);
  const [row] = await db
    .select({ thread: messageThreads, orderUserId: orders.userId })
    .from(messageThreads)
    .innerJoin(orders, eq(orders.id, messageThreads.orderId))
    .where(and(eq(messageThreads.orderId, orderId), eq(messageThreads.designerId, designerId)))
    .for('update', { of: messageThreads });
  return row!;
}

/** A note moves the thread up the studio's list without counting as unread: its event was told by mail already. */
export async function touchThread(db: Database, threadId: string, at: Date): Promise<void> {
  await db.update(messageThreads).set({ lastMessageAt: at }).where(eq(messageThreads.id, threadId));
}

/** A side has read everything in the thread. */
export async function markRead(db: Database, threadId: string, side: Side): Promise<boolean> {
  const t = messageThreads;
  const rows =
    side === 'shopper'
      ? await db.update(t).set({ shopperUnread: 0, shopperUnreadSince: null }).where(and(eq(t.id, threadId), sql`${t.shopperUnread} > 0`)).returning({ id: t.id })
      : await db.update(t).set({ designerUnread: 0, designerUnreadSince: null }).where(and(eq(t.id, threadId), sql`${t.designerUnread} > 0`)).returning({ id: t.id });
  return rows.length > 0;
}

/** The designer wrote: every open change request of the thread is answered. */
export async function answerChangeRequests(db: Database, threadId: string, at: Date): Promise<void> {
  await db
    .update(threadMessages)
    .set({ answeredAt: at })
    .where(and(eq(threadMessages.threadId, threadId), eq(threadMessages.kind, 'change_request'), isNull(threadMessages.answeredAt)));
}

export async function openChangeRequestOf(db: Database, lineId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(and(eq(threadMessages.changeRequestLineId, lineId), isNull(threadMessages.answeredAt)))
    .limit(1);
  return row !== undefined;
}

export async function changeRequestExists(db: Database, lineId: string): Promise<boolean> {
  const [row] = await db.select({ id: threadMessages.id }).from(threadMessages).where(eq(threadMessages.changeRequestLineId, lineId)).limit(1);
  return row !== undefined;
}

export async function updateBody(db: Database, id: string, body: string, at: Date): Promise<MessageRow> {
  const [row] = await db.update(threadMessages).set({ body, editedAt: at }).where(eq(threadMessages.id, id)).returning();
  return row!;
}

export async function setHidden(db: Database, id: string, hidden: { at: Date; by: string; reason: string } | null): Promise<MessageRow> {
  const [row] = await db
    .update(threadMessages)
    .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(eq(threadMessages.id, id))
    .returning();
  return row!;
}

export async function insertPhoto(db: Database, row: typeof messagePhotos.$inferInsert): Promise<PhotoRow> {
  const [created] = await db.insert(messagePhotos).values(row).returning();
  return created!;
}

/** Photos this uploader sent to this thread and has not attached yet, among `ids`. */
export async function pendingPhotos(db: Database, threadId: string, uploadedBy: string, ids: readonly string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messagePhotos)
    .where(and(eq(messagePhotos.threadId, threadId), eq(messagePhotos.uploadedBy, uploadedBy), isNull(messagePhotos.messageId), inArray(messagePhotos.id, [...ids])))
    .for('update');
}

export async function attachPhoto(db: Database, photoId: string, messageId: string, position: number): Promise<void> {
  await db.update(messagePhotos).set({ messageId, position }).where(eq(messagePhotos.id, photoId));
}

/** Photos uploaded and never sent, older than `before` (removed with their files). */
export async function stalePendingPhotos(db: Database, before: Date, limit: number): Promise<PhotoRow[]> {
  return db.select().from(messagePhotos).where(and(isNull(messagePhotos.messageId), lte(messagePhotos.createdAt, before))).limit(limit);
}

export async function deletePhoto(db: Database, id: string): Promise<void> {
  await db.delete(messagePhotos).where(and(eq(messagePhotos.id, id), isNull(messagePhotos.messageId)));
}

export async function insertReport(db: Database, row: typeof messageReports.$inferInsert): Promise<void> {
  await db.insert(messageReports).values(row).onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporter] });
}

export async function reportedMessages(db: Database, limit: number) {
  return db
    .select({
      messageId: threadMessages.id,
      threadId: threadMessages.threadId,
      orderId: messageThreads.orderId,
      orderNumber: orders.orderNumber,
      body: threadMessages.body,
      hiddenAt: threadMessages.hiddenAt,
      reasons: sql<string[]>`array_agg(${messageReports.reason} order by ${messageReports.createdAt} desc)`,
      lastReportedAt: sql<string>`max(${messageReports.createdAt})`,
    })
    .from(messageReports)
    .innerJoin(threadMessages, eq(threadMessages.id, messageReports.messageId))
    .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .innerJoin(orders, eq(orders.id, messageThreads.orderId))
    .groupBy(threadMessages.id, messageThreads.orderId, orders.orderNumber)
    .orderBy(desc(sql`max(${messageReports.createdAt})`))
    .limit(limit);
}

/** Orders listed with their unread figure (the newest conversations first): the profile shows 50 orders. */
const UNREAD_ORDERS_MAX = 100;

/**
 * Unread messages of a person, as the designer of threads and as the shopper of orders: the total
 * (summed in the database, from the partial index) and the newest orders' figures. Nothing is
 * sent per thread beyond the first hundred, however many threads a designer has.
 */
export async function unreadOf(db: Database, userId: string) {
  const t = messageThreads;
  const asDesigner = db
    .select({ orderId: t.orderId, unread: t.designerUnread, total: sql<number>`sum(${t.designerUnread}) over ()`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.designerId, userId), sql`${t.designerUnread} > 0`))
    .orderBy(sql`${t.lastMessageAt} desc nulls last`)
    .limit(UNREAD_ORDERS_MAX);
  const asShopper = db
    .select({ orderId: t.orderId, unread: t.shopperUnread, total: sql<number>`sum(${t.shopperUnread}) over ()`.mapWith(Number) })
    .from(t)
    .innerJoin(orders, eq(orders.id, t.orderId))
    .where(and(eq(orders.userId, userId), sql`${t.shopperUnread} > 0`))
    .orderBy(sql`${t.lastMessageAt} desc nulls last`)
    .limit(UNREAD_ORDERS_MAX);
  const [designer, shopper] = [await asDesigner, await asShopper];
  return { total: (designer[0]?.total ?? 0) + (shopper[0]?.total ?? 0), rows: [...designer, ...shopper] };
}

/** Threads whose side has had something unread since before `unreadBefore` and was not mailed since `mailedBefore`. */
export async function dueReminders(db: Database, side: Side, unreadBefore: Date, mailedBefore: Date, limit: number) {
  const t = messageThreads;
  const unread = side === 'shopper' ? t.shopperUnread : t.designerUnread;
  const since = side === 'shopper' ? t.shopperUnreadSince : t.designerUnreadSince;
  const mailed = side === 'shopper' ? t.shopperMailedAt : t.designerMailedAt;
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`${unread} > 0`, lte(since, unreadBefore), or(isNull(mailed), lte(mailed, mailedBefore))))
    .orderBy(asc(since))
    .limit(limit);
}

/** Claims a reminder: true for the one caller that moved `mailed_at`, so a thread is mailed once an hour. */
export async function claimReminder(db: Database, threadId: string, side: Side, at: Date, mailedBefore: Date): Promise<boolean> {
  const t = messageThreads;
  const mailed = side === 'shopper' ? t.shopperMailedAt : t.designerMailedAt;
  const unread = side === 'shopper' ? t.shopperUnread : t.designerUnread;
  const rows = await db
    .update(t)
    .set(side === 'shopper' ? { shopperMailedAt: at } : { designerMailedAt: at })
    .where(and(eq(t.id, threadId), sql`${unread} > 0`, or(isNull(mailed), lte(mailed, mailedBefore))))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Where a person's mail goes and in which language. */
export async function mailboxOf(db: Database, userId: string): Promise<{ email: string; name: string; language: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A line of an order with its designer, status and whether a change request was made. */
export async function lineOf(db: Database, lineId: string) {
  const [row] = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, designerId: orderItems.designerId, status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.id, lineId))
    .limit(1);
  return row ?? null;
}
