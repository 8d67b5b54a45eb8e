import { z } from 'zod';
import { REGIONS } from '../catalog/constants';
import { FULFILMENTS, PRODUCT_STATUSES } from '../catalog/product-input';
import { PRICE_CURRENCIES } from '../money/price-currency';
import { APPLICATION_STATUSES } from './application';

/** An application as its applicant and the admins see it. */
export const designerApplicationViewSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  displayName: z.string(),
  country: z.string(),
  city: z.string(),
  cityAm: z.string().nullable(),
  bio: z.string(),
  bioAm: z.string().nullable(),
  categories: z.array(z.string()),
  links: z.array(z.string()),
  phone: z.string(),
  /** Why it was turned down (rejected), or what the admin asked to change (changes_requested, and kept once it is sent again). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DesignerApplication = z.infer<typeof designerApplicationViewSchema>;

/** The caller's latest application, with the account facts that decide whether they may apply (GET /api/studio/application). */
export const applicationStateSchema = z.object({ application: designerApplicationViewSchema.nullable(), emailVerified: z.boolean(), role: z.enum(['customer', 'designer', 'admin']) });
export type ApplicationState = z.infer<typeof applicationStateSchema>;

/** An application in the admins' review list, with who sent it. */
export const reviewedApplicationSchema = designerApplicationViewSchema.extend({
  applicant: z.object({ id: z.string(), email: z.string(), fullName: z.string(), profileImageUrl: z.string().nullable() }),
});
export type ReviewedApplication = z.infer<typeof reviewedApplicationSchema>;

/** A designer's public profile as they edit it in the studio (GET /api/studio/profile). */
export const designerProfileViewSchema = z.object({
  displayName: z.string(),
  country: z.string(),
  city: z.string(),
  cityAm: z.string().nullable(),
  bio: z.string(),
  bioAm: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** Where the public page lives: /designers/<slug>. */
  slug: z.string().nullable(),
  /** What a new product is priced in: the payout currency (issue 37). */
  priceCurrency: z.enum(PRICE_CURRENCIES),
});
export type DesignerProfile = z.infer<typeof designerProfileViewSchema>;

/** One photo of a designer's product, as the studio API answers it. */
export const studioPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string().nullable(), isPrimary: z.boolean(), sortOrder: z.number().int(), altText: z.string().nullable() });
export type StudioPhoto = z.infer<typeof studioPhotoSchema>;

/** A product as its designer (or an admin) sees it: the form's fields plus what the server keeps. */
export const studioProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  description: z.string(),
  descriptionAm: z.string().nullable(),
  categoryId: z.string(),
  categorySlug: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  /** The currency of both prices: the designer's own (issue 37). */
  currency: z.enum(PRICE_CURRENCIES),
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
  stockQuantity: z.number().int(),
  sizes: z.array(z.string()),
  careInstructions: z.string().nullable(),
  careInstructionsAm: z.string().nullable(),
  material: z.string().nullable(),
  materialAm: z.string().nullable(),
  fulfilment: z.enum(FULFILMENTS),
  productionDays: z.number().int().nullable(),
  /** Packed weight in grams: what its parcel is priced by (issue 40). */
  shippingWeightGrams: z.number().int(),
  /** May be 'hidden' here although the form only sends draft or published. */
  status: z.enum(PRODUCT_STATUSES),
  /** An admin's hide: only an admin lifts it; the designer may ask for a review. */
  moderation: z.object({ hiddenByAdmin: z.boolean(), reason: z.string().nullable(), hiddenAt: z.string().nullable(), reviewRequestedAt: z.string().nullable() }),
  designerId: z.string(),
  photos: z.array(studioPhotoSchema),
  hasOrders: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioProduct = z.infer<typeof studioProductSchema>;

/** One row of the designer's products table (GET /api/studio/products). */
export const studioProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  currency: z.enum(PRICE_CURRENCIES),
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
  stockQuantity: z.number().int(),
  /** Units ordered, cancelled lines not counted. */
  sold: z.number().int(),
  primaryImageUrl: z.string().nullable(),
  fulfilment: z.enum(FULFILMENTS),
  /** Hidden by Tibeb: publishing is refused until an admin lifts it. */
  hiddenByAdmin: z.boolean(),
  /**
   * Taken out by the shop's suspension: back on sale when it is lifted, unless the designer hides
   * it on purpose meanwhile (POST …/status 'hidden' ends the suspension's claim).
   */
  hiddenBySuspension: z.boolean(),
  updatedAt: z.string(),
});
export type StudioProductRow = z.infer<typeof studioProductRowSchema>;

/** How many of the designer's products are in each status. */
export const productCountsSchema = z.object({ draft: z.number().int(), published: z.number().int(), hidden: z.number().int() });
export type ProductCounts = z.infer<typeof productCountsSchema>;

export const studioProductsPageSchema = z.object({
  items: z.array(studioProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  counts: productCountsSchema,
});
export type StudioProductsPage = z.infer<typeof studioProductsPageSchema>;

/** The designer's shop at a glance (GET /api/studio/overview). */
export const studioOverviewSchema = z.object({
  /** Order lines waiting for the designer. */
  toAct: z.number().int(),
  /** USD cents; shown in the display currency. */
  salesThisMonthMinor: z.number().int(),
  /** Published products with 3 or fewer left. */
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stockQuantity: z.number().int() })),
  /** The last 8 weeks, oldest first; `weekStart` is the ISO date of the week's Monday, revenue in USD cents. */
  weekly: z.array(z.object({ weekStart: z.string(), orders: z.number().int(), revenueMinor: z.number().int() })),
  counts: productCountsSchema,
});
export type StudioOverviewData = z.infer<typeof studioOverviewSchema>;
export type StudioWeek = StudioOverviewData['weekly'][number];
export type LowStockProduct = StudioOverviewData['lowStock'][number];

// ---- Requests (field rules with their codes in application.ts and catalog/product-input.ts) ----

export { designerApplicationSchema, designerProfileSchema, rejectApplicationSchema, requestChangesSchema } from './application';
export { productInputSchema } from '../catalog/product-input';

/** GET /api/studio/products: search, a status and the page. */
export const studioProductsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type StudioProductsQuery = z.input<typeof studioProductsQuerySchema>;

/** POST /api/studio/products/:id/status: a designer publishes or hides (drafts and admin holds move elsewhere). */
export const studioProductStatusSchema = z.strictObject({ status: z.enum(['published', 'hidden'], { error: 'STATUS_INVALID' }) });

/** PUT /api/studio/products/:id/photos: their order, the primary one and alt texts (the same rule the product form's `photos` follows). */
export { photoArrangementSchema } from '../catalog/product-input';

/** /api/studio/products/:id/photos/:photoId. */
export const photoParamsSchema = z.object({ id: z.string().max(64), photoId: z.string().max(64) });

/** GET /api/admin/applications: by status, pending first. */
export const applicationListQuerySchema = z.object({ status: z.enum(APPLICATION_STATUSES).default('pending') });

// ---- Answer envelopes ----
export const applicationResultSchema = z.object({ application: designerApplicationViewSchema });
export const applicationListSchema = z.object({ items: z.array(reviewedApplicationSchema) });
export const designerProfileResultSchema = z.object({ profile: designerProfileViewSchema });
export const profileImageResultSchema = z.object({ profileImageUrl: z.string() });
export const bannerResultSchema = z.object({ bannerUrl: z.string() });
export const studioProductResultSchema = z.object({ product: studioProductSchema });
export const studioProductRemovalSchema = z.object({ outcome: z.enum(['deleted', 'hidden']) });
export const studioPhotosSchema = z.object({ photos: z.array(studioPhotoSchema) });
