import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  exchangeRates,
  orderItemMeasurements,
  orderItems,
  orderParcels,
  orders,
  orderStatusEvents,
  paymentEvents,
  productImages,
  products,
  profiles,
  users,
} from '../../db/schema';
import { escapeLike } from '../../../domain/catalog/filters';
import { DELETED_CUSTOMER_EMAIL, type OrderStatus, type PaymentStatus } from '../../../domain/orders/constants';

// Transactions are passed as Database too (as in the cart module): drizzle's transaction has the same query surface.

const imageUrl = sql<string | null>`coalesce(
  (select coalesce(${productImages.thumbUrl}, ${productImages.publicUrl}) from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.isPrimary}
    order by ${productImages.sortOrder} limit 1),
  ${products.primaryImageUrl})`;

/**
 * The products of an order, locked in id order so that two orders for the same products queue
 * instead of deadlocking, and stock cannot change between the check and the decrement.
 */
export async function lockProducts(tx: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  if (locked.length === 0) return [];
  return tx
    .select({
      id: products.id,
      name: products.name,
      // The order totals in USD by the figure the cart showed; the line keeps the designer's own price.
      priceMinor: products.priceUsdMinor,
      ownPriceMinor: products.priceMinor,
      currency: products.currency,
      stock: products.stockQuantity,
      sizes: products.sizes,
      isActive: products.isActive,
      designerId: products.designerId,
      designerName: profiles.fullName,
      categorySlug: categories.slug,
      imageUrl,
      // What the shipping quote weighs and dates (issue 40), read under the same lock as the price.
      shippingWeightGrams: products.shippingWeightGrams,
      fulfilment: products.fulfilment,
      productionDays: products.productionDays,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.userId, products.designerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, locked.map((r) => r.id)));
}
export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

export async function decrementStock(tx: Database, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function restoreStock(tx: Database, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function rateFor(db: Database, code: string): Promise<number | null> {
  const [row] = await db.select({ rate: exchangeRates.rate }).from(exchangeRates).where(eq(exchangeRates.currencyCode, code)).limit(1);
  return row ? Number(row.rate) : null;
}

/** Every stored rate per 1 USD, locked onto an order at placement. */
export async function allRates(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ code: exchangeRates.currencyCode, rate: exchangeRates.rate }).from(exchangeRates);
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.rate)]));
}

export async function orderByKey(db: Database, idempotencyKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

export async function orderById(db: Database, id: string, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

export type NewOrder = typeof orders.$inferInsert;
export async function insertOrder(tx: Database, values: NewOrder) {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export async function insertItems(tx: Database, values: NewOrderItem[]) {
  return tx.insert(orderItems).values(values).returning();
}

export async function insertMeasurements(tx: Database, values: Array<typeof orderItemMeasurements.$inferInsert>) {
  if (values.length > 0) await tx.insert(orderItemMeasurements).values(values);
}

export async function insertEvents(tx: Database, values: Array<typeof orderStatusEvents.$inferInsert>) {
  if (values.length > 0) await tx.insert(orderStatusEvents).values(values);
}

export async function itemsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ item: orderItems, measurements: orderItemMeasurements, product: { fulfilment: products.fulfilment, productionDays: products.productionDays } })
    .from(orderItems)
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    // What a made-to-measure parcel's current window counts (the product as it is now; null once deleted).
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
export type ItemWithMeasurements = Awaited<ReturnType<typeof itemsOf>>[number];

/** Each designer's parcel of the orders, as placed (issue 40). */
export async function parcelsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderParcels).where(inArray(orderParcels.orderId, orderIds)).orderBy(asc(orderParcels.orderId), asc(orderParcels.position));
}
export type ParcelRow = Awaited<ReturnType<typeof parcelsOf>>[number];

export async function insertParcels(tx: Database, rows: Array<typeof orderParcels.$inferInsert>) {
  if (rows.length > 0) await tx.insert(orderParcels).values(rows);
}

export async function eventsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ event: orderStatusEvents, actorRole: profiles.role })
    .from(orderStatusEvents)
    .leftJoin(profiles, eq(profiles.userId, orderStatusEvents.actorUserId))
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

export async function ordersOfUser(db: Database, userId: string, limit: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export async function setOrderFields(tx: Database, id: string, values: Partial<typeof orders.$inferInsert>) {
  await tx.update(orders).set({ ...values, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function setItemStatus(tx: Database, ids: string[], status: OrderStatus) {
  if (ids.length === 0) return;
  await tx.update(orderItems).set({ status, updatedAt: new Date() }).where(inArray(orderItems.id, ids));
}

export async function itemById(db: Database, id: string, lock = false) {
  const query = db.select().from(orderItems).where(eq(orderItems.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function itemsOfOrderForUpdate(tx: Database, orderId: string) {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)).for('update');
}

/** A designer's lines (or every line, for an admin), newest first, keyset-paginated. */
export async function designerLines(
  db: Database,
  filter: { designerId: string | null; status: OrderStatus | null; before: { createdAt: Date; id: string } | null; limit: number },
) {
  const conditions = [];
  if (filter.designerId) conditions.push(eq(orderItems.designerId, filter.designerId));
  if (filter.status) conditions.push(eq(orderItems.status, filter.status));
  if (filter.before) {
    conditions.push(
      or(lt(orderItems.createdAt, filter.before.createdAt), and(eq(orderItems.createdAt, filter.before.createdAt), lt(orderItems.id, filter.before.id))),
    );
  }
  return db
    .select({ item: orderItems, measurements: orderItemMeasurements, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
    .limit(filter.limit);
}
export type DesignerLineRow = Awaited<ReturnType<typeof designerLines>>[number];

export async function lineById(db: Database, id: string): Promise<DesignerLineRow | null> {
  const [row] = await db
    .select({ item: orderItems, measurements: orderItemMeasurements, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(eq(orderItems.id, id))
    .limit(1);
  return row ?? null;
}

/** A product's Amharic name, for the Amharic measurement sheet (the line keeps the English name it was placed with). */
export async function productNameAm(db: Database, productId: string | null): Promise<string | null> {
  if (!productId) return null;
  const [row] = await db.select({ nameAm: products.nameAm }).from(products).where(eq(products.id, productId)).limit(1);
  return row?.nameAm ?? null;
}

/**
 * Claims the lines of an order whose designers have not been told of them yet (none cancelled, none
 * without a designer), marking them told, inside the caller's transaction: whoever claims a line
 * mails its designer, and nobody claims it twice, however often a payment is settled again.
 * Answers the claimed lines with what the designer's mail needs.
 */
export async function claimDesignerNotice(tx: Database, orderId: string, at: Date) {
  const claimed = await tx
    .update(orderItems)
    .set({ designerNotifiedAt: at })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.designerNotifiedAt), isNotNull(orderItems.designerId), sql`${orderItems.status} <> 'cancelled'`))
    .returning({ id: orderItems.id });
  if (claimed.length === 0) return [];
  return tx
    .select({
      item: orderItems,
      measurements: orderItemMeasurements,
      fulfilment: products.fulfilment,
      productionDays: products.productionDays,
      designerEmail: users.email,
      designerName: profiles.fullName,
      designerLanguage: profiles.preferredLanguage,
    })
    .from(orderItems)
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(users, eq(users.id, orderItems.designerId))
    .leftJoin(profiles, eq(profiles.userId, orderItems.designerId))
    .where(inArray(orderItems.id, claimed.map((c) => c.id)))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
export type ClaimedLine = Awaited<ReturnType<typeof claimDesignerNotice>>[number];

export async function setReadyBy(tx: Database, lineId: string, readyBy: string) {
  await tx.update(orderItems).set({ readyBy }).where(eq(orderItems.id, lineId));
}

/** A designer's lines announced to them and not yet seen in the studio. */
export async function newLineCount(db: Database, designerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.designerId, designerId), isNotNull(orderItems.designerNotifiedAt), isNull(orderItems.designerSeenAt)));
  return row?.n ?? 0;
}

/** Of the given lines, those that are this designer's. */
export async function linesOfDesigner(db: Database, designerId: string, lineIds: string[]): Promise<string[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(inArray(orderItems.id, lineIds), eq(orderItems.designerId, designerId)));
  return rows.map((r) => r.id);
}

/** Marks announced lines seen (once: the first sighting's time stays). Answers how many changed. */
export async function markLinesSeen(db: Database, designerId: string, lineIds: string[], at: Date): Promise<number> {
  if (lineIds.length === 0) return 0;
  const rows = await db
    .update(orderItems)
    .set({ designerSeenAt: at })
    .where(and(inArray(orderItems.id, lineIds), eq(orderItems.designerId, designerId), isNotNull(orderItems.designerNotifiedAt), isNull(orderItems.designerSeenAt)))
    .returning({ id: orderItems.id });
  return rows.length;
}

/** Records a provider event once; answers false when the same event was seen before (a replay). */
export async function recordPaymentEvent(
  db: Database,
  values: { provider: string; eventId: string; orderId: string | null; reference: string | null; outcome: string; payload?: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The order a provider reference was issued for (each payment attempt records its reference). */
export async function orderIdForReference(db: Database, provider: string, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.reference, reference), eq(paymentEvents.outcome, 'initiated')))
    .limit(1);
  return row?.orderId ?? null;
}

/** Online orders whose payment never completed, past their time: their stock goes back on sale. */
export async function staleUnpaidOrders(db: Database, before: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['pending', 'failed'] satisfies PaymentStatus[]),
        eq(orders.status, 'pending'),
        inArray(orders.paymentMethod, ['chapa', 'stripe']),
        lt(orders.createdAt, before),
      ),
    )
    .limit(limit);
}

/** Orders of a customer that a designer still has to make, ship or deliver. */
export async function openOrderCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} not in ('delivered', 'cancelled')`));
  return row?.n ?? 0;
}

/**
 * Strips a customer's name and contact details from their orders; amounts, lines and history stay.
 * What is left of the address still has the shape every order view answers (a name, a city and a
 * country): the placeholder for the name, and the city and country, which name no one and are the
 * designers' record of where their garments went. The street, house, landmark and the rest go.
 */
export async function forgetCustomerOnOrders(tx: Database, userId: string, placeholderName: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      fullName: placeholderName,
      email: DELETED_CUSTOMER_EMAIL,
      phone: null,
      deliveryNotes: null,
      shippingAddress: sql`jsonb_build_object(
        'fullName', ${placeholderName}::text,
        'city', coalesce(${orders.shippingAddress}->>'city', ''),
        'country', coalesce(${orders.shippingAddress}->>'country', ''))`,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId));
}

/** Units of each product ordered and not cancelled (the designer's products table). */
export async function unitsSoldOf(db: Database, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(and(inArray(orderItems.productId, [...productIds]), sql`${orderItems.status} <> 'cancelled'`))
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId ?? '', r.n]));
}

export async function productHasOrders(db: Database, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
  return Boolean(row);
}

/** A designer's figures: lines waiting on them, this month's sales, and orders and revenue per week. */
export async function designerFigures(db: Database, designerId: string, since: Date, monthStart: Date) {
  const mine = eq(orderItems.designerId, designerId);
  const [[waiting], [month], weekly] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(and(mine, sql`${orderItems.status} in ('pending', 'confirmed', 'in_production')`)),
    db
      .select({ revenue: sql<number>`coalesce(sum(${orderItems.unitPriceUsdMinor} * ${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(and(mine, sql`${orderItems.status} <> 'cancelled'`, sql`${orderItems.createdAt} >= ${monthStart}`)),
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${orderItems.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
        revenue: sql<number>`coalesce(sum(${orderItems.unitPriceUsdMinor} * ${orderItems.quantity}), 0)::int`,
      })
      .from(orderItems)
      .where(and(mine, sql`${orderItems.status} <> 'cancelled'`, sql`${orderItems.createdAt} >= ${since}`))
      .groupBy(sql`1`),
  ]);
  return { waiting: waiting?.n ?? 0, monthRevenue: month?.revenue ?? 0, weekly };
}

/**
 * The shop's order figures for the admin overview: orders and revenue (US cents, cancelled
 * orders left out) since `dayStart` and `weekStart`, and per UTC day since `since`.
 */
export async function shopFigures(db: Database, since: Date, weekStart: Date, dayStart: Date) {
  const counted = sql`${orders.status} <> 'cancelled'`;
  const [[totals], daily] = await Promise.all([
    db
      .select({
        today: sql<number>`count(*) filter (where ${orders.createdAt} >= ${dayStart})::int`,
        todayRevenue: sql<number>`coalesce(sum(${orders.totalMinor}) filter (where ${orders.createdAt} >= ${dayStart}), 0)::bigint`,
        week: sql<number>`count(*) filter (where ${orders.createdAt} >= ${weekStart})::int`,
        weekRevenue: sql<number>`coalesce(sum(${orders.totalMinor}) filter (where ${orders.createdAt} >= ${weekStart}), 0)::bigint`,
      })
      .from(orders)
      .where(and(counted, sql`${orders.createdAt} >= least(${dayStart}::timestamptz, ${weekStart}::timestamptz)`)),
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalMinor}), 0)::bigint`,
      })
      .from(orders)
      .where(and(counted, sql`${orders.createdAt} >= ${since}`))
      .groupBy(sql`1`),
  ]);
  return {
    today: totals?.today ?? 0,
    todayRevenue: Number(totals?.todayRevenue ?? 0),
    week: totals?.week ?? 0,
    weekRevenue: Number(totals?.weekRevenue ?? 0),
    daily: daily.map((d) => ({ day: d.day, orders: d.orders, revenue: Number(d.revenue) })),
  };
}

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  /** Placed at or after this instant. */
  from?: Date | undefined;
  /** Placed before this instant. */
  to?: Date | undefined;
  /** Orders with at least one line of this designer. */
  designerId?: string | undefined;
  /** An order number, or part of the shopper's name or e-mail. */
  search?: string | undefined;
}

function adminOrderWhere(filter: AdminOrderFilter) {
  const parts = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) parts.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.from) parts.push(gte(orders.createdAt, filter.from));
  if (filter.to) parts.push(lt(orders.createdAt, filter.to));
  if (filter.designerId) {
    parts.push(sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.designerId} = ${filter.designerId})`);
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    parts.push(or(ilike(orders.orderNumber, pattern), ilike(orders.fullName, pattern), ilike(orders.email, pattern)));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Every order for the admin console, newest first, a page at a time. */
export async function adminOrders(db: Database, filter: AdminOrderFilter, limit: number, offset: number) {
  const w = adminOrderWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(w).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per order: how many lines, and who makes them. */
export async function lineFactsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      lines: sql<number>`count(*)::int`,
      designers: sql<string[]>`coalesce(array_agg(distinct ${orderItems.designerName}) filter (where ${orderItems.designerName} is not null), '{}')`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
}

export async function paymentEventsOfOrder(db: Database, orderId: string) {
  return db
    .select({ id: paymentEvents.id, provider: paymentEvents.provider, outcome: paymentEvents.outcome, reference: paymentEvents.reference, payload: paymentEvents.payload, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    .limit(200);
}

/** What the provider has already given back for an order, in the charged currency's minor units. */
export async function refundedMinorOf(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum((${paymentEvents.payload}->>'amountMinor')::bigint), 0)::int` })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.outcome, 'refunded')));
  return row?.n ?? 0;
}

export async function deletePaymentEvent(db: Database, provider: string, eventId: string) {
  await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** What the provider has given back for one line (refunds that name their line), in the charged currency's minor units. */
export async function refundedMinorOfLine(db: Database, orderId: string, lineId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum((${paymentEvents.payload}->>'amountMinor')::bigint), 0)::int` })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.outcome, 'refunded'), sql`${paymentEvents.payload}->>'lineId' = ${lineId}`));
  return row?.n ?? 0;
}

/** A payment event by its provider and id (a line refund's claim, to answer a replay). */
export async function paymentEventById(db: Database, provider: string, eventId: string) {
  const [row] = await db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId))).limit(1);
  return row ?? null;
}

/** When a line was last marked delivered (its status event), or null. */
export async function deliveredAtOf(db: Database, lineId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusEvents.createdAt })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderItemId, lineId), eq(orderStatusEvents.toStatus, 'delivered')))
    .orderBy(desc(orderStatusEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function measurementsOfLine(db: Database, lineId: string) {
  const [row] = await db.select().from(orderItemMeasurements).where(eq(orderItemMeasurements.orderItemId, lineId)).limit(1);
  return row ?? null;
}

/** The product of an exchange, locked: its sizes and stock. */
export async function lockProductStock(tx: Database, productId: string) {
  const [row] = await tx.select({ id: products.id, sizes: products.sizes, stock: products.stockQuantity }).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

/** The latest status move of one line (its own, not the order's), for the undo. */
export async function lastLineEvent(tx: Database, lineId: string) {
  const [row] = await tx
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderItemId, lineId))
    .orderBy(desc(orderStatusEvents.createdAt), desc(orderStatusEvents.id))
    .limit(1);
  return row ?? null;
}

/** The lines of an order with their measurements, for one designer (null: every designer's, for an admin). */
export async function orderLinesOf(db: Database, orderId: string, designerId: string | null) {
  return db
    .select({ item: orderItems, measurements: orderItemMeasurements, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderItemMeasurements, eq(orderItemMeasurements.orderItemId, orderItems.id))
    .where(designerId === null ? eq(orderItems.orderId, orderId) : and(eq(orderItems.orderId, orderId), eq(orderItems.designerId, designerId)))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
