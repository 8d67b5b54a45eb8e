import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users, verifications } from '../../db/schema';

export async function findMe(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      role: profiles.role,
      isApproved: profiles.isApproved,
      country: profiles.country,
      city: profiles.city,
      phone: profiles.phone,
      slug: profiles.slug,
      profileImageUrl: profiles.profileImageUrl,
      preferredLanguage: profiles.preferredLanguage,
      preferredCurrency: profiles.preferredCurrency,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type MeRow = NonNullable<Awaited<ReturnType<typeof findMe>>>;

export async function ensureProfile(db: Database, userId: string, fullName: string) {
  await db.insert(profiles).values({ userId, fullName }).onConflictDoNothing();
}

export async function updateProfile(
  db: Database,
  userId: string,
  patch: Partial<Pick<typeof profiles.$inferInsert, 'fullName' | 'country' | 'city' | 'phone' | 'preferredLanguage' | 'preferredCurrency'>>,
) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ ...patch, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    if (patch.fullName) await tx.update(users).set({ name: patch.fullName, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}


export async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/** The account a password-reset link names (better-auth stores it as `reset-password:<token>`). */
export async function userIdOfResetToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, `reset-password:${token}`)).limit(1);
  return row?.value ?? null;
}

/** Deletes the account row; its profile, sessions, cart, favourites and measurements go with it (cascade). */
export async function deleteUserRow(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
