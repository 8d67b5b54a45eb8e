import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { isSeeded } from './state';
import { CURRENCIES } from '../../../domain/money';
import type { Auth } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import type { Database } from '../client';
import {
  categories,
  exchangeRates,
  featuredDesigners,
  footerLinks,
  homepageSettings,
  menuItems,
  pageContent,
  productImages,
  products,
  profiles,
  siteSettings,
  sizeCharts,
  users,
  searchSynonymGroups,
  searchSynonymKeys,
} from '../schema';
import type { SizeChartEntry } from '../schema/catalog';
import { DEFAULT_SIZE_CHARTS } from '../../../domain/sizing/default-size-charts';
import { buildProducts, SEED_CATEGORIES, SEED_CONTENT, SEED_DESIGNERS, type SeedProduct } from './catalogue';
import { drawAvatar, drawCategoryImage, drawGarment, drawHeroBanner, PALETTES, renderWebp, type IllustrationSpec, type Palette } from './illustrator';
import { checkSynonymGroup, productSearchColumns, SEED_SYNONYMS } from '../../../domain/search';
import { seedDemoReviews, type DemoReviewProduct } from './demo-reviews';
import { defaultWeightGrams } from '../../../domain/shipping/defaults';

export interface DemoAccount {
  role: 'admin' | 'designer' | 'customer';
  email: string;
  password: string;
  fullName: string;
}

export interface SeedOptions {
  db: Database;
  auth: Auth;
  storage: Storage;
  productCount: number;
  /** Fixed, documented demo passwords outside production; random ones in production. */
  demoPasswords: 'fixed' | 'random';
  /** 'full' renders every image; 'none' stores no files (fast API tests). */
  images?: 'full' | 'none';
  log?: (message: string) => void;
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  accounts: DemoAccount[];
  products: number;
  images: number;
  ms: number;
}

const FIXED_PASSWORDS = {
  admin: 'Tibeb-Admin-2026!',
  designer: 'Tibeb-Designer-2026!',
  customer: 'Tibeb-Shopper-2026!',
} as const;

/** Large catalogues reuse a pool of image sets: 10 000 distinct renders would take an hour for no gain. */
const DISTINCT_DRAWINGS = 240;
const DAY_MS = 86_400_000;

function randomPassword(): string {
  // Meets every password rule: upper, lower, digit, special.
  return `Tb-${randomBytes(9).toString('base64url')}7a!`;
}

async function ensureAccount(opts: SeedOptions, email: string, fullName: string, password: string): Promise<string> {
  const [existing] = await opts.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing.id;
  const result = await opts.auth.api.signUpEmail({ body: { email, password, name: fullName } });
  await opts.db.insert(profiles).values({ userId: result.user.id, fullName }).onConflictDoNothing();
  // Demo accounts stand for people who confirmed their address long ago.
  await opts.db.update(users).set({ emailVerified: true }).where(eq(users.id, result.user.id));
  return result.user.id;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Seeds the demo shop on an empty database. Files are written first (idempotent by key),
 * accounts are created if missing, then every catalogue row goes in one transaction, so a
 * crash leaves either nothing or everything, and running again finishes the job.
 */
export async function seedDatabase(opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  if (await isSeeded(opts.db)) return { seeded: false, accounts: [], products: 0, images: 0, ms: 0 };

  const renderImages = (opts.images ?? 'full') === 'full';
  const seedProducts = buildProducts(opts.productCount);
  let imageCount = 0;

  const put = async (key: string, svg: () => string, width: number, quality?: number) => {
    if (!renderImages) return opts.storage.publicUrl(key);
    if (!(await opts.storage.exists(key))) {
      await opts.storage.put(key, await renderWebp(svg(), { width, quality }), 'image/webp');
      imageCount += 1;
    }
    return opts.storage.publicUrl(key);
  };

  // Images: products (full size and thumbnail), categories, avatars, hero.
  log(`Drawing images for ${seedProducts.length} products...`);
  // Large catalogues reuse the image sets of the first DISTINCT_DRAWINGS products.
  const drawn = seedProducts.slice(0, DISTINCT_DRAWINGS);
  const drawnUrls = await mapLimit(drawn, 3, async (p) =>
    Promise.all(
      p.illustration.views.map(async (view) => {
        const spec: IllustrationSpec = { kind: p.illustration.kind, seed: p.illustration.seed, pattern: p.illustration.pattern, view, palette: paletteFor(p) };
        const base = `products/${spec.kind}-${spec.seed}-p${p.illustration.palette}-t${p.illustration.pattern}-v${view}`;
        const svg = () => drawGarment(spec);
        const [url, thumbUrl] = await Promise.all([put(`${base}.webp`, svg, 800, 80), put(`${base}-sm.webp`, svg, 400, 74)]);
        return { url, thumbUrl };
      }),
    ),
  );
  const productImageUrls = seedProducts.map((_, i) => drawnUrls[i % drawnUrls.length] ?? []);
  const categoryImages = await Promise.all(SEED_CATEGORIES.map((c) => put(`categories/${c.slug}.webp`, () => drawCategoryImage(c.slug, c.illustrationSeed), 800, 80)));
  const avatarUrls = await mapLimit(SEED_DESIGNERS, 3, (d) => put(`avatars/${d.key}.webp`, () => drawAvatar(d.fullName, d.avatarSeed, d.presentation), 400, 80));
  const heroUrl = await put('site/hero.webp', () => drawHeroBanner(7), 1600, 80);

  // Accounts.
  log('Creating accounts...');
  const password = (role: DemoAccount['role']) => (opts.demoPasswords === 'fixed' ? FIXED_PASSWORDS[role] : randomPassword());
  const accountsOut: DemoAccount[] = [];
  const adminPw = password('admin');
  const adminId = await ensureAccount(opts, 'admin@tibeb.example', 'Tibeb Admin', adminPw);
  accountsOut.push({ role: 'admin', email: 'admin@tibeb.example', password: adminPw, fullName: 'Tibeb Admin' });
  const customerPw = password('customer');
  const customerId = await ensureAccount(opts, 'customer@tibeb.example', 'Hana Bekele', customerPw);
  accountsOut.push({ role: 'customer', email: 'customer@tibeb.example', password: customerPw, fullName: 'Hana Bekele' });
  const designerIds = new Map<string, string>();
  for (const [i, d] of SEED_DESIGNERS.entries()) {
    // The first two designers are demo logins; the others get passwords nobody knows.
    const pw = i < 2 ? password('designer') : randomPassword();
    designerIds.set(d.key, await ensureAccount(opts, d.email, d.fullName, pw));
    if (i < 2) accountsOut.push({ role: 'designer', email: d.email, password: pw, fullName: d.fullName });
  }

  log('Writing the catalogue...');
  let reviewCount = 0;
  await opts.db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: 'admin', isApproved: true, country: 'ET' }).where(eq(profiles.userId, adminId));
    await tx.update(profiles).set({ country: 'ET', city: 'Addis Ababa', cityAm: 'አዲስ አበባ' }).where(eq(profiles.userId, customerId));
    for (const [i, d] of SEED_DESIGNERS.entries()) {
      const id = designerIds.get(d.key);
      if (!id) continue;
      const joined = new Date(now.getTime() - d.joinedDaysAgo * DAY_MS);
      await tx
        .update(profiles)
        .set({
          role: 'designer',
          isApproved: true,
          slug: d.key,
          country: d.country,
          city: d.city,
          cityAm: d.cityAm,
          bio: d.bio,
          bioAm: d.bioAm,
          businessName: d.businessName,
          profileImageUrl: avatarUrls[i] ?? null,
          createdAt: joined,
        })
        .where(eq(profiles.userId, id));
    }
    const featured = SEED_DESIGNERS.filter((d) => d.featured).sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
    if (featured.length) {
      await tx.insert(featuredDesigners).values(
        featured.map((d, i) => ({ designerId: designerIds.get(d.key) as string, isActive: true, displayOrder: d.displayOrder ?? i })),
      );
    }

    const insertedCategories = await tx
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          nameAm: c.nameAm,
          description: c.description,
          descriptionAm: c.descriptionAm,
          sortOrder: c.sortOrder,
          imageUrl: categoryImages[i] ?? null,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.id]));

    // The search's starting synonyms (kemis = ቀሚስ = dress …), which admins edit in the console.
    for (const seeded of SEED_SYNONYMS) {
      const group = checkSynonymGroup(seeded.words);
      if ('problem' in group) throw new Error(`seed synonym group ${seeded.words.join(' = ')}: ${group.problem}`);
      const categoryId = seeded.categorySlug ? categoryIds.get(seeded.categorySlug) : null;
      if (categoryId === undefined) throw new Error(`seed synonym group ${seeded.words.join(' = ')}: no category ${seeded.categorySlug}`);
      const [row] = await tx.insert(searchSynonymGroups).values({ words: group.words, categoryId }).returning({ id: searchSynonymGroups.id });
      await tx.insert(searchSynonymKeys).values(group.keys.map((key) => ({ key, groupId: row!.id })));
    }

    // Batches keep each statement's parameter count well under Postgres' limit.
    const BATCH = 500;
    const inserted: { id: string; index: number }[] = [];
    for (let start = 0; start < seedProducts.length; start += BATCH) {
      const batch = seedProducts.slice(start, start + BATCH);
      const rows = await tx
        .insert(products)
        .values(
          batch.map((p, j) => {
            const created = new Date(now.getTime() - p.createdDaysAgo * DAY_MS - (start + j) * 60_000);
            return {
              name: p.name,
              nameAm: p.nameAm,
              description: p.description,
              descriptionAm: p.descriptionAm,
              careInstructions: p.careInstructions,
              careInstructionsAm: p.careInstructionsAm,
              priceMinor: p.priceMinor,
              originalPriceMinor: p.originalPriceMinor,
              currency: 'USD' as const,
              isOnSale: p.isOnSale,
              status: p.isActive ? ('published' as const) : ('hidden' as const),
              isFeatured: p.isFeatured,
              region: p.region,
              stockQuantity: p.stockQuantity,
              sizes: p.sizes,
              material: p.material,
              materialAm: p.materialAm,
              fulfilment: p.fulfilment,
              productionDays: p.productionDays,
              designerId: designerIds.get(p.designerKey) as string,
              categoryId: categoryIds.get(p.categorySlug) ?? null,
              shippingWeightGrams: defaultWeightGrams(p.categorySlug),
              primaryImageUrl: productImageUrls[start + j]?.[0]?.url ?? null,
              createdAt: created,
              updatedAt: created,
              ...productSearchColumns(p),
            };
          }),
        )
        .returning({ id: products.id });
      rows.forEach((row, j) => inserted.push({ id: row.id, index: start + j }));
      const imageRows = rows.flatMap((row, j) =>
        (productImageUrls[start + j] ?? []).map((img, k) => ({
          productId: row.id,
          publicUrl: img.url,
          thumbUrl: img.thumbUrl,
          storagePath: img.url.replace(/^\/storage\//, ''),
          isPrimary: k === 0,
          sortOrder: k,
          altText: `${batch[j]?.name ?? 'Product'} (${k + 1})`,
        })),
      );
      if (imageRows.length) await tx.insert(productImages).values(imageRows);
    }

    // Demo reviews on published pieces of designers without a demo login (their dashboards stay as the journeys expect).
    const demoLogins = new Set(SEED_DESIGNERS.slice(0, 2).map((d) => d.key));
    const reviewable: DemoReviewProduct[] = [];
    for (const { id, index } of inserted) {
      const p = seedProducts[index]!;
      const designer = SEED_DESIGNERS.find((d) => d.key === p.designerKey);
      if (!p.isActive || demoLogins.has(p.designerKey) || !designer || reviewable.length >= 4) continue;
      const drawings = productImageUrls[index] ?? [];
      reviewable.push({ id, name: p.name, designerId: designerIds.get(p.designerKey) as string, designerName: designer.fullName, priceMinor: p.priceMinor, sizes: p.sizes, imageUrl: drawings[0]?.url ?? null, drawings });
    }
    reviewCount = await seedDemoReviews(tx, reviewable, now);

    const c = SEED_CONTENT;
    await tx.insert(pageContent).values([
      { pageSlug: 'about', locale: 'en', content: c.about.en as unknown as Record<string, unknown> },
      { pageSlug: 'about', locale: 'am-ET', content: c.about.am as unknown as Record<string, unknown> },
      { pageSlug: 'products', locale: 'en', content: c.products.en as unknown as Record<string, unknown> },
      { pageSlug: 'products', locale: 'am-ET', content: c.products.am as unknown as Record<string, unknown> },
    ]);
    await tx.insert(homepageSettings).values({ id: 1, ...c.homepage, heroImageUrl: heroUrl });
    await tx.insert(siteSettings).values({ id: 1, ...c.site });
    await tx.insert(menuItems).values(c.menuItems.map((m) => ({ ...m, isActive: true })));
    await tx.insert(footerLinks).values(c.footerLinks.map((f) => ({ ...f, isActive: true })));
    await tx
      .insert(exchangeRates)
      .values(Object.values(CURRENCIES).map((cur) => ({ currencyCode: cur.code, rate: cur.fallbackRate, apiStatus: 'fallback', updatedAt: now })))
      .onConflictDoNothing();
    // The default size chart of each category is data a shop can change; the engine reads it.
    await tx
      .insert(sizeCharts)
      .values(
        Object.values(DEFAULT_SIZE_CHARTS).map((chart) => ({
          category: chart.category,
          name: chart.name,
          waistDefinition: chart.waistDefinition,
          sizes: chart.sizes.map((size) => ({ label: size.label, ranges: size.ranges as SizeChartEntry['ranges'] })),
        })),
      )
      .onConflictDoNothing();
  });

  // Fresh statistics and a visibility map, so the planner picks the indexes and counts are index-only.
  await opts.db.execute(sql`vacuum analyze`);
  const ms = Math.round(performance.now() - started);
  log(`Seeded ${seedProducts.length} products, ${SEED_DESIGNERS.length} designers, ${reviewCount} reviews, ${imageCount} new images in ${(ms / 1000).toFixed(1)} s.`);
  return { seeded: true, accounts: accountsOut, products: seedProducts.length, images: imageCount, ms };
}

function paletteFor(p: SeedProduct): Palette | undefined {
  return PALETTES[p.illustration.palette % PALETTES.length];
}

/** Ids of the seeded designers, for tests that need an owner. */
export async function seededDesignerIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: profiles.userId }).from(profiles).where(inArray(profiles.role, ['designer']));
  return rows.map((r) => r.id);
}
