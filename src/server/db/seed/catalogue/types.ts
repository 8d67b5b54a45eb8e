/** Public shapes of the demo catalogue (see index.ts). Pure data: no I/O, no database types. */

export interface SeedCategory {
  slug: string;
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  sortOrder: number;
  illustrationSeed: number;
}

export interface SeedDesigner {
  /** Stable, also the URL slug, e.g. 'selam-tesfaye'. */
  key: string;
  fullName: string;
  email: string;
  /** ISO 3166-1 alpha-2, as the studio stores it. */
  country: string;
  city: string;
  cityAm: string;
  bio: string;
  bioAm: string;
  businessName: string;
  featured: boolean;
  /** 0..n for featured designers, null otherwise. */
  displayOrder: number | null;
  avatarSeed: number;
  /** How the drawn avatar presents, so a portrait matches the name. */
  presentation: 'feminine' | 'masculine';
  /** 30..700 */
  joinedDaysAgo: number;
}

/** The drawing the seed makes for a product; the illustrator defines the kinds. */
export type { GarmentKind } from '../illustrator';
import type { GarmentKind } from '../illustrator';

export interface SeedProduct {
  /** Stable unique key, e.g. 'p-0001'. */
  key: string;
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  careInstructions: string;
  careInstructionsAm: string;
  categorySlug: string;
  designerKey: string;
  /** One of the 12 regions of docs/requirements/shop.md §3. */
  region: string;
  /** USD cents. */
  priceMinor: number;
  /** Only for sale items: 10-70% above the price. */
  originalPriceMinor: number | null;
  isOnSale: boolean;
  isFeatured: boolean;
  isActive: boolean;
  stockQuantity: number;
  sizes: string[];
  material: string;
  materialAm: string;
  /** Made to the shopper's measurements (with days of making), or ready to ship. */
  fulfilment: 'ready' | 'made_to_measure';
  productionDays: number | null;
  illustration: {
    kind: GarmentKind;
    seed: number;
    /** 0..11 */
    palette: number;
    /** 0..5 */
    pattern: number;
    /** 2-4 distinct values from 0..3, starting with 0. */
    views: number[];
  };
  /** 0..180 */
  createdDaysAgo: number;
}

export interface AboutContent {
  hero: { badge: string; title: string; subtitle: string };
  mission: { title: string; description: string };
  story: { title: string; paragraphs: string[] };
  cta: { title: string; subtitle: string };
}

export interface ProductsPageContent {
  hero: { title: string; subtitle: string };
}

export interface SeedContent {
  about: { en: AboutContent; am: AboutContent };
  products: { en: ProductsPageContent; am: ProductsPageContent };
  homepage: {
    heroTitle: string;
    heroTitleAm: string;
    heroSubtitle: string;
    heroSubtitleAm: string;
    heroCtaText: string;
    heroCtaTextAm: string;
    heroCtaLink: '/products';
    featuredSectionTitle: string;
    featuredSectionTitleAm: string;
    featuredSectionSubtitle: string;
    featuredSectionSubtitleAm: string;
  };
  site: {
    maintenanceMode: false;
    maintenanceTitle: string;
    maintenanceMessage: string;
    maintenanceTitleAm: string;
    maintenanceMessageAm: string;
    heroTitle: string | null;
    heroSubtitle: string | null;
    heroCtaLink: string;
  };
  menuItems: { title: string; titleAm: string; url: string; isExternal: boolean; displayOrder: number }[];
  footerLinks: {
    category: 'quick-links' | 'support';
    label: string;
    labelAm: string;
    url: string;
    displayOrder: number;
  }[];
}
