import { z } from 'zod';
import { ADMIN_PAGE_MAX } from '../http/api';
import { PRICE_CURRENCIES } from '../money/price-currency';
import { ratingBadgeSchema } from '../reviews/api';
import { ADMIN_PRODUCTS_REVIEW, PRODUCTS_PAGE_SIZE, REGIONS } from './constants';
import { parseRangeFilter, PRODUCT_SORTS, SALE_SORTS, SEARCH_MAX_LENGTH } from './filters';
import { PRODUCT_LIMITS, PRODUCT_STATUSES } from './product-input';
import { MAX_CATEGORY_SLUG_LENGTH, MAX_DESIGNER_SLUG_LENGTH, MAX_PRODUCTS_PAGE, SLUG_PATTERN } from './products-query';
import { DEFAULT_SALE_SORT, MAX_SALE_PAGE } from './sale';

/** The price as its designer set it, in her currency (issue 37): exact when the shopper shows that currency. */
export const designerPriceSchema = z.object({
  currency: z.enum(PRICE_CURRENCIES),
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
});
export type DesignerPrice = z.infer<typeof designerPriceSchema>;

export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  /** USD cents at today's rate (the shop's figure: carts, filters and sorting use it); `currency` is 'USD'. */
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
  currency: z.string(),
  designerPrice: designerPriceSchema,
  isOnSale: z.boolean(),
  isFeatured: z.boolean(),
  discountPercent: z.number().int(),
  stockQuantity: z.number().int(),
  /** Made to measure: days to make it; null when it is ready to ship. */
  productionDays: z.number().int().nullable(),
  /** Made to measure: tailored from the shopper's measurements, shipped after `productionDays`. */
  fulfilment: z.enum(['ready', 'made_to_measure']),
  /** Grams the piece weighs packed: with `fulfilment` and `productionDays`, what its arrival window needs (issue 40). */
  shippingWeightGrams: z.number().int(),
  sizes: z.array(z.string()),
  region: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  createdAt: z.string(),
  category: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameAm: z.string().nullable() }).nullable(),
  /** The country in English (`country`) and Amharic (`countryAm`), and its code. */
  designer: z.object({ id: z.string(), fullName: z.string(), slug: z.string().nullable(), country: z.string().nullable(), countryAm: z.string().nullable(), countryCode: z.string().nullable() }),
  /** The kept rating (issue 43): the average shown from three reviews, else "New". */
  rating: ratingBadgeSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  isPrimary: z.boolean(),
  altText: z.string().nullable(),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  descriptionAm: z.string().nullable(),
  careInstructions: z.string().nullable(),
  careInstructionsAm: z.string().nullable(),
  material: z.string().nullable(),
  materialAm: z.string().nullable(),
  designer: productCardSchema.shape.designer.extend({ city: z.string().nullable(), cityAm: z.string().nullable() }),
  updatedAt: z.string(),
  images: z.array(productImageSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  /** A search's total is counted only up to 1,000: true when more matched (the page shows "1,000+"). */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAm: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
});

export const designerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  slug: z.string().nullable(),
  /** English name (or the stored text of an unknown country), and the Amharic name. */
  country: z.string(),
  countryAm: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  cityAm: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  bio: z.string().nullable(),
  bioAm: z.string().nullable(),
  businessName: z.string().nullable(),
  productCount: z.number().int(),
  joinedAt: z.string(),
  /** Shown among the home page's featured designers. */
  isFeatured: z.boolean(),
  /** The designer's rating over all her products (issue 43). */
  rating: ratingBadgeSchema,
});
export type Designer = z.infer<typeof designerSchema>;

/** Every designer for the console, with the featured ones' ids in home page order (GET /api/admin/designers). */
export const adminDesignersSchema = z.object({
  items: z.array(designerSchema),
  featuredOrder: z.array(z.string()),
  /** The designers whose shop an admin suspended (issue 41): their products are out of the shop. */
  suspendedIds: z.array(z.string()),
});
export type AdminDesigners = z.infer<typeof adminDesignersSchema>;

/** The home page's data: featured products (up to 8), featured designers (up to 6) and real counts (GET /api/home). */
export const homeSchema = z.object({
  featuredProducts: z.array(productCardSchema),
  featuredDesigners: z.array(designerSchema),
  stats: z.object({ products: z.number().int(), designers: z.number().int(), countries: z.number().int() }),
});
export type HomeData = z.infer<typeof homeSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type Category = z.infer<typeof categorySchema>;

/** GET /api/sale: a page of sale items, with the 3 biggest discounts among all active sale items and their count. */
export const salePageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  topDeals: z.array(productCardSchema),
  saleCount: z.number().int(),
});
export type SalePage = z.infer<typeof salePageSchema>;

/** One product as the admin console lists it (GET /api/admin/products). */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  isFeatured: z.boolean(),
  /** The designer's own price, in `currency` (issue 37). */
  currency: z.enum(PRICE_CURRENCIES),
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
  stockQuantity: z.number().int(),
  lowStock: z.boolean(),
  primaryImageUrl: z.string().nullable(),
  designerId: z.string(),
  designerName: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  categoryNameAm: z.string().nullable(),
  /** Moderation: an admin hid it (only an admin shows it again), why, and whether its designer asked for a review. */
  hiddenByAdmin: z.boolean(),
  hiddenReason: z.string().nullable(),
  reviewRequestedAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** A page of the console's products, with everyone who owns a product (for the designer filter). */
export const adminProductPageSchema = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  designers: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export type AdminProductsPage = z.infer<typeof adminProductPageSchema>;

// ---- Requests: what a caller sends (the web types its filters with z.input of these) ----

/** GET /api/products: filters, sort and page, as the address bar spells them. */
export const productListQuerySchema = z.object({
  // `<number>`: a caller sends a number (the server coerces the query string's text); runtime as z.coerce.number().
  page: z.coerce.number<number>().int().min(1).max(MAX_PRODUCTS_PAGE).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(48).default(PRODUCTS_PAGE_SIZE),
  category: z.string().max(MAX_CATEGORY_SLUG_LENGTH).regex(SLUG_PATTERN).optional(),
  designer: z.string().max(MAX_DESIGNER_SLUG_LENGTH).regex(SLUG_PATTERN).optional(),
  region: z.enum(REGIONS).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  price: z.string().max(30).optional(),
  // One size label (exact, as the designer wrote it): products offered in that size.
  size: z.string().trim().min(1).max(PRODUCT_LIMITS.sizeLabelMax).optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  featured: z.enum(['true', 'false']).optional(),
  sale: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** 'a-b', 'n' (and above) or 'sale' (docs/requirements/shop.md §5); anything else is a 400, not a silent "no filter". */
const rangeParam = (what: string) =>
  z
    .string()
    .max(30)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || v.toLowerCase() === 'all' || parseRangeFilter(v) !== null, { message: `Not a ${what} filter: use 'a-b', 'n' or 'sale'` });

/** GET /api/sale. */
export const saleQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(MAX_SALE_PAGE).default(1),
  category: z.string().max(80).regex(/^[a-z0-9-]+$/).optional(),
  designer: z.string().max(120).regex(/^[a-z0-9-]+$/).optional(),
  region: z.enum(REGIONS).optional(),
  price: rangeParam('price'),
  discount: rangeParam('discount'),
  sort: z.enum(SALE_SORTS).default(DEFAULT_SALE_SORT),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
});
export type SaleQuery = z.input<typeof saleQuerySchema>;

/** GET /api/admin/products. */
export const adminProductsQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(ADMIN_PAGE_MAX).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
  designer: z.string().max(64).optional(),
  category: z.uuid({ error: 'CATEGORY_INVALID' }).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
  // Moderation: products an admin hid, or only those whose designer asked for a review.
  review: z.enum(ADMIN_PRODUCTS_REVIEW, { error: 'REVIEW_FILTER_INVALID' }).optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

/** PATCH /api/products/:id (admins), POST /api/admin/products/:id/hidden: field rules in product-input.ts. */
export { adminProductHiddenSchema, productPatchSchema } from './product-input';

/** POST /api/admin/products/:id/featured. */
export const adminProductFeaturedSchema = z.strictObject({ featured: z.boolean({ error: 'FEATURED_REQUIRED' }) });
/** What the console's product moves answer: the product as the console lists it. */
export const adminProductResultSchema = z.object({ product: adminProductSchema });
/** GET /api/products/:id/related: up to 8 cards. */
export const relatedProductsSchema = z.object({ items: productPageSchema.shape.items });
/** GET /api/categories. */
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
/** GET /api/designers. */
export const designerListSchema = z.object({ items: z.array(designerSchema) });
export type DesignerList = z.infer<typeof designerListSchema>;
/** GET /api/designers/:slug. */
export const designerSlugParamsSchema = z.object({ slug: z.string().max(120) });

export { featuredOrderInputSchema } from './featured-designers';
export const featuredOrderSchema = z.object({ featuredOrder: z.array(z.string()) });
export type FeaturedOrder = z.infer<typeof featuredOrderSchema>;
