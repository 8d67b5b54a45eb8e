import type { ProductStatus, ProductValues } from '@domain/catalog/product-input';
import type { MeasurementKey, SizeCategory } from '@domain/sizing';

/** One photo of a designer's product, as the studio API answers it. */
export interface StudioPhoto {
  id: string;
  url: string;
  thumbUrl: string | null;
  isPrimary: boolean;
  sortOrder: number;
  altText: string | null;
}

/**
 * A product as its designer (or an admin) sees it: the form's fields plus what the server keeps.
 * The status may be 'hidden' here although the form only sends draft or published.
 */
export interface StudioProduct extends Omit<ProductValues, 'status'> {
  id: string;
  status: ProductStatus;
  /** An admin's hide (issue 35): only an admin lifts it; the designer may ask for a review. */
  moderation: { hiddenByAdmin: boolean; reason: string | null; hiddenAt: string | null; reviewRequestedAt: string | null };
  designerId: string;
  categorySlug: string | null;
  photos: StudioPhoto[];
  hasOrders: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/size-charts: the product's own chart, or the category default (productId null). */
export interface StudioChart {
  category: SizeCategory;
  name: string;
  waistDefinition: string | null;
  productId: string | null;
  sizes: { label: string; ranges: Partial<Record<MeasurementKey, [number, number]>> }[];
}
