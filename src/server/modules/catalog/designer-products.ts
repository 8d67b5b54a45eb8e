import { randomUUID } from 'node:crypto';
import { isLowStock, LOW_STOCK_AT } from '../../../domain/catalog/constants';
import { defaultPriceCurrency, priceCeilingProblem, PRODUCT_LIMITS, type PhotoArrangement, type ProductStatus, type ProductValues } from '../../../domain/catalog/product-input';
import { isUuid } from '../../../domain/ids';
import type { PriceCurrency } from '../../../domain/money/price-currency';
import { countryCodeOf } from '../../../domain/orders/countries';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import { defaultWeightGrams } from '../../../domain/shipping/defaults';
import type { Role } from '../../../domain/accounts';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditEntry } from '../../plugins/audit';
import type { ChangeEvent } from '../../plugins/realtime';
import type { Storage } from '../../plugins/storage';
import * as q from './designer-products-queries';
import { assertPublishable } from './publishing';
import { productEventOwner, productVisibility, type ProductVisibility } from './product-events';

export interface Actor {
  id: string;
  role: Role;
}

export interface Photo {
  id: string;
  url: string;
  thumbUrl: string | null;
  isPrimary: boolean;
  sortOrder: number;
  altText: string | null;
}

/** An admin's hide as the designer sees it (issue 35): hidden by Tibeb, why, and whether a review was asked for. */
export interface Moderation {
  hiddenByAdmin: boolean;
  reason: string | null;
  hiddenAt: string | null;
  reviewRequestedAt: string | null;
}

export interface DesignerProduct extends Omit<ProductValues, 'status' | 'currency' | 'photos' | 'shippingWeightGrams'> {
  id: string;
  shippingWeightGrams: number;
  currency: PriceCurrency;
  status: ProductStatus;
  moderation: Moderation;
  designerId: string;
  categorySlug: string | null;
  photos: Photo[];
  createdAt: string;
  updatedAt: string;
}

/** Writes the admin's audit entry inside the change's own transaction. */
export type RecordAudit = (tx: Database, entry: AuditEntry) => Promise<void>;

/** A product as the admin console lists it: any designer's, any status. */
export interface AdminProduct {
  id: string;
  name: string;
  nameAm: string | null;
  status: ProductStatus;
  isFeatured: boolean;
  currency: PriceCurrency;
  priceMinor: number;
  originalPriceMinor: number | null;
  stockQuantity: number;
  lowStock: boolean;
  primaryImageUrl: string | null;
  designerId: string;
  designerName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryNameAm: string | null;
  hiddenByAdmin: boolean;
  hiddenReason: string | null;
  reviewRequestedAt: string | null;
  updatedAt: string;
}

const adminView = (r: q.AdminProductRow): AdminProduct => ({
  ...r,
  // Only a product on sale can run short; a draft's stock is the designer's plan.
  lowStock: r.status === 'published' && isLowStock(r.stockQuantity),
  reviewRequestedAt: r.reviewRequestedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

export interface DesignerProductsDeps {
  db: Database;
  storage: Storage;
  imageVariants: { prepare(key: string, original: Buffer, width: number): Promise<void>; remove(key: string): Promise<void> };
  publish: (event: ChangeEvent) => void;
}

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product Not Found');
const designerNotFound = () => notFound('DESIGNER_NOT_FOUND', 'Designer not found');

const toPhoto = (r: q.PhotoRow): Photo => ({ id: r.id, url: r.publicUrl, thumbUrl: r.thumbUrl, isPrimary: r.isPrimary, sortOrder: r.sortOrder, altText: r.altText });

/**
 * The catalogue's side of the designer studio: a designer's own products, their photos and their
 * visibility. Every write checks the owner (an admin may act on any) and publishes its change
 * event, so open pages and the response cache follow.
 */
export function createDesignerProductsService(deps: DesignerProductsDeps) {
  const { db } = deps;

  async function owned(actor: Actor, id: string): Promise<q.DesignerProductRow> {
    const row = isUuid(id) ? await q.designerProductRow(db, id) : null;
    // Someone else's product is answered like a missing one: ids are not worth probing.
    if (!row || (actor.role !== 'admin' && row.designerId !== actor.id)) throw productNotFound();
    return row;
  }

  async function view(row: q.DesignerProductRow): Promise<DesignerProduct> {
    const photos = await q.photosOf(db, row.id);
    return {
      id: row.id,
      name: row.name,
      nameAm: row.nameAm,
      description: row.description,
      descriptionAm: row.descriptionAm,
      categoryId: row.categoryId ?? '',
      categorySlug: row.categorySlug,
      region: row.region as ProductValues['region'],
      currency: row.currency,
      priceMinor: row.priceMinor,
      originalPriceMinor: row.originalPriceMinor,
      stockQuantity: row.stockQuantity,
      sizes: row.sizes,
      careInstructions: row.careInstructions,
      careInstructionsAm: row.careInstructionsAm,
      material: row.material,
      materialAm: row.materialAm,
      fulfilment: row.fulfilment,
      productionDays: row.productionDays,
      shippingWeightGrams: row.shippingWeightGrams,
      status: row.status,
      moderation: {
        hiddenByAdmin: row.hiddenByAdmin,
        reason: row.hiddenByAdmin ? row.hiddenByAdminReason : null,
        hiddenAt: row.hiddenByAdminAt?.toISOString() ?? null,
        reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
      },
      designerId: row.designerId,
      photos: photos.map(toPhoto),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Tells caches and open pages a product changed. `before` is the product as it was (null for a new
   * one): a draft's events go only to its designer and admins, a product that was or is published
   * to everyone (productEventOwner).
   */
  const changed = async (id: string, action: ChangeEvent['action'] = 'update', before: ProductVisibility | null = null) => {
    const after = action === 'delete' ? null : await productVisibility(db, id);
    const owner = productEventOwner(before, after);
    const scope = owner === undefined ? {} : { owner };
    deps.publish({ topic: 'products', action, id, ...scope });
    deps.publish({ topic: 'product_images', action: 'update', id, ...scope });
  };

  /**
   * The currency a save is in: as sent, else the product's own (a change) or the designer's
   * payout currency (a new one); the prices must be under that currency's ceiling.
   */
  async function priced(values: ProductValues, designerId: string, current: PriceCurrency | null): Promise<q.PricedValues> {
    const currency: PriceCurrency =
      values.currency ?? (current ?? defaultPriceCurrency({ countryCode: countryCodeOf(await q.designerCountry(db, designerId)) }));
    const ceiling = priceCeilingProblem(currency, values.priceMinor, values.originalPriceMinor);
    if (ceiling) throw badRequest('VALIDATION_FAILED', 'The price is above the highest a garment can cost.', { [ceiling.field]: [ceiling.code] });
    return { ...values, currency };
  }

  /** The chosen category's slug (its usual shipping weight); an unknown category is refused. */
  async function assertCategory(values: ProductValues): Promise<string | null> {
    const category = await q.categorySlugOf(db, values.categoryId);
    if (!category) throw badRequest('VALIDATION_FAILED', 'Choose a category.', { categoryId: ['CATEGORY_REQUIRED'] });
    return category.slug;
  }

  /** Removes a stored photo file (and its renditions) unless a duplicate still shows it. */
  async function dropFile(storagePath: string | null) {
    if (!storagePath || (await q.storagePathInUse(db, storagePath))) return;
    await Promise.all([deps.storage.remove(storagePath), deps.imageVariants.remove(storagePath)]);
  }

  /** Numbers the photos 0..n in their order and makes sure exactly one is primary (the first, if none is). */
  async function arrangeAsStored(id: string): Promise<Photo[]> {
    const photos = await q.photosOf(db, id);
    await q.arrangePhotos(db, id, photos.map((p) => p.id), (photos.find((p) => p.isPrimary) ?? photos[0])?.id ?? null, {});
    return (await q.photosOf(db, id)).map(toPhoto);
  }

  /**
   * An arrangement must name every photo of the product once, a primary among them, and alt texts
   * only for them: a form opened before another tab added or removed a photo is refused whole
   * (400 PHOTO_ORDER_INVALID), never applied in part.
   */
  function checkArrangement(photos: readonly { id: string }[], input: PhotoArrangement): void {
    const ids = new Set(photos.map((p) => p.id));
    if (input.order.length !== ids.size || !input.order.every((p) => ids.has(p)) || new Set(input.order).size !== ids.size) {
      throw badRequest('PHOTO_ORDER_INVALID', 'The order must list every photo of the product once.', { photos: ['PHOTO_ORDER_INVALID'] });
    }
    if (!ids.has(input.primaryId)) throw badRequest('PHOTO_ORDER_INVALID', 'The primary photo must be one of the product’s photos.', { photos: ['PHOTO_ORDER_INVALID'] });
    if (Object.keys(input.alt).some((k) => !ids.has(k))) throw badRequest('PHOTO_ORDER_INVALID', 'Alt texts must belong to the product’s photos.', { photos: ['PHOTO_ORDER_INVALID'] });
  }

  /** After an admin's change: the change event when something changed, and the row as it is now. */
  async function afterAdminChange(id: string, changedIt: boolean, before: ProductVisibility | null): Promise<AdminProduct> {
    if (changedIt) await changed(id, 'update', before);
    const fresh = await q.adminProductById(db, id);
    if (!fresh) throw productNotFound();
    return adminView(fresh);
  }

  return {
    async list(actor: Actor, filter: { search?: string | undefined; status?: ProductStatus | undefined; page: number; pageSize: number }) {
      const { rows, total, byStatus } = await q.listDesignerProducts(
        db,
        { designerId: actor.role === 'admin' ? null : actor.id, search: filter.search, status: filter.status },
        filter.pageSize,
        (filter.page - 1) * filter.pageSize,
      );
      const counts = { draft: 0, published: 0, hidden: 0 };
      for (const s of byStatus) counts[s.status] = s.n;
      return {
        items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
        pageCount: Math.max(1, Math.ceil(total / filter.pageSize)),
        counts,
      };
    },

    async get(actor: Actor, id: string): Promise<DesignerProduct> {
      return view(await owned(actor, id));
    },

    async create(actor: Actor, values: ProductValues, status: ProductStatus): Promise<DesignerProduct> {
      const categorySlug = await assertCategory(values);
      // A new product has no photos to arrange: an arrangement naming any is about another product.
      if (values.photos && values.photos.order.length > 0) throw badRequest('PHOTO_ORDER_INVALID', 'A new product has no photos yet.', { photos: ['PHOTO_ORDER_INVALID'] });
      // A new product has no photos yet: publishing it is refused by the one rule, with its code.
      if (status === 'published') await assertPublishable(db, null);
      const weighed = { ...values, shippingWeightGrams: values.shippingWeightGrams ?? defaultWeightGrams(categorySlug) };
      const id = await q.insertDesignerProduct(db, actor.id, await priced(weighed, actor.id, null), 'draft');
      await changed(id, 'insert');
      return view(await owned(actor, id));
    },

    /** `record` is given when an admin saves another designer's product: the change and its audit entry commit together. */
    async replace(actor: Actor, id: string, values: ProductValues, status: ProductStatus, record?: RecordAudit): Promise<DesignerProduct> {
      const row = await owned(actor, id);
      await assertCategory(values);
      const withCurrency = await priced(values, row.designerId, row.currency);
      await db.transaction(async (tx) => {
        // Read under the row's lock: an admin's hide landing meanwhile keeps the product hidden.
        const current = (await q.lockedAdminProduct(tx, id))?.status ?? row.status;
        // Saving a hidden product as a draft or publishing it are both the designer's choice; the form never hides.
        const next: ProductStatus = status === 'published' ? 'published' : current === 'hidden' ? 'hidden' : 'draft';
        if (next === 'published') await assertPublishable(tx, id);
        await q.updateDesignerProduct(tx, id, withCurrency, next);
        // The photos' arrangement is part of the product (issue 41): checked against the photos as
        // they are under the lock, and written in the same transaction as the fields.
        if (values.photos) {
          checkArrangement(await q.photosOf(tx, id), values.photos);
          await q.arrangePhotos(tx, id, values.photos.order, values.photos.primaryId, values.photos.alt);
        }
        if (record && row.designerId !== actor.id) {
          const { createdAt: _c, updatedAt: _u, ...before } = row;
          await record(tx, { kind: 'products.edited', targetType: 'product', targetId: id, before, after: { ...withCurrency, status: next } });
        }
      });
      await changed(id, 'update', row);
      return view(await owned(actor, id));
    },

    async setStatus(actor: Actor, id: string, status: 'published' | 'hidden'): Promise<DesignerProduct> {
      const row = await owned(actor, id);
      await db.transaction(async (tx) => {
        if (status === 'published') await assertPublishable(tx, id);
        await q.setProductStatus(tx, id, status);
      });
      await changed(id, 'update', row);
      return view(await owned(actor, id));
    },

    /**
     * The designer of a product an admin hid asks the admins to look again (it shows in the
     * console's moderation filter). Asking twice changes and records nothing; the request is in
     * the audit log under the designer's name.
     */
    async requestReview(actor: Actor, id: string, record: RecordAudit): Promise<DesignerProduct> {
      const row = await owned(actor, id);
      if (!row.hiddenByAdmin) throw conflict('NOT_HIDDEN_BY_ADMIN', 'Only a product Tibeb hid can be sent for review.');
      const changedIt = await db.transaction(async (tx) => {
        if (!(await q.requestReview(tx, id))) return false;
        await record(tx, {
          kind: 'products.review_requested',
          targetType: 'product',
          targetId: id,
          before: { name: row.name, status: row.status, hiddenByAdmin: true, reviewRequested: false },
          after: { name: row.name, status: row.status, hiddenByAdmin: true, reviewRequested: true },
        });
        return true;
      });
      if (changedIt) await changed(id, 'update', row);
      return view(await owned(actor, id));
    },

    async duplicate(actor: Actor, id: string): Promise<DesignerProduct> {
      const row = await owned(actor, id);
      const source = await view(row);
      const copyName = `${source.name} (copy)`.slice(0, PRODUCT_LIMITS.nameMax);
      // The copy shares the photos' files (a file is removed only when no product shows it).
      const copyId = await db.transaction(async (tx) => {
        const newId = await q.insertDesignerProduct(tx, row.designerId, { ...source, photos: null, status: 'draft', name: copyName }, 'draft');
        await q.copyPhotos(tx, id, newId);
        return newId;
      });
      await arrangeAsStored(copyId);
      await changed(copyId, 'insert');
      return view(await owned(actor, copyId));
    },

    /** Deletes a product nobody ordered; one with orders is hidden instead, so its orders keep their line. */
    async remove(actor: Actor, id: string, hasOrders: boolean): Promise<'deleted' | 'hidden'> {
      const row = await owned(actor, id);
      if (hasOrders) {
        await q.setProductStatus(db, id, 'hidden');
        await changed(id, 'update', row);
        return 'hidden';
      }
      const photos = await q.photosOf(db, id);
      await q.deleteProductRow(db, id);
      for (const p of photos) await dropFile(p.storagePath);
      await changed(id, 'delete', row);
      return 'deleted';
    },

    async addPhoto(actor: Actor, id: string, image: { data: Buffer; width: number }, altText: string | null): Promise<Photo[]> {
      const row = await owned(actor, id);
      const existing = await q.photosOf(db, id);
      if (existing.length >= PRODUCT_LIMITS.photosMax) throw conflict('PHOTOS_TOO_MANY', `A product has at most ${PRODUCT_LIMITS.photosMax} photos.`);
      const key = `products/${id}/${randomUUID()}.webp`;
      const { url } = await deps.storage.put(key, image.data, 'image/webp');
      try {
        await deps.imageVariants.prepare(key, image.data, image.width);
        const thumb = image.width > 640 ? imageVariantUrl(url, 640) : null;
        await q.insertPhoto(db, {
          productId: id,
          storagePath: key,
          publicUrl: url,
          thumbUrl: thumb,
          altText: (altText ?? row.name).slice(0, PRODUCT_LIMITS.altTextMax),
          sortOrder: existing.length,
          isPrimary: existing.length === 0,
        });
      } catch (err) {
        // Nothing half-written: the file goes if its row could not be made.
        await Promise.all([deps.storage.remove(key), deps.imageVariants.remove(key)]).catch(() => undefined);
        throw err instanceof AppError ? err : new AppError(500, 'INTERNAL', 'The photo could not be saved.');
      }
      await changed(id, 'update', row);
      return arrangeAsStored(id);
    },

    async arrangePhotos(actor: Actor, id: string, input: PhotoArrangement): Promise<Photo[]> {
      const row = await owned(actor, id);
      checkArrangement(await q.photosOf(db, id), input);
      await q.arrangePhotos(db, id, input.order, input.primaryId, input.alt);
      await changed(id, 'update', row);
      return (await q.photosOf(db, id)).map(toPhoto);
    },

    async removePhoto(actor: Actor, id: string, photoId: string): Promise<Photo[]> {
      const row = await owned(actor, id);
      const photos = await q.photosOf(db, id);
      const photo = photos.find((p) => p.id === photoId);
      if (!photo) throw notFound('PHOTO_NOT_FOUND', 'Photo not found.');
      // A published product keeps at least one photo: a card without a picture is not a shop window.
      if (row.status === 'published' && photos.length === 1) throw conflict('PHOTO_REQUIRED', 'A published product keeps at least one photo. Hide it first.');
      await q.deletePhotoRow(db, id, photoId);
      await dropFile(photo.storagePath);
      await changed(id, 'update', row);
      return arrangeAsStored(id);
    },

    /** Every product of every designer, for the admin console. */
    async adminList(filter: {
      designerId?: string | undefined;
      categoryId?: string | undefined;
      status?: ProductStatus | undefined;
      search?: string | undefined;
      lowStock?: boolean | undefined;
      moderation?: q.AdminProductFilter['moderation'];
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await q.adminProducts(
        db,
        {
          designerId: filter.designerId,
          categoryId: filter.categoryId,
          status: filter.status,
          search: filter.search,
          lowStockAt: filter.lowStock ? LOW_STOCK_AT : undefined,
          moderation: filter.moderation,
        },
        filter.pageSize,
        (filter.page - 1) * filter.pageSize,
      );
      const owners = await q.productOwners(db);
      return {
        items: rows.map(adminView),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
        pageCount: Math.max(1, Math.ceil(total / filter.pageSize)),
        designers: owners.map((o) => ({ id: o.id, name: o.name })),
      };
    },

    /**
     * Moderation (issue 35): an admin hides a product from the shop, with an optional reason its
     * designer reads, and the designer can no longer publish it; or lifts the hide, which shows it
     * again (like any publishing, it needs a photo). A product its designer had hidden can be
     * taken under moderation too. Asking for the state it is already in changes nothing and
     * records nothing; a draft is the designer's and is neither hidden nor shown by an admin.
     */
    async adminSetHidden(id: string, hidden: boolean, reason: string | null, record: RecordAudit): Promise<AdminProduct> {
      if (!isUuid(id)) throw productNotFound();
      let before: ProductVisibility | null = null;
      const changedIt = await db.transaction(async (tx) => {
        const row = await q.lockedAdminProduct(tx, id);
        if (!row) throw productNotFound();
        before = { status: row.status, designerId: row.designerId };
        if (hidden ? row.hiddenByAdmin : row.status === 'published') return false;
        if (row.status === 'draft') throw conflict('PRODUCT_IS_DRAFT', 'This product is a draft: only its designer can publish it.');
        if (!hidden) await assertPublishable(tx, id, { liftingAdminHide: true });
        await q.setAdminHidden(tx, id, hidden ? { reason } : null);
        const target: ProductStatus = hidden ? 'hidden' : 'published';
        await record(tx, {
          kind: hidden ? 'products.hidden' : 'products.unhidden',
          targetType: 'product',
          targetId: id,
          before: { name: row.name, status: row.status, hiddenByAdmin: row.hiddenByAdmin, reason: row.hiddenByAdminReason, reviewRequested: row.reviewRequestedAt !== null },
          after: { name: row.name, status: target, hiddenByAdmin: hidden, reason: hidden ? reason : null },
        });
        return true;
      });
      return afterAdminChange(id, changedIt, before);
    },

    /** Featured products lead the home page and the featured filter; a repeat changes nothing. */
    async adminSetFeatured(id: string, featured: boolean, record: RecordAudit): Promise<AdminProduct> {
      if (!isUuid(id)) throw productNotFound();
      const changedIt = await db.transaction(async (tx) => {
        const row = await q.lockedAdminProduct(tx, id);
        if (!row) throw productNotFound();
        if (row.isFeatured === featured) return false;
        await q.setProductFeatured(tx, id, featured);
        await record(tx, {
          kind: featured ? 'products.featured' : 'products.unfeatured',
          targetType: 'product',
          targetId: id,
          before: { name: row.name, isFeatured: row.isFeatured },
          after: { name: row.name, isFeatured: featured },
        });
        return true;
      });
      // The status did not change: the product as it is now decides who hears of it.
      return afterAdminChange(id, changedIt, null);
    },

    /**
     * Suspends a designer's shop or lifts it (issue 41): their published products leave the shop
     * and cannot be published while it lasts (DESIGNER_SUSPENDED); their orders carry on and they
     * still sign in to the studio. Lifting it puts back what the suspension took out. One
     * transaction with its audit entry; asking for the state it is in changes nothing.
     */
    async setShopSuspended(designerId: string, suspended: boolean, record: RecordAudit): Promise<{ changed: boolean; products: number }> {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(designerId)) throw designerNotFound();
      const result = await db.transaction(async (tx) => {
        const row = await q.lockDesignerForSuspension(tx, designerId);
        if (!row || row.role !== 'designer') throw designerNotFound();
        if ((row.shopSuspendedAt !== null) === suspended) return null;
        const now = new Date();
        const ids = suspended ? await q.suspendShop(tx, designerId, now) : await q.unsuspendShop(tx, designerId, now);
        await record(tx, {
          kind: suspended ? 'designers.suspended' : 'designers.unsuspended',
          targetType: 'designer',
          targetId: designerId,
          before: { name: row.fullName, suspended: !suspended },
          after: { name: row.fullName, suspended, products: ids.length },
        });
        return ids;
      });
      if (!result) return { changed: false, products: 0 };
      // Each product was published before (suspending) or is now (lifting): the public hears of both.
      const before: ProductVisibility | null = suspended ? { status: 'published', designerId } : null;
      for (const id of result) await changed(id, 'update', before);
      deps.publish({ topic: 'designers', action: 'update', id: designerId });
      return { changed: true, products: result.length };
    },

    async lowStock(designerId: string) {
      return (await q.lowStockOf(db, designerId, LOW_STOCK_AT, 8)).items;
    },

    /** The whole shop's published products running low (the admin overview): the first few and how many. */
    async lowStockAcrossShop(limit = 5) {
      return q.lowStockOf(db, null, LOW_STOCK_AT, limit);
    },

    async countsOf(designerId: string) {
      const { byStatus } = await q.listDesignerProducts(db, { designerId }, 0, 0);
      const counts = { draft: 0, published: 0, hidden: 0 };
      for (const s of byStatus) counts[s.status] = s.n;
      return counts;
    },
  };
}

export type DesignerProductsService = ReturnType<typeof createDesignerProductsService>;
