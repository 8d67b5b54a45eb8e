import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { type ProductSort, type RangeFilter } from '../../../domain/catalog';
import { surelyOverCap, walkBudget, type MatchBounds } from '../../../domain/search';
import type { Database } from '../../db/client';
import { withIndexScans, type IndexScanExecutor } from '../../db/index-scans';
import { rowsOf } from '../../db/rows';
import { categories, designerReviewStats, featuredDesigners, listingSearchKeys, productCounts, productImages, productReviewStats, products, profiles } from '../../db/schema';

export interface ProductListFilter {
  categorySlug?: string;
  designerSlug?: string;
  designerId?: string;
  region?: string;
  search?: string;
  /** The search feature's condition for `search` (service.listProducts fills it in). */
  searchMatch?: SQL;
  /** The same condition on `listing_search_keys`, when that table can answer it (decision 048). */
  searchKeysMatch?: SQL;
  /** What the search knows of how many shown products `search` alone matches (decision 049). */
  searchBounds?: MatchBounds;
  price?: RangeFilter | null;
  size?: string;
  featured?: boolean;
  onSale?: boolean;
  excludeId?: string;
  createdAfter?: Date;
}

/** A card's columns; exported for bench/reviews.ts, which times the rating's join against a card without it. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  nameAm: products.nameAm,
  priceMinor: products.priceUsdMinor,
  originalPriceMinor: products.originalPriceUsdMinor,
  ownPriceMinor: products.priceMinor,
  ownOriginalPriceMinor: products.originalPriceMinor,
  currency: products.currency,
  isOnSale: products.isOnSale,
  isFeatured: products.isFeatured,
  stockQuantity: products.stockQuantity,
  sizes: products.sizes,
  region: products.region,
  primaryImageUrl: products.primaryImageUrl,
  createdAt: products.createdAt,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameAm: categories.nameAm,
  designerId: products.designerId,
  designerName: profiles.fullName,
  designerSlug: profiles.slug,
  designerCountry: profiles.country,
  productionDays: products.productionDays,
  // What a card's arrival window needs besides productionDays (issue 40): the browser counts it
  // with domain/shipping productArrivals from the destination's zone, asked once per destination.
  fulfilment: products.fulfilment,
  shippingWeightGrams: products.shippingWeightGrams,
  // The kept rating (issue 43), joined by primary key: a card costs one index probe more, never a count.
  ratingCount: sql<number>`coalesce(${productReviewStats.count}, 0)::int`,
  ratingSum: sql<number>`coalesce(${productReviewStats.sum}, 0)::int`,
};

/**
 * Filters expressed on `products` alone (slugs and joined names become subqueries), so a page
 * can be chosen by walking an index before any join runs.
 */
function whereFor(f: ProductListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (f.categorySlug) parts.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${f.categorySlug})`);
  if (f.designerSlug) parts.push(sql`${products.designerId} = (select ${profiles.userId} from ${profiles} where ${profiles.slug} = ${f.designerSlug})`);
  if (f.designerId) parts.push(eq(products.designerId, f.designerId));
  if (f.region) parts.push(eq(products.region, f.region));
  if (f.featured) parts.push(eq(products.isFeatured, true));
  if (f.onSale) parts.push(eq(products.isOnSale, true));
  if (f.excludeId) parts.push(sql`${products.id} <> ${f.excludeId}`);
  if (f.createdAfter) parts.push(gte(products.createdAt, f.createdAfter));
  if (f.price) {
    // Ranges are in USD and products in any price currency: the USD figure (decision 029).
    if (f.price.kind === 'sale') parts.push(and(eq(products.isOnSale, true), isNotNull(products.originalPriceMinor), gt(products.originalPriceMinor, products.priceMinor)));
    else if (f.price.kind === 'min') parts.push(gte(products.priceUsdMinor, Math.round(f.price.min * 100)));
    else parts.push(and(gte(products.priceUsdMinor, Math.round(f.price.min * 100)), lte(products.priceUsdMinor, Math.round(f.price.max * 100))));
  }
  // Array containment, so the GIN index on sizes (0009) can answer it.
  if (f.size) parts.push(sql`${products.sizes} @> array[${f.size}]::text[]`);
  // The words of `search` as the search feature matches them (decision 036): folded spellings,
  // both scripts, synonyms, typos; names, descriptions, region, category and designer.
  if (f.search) parts.push(f.searchMatch ?? sql`false`);
  return and(...parts);
}

/** The filter fields `listing_search_keys` holds the columns for; any other field is counted on `products`. */
const ON_SEARCH_KEYS = new Set<keyof ProductListFilter>(['search', 'searchMatch', 'searchKeysMatch', 'searchBounds', 'categorySlug', 'designerSlug', 'designerId', 'price']);

/** The field product_counts answers a total for. */
const CATEGORY_ONLY = new Set<keyof ProductListFilter>(['categorySlug']);

/** The fields that are the search itself: a filter of these alone is the search's matches, nothing narrower. */
const THE_SEARCH = new Set<keyof ProductListFilter>(['search', 'searchMatch', 'searchKeysMatch', 'searchBounds']);

/**
 * True when every field of `f` outside `fields` is unset (as the route passes them: undefined, null,
 * false or ''). Written this way round so a filter added later counts as set, never as absent.
 */
function onlyFields(f: ProductListFilter, fields: ReadonlySet<keyof ProductListFilter>): boolean {
  return Object.entries(f).every(([key, value]) => fields.has(key as keyof ProductListFilter) || value === undefined || value === null || value === false || value === '');
}

/** True when the filter is the search alone. */
function searchAlone(f: ProductListFilter): boolean {
  return Boolean(f.search) && onlyFields(f, THE_SEARCH);
}

/**
 * A search's filter on `listing_search_keys` (one row per active product, so no is_active), or
 * null when some field needs `products`. Written as "every other field is unset", like
 * countedAhead, so a filter added later is counted on `products` by default.
 */
function searchKeysWhereFor(f: ProductListFilter): SQL | null {
  if (!f.searchKeysMatch || f.price?.kind === 'sale') return null;
  if (!onlyFields(f, ON_SEARCH_KEYS)) return null;
  const s = listingSearchKeys;
  const parts: (SQL | undefined)[] = [f.searchKeysMatch];
  if (f.categorySlug) parts.push(sql`${s.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${f.categorySlug})`);
  if (f.designerSlug) parts.push(sql`${s.designerId} = (select ${profiles.userId} from ${profiles} where ${profiles.slug} = ${f.designerSlug})`);
  if (f.designerId) parts.push(eq(s.designerId, f.designerId));
  if (f.price?.kind === 'min') parts.push(gte(s.priceUsdMinor, Math.round(f.price.min * 100)));
  else if (f.price?.kind === 'range') parts.push(and(gte(s.priceUsdMinor, Math.round(f.price.min * 100)), lte(s.priceUsdMinor, Math.round(f.price.max * 100))));
  return and(...parts) ?? null;
}

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-low': [asc(products.priceUsdMinor), desc(products.createdAt), asc(products.id)],
  'price-high': [desc(products.priceUsdMinor), desc(products.createdAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
};

/** Active products' card rows for the given ids, in the order of `ids`. */
export async function cardsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(profiles, eq(profiles.userId, products.designerId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * True when the filter is at most a category, whose total product_counts already holds. Written
 * as "every other field is unset" so a filter added later is counted for real, never mistaken
 * for the whole catalogue.
 */
export function countedAhead(f: ProductListFilter): boolean {
  return onlyFields(f, CATEGORY_ONLY);
}

/** The number of active products matching `filter`. */
async function countProducts(db: Database, filter: ProductListFilter, where: SQL | undefined): Promise<number> {
  if (countedAhead(filter)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${productCounts.active}), 0)::int` })
      .from(productCounts)
      .where(
        filter.categorySlug
          ? sql`${productCounts.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filter.categorySlug})`
          : undefined,
      );
    return row?.n ?? 0;
  }
  // The search alone, with more matches known than the cap (a word more than 1,000 shown products
  // hold): "1,000+" without counting them (decision 049).
  if (searchAlone(filter) && filter.searchBounds && surelyOverCap(filter.searchBounds, SEARCH_TOTAL_CAP)) return SEARCH_TOTAL_CAP + 1;
  if (filter.search) {
    // A common word matches tens of thousands of products; counting them all cost seconds at
    // 100 000 (decision 036). Counted up to the cap, the list says "1,000+".
    // Through the search keys' GIN index, never a scan of the table (withIndexScans: 63 → 13 ms for
    // "qemis tilet" at 100,000), and on the narrow listing_search_keys when it holds every column the
    // filter reads: 1,001 rows of about 250 bytes instead of 2 KB (decision 048).
    const onKeys = searchKeysWhereFor(filter);
    const capped = (tx: IndexScanExecutor) =>
      onKeys
        ? tx.select({ one: sql`1` }).from(listingSearchKeys).where(onKeys).limit(SEARCH_TOTAL_CAP + 1)
        : tx.select({ one: sql`1` }).from(products).where(where).limit(SEARCH_TOTAL_CAP + 1);
    const [row] = await withIndexScans(db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(sql`(${capped(tx)}) as capped`));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/** A search's total is counted up to this many; more reads as "1,000+" (totalCapped). */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * A search's newest-first page by walking the sort order: the first `budget` shown products,
 * newest first, filtered by the search, stopping at the page's last match (decision 049). Null
 * when those rows hold fewer matches than the page needs (the caller then asks the planner). The
 * rows it returns are the page the whole query would return: the walk keeps the sort order.
 */
export async function walkedSearchPage(db: Database, filter: ProductListFilter, budget: number, limit: number, offset: number): Promise<{ id: string }[] | null> {
  // The walked rows take the table's name, so the search's condition (written on `products`) reads them.
  const result: unknown = await db.execute(sql`
    select ${products.id} as id from (
      select ${products.id}, ${products.createdAt}, ${products.searchKeys}, ${products.searchMore}, ${products.categoryId}, ${products.designerId}
      from ${products} where ${products.isActive} order by ${sql.join(ORDER.newest, sql`, `)} limit ${budget}
    ) as ${products}
    where ${filter.searchMatch ?? sql`false`}
    order by ${sql.join(ORDER.newest, sql`, `)} limit ${offset + limit}`);
  const rows = rowsOf<{ id: string }>(result);
  return rows.length === offset + limit ? rows.slice(offset) : null;
}

/** The page's ids: walked for a search alone whose counts say the walk is cheaper (decision 049), else the planner's plan. */
async function pageIds(db: Database, filter: ProductListFilter, where: SQL | undefined, sort: ProductSort, limit: number, offset: number) {
  const budget = sort === 'newest' && searchAlone(filter) && filter.searchBounds ? walkBudget(filter.searchBounds, offset + limit) : 0;
  const walked = budget > 0 ? await walkedSearchPage(db, filter, budget, limit, offset) : null;
  return walked ?? db.select({ id: products.id }).from(products).where(where).orderBy(...ORDER[sort]).limit(limit).offset(offset);
}

export async function listProducts(db: Database, filter: ProductListFilter, sort: ProductSort, limit: number, offset: number) {
  const where = whereFor(filter);
  const [page, total] = await Promise.all([pageIds(db, filter, where, sort, limit, offset), countProducts(db, filter, where)]);
  const capped = Boolean(filter.search) && total > SEARCH_TOTAL_CAP;
  return { rows: await cardsByIds(db, page.map((r) => r.id)), total: capped ? SEARCH_TOTAL_CAP : total, totalCapped: capped };
}

export async function findProduct(db: Database, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      descriptionAm: products.descriptionAm,
      careInstructions: products.careInstructions,
      careInstructionsAm: products.careInstructionsAm,
      material: products.material,
      materialAm: products.materialAm,
      designerCity: profiles.city,
      designerCityAm: profiles.cityAm,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(profiles, eq(profiles.userId, products.designerId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function listProductImages(db: Database, productId: string) {
  return db
    .select({
      id: productImages.id,
      publicUrl: productImages.publicUrl,
      thumbUrl: productImages.thumbUrl,
      isPrimary: productImages.isPrimary,
      sortOrder: productImages.sortOrder,
      altText: productImages.altText,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder));
}

export async function thumbsFor(db: Database, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ productId: productImages.productId, thumbUrl: productImages.thumbUrl, publicUrl: productImages.publicUrl })
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), eq(productImages.isPrimary, true)));
  return new Map(rows.map((r) => [r.productId, r.thumbUrl ?? r.publicUrl]));
}

export async function listCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameAm: categories.nameAm,
      description: categories.description,
      descriptionAm: categories.descriptionAm,
      imageUrl: categories.imageUrl,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

const designerColumns = {
  userId: profiles.userId,
  fullName: profiles.fullName,
  slug: profiles.slug,
  country: profiles.country,
  city: profiles.city,
  cityAm: profiles.cityAm,
  profileImageUrl: profiles.profileImageUrl,
  bannerUrl: profiles.bannerUrl,
  bio: profiles.bio,
  bioAm: profiles.bioAm,
  businessName: profiles.businessName,
  createdAt: profiles.createdAt,
  productCount: sql<number>`count(${products.id})::int`,
  // The designer's kept rating over all her products (one row per designer, so max() is that row's value).
  ratingCount: sql<number>`coalesce(max(${designerReviewStats.count}), 0)::int`,
  ratingSum: sql<number>`coalesce(max(${designerReviewStats.sum}), 0)::int`,
};

/** Designers joined to their active products, one row per designer. */
function designersWithCounts(db: Database) {
  return db
    .select(designerColumns)
    .from(profiles)
    .leftJoin(products, and(eq(products.designerId, profiles.userId), eq(products.isActive, true)))
    .leftJoin(designerReviewStats, eq(designerReviewStats.designerId, profiles.userId))
    .groupBy(profiles.userId);
}

/**
 * Approved designers. The public list leaves out a shop an admin suspended (issue 41: its products
 * are out of the shop, so its page would be an empty window); the console's lists them all.
 */
export async function listDesigners(db: Database, options: { includeSuspended: boolean }) {
  return designersWithCounts(db)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true), options.includeSuspended ? undefined : isNull(profiles.shopSuspendedAt)))
    .orderBy(asc(profiles.createdAt));
}

/** A designer's public page: an approved designer whose shop is not suspended. */
export async function findDesignerBySlug(db: Database, slug: string) {
  const [row] = await designersWithCounts(db)
    .where(and(eq(profiles.slug, slug), eq(profiles.role, 'designer'), eq(profiles.isApproved, true), isNull(profiles.shopSuspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function listFeaturedDesignerIds(db: Database, limit: number) {
  const rows = await db
    .select({ designerId: featuredDesigners.designerId })
    .from(featuredDesigners)
    .where(eq(featuredDesigners.isActive, true))
    .orderBy(asc(featuredDesigners.displayOrder))
    .limit(limit);
  return rows.map((r) => r.designerId);
}

export type ProductCardRow = Awaited<ReturnType<typeof cardsByIds>>[number];

/** What the owner check and an update need of a product, active or not. */
export async function productOwner(db: Database, id: string) {
  const [row] = await db
    .select({ id: products.id, designerId: products.designerId, priceMinor: products.priceMinor, originalPriceMinor: products.originalPriceMinor, currency: products.currency })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateProductFields(
  db: Database,
  id: string,
  values: Partial<{ priceMinor: number; originalPriceMinor: number | null; isOnSale: boolean; stockQuantity: number; status: 'draft' | 'published' | 'hidden' }>,
) {
  await db
    .update(products)
    // A status given here is someone's own choice: a product a suspension took out and then hidden
    // on purpose stays hidden when the suspension is lifted (designer-products-queries setProductStatus).
    .set({ ...values, ...(values.status !== undefined ? { hiddenBySuspension: false } : {}), updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Every designer featured now (for the isFeatured flag of the designer list). */
export async function featuredDesignerIdSet(db: Database): Promise<Set<string>> {
  const rows = await db.select({ designerId: featuredDesigners.designerId }).from(featuredDesigners).where(eq(featuredDesigners.isActive, true));
  return new Set(rows.map((r) => r.designerId));
}

export async function approvedDesigner(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.role, 'designer'), eq(profiles.isApproved, true)))
    .limit(1);
  return row ?? null;
}

/** Featured again, or for the first time, at the end of the featured order. */
export async function featureDesigner(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const [last] = await tx.select({ n: sql<number>`coalesce(max(${featuredDesigners.displayOrder}), 0)::int` }).from(featuredDesigners);
    await tx
      .insert(featuredDesigners)
      .values({ designerId: userId, isActive: true, displayOrder: (last?.n ?? 0) + 1 })
      .onConflictDoUpdate({ target: featuredDesigners.designerId, set: { isActive: true, displayOrder: (last?.n ?? 0) + 1 } });
  });
}

/** Sets the home page order of the featured designers: `ids` first to last. */
export async function setFeaturedOrder(db: Database, ids: readonly string[]) {
  for (const [i, id] of ids.entries()) {
    await db.update(featuredDesigners).set({ displayOrder: i + 1 }).where(eq(featuredDesigners.designerId, id));
  }
}

export async function unfeatureDesigner(db: Database, userId: string) {
  await db.update(featuredDesigners).set({ isActive: false }).where(eq(featuredDesigners.designerId, userId));
}

/** docs/requirements/shop.md §4 Remove: the designer becomes a customer and is no longer approved (and no longer featured). */
export async function demoteDesigner(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: 'customer', isApproved: false }).where(eq(profiles.userId, userId));
    await tx.update(featuredDesigners).set({ isActive: false }).where(eq(featuredDesigners.designerId, userId));
  });
}

/** A product as the public sees it: published or not, and whose it is. */
export interface ProductVisibility {
  status: 'draft' | 'published' | 'hidden';
  designerId: string;
}

export async function productVisibility(db: Database, id: string): Promise<ProductVisibility | null> {
  const [row] = await db.select({ status: products.status, designerId: products.designerId }).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}
