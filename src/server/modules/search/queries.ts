import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, profiles } from '../../db/schema';

/** The designers and categories a search matches by name (directory.ts keeps them between searches). */
export interface Directory {
  /** Approved designers whose shop is open; `slug` null for one without a profile page (still a listing filter). */
  designers: { id: string; slug: string | null; fullName: string; avatarUrl: string | null; country: string | null }[];
  categories: { id: string; slug: string; name: string; nameAm: string | null }[];
}

/** Every approved, unsuspended designer and every category, alphabetically and in the shop's order. */
export async function loadDirectory(db: Database): Promise<Directory> {
  // One after the other: PGlite serves one statement at a time anyway, and this runs once a minute at most.
  const designers = await db
    .select({ id: profiles.userId, slug: profiles.slug, fullName: profiles.fullName, avatarUrl: profiles.profileImageUrl, country: profiles.country })
    .from(profiles)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true), isNull(profiles.shopSuspendedAt)))
    .orderBy(asc(profiles.fullName));
  const cats = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, nameAm: categories.nameAm })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return { designers, categories: cats };
}

/** A product name holding a word with this key, to spell a "did you mean" as shoppers read it. */
export async function nameWithKey(db: Database, key: string): Promise<{ name: string; nameAm: string | null } | null> {
  const [row] = await db
    .select({ name: products.name, nameAm: products.nameAm })
    .from(products)
    .where(and(eq(products.isActive, true), sql`${products.searchKeys} @> array[${key}]::text[]`))
    .limit(1);
  return row ?? null;
}
