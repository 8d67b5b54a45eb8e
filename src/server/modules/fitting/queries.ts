import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fittingSettings, measurementReviews, measurementVersions, orderItemMeasurements, orderItems, orders, products, profiles, users } from '../../db/schema';

/** Every statement of the measurement review; only this module calls it. */

export async function settingsRow(db: Database) {
  const [row] = await db.select().from(fittingSettings).where(eq(fittingSettings.id, 1)).limit(1);
  return row ?? null;
}

export async function saveSettings(tx: Database, values: { reviewDays: number; answerDays: number; reminderHours: number }) {
  await tx
    .insert(fittingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: fittingSettings.id, set: { ...values, updatedAt: new Date() } });
}

/**
 * Starts the review of every line that has measurements, whose designer has been told of it, that
 * is not started or cancelled, and that has no review yet (or only the one given): version 1 from
 * order_item_measurements (each key with the set's source) and the review, its clock started when
 * the designer was told. Idempotent (on conflict do nothing), so the job, a read and a guard may
 * all call it. Lines already in production before this feature are left alone.
 */
export async function startReviews(db: Database, reviewDays: number, lineId: string | null): Promise<void> {
  const only = lineId ? sql`and oi.id = ${lineId}` : sql``;
  await db.execute(sql`
    insert into measurement_versions (order_item_id, version, kind, metrics, sources, created_at)
    select oi.id, 1, 'placed', om.metrics,
           (select coalesce(jsonb_object_agg(k, om.source), '{}'::jsonb) from jsonb_object_keys(om.metrics) as k),
           om.created_at
    from order_items oi join order_item_measurements om on om.order_item_id = oi.id
    where oi.designer_notified_at is not null and oi.status in ('pending', 'confirmed') ${only}
      and not exists (select 1 from measurement_reviews r where r.order_item_id = oi.id)
    on conflict (order_item_id, version) do nothing`);
  await db.execute(sql`
    insert into measurement_reviews (order_item_id, state, current_version, review_started_at, review_due_at)
    select oi.id, 'awaiting_review', 1, oi.designer_notified_at, oi.designer_notified_at + make_interval(days => ${reviewDays}::int)
    from order_items oi join measurement_versions v on v.order_item_id = oi.id and v.version = 1
    where oi.designer_notified_at is not null and oi.status in ('pending', 'confirmed') ${only}
    on conflict (order_item_id) do nothing`);
}

/** The line with its order and whether it has measurements; `lock` locks the line. */
export async function lineOf(db: Database, lineId: string) {
  const [row] = await db
    .select({
      item: orderItems,
      order: orders,
      hasMeasurements: sql<boolean>`${orderItemMeasurements.id} is not null`,
      category: orderItemMeasurements.category,
      fulfilment: products.fulfilment,
      productionDays: products.productionDays,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, lineId))
    .limit(1);
  return row ?? null;
}
export type LineRow = NonNullable<Awaited<ReturnType<typeof lineOf>>>;

export async function reviewOf(db: Database, lineId: string, lock = false) {
  const query = db.select().from(measurementReviews).where(eq(measurementReviews.orderItemId, lineId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewOf>>>;

export async function versionsOf(db: Database, lineId: string) {
  return db.select().from(measurementVersions).where(eq(measurementVersions.orderItemId, lineId)).orderBy(asc(measurementVersions.version));
}
export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** The version in force of each reviewed line, in one statement for a page of lines. */
export async function versionsInForce(db: Database, lineIds: readonly string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ lineId: measurementReviews.orderItemId, state: measurementReviews.state, acceptedAt: measurementReviews.acceptedAt, version: measurementVersions.version, metrics: measurementVersions.metrics })
    .from(measurementReviews)
    .innerJoin(measurementVersions, and(eq(measurementVersions.orderItemId, measurementReviews.orderItemId), eq(measurementVersions.version, measurementReviews.currentVersion)))
    .where(inArray(measurementReviews.orderItemId, [...lineIds]));
}

export async function insertVersion(tx: Database, values: typeof measurementVersions.$inferInsert) {
  await tx.insert(measurementVersions).values(values);
}

export async function updateReview(tx: Database, lineId: string, values: Partial<typeof measurementReviews.$inferInsert>) {
  await tx
    .update(measurementReviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(measurementReviews.orderItemId, lineId));
}

/** The line's ready-by day, recomputed when its measurements are accepted. */
export async function setReadyBy(tx: Database, lineId: string, readyBy: string) {
  await tx.update(orderItems).set({ readyBy, updatedAt: new Date() }).where(eq(orderItems.id, lineId));
}

/**
 * Claims one notice of the deadline job: the column is set only if it was empty and the review is
 * still in the state the notice is about, so a second instance or a second run claims nothing.
 */
export async function claimNotice(
  db: Database,
  lineId: string,
  column: 'reviewReminderSentAt' | 'reviewOverdueSentAt' | 'answerReminderSentAt' | 'answerOverdueSentAt',
  state: 'awaiting_review' | 'question_asked',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(measurementReviews)
    .set({ [column]: now })
    .where(and(eq(measurementReviews.orderItemId, lineId), eq(measurementReviews.state, state), isNull(measurementReviews[column])))
    .returning({ id: measurementReviews.orderItemId });
  return rows.length === 1;
}

/**
 * Open reviews of lines still not started that owe a notice at `now`: past the deadline and not
 * yet told so, or within the reminder window (deadline before `soon`) and not yet reminded.
 */
export async function dueReviews(db: Database, state: 'awaiting_review' | 'question_asked', now: Date, soon: Date, limit: number) {
  const review = state === 'awaiting_review';
  const due = review ? measurementReviews.reviewDueAt : measurementReviews.answerDueAt;
  const overdueSent = review ? measurementReviews.reviewOverdueSentAt : measurementReviews.answerOverdueSentAt;
  const reminderSent = review ? measurementReviews.reviewReminderSentAt : measurementReviews.answerReminderSentAt;
  return db
    .select({ review: measurementReviews, item: orderItems, order: orders })
    .from(measurementReviews)
    .innerJoin(orderItems, eq(orderItems.id, measurementReviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(measurementReviews.state, state),
        isNotNull(due),
        lte(due, soon),
        inArray(orderItems.status, ['pending', 'confirmed']),
        or(and(lte(due, now), isNull(overdueSent)), and(gt(due, now), isNull(reminderSent))),
      ),
    )
    .orderBy(asc(due))
    .limit(limit);
}
export type DueRow = Awaited<ReturnType<typeof dueReviews>>[number];

/** Addresses and languages of accounts (the designer, the shopper). */
export async function recipientsOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...userIds]));
}

export async function adminRecipients(db: Database) {
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(profiles.role, 'admin'));
}
