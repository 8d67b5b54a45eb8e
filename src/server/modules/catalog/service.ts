import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { discountPercent, HOME_FEATURED_DESIGNERS, PRODUCTS_PAGE_SIZE, RELATED_MIN_SAME_CATEGORY, RELATED_PRODUCTS, type ProductSort } from '../../../domain/catalog';
import { isUuid } from '../../../domain/ids';
import { countryFields } from '../../../domain/orders/countries';
import type { Database } from '../../db/client';
import type { AuditActor, AuditEntry } from '../../plugins/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { originalPriceProblem, priceCeilingProblem, type ProductPatch } from '../../../domain/catalog/product-input';
import type { Designer, ProductCard, ProductDetail } from '../../../domain/catalog/api';
import { ratingBadge } from '../../../domain/reviews';
import type { RatingBadgeDto } from '../../../domain/reviews/api';
import type { MatchBounds } from '../../../domain/search';
import { assertPublishable } from './publishing';
import * as q from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


/** A card's or the designer page's rating from the kept count and sum: the average from three reviews, else "New". */
function ratingOf(count: number, sum: number): RatingBadgeDto {
  const badge = ratingBadge({ count: Number(count), sum: Number(sum) });
  return badge.kind === 'rated' ? { count: badge.count, average: badge.average, shown: true } : { count: badge.count, average: null, shown: false };
}

function toCard(row: q.ProductCardRow, thumb: string | null | undefined): ProductCard {
  return {
    rating: ratingOf(row.ratingCount, row.ratingSum),
    id: row.id,
    name: row.name,
    nameAm: row.nameAm,
    priceMinor: row.priceMinor,
    originalPriceMinor: row.originalPriceMinor,
    currency: 'USD',
    designerPrice: { currency: row.currency, priceMinor: row.ownPriceMinor, originalPriceMinor: row.ownOriginalPriceMinor },
    isOnSale: row.isOnSale,
    isFeatured: row.isFeatured,
    discountPercent: row.isOnSale ? discountPercent(row.priceMinor, row.originalPriceMinor) : 0,
    stockQuantity: row.stockQuantity,
    productionDays: row.productionDays,
    fulfilment: row.fulfilment,
    shippingWeightGrams: row.shippingWeightGrams,
    sizes: row.sizes,
    region: row.region,
    imageUrl: row.primaryImageUrl,
    thumbUrl: thumb ?? row.primaryImageUrl,
    createdAt: row.createdAt.toISOString(),
    category:
      row.categoryId && row.categorySlug && row.categoryName
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName, nameAm: row.categoryNameAm }
        : null,
    designer: {
      id: row.designerId,
      fullName: row.designerName ?? '',
      slug: row.designerSlug,
      ...(row.designerCountry ? countryFields(row.designerCountry) : { country: null, countryAm: null, countryCode: null }),
    },
  };
}

type DesignerRow = Awaited<ReturnType<typeof q.listDesigners>>[number];
function toDesigner(row: DesignerRow, featured: ReadonlySet<string>): Designer {
  return {
    isFeatured: featured.has(row.userId),
    id: row.userId,
    fullName: row.fullName,
    slug: row.slug,
    ...countryFields(row.country),
    bannerUrl: row.bannerUrl,
    city: row.city,
    cityAm: row.cityAm,
    avatarUrl: row.profileImageUrl,
    bio: row.bio,
    bioAm: row.bioAm,
    businessName: row.businessName,
    productCount: Number(row.productCount),
    joinedAt: row.createdAt.toISOString(),
    rating: ratingOf(row.ratingCount, row.ratingSum),
  };
}

/** Writes an admin action's record in the action's transaction (the app's audit log). */
export type AuditRecorder = (tx: Database, actor: AuditActor, entry: AuditEntry) => Promise<void>;

/** What the listing needs of the search feature (handed in by app.ts; catalog does not import search). */
export interface ProductSearchPort {
  /**
   * The filter for a shopper's search words (forgiving spellings, synonyms, typos): on `products`,
   * and the same on `listing_search_keys` (null when only `products` can answer; decision 048).
   */
  listingCondition(query: string): Promise<{ products: SQL; keys: SQL | null; bounds: MatchBounds }>;
  /** Counts a search that found nothing, for the console. */
  recordMiss(query: string): Promise<void>;
}

export interface CatalogServiceDeps {
  db: Database;
  audit: Pick<FastifyInstance['audit'], 'record'>;
  search: ProductSearchPort;
}

export function createCatalogService({ db, audit, search }: CatalogServiceDeps) {
  const recordAudit: AuditRecorder = (tx, actor, entry) => audit.record(tx, actor, entry);
  const audited = (): AuditRecorder => recordAudit;

  async function cards(rows: q.ProductCardRow[]): Promise<ProductCard[]> {
    const thumbs = await q.thumbsFor(db, rows.map((r) => r.id));
    return rows.map((r) => toCard(r, thumbs.get(r.id)));
  }

  return {
    /**
     * Product cards for ids another feature chose (sale pages, favourites), in that order;
     * unknown and inactive ids are left out. The one place a card is assembled.
     */
    async cardsByIds(ids: readonly string[]): Promise<ProductCard[]> {
      return cards(await q.cardsByIds(db, ids.filter((id) => UUID.test(id))));
    },

    async listProducts(filter: q.ProductListFilter, sort: ProductSort, page: number, pageSize = PRODUCTS_PAGE_SIZE) {
      const match = filter.search ? await search.listingCondition(filter.search) : undefined;
      const searchFields = match ? { searchMatch: match.products, searchBounds: match.bounds, ...(match.keys ? { searchKeysMatch: match.keys } : {}) } : {};
      const { rows, total, totalCapped } = await q.listProducts(db, { ...filter, ...searchFields }, sort, pageSize, (page - 1) * pageSize);
      // A miss is counted on the first page only (paging through nothing is not another search).
      if (filter.search && total === 0 && page === 1) await search.recordMiss(filter.search).catch(() => undefined);
      return { items: await cards(rows), total, ...(totalCapped ? { totalCapped } : {}), page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },

    async getProduct(id: string): Promise<ProductDetail> {
      const row = UUID.test(id) ? await q.findProduct(db, id) : null;
      if (!row) throw notFound('PRODUCT_NOT_FOUND', 'Product Not Found');
      const images = await q.listProductImages(db, id);
      const primary = images.find((i) => i.isPrimary) ?? images[0];
      const card = toCard(row, primary?.thumbUrl);
      return {
        ...card,
        designer: { ...card.designer, city: row.designerCity, cityAm: row.designerCityAm },
        description: row.description,
        descriptionAm: row.descriptionAm,
        careInstructions: row.careInstructions,
        careInstructionsAm: row.careInstructionsAm,
        material: row.material,
        materialAm: row.materialAm,
        updatedAt: row.updatedAt.toISOString(),
        images: images.map((i) => ({ id: i.id, url: i.publicUrl, thumbUrl: i.thumbUrl, isPrimary: i.isPrimary, altText: i.altText })),
      };
    },

    /**
     * 'You Might Also Like' (docs/requirements/shop.md §9): up to 8 from the same category when at least 4 exist,
     * otherwise the 8 newest other products.
     */
    async relatedProducts(id: string): Promise<ProductCard[]> {
      const product = UUID.test(id) ? await q.findProduct(db, id) : null;
      if (!product) throw notFound('PRODUCT_NOT_FOUND', 'Product Not Found');
      if (product.categorySlug) {
        const same = await this.listProducts({ categorySlug: product.categorySlug, excludeId: id }, 'newest', 1, RELATED_PRODUCTS);
        if (same.items.length >= RELATED_MIN_SAME_CATEGORY) return same.items;
      }
      return (await this.listProducts({ excludeId: id }, 'newest', 1, RELATED_PRODUCTS)).items;
    },

    /**
     * A designer changes the price, sale price or stock of one of their own products (an admin,
     * of any). The sale flag follows from the prices, so a listing never shows a sale that is not one.
     */
    async updateProduct(user: { id: string; role: string }, id: string, patch: ProductPatch) {
      const product = isUuid(id) ? await q.productOwner(db, id) : null;
      if (!product) throw notFound('PRODUCT_NOT_FOUND', 'Product Not Found');
      if (user.role !== 'admin' && product.designerId !== user.id) throw forbidden('Only the product’s designer can change it.');
      const price = patch.priceMinor ?? product.priceMinor;
      const original = patch.originalPriceMinor !== undefined ? patch.originalPriceMinor : product.originalPriceMinor;
      // A quick change is in the product's own currency (what the studio's table shows).
      const ceiling = priceCeilingProblem(product.currency, price, original);
      if (ceiling) throw badRequest('VALIDATION_FAILED', 'The price is above the highest a garment can cost.', { [ceiling.field]: [ceiling.code] });
      const sale = originalPriceProblem(price, original);
      if (sale) throw badRequest('VALIDATION_FAILED', 'The original price must be higher than the price.', { originalPriceMinor: [sale] });
      await db.transaction(async (tx) => {
        // Publishing here follows the studio's one rule (a photo; not hidden by an admin).
        if (patch.isActive === true) await assertPublishable(tx, id);
        await q.updateProductFields(tx, id, {
          ...(patch.priceMinor !== undefined ? { priceMinor: patch.priceMinor } : {}),
          ...(patch.originalPriceMinor !== undefined ? { originalPriceMinor: patch.originalPriceMinor } : {}),
          ...(patch.stockQuantity !== undefined ? { stockQuantity: patch.stockQuantity } : {}),
          ...(patch.isActive !== undefined ? { status: patch.isActive ? ('published' as const) : ('hidden' as const) } : {}),
          isOnSale: original !== null,
        });
      });
    },

    /** Admin moderation of designers (docs/requirements/shop.md §4); un-featuring is reachable here, unlike the spec's shop. */
    async setDesignerFeatured(actor: AuditActor, designerId: string, featured: boolean) {
      const record = audited();
      if (!(await q.approvedDesigner(db, designerId))) throw notFound('DESIGNER_NOT_FOUND', 'Designer not found');
      await db.transaction(async (tx) => {
        const was = (await q.featuredDesignerIdSet(tx)).has(designerId);
        if (featured) await q.featureDesigner(tx, designerId);
        else await q.unfeatureDesigner(tx, designerId);
        await record(tx, actor, { kind: featured ? 'designers.featured' : 'designers.unfeatured', targetType: 'designer', targetId: designerId, before: { featured: was }, after: { featured } });
      });
    },

    async removeDesigner(actor: AuditActor, designerId: string) {
      const record = audited();
      if (!(await q.approvedDesigner(db, designerId))) throw notFound('DESIGNER_NOT_FOUND', 'Designer not found');
      await db.transaction(async (tx) => {
        const was = (await q.featuredDesignerIdSet(tx)).has(designerId);
        await q.demoteDesigner(tx, designerId);
        await record(tx, actor, {
          kind: 'designers.removed',
          targetType: 'designer',
          targetId: designerId,
          before: { role: 'designer', isApproved: true, featured: was },
          after: { role: 'customer', isApproved: false, featured: false },
        });
      });
    },

    /** A designer who is no longer one (a role change in the Users section) leaves the home page's featured list too. */
    forgetFeaturedDesigner: (tx: Database, designerId: string) => q.unfeatureDesigner(tx, designerId),

    async listCategories() {
      const rows = await q.listCategories(db);
      return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
    },

    /** The public list (a suspended shop left out), or with `includeSuspended` the console's. */
    async listDesigners(options: { includeSuspended?: boolean } = {}): Promise<Designer[]> {
      const [rows, featured] = await Promise.all([q.listDesigners(db, { includeSuspended: options.includeSuspended === true }), q.featuredDesignerIdSet(db)]);
      return rows.map((row) => toDesigner(row, featured));
    },

    async getDesigner(slug: string): Promise<Designer> {
      const row = await q.findDesignerBySlug(db, slug.toLowerCase());
      if (!row) throw notFound('DESIGNER_NOT_FOUND', 'Designer not found');
      return toDesigner(row, await q.featuredDesignerIdSet(db));
    },

    /** Featured ids matched against the designer list; the first 6 designers when none are featured. */
    async featuredDesigners(all?: Designer[]): Promise<Designer[]> {
      const ids = await q.listFeaturedDesignerIds(db, HOME_FEATURED_DESIGNERS);
      all ??= await this.listDesigners();
      if (ids.length === 0) return all.slice(0, HOME_FEATURED_DESIGNERS);
      const byId = new Map(all.map((d) => [d.id, d]));
      return ids.map((id) => byId.get(id)).filter((d): d is Designer => Boolean(d));
    },

    /** Ids of the featured designers in their home page order (the first six are shown). */
    featuredOrder: () => q.listFeaturedDesignerIds(db, FEATURED_ORDER_MAX),

    /**
     * A new home page order. It must name exactly the designers featured now: an order made
     * before another admin featured or unfeatured someone is refused, not half-applied.
     * Recorded in the admin audit log in the same transaction.
     */
    async reorderFeaturedDesigners(actor: AuditActor, ids: readonly string[]) {
      const record = audited();
      await db.transaction(async (tx) => {
        const current = await q.listFeaturedDesignerIds(tx, FEATURED_ORDER_MAX);
        const same = current.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw conflict('FEATURED_CHANGED', 'The featured designers changed since this list was loaded. Reload and try again.');
        await q.setFeaturedOrder(tx, ids);
        await record(tx, actor, { kind: 'designers.featured_reordered', targetType: 'featured_designers', before: { order: current }, after: { order: ids } });
      });
    },
  };
}

/** Every featured designer, not only the home page's six. */
const FEATURED_ORDER_MAX = 1_000;

export type CatalogService = ReturnType<typeof createCatalogService>;
