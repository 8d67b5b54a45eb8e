import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, REGIONS } from '../../../../domain/catalog/constants';
import { isCountryCode } from '../../../../domain/orders/countries';
import {
  SEED_CATEGORIES,
  SEED_CONTENT,
  SEED_DESIGNERS,
  buildProducts,
  createPrng,
  type GarmentKind,
  type SeedProduct,
} from './index';

const ETHIOPIC = /[\u1200-\u137F]/;
const WOMEN = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const MEN = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const CHILDREN = ['2-4Y', '4-6Y', '6-8Y', '8-10Y', '10-12Y', '12-14Y', '14-16Y'];

/** Static routes of docs/requirements/shop.md §2. */
const ROUTES = new Set([
  '/', '/products', '/categories', '/designers', '/designers/terms', '/about', '/checkout', '/order-success',
  '/login', '/designer-register', '/designer-dashboard', '/designer/add-product', '/new-arrivals', '/sale',
  '/favorites', '/help', '/shipping', '/returns', '/size-guide', '/contact', '/privacy', '/terms', '/admin', '/profile',
]);

const KINDS_BY_CATEGORY: Record<string, GarmentKind[]> = {
  'habesha-kemis': ['habesha-kemis'],
  'mens-traditional': ['mens-shirt', 'mens-suit'],
  'couple-sets': ['couple-set'],
  'kids-traditional': ['kids-set'],
  'modern-fusion': ['modern-kemis'],
  'scarves-shawls-netela': ['netela'],
  'wedding-collection': ['wedding-dress'],
  'cultural-accessories': ['accessory'],
};

/** Whole-USD price bands per kind from the brief (inclusive). */
const PRICE_USD: Record<GarmentKind, [number, number]> = {
  netela: [25, 70],
  'kids-set': [35, 110],
  'mens-shirt': [60, 180],
  'mens-suit': [140, 320],
  'habesha-kemis': [90, 350],
  'modern-kemis': [90, 350],
  'wedding-dress': [220, 400],
  accessory: [25, 90],
  'couple-set': [180, 400],
};

const demo = buildProducts(144);
const share = (pred: (p: SeedProduct) => boolean, list: SeedProduct[] = demo) => list.filter(pred).length / list.length;

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectStrings(v, out));
  return out;
}

describe('createPrng', () => {
  it('is deterministic and stays in [0, 1)', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const c = createPrng(43);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('buildProducts determinism', () => {
  it('gives the same list for the same count and seed', () => {
    expect(buildProducts(144)).toEqual(demo);
    expect(buildProducts(144, 7)).toEqual(buildProducts(144, 7));
    expect(buildProducts(144, 7)).not.toEqual(demo);
  });

  it('rejects bad counts and handles tiny ones', () => {
    expect(() => buildProducts(-1)).toThrow(RangeError);
    expect(() => buildProducts(1.5)).toThrow(RangeError);
    expect(buildProducts(0)).toEqual([]);
    expect(buildProducts(3)).toHaveLength(3);
  });
});

describe('buildProducts(144): the demo catalogue', () => {
  it('has 144 products with unique stable keys', () => {
    expect(demo).toHaveLength(144);
    expect(new Set(demo.map((p) => p.key)).size).toBe(144);
    expect(demo[0]?.key).toBe('p-0001');
    expect(demo.every((p) => /^p-\d{4}$/.test(p.key))).toBe(true);
  });

  it('covers every category with the intended weighting', () => {
    const slugs = new Set(demo.map((p) => p.categorySlug));
    expect([...slugs].sort()).toEqual([...CATEGORY_SLUGS].sort());
    const of = (slug: string) => share((p) => p.categorySlug === slug);
    expect(of('habesha-kemis')).toBeGreaterThanOrEqual(0.27);
    expect(of('habesha-kemis')).toBeLessThanOrEqual(0.33);
    expect(of('mens-traditional')).toBeGreaterThanOrEqual(0.13);
    expect(of('mens-traditional')).toBeLessThanOrEqual(0.17);
    expect(of('scarves-shawls-netela')).toBeGreaterThanOrEqual(0.1);
    expect(of('scarves-shawls-netela')).toBeLessThanOrEqual(0.14);
    expect(of('kids-traditional')).toBeGreaterThanOrEqual(0.08);
    expect(of('kids-traditional')).toBeLessThanOrEqual(0.12);
  });

  it('uses every region, spelled exactly', () => {
    expect(demo.every((p) => (REGIONS as readonly string[]).includes(p.region))).toBe(true);
    expect(new Set(demo.map((p) => p.region)).size).toBe(REGIONS.length);
  });

  it('gives every designer products, and only known designers', () => {
    const keys = new Set(SEED_DESIGNERS.map((d) => d.key));
    expect(demo.every((p) => keys.has(p.designerKey))).toBe(true);
    expect(new Set(demo.map((p) => p.designerKey)).size).toBe(SEED_DESIGNERS.length);
  });

  it('maps categories to illustration kinds and keeps illustration parameters in range', () => {
    for (const p of demo) {
      expect(KINDS_BY_CATEGORY[p.categorySlug]).toContain(p.illustration.kind);
      const { seed, palette, pattern, views } = p.illustration;
      expect(Number.isInteger(seed) && seed > 0).toBe(true);
      expect(palette >= 0 && palette <= 11 && Number.isInteger(palette)).toBe(true);
      expect(pattern >= 0 && pattern <= 5 && Number.isInteger(pattern)).toBe(true);
      expect(views.length >= 2 && views.length <= 4).toBe(true);
      expect(views[0]).toBe(0);
      expect(new Set(views).size).toBe(views.length);
      expect(views.every((v) => v >= 0 && v <= 3)).toBe(true);
    }
    expect(new Set(demo.map((p) => p.illustration.kind)).size).toBe(9);
  });

  it('prices realistically per kind, in cents ending in 00, 50 or 99', () => {
    for (const p of demo) {
      expect(Number.isInteger(p.priceMinor)).toBe(true);
      expect(p.priceMinor).toBeGreaterThanOrEqual(2500);
      expect(p.priceMinor).toBeLessThanOrEqual(40000);
      expect([0, 50, 99]).toContain(p.priceMinor % 100);
      const [lo, hi] = PRICE_USD[p.illustration.kind];
      expect(p.priceMinor).toBeGreaterThanOrEqual(lo * 100);
      expect(p.priceMinor).toBeLessThanOrEqual(hi * 100);
    }
    const avg = (kind: GarmentKind) => {
      const xs = demo.filter((p) => p.illustration.kind === kind).map((p) => p.priceMinor);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(avg('netela')).toBeLessThan(avg('habesha-kemis'));
    expect(avg('habesha-kemis')).toBeLessThan(avg('wedding-dress'));
  });

  it('puts about 22% on sale, with the original price 10-70% above the price', () => {
    const sale = share((p) => p.isOnSale);
    expect(sale).toBeGreaterThanOrEqual(0.19);
    expect(sale).toBeLessThanOrEqual(0.25);
    for (const p of demo) {
      if (p.isOnSale) {
        expect(p.originalPriceMinor).not.toBeNull();
        const original = p.originalPriceMinor ?? 0;
        expect(Number.isInteger(original)).toBe(true);
        expect(original).toBeGreaterThanOrEqual(p.priceMinor * 1.1);
        expect(original).toBeLessThanOrEqual(p.priceMinor * 1.7);
      } else {
        expect(p.originalPriceMinor).toBeNull();
      }
    }
  });

  it('features about 12% (at least 8), some of them on sale, all in stock and active', () => {
    const featured = demo.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length / demo.length).toBeGreaterThanOrEqual(0.09);
    expect(featured.length / demo.length).toBeLessThanOrEqual(0.15);
    expect(featured.filter((p) => p.isOnSale).length).toBeGreaterThanOrEqual(2);
    expect(featured.every((p) => p.isActive && p.stockQuantity > 3)).toBe(true);
  });

  it('has realistic stock: about 6% sold out, some low stock, all within 0..60', () => {
    expect(demo.every((p) => Number.isInteger(p.stockQuantity) && p.stockQuantity >= 0 && p.stockQuantity <= 60)).toBe(true);
    const out = share((p) => p.stockQuantity === 0);
    expect(out).toBeGreaterThanOrEqual(0.04);
    expect(out).toBeLessThanOrEqual(0.08);
    expect(demo.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 3).length).toBeGreaterThanOrEqual(5);
  });

  it('makes some kemis and wedding garments to measure, none of the demo designers\' and nothing else', () => {
    const tailored = demo.filter((p) => p.fulfilment === 'made_to_measure');
    expect(tailored.length).toBeGreaterThanOrEqual(8);
    for (const p of tailored) {
      expect(['habesha-kemis', 'wedding-collection']).toContain(p.categorySlug);
      expect(['selam-tesfaye', 'hirut-bekele']).not.toContain(p.designerKey);
      expect([14, 21, 28]).toContain(p.productionDays);
    }
    for (const p of demo.filter((x) => x.fulfilment === 'ready')) expect(p.productionDays).toBeNull();
  });

  it('keeps almost everything active', () => {
    expect(share((p) => p.isActive)).toBeGreaterThanOrEqual(0.97);
  });

  it('uses the right size sets for each kind', () => {
    for (const p of demo) {
      const kind = p.illustration.kind;
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      if (kind === 'netela' || kind === 'accessory') expect(p.sizes).toEqual(['One Size']);
      else if (kind === 'kids-set') expect(p.sizes.every((s) => CHILDREN.includes(s))).toBe(true);
      else if (kind === 'mens-shirt' || kind === 'mens-suit') expect(p.sizes.every((s) => MEN.includes(s))).toBe(true);
      else if (kind === 'couple-set') expect(p.sizes.every((s) => MEN.includes(s) && WOMEN.includes(s))).toBe(true);
      else expect(p.sizes.every((s) => WOMEN.includes(s))).toBe(true);
    }
  });

  it('spreads creation dates so new arrivals exist', () => {
    expect(demo.every((p) => Number.isInteger(p.createdDaysAgo) && p.createdDaysAgo >= 0 && p.createdDaysAgo <= 180)).toBe(true);
    expect(demo.filter((p) => p.createdDaysAgo <= 14).length).toBeGreaterThanOrEqual(10);
    expect(demo.filter((p) => p.createdDaysAgo > 90).length).toBeGreaterThanOrEqual(30);
  });

  it('has unique, plausible names and matching bilingual text', () => {
    expect(new Set(demo.map((p) => p.name)).size).toBe(demo.length);
    for (const p of demo) {
      for (const text of [p.nameAm, p.descriptionAm, p.careInstructionsAm, p.materialAm]) expect(text).toMatch(ETHIOPIC);
      for (const text of [p.name, p.description, p.careInstructions, p.material]) expect(text).not.toMatch(ETHIOPIC);
      expect(p.name).not.toMatch(/lorem|product \d|undefined|null/i);
      expect(p.description).not.toMatch(/lorem|undefined|null|\{|\}/i);
      expect(p.descriptionAm).not.toMatch(/undefined|null|\{|\}/);
      // 3-4 sentences, the same number in both languages.
      const en = p.description.split(/(?<=[.!?])\s+/).length;
      const am = (p.descriptionAm.match(/።/g) ?? []).length;
      expect(en).toBeGreaterThanOrEqual(2);
      expect(en).toBeLessThanOrEqual(4);
      expect(am).toBe(en);
      expect(p.careInstructions.length).toBeGreaterThan(20);
      expect(p.material.length).toBeGreaterThan(3);
      // The care text says as much in Amharic: one sentence for each English one.
      expect((p.careInstructionsAm.match(/።/g) ?? []).length).toBe(p.careInstructions.split(/(?<=[.!?])\s+/).length);
      expect(p.careInstructionsAm).not.toMatch(/undefined|null|[A-Za-z]/);
      expect(p.materialAm).not.toMatch(/undefined|null|[A-Za-z]/);
    }
  });
});

describe('description coherence', () => {
  it('never gives menswear women-only occasions or head-covering fits', () => {
    const big = buildProducts(3000, 11);
    const kuta = big.filter((p) => p.name.includes('Kuta Wrap'));
    expect(kuta.length).toBeGreaterThan(5);
    for (const p of kuta) expect(p.description).not.toMatch(/Ashenda|cover the head/);
    for (const p of big.filter((x) => x.illustration.kind === 'mens-shirt' || x.illustration.kind === 'mens-suit')) {
      expect(p.description).not.toMatch(/Ashenda|young women/);
    }
  });

  it('mentions the product region\'s place in both languages', () => {
    for (const p of demo) expect(p.description).toMatch(/inspired by|traditions of|style of|crafts of/);
  });
});

describe('buildProducts(10000): benchmark scale', () => {
  // How long it takes is for `npm run bench` (bench:api seeds 10 000 products), not a test: a timed
  // assertion failed CI on a loaded machine.
  it('builds 10 000 products with names at least 95% unique and invariants intact', () => {
    const big = buildProducts(10_000);
    expect(big).toHaveLength(10_000);
    expect(new Set(big.map((p) => p.key)).size).toBe(10_000);
    expect(new Set(big.map((p) => p.name)).size / big.length).toBeGreaterThanOrEqual(0.95);
    expect(new Set(big.map((p) => p.region)).size).toBe(REGIONS.length);
    expect(new Set(big.map((p) => p.categorySlug)).size).toBe(CATEGORY_SLUGS.length);
    expect(new Set(big.map((p) => p.designerKey)).size).toBe(SEED_DESIGNERS.length);
    expect(big.every((p) => p.priceMinor >= 2500 && p.priceMinor <= 40000)).toBe(true);
    expect(big.every((p) => !p.isOnSale || (p.originalPriceMinor ?? 0) >= p.priceMinor * 1.1)).toBe(true);
    expect(big.every((p) => !p.isOnSale || (p.originalPriceMinor ?? Infinity) <= p.priceMinor * 1.7)).toBe(true);
    const out = share((p) => p.stockQuantity === 0, big);
    expect(out).toBeGreaterThan(0.05);
    expect(out).toBeLessThan(0.07);
  });
});

describe('SEED_CATEGORIES', () => {
  it('holds the eight slugs of docs/requirements/shop.md §3 with bilingual names', () => {
    expect(SEED_CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(new Set(SEED_CATEGORIES.map((c) => c.sortOrder)).size).toBe(8);
    expect(new Set(SEED_CATEGORIES.map((c) => c.illustrationSeed)).size).toBe(8);
    for (const c of SEED_CATEGORIES) {
      expect(c.nameAm).toMatch(ETHIOPIC);
      expect(c.descriptionAm).toMatch(ETHIOPIC);
      expect(c.name).not.toMatch(ETHIOPIC);
      expect(c.description.length).toBeGreaterThan(30);
    }
    expect(SEED_CATEGORIES[0]).toMatchObject({ name: 'Habesha Kemis', nameAm: 'የሀበሻ ቀሚስ' });
  });
});

describe('SEED_DESIGNERS', () => {
  it('has at least 12 designers with unique keys, emails and avatar seeds', () => {
    expect(SEED_DESIGNERS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_DESIGNERS.map((d) => d.key)).size).toBe(SEED_DESIGNERS.length);
    expect(new Set(SEED_DESIGNERS.map((d) => d.email)).size).toBe(SEED_DESIGNERS.length);
    expect(new Set(SEED_DESIGNERS.map((d) => d.avatarSeed)).size).toBe(SEED_DESIGNERS.length);
    for (const d of SEED_DESIGNERS) {
      expect(d.key).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(d.email).toMatch(/^[a-z.]+@designers\.tibeb\.example$/);
      expect(d.bioAm).toMatch(ETHIOPIC);
      expect(d.bio).not.toMatch(ETHIOPIC);
      expect(d.cityAm).toMatch(ETHIOPIC);
      expect(d.city).not.toMatch(ETHIOPIC);
      expect(isCountryCode(d.country)).toBe(true);
      expect(d.joinedDaysAgo).toBeGreaterThanOrEqual(30);
      expect(d.joinedDaysAgo).toBeLessThanOrEqual(700);
      expect(d.fullName.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(d.businessName.length).toBeGreaterThan(3);
    }
  });

  it('features at least 5 designers with display orders 0..n-1', () => {
    const featured = SEED_DESIGNERS.filter((d) => d.featured);
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.map((d) => d.displayOrder).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(featured.map((_, i) => i));
    expect(SEED_DESIGNERS.filter((d) => !d.featured).every((d) => d.displayOrder === null)).toBe(true);
  });

  it('includes designers in the diaspora', () => {
    expect(SEED_DESIGNERS.filter((d) => d.country !== 'ET').length).toBeGreaterThanOrEqual(4);
    expect(SEED_DESIGNERS.filter((d) => d.country === 'ET').length).toBeGreaterThan(SEED_DESIGNERS.length / 2);
  });
});

describe('SEED_CONTENT', () => {
  it('has five internal menu items in order', () => {
    expect(SEED_CONTENT.menuItems).toHaveLength(5);
    expect(SEED_CONTENT.menuItems.map((m) => m.url)).toEqual(['/products', '/categories', '/designers', '/sale', '/about']);
    expect(SEED_CONTENT.menuItems.map((m) => m.displayOrder)).toEqual([0, 1, 2, 3, 4]);
    expect(SEED_CONTENT.menuItems.every((m) => !m.isExternal && ETHIOPIC.test(m.titleAm))).toBe(true);
  });

  it('has footer links only to routes of docs/requirements/shop.md §2', () => {
    const links = SEED_CONTENT.footerLinks;
    expect(links.every((l) => ROUTES.has(l.url))).toBe(true);
    expect(links.every((l) => ETHIOPIC.test(l.labelAm))).toBe(true);
    expect(links.filter((l) => l.category === 'quick-links').map((l) => l.url)).toEqual([
      '/products', '/new-arrivals', '/sale', '/designers', '/designer-register',
    ]);
    expect(links.filter((l) => l.category === 'support').map((l) => l.url)).toEqual([
      '/help', '/shipping', '/returns', '/size-guide', '/contact',
    ]);
  });

  it('keeps the spec defaults for the products page and links the hero to /products', () => {
    expect(SEED_CONTENT.products.en.hero).toEqual({
      title: 'Our Products',
      subtitle: 'Discover authentic Ethiopian traditional clothing from talented designers',
    });
    expect(SEED_CONTENT.homepage.heroCtaLink).toBe('/products');
    expect(SEED_CONTENT.site.heroCtaLink).toBe('/products');
    expect(SEED_CONTENT.site.maintenanceMode).toBe(false);
  });

  it('has Amharic in every Amharic field and none in the English ones', () => {
    for (const s of collectStrings(SEED_CONTENT.about.am)) expect(s).toMatch(ETHIOPIC);
    for (const s of collectStrings(SEED_CONTENT.products.am)) expect(s).toMatch(ETHIOPIC);
    for (const s of collectStrings(SEED_CONTENT.about.en)) expect(s).not.toMatch(ETHIOPIC);
    const h = SEED_CONTENT.homepage;
    for (const s of [h.heroTitleAm, h.heroSubtitleAm, h.heroCtaTextAm, h.featuredSectionTitleAm, h.featuredSectionSubtitleAm]) {
      expect(s).toMatch(ETHIOPIC);
    }
    expect(SEED_CONTENT.about.en.story.paragraphs.length).toBe(SEED_CONTENT.about.am.story.paragraphs.length);
  });
});
