/**
 * Demo catalogue content for Tibeb: categories, designers, products and site content.
 * Pure, deterministic data builders: no I/O and no database access.
 */
export type { AboutContent, GarmentKind, SeedCategory, SeedContent, SeedDesigner, SeedProduct } from './types';
export { SEED_CATEGORIES } from './categories';
export { SEED_DESIGNERS } from './designers';
export { SEED_CONTENT } from './content';
export { buildProducts } from './products';
export { createPrng } from './prng';
