import { and, count, desc, eq, like, ne, or } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../domain/studio';
import type { Database } from '../../db/client';
import { designerApplications, profiles, users } from '../../db/schema';

const applicationColumns = {
  id: designerApplications.id,
  userId: designerApplications.userId,
  status: designerApplications.status,
  displayName: designerApplications.displayName,
  country: designerApplications.country,
  city: designerApplications.city,
  cityAm: designerApplications.cityAm,
  bio: designerApplications.bio,
  bioAm: designerApplications.bioAm,
  categories: designerApplications.categories,
  links: designerApplications.links,
  phone: designerApplications.phone,
  reason: designerApplications.reason,
  createdAt: designerApplications.createdAt,
  reviewedAt: designerApplications.reviewedAt,
};

export async function latestApplicationOf(db: Database, userId: string) {
  const [row] = await db.select(applicationColumns).from(designerApplications).where(eq(designerApplications.userId, userId)).orderBy(desc(designerApplications.createdAt)).limit(1);
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof latestApplicationOf>>>;

export async function applicationById(db: Database, id: string) {
  const [row] = await db.select(applicationColumns).from(designerApplications).where(eq(designerApplications.id, id)).limit(1);
  return row ?? null;
}

export async function insertApplication(db: Database, values: typeof designerApplications.$inferInsert) {
  const [row] = await db.insert(designerApplications).values(values).returning({ id: designerApplications.id });
  return row!.id;
}

export async function listApplications(db: Database, status: ApplicationStatus, limit: number) {
  return db
    .select({ ...applicationColumns, applicantEmail: users.email, applicantName: profiles.fullName, applicantPhoto: profiles.profileImageUrl })
    .from(designerApplications)
    .innerJoin(users, eq(users.id, designerApplications.userId))
    .innerJoin(profiles, eq(profiles.userId, designerApplications.userId))
    .where(eq(designerApplications.status, status))
    .orderBy(desc(designerApplications.createdAt))
    .limit(limit);
}

/** Marks an application reviewed, only if it is still pending (two admins clicking at once: one wins). */
export async function reviewApplication(db: Database, id: string, status: 'approved' | 'rejected' | 'changes_requested', reviewerId: string, reason: string | null): Promise<boolean> {
  const rows = await db
    .update(designerApplications)
    .set({ status, reviewedBy: reviewerId, reviewedAt: new Date(), reason })
    .where(and(eq(designerApplications.id, id), eq(designerApplications.status, 'pending')))
    .returning({ id: designerApplications.id });
  return rows.length === 1;
}

/**
 * The applicant sends an application they were asked to change again: its answers replaced and it
 * is pending once more, on the same row (the admin's message stays for the next review). Only if
 * changes are still asked for (a double submit sends it once).
 */
export async function resubmitApplication(db: Database, id: string, values: Omit<typeof designerApplications.$inferInsert, 'userId' | 'status'>): Promise<boolean> {
  const rows = await db
    .update(designerApplications)
    .set({ ...values, status: 'pending' })
    .where(and(eq(designerApplications.id, id), eq(designerApplications.status, 'changes_requested')))
    .returning({ id: designerApplications.id });
  return rows.length === 1;
}

export async function profileOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      fullName: profiles.fullName,
      country: profiles.country,
      city: profiles.city,
      cityAm: profiles.cityAm,
      bio: profiles.bio,
      bioAm: profiles.bioAm,
      slug: profiles.slug,
      phone: profiles.phone,
      profileImageUrl: profiles.profileImageUrl,
      profileImageKey: profiles.profileImageKey,
      bannerUrl: profiles.bannerUrl,
      bannerKey: profiles.bannerKey,
      preferredLanguage: profiles.preferredLanguage,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db.select({ slug: profiles.slug }).from(profiles).where(or(eq(profiles.slug, base), like(profiles.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug ?? ''));
}

export async function updateProfileFields(db: Database, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  await db.update(profiles).set({ ...values, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function countApplications(db: Database, status: ApplicationStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(designerApplications).where(eq(designerApplications.status, status));
  return row?.n ?? 0;
}

/** The display names of approved designers other than `exceptUserId` (the name rule compares them in designerNameKey form). */
export async function approvedDesignerNames(db: Database, exceptUserId: string): Promise<string[]> {
  const rows = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true), ne(profiles.userId, exceptUserId)));
  return rows.map((r) => r.name ?? '');
}
