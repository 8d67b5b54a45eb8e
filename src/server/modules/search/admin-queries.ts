import { asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, searchMisses, searchSynonymGroups, searchSynonymKeys } from '../../db/schema';

/*
 * The search feature's writes and the console's reads: re-keying products, the missed searches and
 * the synonym groups. The shopper's search reads are in queries.ts and vocabulary.ts.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface ProductTexts {
  id: string;
  name: string;
  nameAm: string | null;
  region: string | null;
  description: string | null;
  descriptionAm: string | null;
}

/** Up to `limit` products whose keys were written by an older folding table. */
export function productsWithStaleKeys(db: Database, version: number, limit: number): Promise<ProductTexts[]> {
  return db
    .select({ id: products.id, name: products.name, nameAm: products.nameAm, region: products.region, description: products.description, descriptionAm: products.descriptionAm })
    .from(products)
    .where(lt(products.searchKeysVersion, version))
    .limit(limit);
}

export async function setProductSearchColumns(db: Database, rows: readonly { id: string; columns: Partial<typeof products.$inferInsert> }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows) await tx.update(products).set(row.columns).where(eq(products.id, row.id));
  });
}

/** Counts one more miss of a folded query on a day (the latest spelling is kept to show). */
export async function countMiss(db: Database, miss: { key: string; query: string; day: string }): Promise<void> {
  await db
    .insert(searchMisses)
    .values({ ...miss, count: 1 })
    .onConflictDoUpdate({ target: [searchMisses.key, searchMisses.day], set: { count: sql`${searchMisses.count} + 1`, query: miss.query } });
}

/** Missed queries since a day, most frequent first, each with its latest spelling. */
export async function missesSince(db: Database, since: string, limit: number) {
  const rows = await db
    .select({
      query: sql<string>`(array_agg(${searchMisses.query} order by ${searchMisses.day} desc))[1]`,
      count: sql<number>`sum(${searchMisses.count})::int`,
      lastDay: sql<string>`max(${searchMisses.day})::text`,
    })
    .from(searchMisses)
    .where(gte(searchMisses.day, since))
    .groupBy(searchMisses.key)
    .orderBy(sql`sum(${searchMisses.count}) desc`, sql`max(${searchMisses.day}) desc`)
    .limit(limit);
  return rows.map((r) => ({ query: r.query, count: Number(r.count), lastDay: r.lastDay }));
}

const groupColumns = { id: searchSynonymGroups.id, words: searchSynonymGroups.words, categoryId: searchSynonymGroups.categoryId };

export function synonymGroups(db: Executor) {
  return db.select(groupColumns).from(searchSynonymGroups).orderBy(asc(searchSynonymGroups.createdAt), asc(searchSynonymGroups.id));
}

export async function synonymGroupById(db: Executor, id: string): Promise<{ id: string; words: string[]; categoryId: string | null } | null> {
  const [row] = await db.select(groupColumns).from(searchSynonymGroups).where(eq(searchSynonymGroups.id, id));
  return row ?? null;
}

export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Replaces a group's words and scope; false when there is no such group. Its keys are dropped, to be written again. */
export async function replaceSynonymGroup(tx: Executor, id: string, group: { words: string[]; categoryId: string | null }): Promise<boolean> {
  const updated = await tx
    .update(searchSynonymGroups)
    .set({ ...group, updatedAt: new Date() })
    .where(eq(searchSynonymGroups.id, id))
    .returning({ id: searchSynonymGroups.id });
  if (updated.length === 0) return false;
  await tx.delete(searchSynonymKeys).where(eq(searchSynonymKeys.groupId, id));
  return true;
}

export async function insertSynonymGroup(tx: Executor, group: { words: string[]; categoryId: string | null }): Promise<string> {
  const [row] = await tx.insert(searchSynonymGroups).values(group).returning({ id: searchSynonymGroups.id });
  return row!.id;
}

/** Which of these keys already belong to a group. */
export async function takenSynonymKeys(tx: Executor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ key: searchSynonymKeys.key })
    .from(searchSynonymKeys)
    .where(sql`${searchSynonymKeys.key} = any(${sql`array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`})`);
  return rows.map((r) => r.key);
}

export async function insertSynonymKeys(tx: Executor, groupId: string, keys: readonly string[]): Promise<void> {
  await tx.insert(searchSynonymKeys).values(keys.map((key) => ({ key, groupId })));
}

/** Deletes a group (its keys go with it); what it was, or null when there was none. */
export async function deleteSynonymGroup(tx: Executor, id: string): Promise<{ words: string[]; categoryId: string | null } | null> {
  const [row] = await tx.delete(searchSynonymGroups).where(eq(searchSynonymGroups.id, id)).returning({ words: searchSynonymGroups.words, categoryId: searchSynonymGroups.categoryId });
  return row ?? null;
}
