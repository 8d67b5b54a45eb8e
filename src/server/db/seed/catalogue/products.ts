import { REGIONS, ONE_SIZE } from '../../../../domain/catalog/constants';
import { SEED_CATEGORIES } from './categories';
import { composeCare, composeDescription } from './describe';
import { DESIGNER_TRAITS, SEED_DESIGNERS } from './designers';
import { REGION_INFO, regionInfo, type Bi, type RegionInfo } from './places';
import { createPrng, pick, pickWeighted, randInt, shuffled, type Rng } from './prng';
import type { GarmentKind, SeedDesigner, SeedProduct } from './types';
import {
  EDITIONS,
  GARMENT_TYPES,
  KIND_INFO,
  MATERIALS,
  MOTIFS,
  type GarmentType,
  type Material,
  type MaterialId,
  type Motif,
  type SizeScheme,
} from './vocabulary';

/** Default seed: Enkutatash 2024 (11 September). */
export const DEFAULT_CATALOGUE_SEED = 20240911;

/** Share of products per category (sums to 1). */
const CATEGORY_SHARES: Readonly<Record<string, number>> = {
  'habesha-kemis': 0.3,
  'mens-traditional': 0.15,
  'scarves-shawls-netela': 0.12,
  'kids-traditional': 0.1,
  'modern-fusion': 0.1,
  'couple-sets': 0.08,
  'wedding-collection': 0.08,
  'cultural-accessories': 0.07,
};

const SALE_SHARE = 0.22;
const FEATURED_SHARE = 0.12;
const MIN_FEATURED = 8;
const OUT_OF_STOCK_SHARE = 0.06;
const LOW_STOCK_SHARE = 0.08;
const INACTIVE_SHARE = 0.015;
const NEW_ARRIVAL_SHARE = 0.18;
const HOME_REGION_SHARE = 0.6;

const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const;
const MEN_SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const;
const CHILD_SIZES = ['2-4Y', '4-6Y', '6-8Y', '8-10Y', '10-12Y', '12-14Y', '14-16Y'] as const;
const COUPLE_SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;

/** Largest-remainder split of `count` by the shares; every category gets one when count allows. */
function categoryQuotas(count: number): Map<string, number> {
  const slugs = SEED_CATEGORIES.map((c) => c.slug);
  const raw = slugs.map((slug) => count * (CATEGORY_SHARES[slug] ?? 0));
  const quotas = raw.map((r) => Math.floor(r));
  let left = count - quotas.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((r, i) => ({ i, rem: r - Math.floor(r) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    quotas[i] = (quotas[i] ?? 0) + 1;
    left--;
  }
  if (count >= slugs.length) {
    for (let i = 0; i < quotas.length; i++) {
      if ((quotas[i] ?? 0) > 0) continue;
      const largest = quotas.indexOf(Math.max(...quotas));
      quotas[largest] = (quotas[largest] ?? 0) - 1;
      quotas[i] = 1;
    }
  }
  return new Map(slugs.map((slug, i) => [slug, quotas[i] ?? 0]));
}

function contiguousSizes(rng: Rng, all: readonly string[], minLen: number, maxLen: number, maxStart: number): string[] {
  const len = randInt(rng, minLen, Math.min(maxLen, all.length));
  const start = randInt(rng, 0, Math.min(maxStart, all.length - len));
  return all.slice(start, start + len);
}

function sizesFor(rng: Rng, scheme: SizeScheme, kind: GarmentKind): string[] {
  switch (scheme) {
    case 'women':
      return kind === 'wedding-dress' ? contiguousSizes(rng, WOMEN_SIZES, 4, 6, 1) : contiguousSizes(rng, WOMEN_SIZES, 4, 7, 2);
    case 'men':
      return contiguousSizes(rng, MEN_SIZES, 4, 7, 1);
    case 'children':
      return contiguousSizes(rng, CHILD_SIZES, 3, 7, 3);
    case 'couple':
      return contiguousSizes(rng, COUPLE_SIZES, 4, 6, 1);
    case 'one-size':
      return [ONE_SIZE];
  }
}

/** Whole-dollar amount inside the kind's range, nudged by the material, ending in .00, .50 or .99. */
function priceFor(rng: Rng, kind: GarmentKind, material: Material): number {
  const [lo, hi] = KIND_INFO[kind].priceUsd;
  const position = Math.min(0.9999, Math.max(0, ((rng() + rng()) / 2) * material.priceFactor));
  let dollars = Math.floor(lo + position * (hi - lo));
  const ending = pickWeighted(rng, [0, 99, 50], (e) => (e === 0 ? 3 : e === 99 ? 5 : 2));
  if (ending === 0 && dollars >= 100) dollars = Math.max(lo, Math.floor(dollars / 5) * 5);
  return dollars * 100 + ending;
}

/** An "was" price 12-62% above the price, rounded to whole dollars (or .99), always within 10-70% above. */
function originalPriceFor(rng: Rng, price: number): number {
  const markup = 0.12 + rng() * 0.5;
  let original = Math.round((price * (1 + markup)) / 100) * 100;
  if (price % 100 === 99) original -= 1;
  while (original < price * 1.1) original += 100;
  while (original > price * 1.7) original -= 100;
  return original;
}

function stockFor(rng: Rng, kind: GarmentKind): number {
  switch (kind) {
    case 'wedding-dress':
      return randInt(rng, 4, 12);
    case 'couple-set':
      return randInt(rng, 4, 20);
    case 'mens-suit':
      return randInt(rng, 4, 30);
    default:
      return 4 + Math.floor(Math.pow(rng(), 1.6) * 57);
  }
}

function illustrationViews(rng: Rng): number[] {
  const n = pick(rng, [2, 3, 3, 4]);
  const others = shuffled(rng, [1, 2, 3])
    .slice(0, n - 1)
    .sort((a, b) => a - b);
  return [0, ...others];
}

function materialFor(rng: Rng, type: GarmentType): Material {
  const ids: readonly MaterialId[] = type.materials ?? KIND_INFO[type.kind].materials.map((m) => m.id);
  const weights = new Map(KIND_INFO[type.kind].materials.map((m) => [m.id, m.weight]));
  const id = pickWeighted(rng, ids, (i) => weights.get(i) ?? 1);
  return MATERIALS[id];
}

const MOTIF_BY_ID = new Map(MOTIFS.map((m) => [m.id, m]));

function motifFor(rng: Rng, type: GarmentType): Motif {
  return (type.fixedMotif ? MOTIF_BY_ID.get(type.fixedMotif) : undefined) ?? pick(rng, MOTIFS);
}

function composeName(type: GarmentType, place: Bi, motif: Motif, pattern: number): Bi {
  const p = type.motifInName === false ? 1 : pattern;
  if (p === 1) return { en: `${place.en} ${type.name.en}`, am: `${place.am} ${type.name.am}` };
  if (p === 2) return { en: `${motif.name.en} ${type.name.en}`, am: `${motif.name.am} ${type.name.am}` };
  return { en: `${place.en} ${motif.name.en} ${type.name.en}`, am: `${place.am} ${motif.name.am} ${type.name.am}` };
}

function namePattern(rng: Rng): number {
  const r = rng();
  return r < 0.68 ? 0 : r < 0.84 ? 1 : 2;
}

const NAME_ATTEMPTS = 6;

/** Picks place, motif and name; rerolls on a taken name, then appends an edition, then a number. */
function uniqueName(rng: Rng, used: Set<string>, type: GarmentType, region: RegionInfo): { name: Bi; place: Bi; motif: Motif } {
  let place = pick(rng, region.places);
  let motif = motifFor(rng, type);
  let name = composeName(type, place, motif, namePattern(rng));
  for (let attempt = 1; attempt < NAME_ATTEMPTS && used.has(name.en); attempt++) {
    place = pick(rng, region.places);
    motif = motifFor(rng, type);
    name = composeName(type, place, motif, namePattern(rng));
  }
  if (used.has(name.en)) {
    const base = name;
    const start = randInt(rng, 0, EDITIONS.length - 1);
    for (let i = 0; i < EDITIONS.length && used.has(name.en); i++) {
      const edition = EDITIONS[(start + i) % EDITIONS.length] as Bi;
      name = { en: `${base.en} – ${edition.en}`, am: `${base.am} – ${edition.am}` };
    }
    for (let n = 2; used.has(name.en); n++) {
      name = { en: `${base.en} No. ${n}`, am: `${base.am} ቁ. ${n}` };
    }
  }
  used.add(name.en);
  return { name, place, motif };
}

function traitsOf(designer: SeedDesigner) {
  const traits = DESIGNER_TRAITS[designer.key];
  if (!traits) throw new Error(`No traits for designer ${designer.key}`);
  return traits;
}

function designerWeight(designer: SeedDesigner): number {
  return designer.featured ? 1.6 : 1;
}

/** Category per product slot, designers per slot (each designer at least once), region per slot. */
function planSlots(rng: Rng, count: number): { categories: string[]; designers: SeedDesigner[]; regions: string[] } {
  const quotas = categoryQuotas(count);
  const categories = shuffled(
    rng,
    [...quotas].flatMap(([slug, n]) => Array.from({ length: n }, () => slug)),
  );

  const designers: (SeedDesigner | undefined)[] = new Array<SeedDesigner | undefined>(count).fill(undefined);
  if (count >= SEED_DESIGNERS.length) {
    for (const designer of shuffled(rng, SEED_DESIGNERS)) {
      const sells = traitsOf(designer).categories;
      const start = randInt(rng, 0, count - 1);
      let fallback = -1;
      let chosen = -1;
      for (let j = 0; j < count; j++) {
        const idx = (start + j) % count;
        if (designers[idx]) continue;
        if (fallback < 0) fallback = idx;
        if (sells.includes(categories[idx] ?? '')) {
          chosen = idx;
          break;
        }
      }
      const slot = chosen >= 0 ? chosen : fallback;
      if (slot >= 0) designers[slot] = designer;
    }
  }
  const specialists = new Map<string, SeedDesigner[]>();
  for (const c of SEED_CATEGORIES) {
    const list = SEED_DESIGNERS.filter((d) => traitsOf(d).categories.includes(c.slug));
    specialists.set(c.slug, list.length > 0 ? list : [...SEED_DESIGNERS]);
  }
  const resolved = designers.map(
    (d, i) => d ?? pickWeighted(rng, specialists.get(categories[i] ?? '') ?? SEED_DESIGNERS, designerWeight),
  );

  const regions = resolved.map((d) => {
    const home = traitsOf(d).homeRegions;
    if (home.length > 0 && rng() < HOME_REGION_SHARE) return pick(rng, home) as string;
    return pickWeighted(rng, REGION_INFO, (r) => r.weight).name as string;
  });
  // Every region appears at least once: move slots from the most common region.
  if (count >= REGIONS.length) {
    for (const region of REGIONS) {
      if (regions.includes(region)) continue;
      const tally = new Map<string, number>();
      for (const r of regions) tally.set(r, (tally.get(r) ?? 0) + 1);
      const [top] = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
      const start = randInt(rng, 0, count - 1);
      for (let j = 0; j < count; j++) {
        const idx = (start + j) % count;
        if (regions[idx] === top) {
          regions[idx] = region;
          break;
        }
      }
    }
  }
  return { categories, designers: resolved, regions };
}

interface Flags {
  featured: boolean;
  sale: boolean;
  stock: 'normal' | 'low' | 'out';
  active: boolean;
}

function planFlags(rng: Rng, count: number, plan: { categories: string[]; designers: SeedDesigner[]; regions: string[] }): Flags[] {
  const flags: Flags[] = Array.from({ length: count }, () => ({ featured: false, sale: false, stock: 'normal', active: true }));
  const featuredCount = Math.min(count, Math.max(MIN_FEATURED, Math.round(count * FEATURED_SHARE)));
  const saleCount = Math.round(count * SALE_SHARE);
  const order = shuffled(
    rng,
    Array.from({ length: count }, (_, i) => i),
  );
  const featured = order.slice(0, featuredCount);
  const rest = order.slice(featuredCount);
  for (const i of featured) (flags[i] as Flags).featured = true;

  // Some featured products are on sale too (about a quarter, at least 2).
  const featuredOnSale = Math.min(featuredCount, saleCount, Math.max(2, Math.round(featuredCount * 0.25)));
  for (const i of featured.slice(0, featuredOnSale)) (flags[i] as Flags).sale = true;
  for (const i of rest.slice(0, Math.max(0, saleCount - featuredOnSale))) (flags[i] as Flags).sale = true;

  // Stock levels: featured products stay comfortably in stock.
  const stockOrder = shuffled(rng, rest);
  const outCount = Math.round(count * OUT_OF_STOCK_SHARE);
  const lowCount = Math.round(count * LOW_STOCK_SHARE);
  stockOrder.slice(0, outCount).forEach((i) => ((flags[i] as Flags).stock = 'out'));
  stockOrder.slice(outCount, outCount + lowCount).forEach((i) => ((flags[i] as Flags).stock = 'low'));

  // A few drafts (inactive), never featured or on sale, and never the last product of a category,
  // designer or region.
  const tally = new Map<string, number>();
  const bump = (k: string, by: number) => tally.set(k, (tally.get(k) ?? 0) + by);
  for (let i = 0; i < count; i++) {
    bump(`c:${plan.categories[i] ?? ''}`, 1);
    bump(`d:${plan.designers[i]?.key ?? ''}`, 1);
    bump(`r:${plan.regions[i] ?? ''}`, 1);
  }
  let inactiveLeft = Math.round(count * INACTIVE_SHARE);
  for (const i of shuffled(rng, rest)) {
    if (inactiveLeft <= 0) break;
    const f = flags[i] as Flags;
    if (f.sale) continue;
    const keys = [`c:${plan.categories[i] ?? ''}`, `d:${plan.designers[i]?.key ?? ''}`, `r:${plan.regions[i] ?? ''}`];
    if (keys.some((k) => (tally.get(k) ?? 0) <= 1)) continue;
    keys.forEach((k) => bump(k, -1));
    f.active = false;
    inactiveLeft--;
  }
  return flags;
}

/**
 * Builds `count` demo products. Pure and deterministic: the same (count, seed) always gives the same
 * list. At 144 this is the demo shop; at 10,000 it feeds benchmarks (names stay unique by adding an
 * edition or a number when the plain combination is taken).
 */
export function buildProducts(count: number, seed: number = DEFAULT_CATALOGUE_SEED): SeedProduct[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const rng = createPrng(seed);
  const plan = planSlots(rng, count);
  const flags = planFlags(rng, count, plan);
  const usedNames = new Set<string>();
  const keyWidth = Math.max(4, String(count).length);
  const products: SeedProduct[] = [];

  for (let i = 0; i < count; i++) {
    const categorySlug = plan.categories[i] ?? 'habesha-kemis';
    const designer = plan.designers[i] as SeedDesigner;
    const region = regionInfo(plan.regions[i] ?? 'Addis Ababa');
    const f = flags[i] as Flags;

    const types = GARMENT_TYPES[categorySlug] ?? [];
    const type = pickWeighted(rng, types, (t) => t.weight);
    const kind = type.kind;
    const material = materialFor(rng, type);
    const { name, place, motif } = uniqueName(rng, usedNames, type, region);
    const palette = randInt(rng, 0, 11);
    const description = composeDescription(rng, { type, material, motif, place, region, palette });

    const priceMinor = priceFor(rng, kind, material);
    const originalPriceMinor = f.sale ? originalPriceFor(rng, priceMinor) : null;
    const stockQuantity = f.stock === 'out' ? 0 : f.stock === 'low' ? randInt(rng, 1, 3) : stockFor(rng, kind);

    // Drawn where the object literal drew it before, so a seed number still gives the same catalogue.
    const care = composeCare(rng, material);

    products.push({
      key: `p-${String(i + 1).padStart(keyWidth, '0')}`,
      name: name.en,
      nameAm: name.am,
      description: description.en,
      descriptionAm: description.am,
      careInstructions: care.en,
      careInstructionsAm: care.am,
      categorySlug,
      designerKey: designer.key,
      region: region.name,
      priceMinor,
      originalPriceMinor,
      isOnSale: f.sale,
      isFeatured: f.featured,
      isActive: f.active,
      stockQuantity,
      sizes: sizesFor(rng, KIND_INFO[kind].sizing, kind),
      material: material.material,
      materialAm: material.materialAm,
      fulfilment: 'ready',
      productionDays: null,
      illustration: {
        kind,
        seed: randInt(rng, 1, 2_147_483_646),
        palette,
        pattern: randInt(rng, 0, 5),
        views: illustrationViews(rng),
      },
      createdDaysAgo: rng() < NEW_ARRIVAL_SHARE ? randInt(rng, 0, 13) : randInt(rng, 14, 180),
    });
  }
  markMadeToMeasure(products);
  return products;
}

/** Categories whose garments a designer may make to the shopper's measurements. */
const TAILORED_CATEGORIES = new Set(['habesha-kemis', 'wedding-collection']);
/** Days of hand-weaving and sewing, by turn. */
const PRODUCTION_DAYS = [14, 21, 28] as const;

/**
 * Every third kemis or wedding garment of the designers who are not demo logins is made to measure
 * (14, 21 or 28 days), so the demo shop shows what Tibeb is for. Chosen by position, not drawn, so
 * the rest of the catalogue is the same as before; the two demo designers' garments stay ready, as
 * the journeys and tests that sell them expect (a journey makes one of its own made to measure).
 */
function markMadeToMeasure(products: SeedProduct[]): void {
  const demoLogins = new Set(SEED_DESIGNERS.slice(0, 2).map((d) => d.key));
  let turn = 0;
  for (const product of products) {
    if (!TAILORED_CATEGORIES.has(product.categorySlug) || demoLogins.has(product.designerKey)) continue;
    if (turn % 3 === 0) {
      product.fulfilment = 'made_to_measure';
      product.productionDays = PRODUCTION_DAYS[(turn / 3) % PRODUCTION_DAYS.length] ?? 21;
    }
    turn += 1;
  }
}
