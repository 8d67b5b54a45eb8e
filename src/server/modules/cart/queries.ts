import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts, categories, productImages, products } from '../../db/schema';

/** The card thumbnail of a product: its primary image's small rendition, else the product's image. */
const imageUrl = sql<string | null>`coalesce(
  (select coalesce(${productImages.thumbUrl}, ${productImages.publicUrl}) from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.isPrimary}
    order by ${productImages.sortOrder} limit 1),
  ${products.primaryImageUrl})`;

/** Every line of a user's cart with the product as it is now (name, price, stock), oldest first. */
export async function listLines(db: Database, userId: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      selectedSize: cartItems.selectedSize,
      aiMeasurements: cartItems.aiMeasurements,
      addedAt: cartItems.addedAt,
      name: products.name,
      nameAm: products.nameAm,
      // USD cents at today's rate: carts total in USD (decision 029).
      priceMinor: products.priceUsdMinor,
      stock: products.stockQuantity,
      sizes: products.sizes,
      productionDays: products.productionDays,
      isActive: products.isActive,
      categorySlug: categories.slug,
      imageUrl,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

/**
 * The user's cart id, created on first use. The upsert also takes the row lock, so concurrent
 * changes to one cart run one after the other inside their transactions.
 */
export async function lockCart(tx: Database, userId: string): Promise<string> {
  const [row] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

/** The user's existing cart, locked; null when they never had one. */
export async function lockExistingCart(tx: Database, userId: string): Promise<string | null> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  if (!row) return null;
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, row.id));
  return row.id;
}

export async function storedLines(tx: Database, cartId: string) {
  return tx
    .select({ id: cartItems.id, productId: cartItems.productId, selectedSize: cartItems.selectedSize, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
}

/** What the cart rules need to know about products; inactive ones are returned so the rules can refuse them. */
export async function productStock(tx: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, sizes: products.sizes, stock: products.stockQuantity, active: products.isActive })
    .from(products)
    .where(inArray(products.id, ids));
}

/** One line of this cart with its product's stock; another cart's line is simply not found. */
export async function findLine(tx: Database, cartId: string, lineId: string) {
  const [row] = await tx
    .select({ id: cartItems.id, stock: products.stockQuantity, active: products.isActive })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  return row ?? null;
}

export async function insertLines(
  tx: Database,
  cartId: string,
  lines: { productId: string; selectedSize: string | null; quantity: number; aiMeasurements?: Record<string, unknown> | null }[],
) {
  if (lines.length === 0) return [];
  return tx
    .insert(cartItems)
    .values(lines.map((l) => ({ cartId, ...l })))
    .returning({ id: cartItems.id });
}

export async function setLineQuantity(tx: Database, cartId: string, lineId: string, quantity: number) {
  await tx
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
}

/** One line of this cart with what attaching measurements needs to know of its product. */
export async function findLineForMeasurements(tx: Database, cartId: string, lineId: string) {
  const [row] = await tx
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      selectedSize: cartItems.selectedSize,
      quantity: cartItems.quantity,
      aiMeasurements: cartItems.aiMeasurements,
      sizes: products.sizes,
      stock: products.stockQuantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  return row ?? null;
}

export async function setLineMeasurements(tx: Database, cartId: string, lineId: string, aiMeasurements: Record<string, unknown> | null, selectedSize: string | null) {
  await tx
    .update(cartItems)
    .set({ aiMeasurements, selectedSize, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
}

export async function setLineSize(tx: Database, cartId: string, lineId: string, selectedSize: string | null) {
  await tx
    .update(cartItems)
    .set({ selectedSize, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
}

export async function deleteLine(tx: Database, cartId: string, lineId: string): Promise<boolean> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteAllLines(tx: Database, cartId: string) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
