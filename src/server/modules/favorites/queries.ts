import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, products } from '../../db/schema';

/** A user's favourites whose products are still active, newest first. */
export async function listFavorites(db: Database, userId: string) {
  return db
    .select({ productId: favorites.productId, addedAt: favorites.addedAt })
    .from(favorites)
    .innerJoin(products, and(eq(products.id, favorites.productId), eq(products.isActive, true)))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.addedAt), asc(favorites.productId));
}

export async function activeProductIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  return new Set(rows.map((r) => r.id));
}

export async function favoriteProductIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: favorites.productId }).from(favorites).where(eq(favorites.userId, userId));
  return new Set(rows.map((r) => r.id));
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

/** `productIds` newest first: each gets a time a millisecond older than the one before, so the list keeps that order. */
export async function insertFavorites(db: Database, userId: string, productIds: string[], now = new Date()) {
  if (productIds.length === 0) return;
  await db
    .insert(favorites)
    .values(productIds.map((productId, i) => ({ userId, productId, addedAt: new Date(now.getTime() - i) })))
    .onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.productId });
  return rows.length > 0;
}

/**
 * Serialises one user's favourite changes (the cap check and the insert) on real PostgreSQL;
 * the key is the user's id, so other shoppers never wait.
 */
export async function lockUserFavorites(db: Database, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`);
}
