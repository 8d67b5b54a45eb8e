import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { measurementHistory, products, sizeCharts, userMeasurementProfiles } from '../../db/schema';
import type { SizeChartEntry } from '../../db/schema/catalog';
import type { SizeCategory } from '../../../domain/sizing/types';

// Transactions are passed as Database too (as in the cart module): drizzle's transaction has the same query surface.
type Db = Database;
type Tx = Database;

// ---- size charts ----

const chartColumns = {
  id: sizeCharts.id,
  category: sizeCharts.category,
  productId: sizeCharts.productId,
  name: sizeCharts.name,
  waistDefinition: sizeCharts.waistDefinition,
  sizes: sizeCharts.sizes,
  updatedAt: sizeCharts.updatedAt,
};
export type ChartRow = { id: string; category: SizeCategory; productId: string | null; name: string; waistDefinition: string | null; sizes: SizeChartEntry[]; updatedAt: Date };

export async function defaultChart(db: Db, category: SizeCategory): Promise<ChartRow | null> {
  const [row] = await db
    .select(chartColumns)
    .from(sizeCharts)
    .where(and(eq(sizeCharts.category, category), isNull(sizeCharts.productId)))
    .limit(1);
  return row ?? null;
}

export async function productChart(db: Db, productId: string): Promise<ChartRow | null> {
  const [row] = await db.select(chartColumns).from(sizeCharts).where(eq(sizeCharts.productId, productId)).limit(1);
  return row ?? null;
}

export async function upsertProductChart(
  db: Db,
  values: { productId: string; category: SizeCategory; name: string; waistDefinition: string | null; sizes: SizeChartEntry[]; createdBy: string },
): Promise<ChartRow> {
  const [row] = await db
    .insert(sizeCharts)
    .values(values)
    .onConflictDoUpdate({
      target: sizeCharts.productId,
      targetWhere: sql`${sizeCharts.productId} is not null`,
      set: { category: values.category, name: values.name, waistDefinition: values.waistDefinition, sizes: values.sizes, updatedAt: new Date() },
    })
    .returning(chartColumns);
  if (!row) throw new Error('size chart upsert returned no row');
  return row;
}

export async function deleteProductChart(db: Db, productId: string): Promise<boolean> {
  const rows = await db.delete(sizeCharts).where(eq(sizeCharts.productId, productId)).returning({ id: sizeCharts.id });
  return rows.length > 0;
}

export async function productForSizing(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, designerId: products.designerId, isActive: products.isActive, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

// ---- measurement profiles and history ----

const profileColumns = {
  id: userMeasurementProfiles.id,
  userId: userMeasurementProfiles.userId,
  profileName: userMeasurementProfiles.profileName,
  gender: userMeasurementProfiles.gender,
  measurements: userMeasurementProfiles.measurements,
  estimatedMeasurements: userMeasurementProfiles.estimatedMeasurements,
  heightInput: userMeasurementProfiles.heightInput,
  preferredFit: userMeasurementProfiles.preferredFit,
  measurementUnit: userMeasurementProfiles.measurementUnit,
  confidenceScore: userMeasurementProfiles.confidenceScore,
  isPrimary: userMeasurementProfiles.isPrimary,
  createdAt: userMeasurementProfiles.createdAt,
  updatedAt: userMeasurementProfiles.updatedAt,
};
export type ProfileRow = Awaited<ReturnType<typeof listProfiles>>[number];

/** docs/requirements/sizing.md §4 Profiles: primary first, then most recently updated. */
export async function listProfiles(db: Db, userId: string) {
  return db
    .select(profileColumns)
    .from(userMeasurementProfiles)
    .where(eq(userMeasurementProfiles.userId, userId))
    .orderBy(desc(userMeasurementProfiles.isPrimary), desc(userMeasurementProfiles.updatedAt), desc(userMeasurementProfiles.id));
}

export async function countProfiles(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userMeasurementProfiles).where(eq(userMeasurementProfiles.userId, userId));
  return row?.n ?? 0;
}

/** The owner's profile, or null: another user's profile is indistinguishable from a missing one. */
export async function findOwnProfile(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(profileColumns)
    .from(userMeasurementProfiles)
    .where(and(eq(userMeasurementProfiles.id, id), eq(userMeasurementProfiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type ProfileValues = Omit<typeof userMeasurementProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export async function insertProfile(db: Db, userId: string, values: ProfileValues) {
  const [row] = await db.insert(userMeasurementProfiles).values({ ...values, userId }).returning(profileColumns);
  if (!row) throw new Error('profile insert returned no row');
  return row;
}

export async function updateOwnProfile(db: Db, userId: string, id: string, values: Partial<ProfileValues>) {
  const [row] = await db
    .update(userMeasurementProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userMeasurementProfiles.id, id), eq(userMeasurementProfiles.userId, userId)))
    .returning(profileColumns);
  return row ?? null;
}

export async function deleteOwnProfile(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userMeasurementProfiles)
    .where(and(eq(userMeasurementProfiles.id, id), eq(userMeasurementProfiles.userId, userId)))
    .returning({ id: userMeasurementProfiles.id });
  return rows.length > 0;
}

/** Before a new primary is set, every other profile of the user stops being primary (same transaction). */
export async function clearPrimary(db: Db, userId: string, exceptId?: string) {
  await db
    .update(userMeasurementProfiles)
    .set({ isPrimary: false })
    .where(
      and(
        eq(userMeasurementProfiles.userId, userId),
        eq(userMeasurementProfiles.isPrimary, true),
        exceptId ? ne(userMeasurementProfiles.id, exceptId) : undefined,
      ),
    );
}

export async function lockUserProfiles(db: Tx, userId: string) {
  // Serialises concurrent saves of one user so the profile limit and the single primary hold.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`profiles:${userId}`}))`);
}

export async function insertHistory(
  db: Db,
  values: { userId: string; profileId: string | null; measurements: Record<string, number>; source: string; sessionContext: Record<string, unknown> },
) {
  await db.insert(measurementHistory).values(values);
}

export async function listHistory(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: measurementHistory.id,
      profileId: measurementHistory.profileId,
      measurements: measurementHistory.measurements,
      source: measurementHistory.source,
      sessionContext: measurementHistory.sessionContext,
      createdAt: measurementHistory.createdAt,
    })
    .from(measurementHistory)
    .where(eq(measurementHistory.userId, userId))
    .orderBy(desc(measurementHistory.createdAt), desc(measurementHistory.id))
    .limit(limit);
}
