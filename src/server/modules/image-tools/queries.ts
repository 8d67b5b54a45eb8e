import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageApiUsage } from '../../db/schema';

/** Today in UTC, as the quota counts days. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Takes one call from the user's quota for the day in a single statement, so two calls at once
 * cannot both take the last one. Answers the count after taking, or null when the quota is spent.
 */
export async function takeQuota(db: Database, userId: string, day: string, quota: number): Promise<number | null> {
  if (quota <= 0) return null;
  const rows = await db
    .insert(imageApiUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [imageApiUsage.userId, imageApiUsage.day],
      set: { count: sql`${imageApiUsage.count} + 1` },
      setWhere: sql`${imageApiUsage.count} < ${quota}`,
    })
    .returning({ count: imageApiUsage.count });
  return rows[0]?.count ?? null;
}

/** Gives a call back when the provider made no picture: a failure is not the designer's to pay for. */
export async function returnQuota(db: Database, userId: string, day: string): Promise<void> {
  await db
    .update(imageApiUsage)
    .set({ count: sql`greatest(${imageApiUsage.count} - 1, 0)` })
    .where(and(eq(imageApiUsage.userId, userId), eq(imageApiUsage.day, day)));
}

export async function usedToday(db: Database, userId: string, day: string): Promise<number> {
  const rows = await db.select({ count: imageApiUsage.count }).from(imageApiUsage).where(and(eq(imageApiUsage.userId, userId), eq(imageApiUsage.day, day))).limit(1);
  return rows[0]?.count ?? 0;
}
