import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus, ProductValues } from '../../../domain/catalog/product-input';
import type { PriceCurrency } from '../../../domain/money/price-currency';
import type { Database } from '../../db/client';
import { categories, productImages, products, profiles } from '../../db/schema';
import { productSearchColumns } from '../../../domain/search';

export interface DesignerProductFilter {
  /** null: every designer's (an admin). */
  designerId: string | null;
  search?: string | undefined;
  status?: ProductStatus | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: DesignerProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.designerId) parts.push(eq(products.designerId, filter.designerId));
  if (filter.status) parts.push(eq(products.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    parts.push(or(ilike(products.name, pattern), ilike(sql`coalesce(${products.nameAm}, '')`, pattern)));
  }
  return and(...parts);
}

export async function listDesignerProducts(db: Database, filter: DesignerProductFilter, limit: number, offset: number) {
  const w = where(filter);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        nameAm: products.nameAm,
        status: products.status,
        currency: products.currency,
        priceMinor: products.priceMinor,
        originalPriceMinor: products.originalPriceMinor,
        stockQuantity: products.stockQuantity,
        primaryImageUrl: products.primaryImageUrl,
        fulfilment: products.fulfilment,
        hiddenByAdmin: products.hiddenByAdmin,
        hiddenBySuspension: products.hiddenBySuspension,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(w)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(w),
    db
      .select({ status: products.status, n: count() })
      .from(products)
      .where(filter.designerId ? eq(products.designerId, filter.designerId) : undefined)
      .groupBy(products.status),
  ]);
  return { rows, total: total?.n ?? 0, byStatus };
}

export async function designerProductRow(db: Database, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      nameAm: products.nameAm,
      description: products.description,
      descriptionAm: products.descriptionAm,
      categoryId: products.categoryId,
      categorySlug: categories.slug,
      region: products.region,
      currency: products.currency,
      priceMinor: products.priceMinor,
      originalPriceMinor: products.originalPriceMinor,
      stockQuantity: products.stockQuantity,
      sizes: products.sizes,
      careInstructions: products.careInstructions,
      careInstructionsAm: products.careInstructionsAm,
      material: products.material,
      materialAm: products.materialAm,
      fulfilment: products.fulfilment,
      productionDays: products.productionDays,
      shippingWeightGrams: products.shippingWeightGrams,
      status: products.status,
      designerId: products.designerId,
      hiddenByAdmin: products.hiddenByAdmin,
      hiddenByAdminReason: products.hiddenByAdminReason,
      hiddenByAdminAt: products.hiddenByAdminAt,
      reviewRequestedAt: products.reviewRequestedAt,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}
export type DesignerProductRow = NonNullable<Awaited<ReturnType<typeof designerProductRow>>>;

/** What the designer's profile says about the currency she is paid in (a new product's default). */
export async function designerCountry(db: Database, designerId: string): Promise<string | null> {
  const [row] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, designerId)).limit(1);
  return row?.country ?? null;
}

/** The category's slug, or null when there is no such category (undefined slug: a category without one). */
export async function categorySlugOf(db: Database, id: string): Promise<{ slug: string | null } | null> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

/** A product's values with the currency decided (the schema leaves it out for older clients). */
export type PricedValues = ProductValues & { currency: PriceCurrency };

function columnsOf(values: PricedValues) {
  return {
    currency: values.currency,
    name: values.name,
    nameAm: values.nameAm,
    description: values.description,
    descriptionAm: values.descriptionAm,
    categoryId: values.categoryId,
    region: values.region,
    priceMinor: values.priceMinor,
    originalPriceMinor: values.originalPriceMinor,
    isOnSale: values.originalPriceMinor !== null && values.originalPriceMinor > values.priceMinor,
    stockQuantity: values.stockQuantity,
    sizes: values.sizes,
    careInstructions: values.careInstructions,
    careInstructionsAm: values.careInstructionsAm,
    material: values.material,
    materialAm: values.materialAm,
    fulfilment: values.fulfilment,
    productionDays: values.productionDays,
    // Left out of a change: the weight stays as stored (a new product is always given one, createProduct).
    ...(values.shippingWeightGrams === undefined ? {} : { shippingWeightGrams: values.shippingWeightGrams }),
    // The forgiving search's keys follow the texts they are made of (decision 036).
    ...productSearchColumns(values),
  };
}

export async function insertDesignerProduct(db: Database, designerId: string, values: PricedValues, status: ProductStatus) {
  const [row] = await db
    .insert(products)
    .values({ ...columnsOf(values), designerId, status })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateDesignerProduct(db: Database, id: string, values: PricedValues, status: ProductStatus) {
  await db
    .update(products)
    .set({ ...columnsOf(values), status, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/**
 * The designer's (or an admin's) own choice of status. It ends a suspension's claim on the product
 * (issue 41): one the suspension took out and then hidden on purpose stays hidden when the
 * suspension is lifted, instead of going back on sale.
 */
export async function setProductStatus(db: Database, id: string, status: ProductStatus) {
  await db.update(products).set({ status, hiddenBySuspension: false, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function setProductFeatured(db: Database, id: string, isFeatured: boolean) {
  await db.update(products).set({ isFeatured, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function deleteProductRow(db: Database, id: string) {
  await db.delete(products).where(eq(products.id, id));
}

export async function photosOf(db: Database, productId: string) {
  return db
    .select({
      id: productImages.id,
      publicUrl: productImages.publicUrl,
      thumbUrl: productImages.thumbUrl,
      isPrimary: productImages.isPrimary,
      sortOrder: productImages.sortOrder,
      altText: productImages.altText,
      storagePath: productImages.storagePath,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt));
}
export type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

export async function insertPhoto(
  db: Database,
  values: { productId: string; storagePath: string; publicUrl: string; thumbUrl: string | null; altText: string | null; sortOrder: number; isPrimary: boolean },
) {
  await db.insert(productImages).values(values);
}

export async function copyPhotos(db: Database, fromId: string, toId: string) {
  const rows = await photosOf(db, fromId);
  if (rows.length === 0) return;
  await db.insert(productImages).values(
    rows.map((r) => ({ productId: toId, storagePath: r.storagePath, publicUrl: r.publicUrl, thumbUrl: r.thumbUrl, isPrimary: r.isPrimary, sortOrder: r.sortOrder, altText: r.altText })),
  );
}

/** Writes order, primary and alt texts, and keeps the product's own primary image in step (cards read it). */
export async function arrangePhotos(db: Database, productId: string, order: readonly string[], primaryId: string | null, alt: Readonly<Record<string, string | null>>) {
  await db.transaction(async (tx) => {
    for (const [i, id] of order.entries()) {
      await tx
        .update(productImages)
        .set({ sortOrder: i, isPrimary: id === primaryId, ...(id in alt ? { altText: alt[id] ?? null } : {}) })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    }
    const [primary] = await tx
      .select({ url: productImages.publicUrl })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.isPrimary, true)))
      .limit(1);
    await tx.update(products).set({ primaryImageUrl: primary?.url ?? null, updatedAt: new Date() }).where(eq(products.id, productId));
  });
}

export async function deletePhotoRow(db: Database, productId: string, photoId: string) {
  await db.delete(productImages).where(and(eq(productImages.id, photoId), eq(productImages.productId, productId)));
}

/** Whether any product still shows this stored file (duplicates share their photos' files). */
export async function storagePathInUse(db: Database, storagePath: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(productImages).where(eq(productImages.storagePath, storagePath));
  return (row?.n ?? 0) > 0;
}

/** Published products at or below the threshold: one designer's, or the whole shop's (null). */
export async function lowStockOf(db: Database, designerId: string | null, threshold: number, limit: number) {
  const where = and(designerId === null ? undefined : eq(products.designerId, designerId), eq(products.status, 'published'), lte(products.stockQuantity, threshold));
  const [items, [total]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(where)
      .orderBy(asc(products.stockQuantity), asc(products.name))
      .limit(limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function designerIdsOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: products.id, designerId: products.designerId }).from(products).where(inArray(products.id, [...ids]));
}

export interface AdminProductFilter {
  designerId?: string | undefined;
  categoryId?: string | undefined;
  status?: ProductStatus | undefined;
  search?: string | undefined;
  /** Published products at or under this stock. */
  lowStockAt?: number | undefined;
  /** Moderation: every product an admin hid, or only those whose designer asked for a review. */
  moderation?: 'hidden_by_admin' | 'review_requested' | undefined;
}

function adminWhere(filter: AdminProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.designerId) parts.push(eq(products.designerId, filter.designerId));
  if (filter.categoryId) parts.push(eq(products.categoryId, filter.categoryId));
  if (filter.status) parts.push(eq(products.status, filter.status));
  if (filter.lowStockAt !== undefined) parts.push(and(eq(products.status, 'published'), lte(products.stockQuantity, filter.lowStockAt)));
  if (filter.moderation) parts.push(eq(products.hiddenByAdmin, true));
  if (filter.moderation === 'review_requested') parts.push(isNotNull(products.reviewRequestedAt));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    parts.push(or(ilike(products.name, pattern), ilike(sql`coalesce(${products.nameAm}, '')`, pattern), ilike(sql`coalesce(${profiles.fullName}, '')`, pattern)));
  }
  return and(...parts);
}

const adminProductColumns = {
  id: products.id,
  name: products.name,
  nameAm: products.nameAm,
  status: products.status,
  isFeatured: products.isFeatured,
  currency: products.currency,
  priceMinor: products.priceMinor,
  originalPriceMinor: products.originalPriceMinor,
  stockQuantity: products.stockQuantity,
  primaryImageUrl: products.primaryImageUrl,
  designerId: products.designerId,
  designerName: profiles.fullName,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameAm: categories.nameAm,
  hiddenByAdmin: products.hiddenByAdmin,
  hiddenReason: products.hiddenByAdminReason,
  reviewRequestedAt: products.reviewRequestedAt,
  updatedAt: products.updatedAt,
};

/** Every designer's products for the admin console: newest change first, with who made them. */
export async function adminProducts(db: Database, filter: AdminProductFilter, limit: number, offset: number) {
  const w = adminWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminProductColumns)
      .from(products)
      .leftJoin(profiles, eq(profiles.userId, products.designerId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(w)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).leftJoin(profiles, eq(profiles.userId, products.designerId)).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type AdminProductRow = Awaited<ReturnType<typeof adminProducts>>['rows'][number];

/** Everyone who owns a product (removed designers too), for the console's designer filter. */
export async function productOwners(db: Database) {
  return db
    .selectDistinct({ id: products.designerId, name: profiles.fullName })
    .from(products)
    .leftJoin(profiles, eq(profiles.userId, products.designerId))
    .orderBy(profiles.fullName, products.designerId);
}

/** One product for an admin's change, locked so two admins' clicks queue instead of interleaving. */
export async function lockedAdminProduct(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      isFeatured: products.isFeatured,
      designerId: products.designerId,
      hiddenByAdmin: products.hiddenByAdmin,
      hiddenByAdminReason: products.hiddenByAdminReason,
      reviewRequestedAt: products.reviewRequestedAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function adminProductById(db: Database, id: string): Promise<AdminProductRow | null> {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .leftJoin(profiles, eq(profiles.userId, products.designerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/** What the publishing rule needs (publishing.ts), with the product's row locked until the transaction ends. */
export async function lockedPublishState(tx: Database, id: string): Promise<{ hiddenByAdmin: boolean; designerSuspended: boolean; photos: number } | null> {
  const [row] = await tx.select({ hiddenByAdmin: products.hiddenByAdmin, designerId: products.designerId }).from(products).where(eq(products.id, id)).limit(1).for('update');
  if (!row) return null;
  const [[photos], [designer]] = await Promise.all([
    tx.select({ n: count() }).from(productImages).where(eq(productImages.productId, id)),
    tx.select({ at: profiles.shopSuspendedAt }).from(profiles).where(eq(profiles.userId, row.designerId)).limit(1),
  ]);
  return { hiddenByAdmin: row.hiddenByAdmin, designerSuspended: Boolean(designer?.at), photos: photos?.n ?? 0 };
}

/** A designer's profile row for a suspension, locked until the transaction ends (two admins at once: one after the other). */
export async function lockDesignerForSuspension(tx: Database, designerId: string) {
  const [row] = await tx
    .select({ role: profiles.role, fullName: profiles.fullName, shopSuspendedAt: profiles.shopSuspendedAt })
    .from(profiles)
    .where(eq(profiles.userId, designerId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Suspends a designer's shop: the flag, and every published product of theirs out of the shop,
 * marked so that lifting the suspension puts back exactly those. Answers the products taken out.
 */
export async function suspendShop(tx: Database, designerId: string, at: Date): Promise<string[]> {
  await tx.update(profiles).set({ shopSuspendedAt: at, updatedAt: at }).where(eq(profiles.userId, designerId));
  const rows = await tx
    .update(products)
    .set({ status: 'hidden', hiddenBySuspension: true, updatedAt: at })
    .where(and(eq(products.designerId, designerId), eq(products.status, 'published')))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/**
 * Lifts a shop's suspension: the products it took out are published again, unless an admin has
 * since hidden one under moderation (that hide stays). Answers the products put back.
 */
export async function unsuspendShop(tx: Database, designerId: string, at: Date): Promise<string[]> {
  await tx.update(profiles).set({ shopSuspendedAt: null, updatedAt: at }).where(eq(profiles.userId, designerId));
  const back = await tx
    .update(products)
    .set({ status: 'published', hiddenBySuspension: false, updatedAt: at })
    .where(and(eq(products.designerId, designerId), eq(products.hiddenBySuspension, true), eq(products.hiddenByAdmin, false)))
    .returning({ id: products.id });
  await tx.update(products).set({ hiddenBySuspension: false }).where(and(eq(products.designerId, designerId), eq(products.hiddenBySuspension, true)));
  return back.map((r) => r.id);
}

/** An admin hides a product under moderation (with an optional reason) or lifts it (status published, flags cleared). */
export async function setAdminHidden(tx: Database, id: string, hide: { reason: string | null } | null) {
  const now = new Date();
  await tx
    .update(products)
    .set(
      hide
        ? { status: 'hidden', hiddenByAdmin: true, hiddenByAdminReason: hide.reason, hiddenByAdminAt: now, reviewRequestedAt: null, updatedAt: now }
        : { status: 'published', hiddenByAdmin: false, hiddenByAdminReason: null, hiddenByAdminAt: null, reviewRequestedAt: null, updatedAt: now },
    )
    .where(eq(products.id, id));
}

/** The designer asks the admins to look again; only a moderated product without a pending request changes. */
export async function requestReview(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ reviewRequestedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.hiddenByAdmin, true), sql`${products.reviewRequestedAt} is null`))
    .returning({ id: products.id });
  return rows.length === 1;
}
