import { z } from 'zod';

export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  priceMinor: z.number().int(),
  originalPriceMinor: z.number().int().nullable(),
  currency: z.string(),
  isOnSale: z.boolean(),
  isFeatured: z.boolean(),
  discountPercent: z.number().int(),
  stockQuantity: z.number().int(),
  /** Made to measure: days to make it; null when it is ready to ship. */
  productionDays: z.number().int().nullable(),
  sizes: z.array(z.string()),
  region: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  createdAt: z.string(),
  category: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameAm: z.string().nullable() }).nullable(),
  /** The country in English (`country`) and Amharic (`countryAm`), and its code. */
  designer: z.object({ id: z.string(), fullName: z.string(), slug: z.string().nullable(), country: z.string().nullable(), countryAm: z.string().nullable(), countryCode: z.string().nullable() }),
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
  /** Made to measure: tailored from the shopper's measurements, shipped after `productionDays`. */
  fulfilment: z.enum(['ready', 'made_to_measure']),
  productionDays: z.number().int().nullable(),
  updatedAt: z.string(),
  images: z.array(productImageSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
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
});
export type Designer = z.infer<typeof designerSchema>;
