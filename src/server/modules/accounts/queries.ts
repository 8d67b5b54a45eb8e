import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../domain/accounts';
import type { Database } from '../../db/client';
import { profiles, sessions, users, verifications } from '../../db/schema';

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
      shopSuspended: sql<boolean>`${profiles.shopSuspendedAt} is not null`,
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

/**
 * Whether `email` is the confirmed address of account `userId`: the one address a mail may greet
 * by the name that account wrote (a guest's order or a contact form names no account: false).
 */
export async function isConfirmedAddressOf(db: Database, userId: string | null, email: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.verified && row.email.toLowerCase() === email.trim().toLowerCase());
}

/**
 * Voids every password-reset link of an account. better-auth stores one row per link
 * ('reset-password:<token>', value = user id) and deletes only the one that was used, so a second
 * link mailed earlier, or one mailed before a password change, would still set the password.
 */
export async function deleteResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}

/** Deletes the account row; its profile, sessions, cart, favourites and measurements go with it (cascade). */
export async function deleteUserRow(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the text itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Users section: accounts by name or e-mail (and role), newest first, one page. */
export async function searchUsers(db: Database, filter: { q?: string; role?: Role; limit: number; offset: number }) {
  const where: SQL[] = [];
  if (filter.q) where.push(or(ilike(profiles.fullName, likeText(filter.q)), ilike(users.email, likeText(filter.q))) as SQL);
  if (filter.role) where.push(eq(profiles.role, filter.role));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        fullName: profiles.fullName,
        role: profiles.role,
        isApproved: profiles.isApproved,
        suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
        shopSuspended: sql<boolean>`${profiles.shopSuspendedAt} is not null`,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(condition)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type UserRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

/**
 * Locks every admin's profile row (in one order, so two changes never wait on each other in a
 * circle) and answers who they are. A concurrent demotion waits here, then sees the other's result.
 */
export async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'admin')).orderBy(asc(profiles.userId)).for('update');
  return rows.map((r) => r.userId);
}

/** One account for a role change, its profile row locked until the transaction ends (`lock` false: only read). */
export async function lockUserForRoleChange(tx: Database, userId: string, lock = true) {
  const query = tx
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      role: profiles.role,
      isApproved: profiles.isApproved,
      suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
      shopSuspended: sql<boolean>`${profiles.shopSuspendedAt} is not null`,
      createdAt: users.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: profiles }) : await query;
  return row ?? null;
}

export async function setRole(tx: Database, userId: string, role: Role, isApproved: boolean): Promise<void> {
  await tx.update(profiles).set({ role, isApproved, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** Whether an admin suspended the account (sign-in is refused while it is). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: profiles.suspendedAt }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return Boolean(row?.at);
}

/** Suspends the account (a time) or lifts it (null). */
export async function setSuspended(tx: Database, userId: string, at: Date | null): Promise<void> {
  await tx.update(profiles).set({ suspendedAt: at, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** Signs the account out everywhere: every session row goes (the next request of each device is a guest's). */
export async function deleteSessionsOf(tx: Database, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** The designers whose shop an admin suspended. */
export async function suspendedShopIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: profiles.userId }).from(profiles).where(sql`${profiles.shopSuspendedAt} is not null`);
  return rows.map((r) => r.id);
}
