import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { categories } from '../schema';

/** A database with categories has been seeded (or filled by real use); seeding never touches it again. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}
