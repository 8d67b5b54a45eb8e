export interface ProductCard {
  id: string;
  name: string;
  nameAm: string | null;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  isOnSale: boolean;
  isFeatured: boolean;
  discountPercent: number;
  stockQuantity: number;
  /** Made to measure: days to make it; null when it is ready to ship. */
  productionDays: number | null;
  sizes: string[];
  region: string | null;
  imageUrl: string | null;
  thumbUrl: string | null;
  createdAt: string;
  category: { id: string; slug: string; name: string; nameAm: string | null } | null;
  /** The country in English (`country`) and Amharic (`countryAm`), and its code. */
  designer: { id: string; fullName: string; slug: string | null; country: string | null; countryAm?: string | null; countryCode: string | null };
}

export interface ProductDetail extends ProductCard {
  description: string;
  descriptionAm: string | null;
  careInstructions: string | null;
  careInstructionsAm: string | null;
  material: string | null;
  materialAm: string | null;
  designer: ProductCard['designer'] & { city: string | null; cityAm: string | null };
  /** Made to measure: tailored from the shopper's measurements, shipped after `productionDays`. */
  fulfilment: 'ready' | 'made_to_measure';
  productionDays: number | null;
  updatedAt: string;
  images: { id: string; url: string; thumbUrl: string | null; isPrimary: boolean; altText: string | null }[];
}

export interface ProductPage {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  nameAm: string | null;
  description: string | null;
  descriptionAm: string | null;
  imageUrl: string | null;
  productCount: number;
}

export interface Designer {
  id: string;
  fullName: string;
  slug: string | null;
  /** English name (or the stored text of an unknown country), and the Amharic name. */
  country: string;
  countryAm?: string | null;
  countryCode: string | null;
  city: string | null;
  cityAm: string | null;
  avatarUrl: string | null;
  bannerUrl: string | null;
  bio: string | null;
  bioAm: string | null;
  businessName: string | null;
  productCount: number;
  joinedAt: string;
  isFeatured: boolean;
}
