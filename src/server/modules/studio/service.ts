import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { designerNameKey, type ApplicationStatus, type DesignerApplicationInput, type DesignerProfileInput } from '../../../domain/studio';
import type { DesignerApplication } from '../../../domain/studio/api';
import { isUuid } from '../../../domain/ids';
import { defaultPriceCurrency } from '../../../domain/catalog/product-input';
import { countryCodeOf } from '../../../domain/orders/countries';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import type { CleanImage } from '../../plugins/uploads';
import { mailGreetingName } from '../../../domain/security';
import { isConfirmedAddressOf } from '../accounts';
import { emailWanted, notify } from '../notifications';
import { applicationMail } from './mails';
import * as q from './queries';

export interface StudioConfig {
  publicUrl: string;
}

const toView = (r: q.ApplicationRow): DesignerApplication => ({
  id: r.id,
  status: r.status,
  displayName: r.displayName,
  country: r.country,
  city: r.city,
  cityAm: r.cityAm,
  bio: r.bio,
  bioAm: r.bioAm,
  categories: r.categories,
  links: r.links,
  phone: r.phone,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

const applicationNotFound = () => notFound('APPLICATION_NOT_FOUND', 'Application not found.');

/** A readable, unique handle for /designers/{slug} from a display name; Ethiopic names get a short id. */
export function slugBase(displayName: string): string {
  const latin = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return latin.length >= 3 ? latin : `designer-${randomUUID().slice(0, 6)}`;
}

type Picture = 'photo' | 'banner';

/**
 * Becoming a designer and the designer's public profile. Applications and reviews are the
 * studio's own; the products belong to the catalogue (catalog/designer-products.ts).
 */
export interface StudioServiceDeps extends StudioConfig {
  db: Database;
  audit: FastifyInstance['audit'];
  events: FastifyInstance['events'];
  mailer: FastifyInstance['mailer'];
  log: FastifyInstance['log'];
  securityEvents: FastifyInstance['securityEvents'];
  storage: FastifyInstance['storage'];
  imageVariants: FastifyInstance['imageVariants'];
}

export function createStudioService(deps: StudioServiceDeps) {
  const { db, publicUrl } = deps;
  const config = { publicUrl };
  async function uniqueSlug(displayName: string, executor: Database = db): Promise<string> {
    const base = slugBase(displayName);
    const taken = await q.slugsLike(executor, base);
    if (!taken.has(base)) return base;
    for (let i = 2; ; i += 1) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  /** Refuses a name an approved designer (other than `userId`) already shows: see designerNameKey. */
  async function assertNameFree(displayName: string, userId: string, executor: Database = db) {
    const key = designerNameKey(displayName);
    const taken = (await q.approvedDesignerNames(executor, userId)).some((name) => designerNameKey(name) === key);
    if (taken) throw conflict('DESIGNER_NAME_TAKEN', 'A designer on Tibeb already uses this name. Please choose another, for example with your studio’s name.');
  }

  async function profileView(userId: string) {
    const p = await q.profileOf(db, userId);
    if (!p) throw notFound('PROFILE_NOT_FOUND', 'Profile not found.');
    return { displayName: p.fullName, country: p.country ?? '', city: p.city ?? '', cityAm: p.cityAm, bio: p.bio ?? '', bioAm: p.bioAm, profileImageUrl: p.profileImageUrl, bannerUrl: p.bannerUrl, slug: p.slug, priceCurrency: defaultPriceCurrency({ countryCode: countryCodeOf(p.country) }) };
  }

  /** The decision by Telegram or SMS too, in its transaction; each review of an application is its own event (changes may be asked more than once). */
  async function notifyApplicant(tx: Database, applicationId: string, userId: string, status: 'approved' | 'rejected' | 'changes_requested') {
    await notify(tx, { kind: 'application-decided', eventId: `${applicationId}:${status}:${randomUUID()}`, recipients: [{ userId, data: { status } }] });
  }

  async function mailApplicant(userId: string, outcome: 'approved' | 'rejected' | 'changes_requested', reason: string | null) {
    const p = await q.profileOf(db, userId);
    if (!p || !(await emailWanted(db, userId, 'application-decided'))) return;
    const greetName = mailGreetingName(p.fullName, await isConfirmedAddressOf(db, userId, p.email));
    const written = applicationMail(outcome, p.preferredLanguage === 'am-ET' ? 'am-ET' : 'en', greetName, config.publicUrl, reason);
    await deps.mailer.send({ to: p.email, ...written }).catch((err: unknown) => deps.log.warn({ err }, 'application mail failed'));
  }

  return {
    async myApplication(user: SessionUser) {
      const [row, profile] = await Promise.all([q.latestApplicationOf(db, user.id), q.profileOf(db, user.id)]);
      return { application: row ? toView(row) : null, emailVerified: profile?.emailVerified ?? false, role: user.role };
    },

    async apply(user: SessionUser, input: Required<Omit<DesignerApplicationInput, 'links' | 'bioAm' | 'cityAm'>> & { links: string[]; bioAm: string | null; cityAm: string | null }, ip: string) {
      if (user.role !== 'customer') throw conflict('ALREADY_DESIGNER', 'This account can already sell on Tibeb.');
      const profile = await q.profileOf(db, user.id);
      if (!profile?.emailVerified) throw new AppError(403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your email before applying.');
      const latest = await q.latestApplicationOf(db, user.id);
      if (latest?.status === 'pending') throw conflict('APPLICATION_PENDING', 'Your application is being reviewed.');
      await assertNameFree(input.displayName, user.id);
      const answers = {
        displayName: input.displayName,
        country: input.country,
        city: input.city,
        cityAm: input.cityAm,
        bio: input.bio,
        bioAm: input.bioAm,
        categories: input.categories,
        links: input.links,
        phone: input.phone,
        termsAcceptedAt: new Date(),
      };
      if (latest?.status === 'changes_requested') {
        // Asked to change something: the same application goes back to the admins, edited.
        if (!(await q.resubmitApplication(db, latest.id, answers))) throw conflict('APPLICATION_PENDING', 'Your application is being reviewed.');
        await deps.securityEvents.record({ kind: 'designer_application', userId: user.id, ip, detail: 'resubmitted' });
        return toView((await q.applicationById(db, latest.id))!);
      }
      let id: string;
      try {
        id = await q.insertApplication(db, { userId: user.id, ...answers });
      } catch (err) {
        // The pending-per-account index: a double submit from two tabs.
        if (/designer_applications_pending_uq/.test(String((err as { cause?: unknown }).cause ?? err))) throw conflict('APPLICATION_PENDING', 'Your application is being reviewed.');
        throw err;
      }
      await deps.securityEvents.record({ kind: 'designer_application', userId: user.id, ip });
      return toView((await q.applicationById(db, id))!);
    },

    async listApplications(status: ApplicationStatus) {
      const rows = await q.listApplications(db, status, 200);
      return rows.map((r) => ({ ...toView(r), applicant: { id: r.userId, email: r.applicantEmail, fullName: r.applicantName, profileImageUrl: r.applicantPhoto } }));
    },

    async approve(admin: SessionUser, id: string, ip: string) {
      const row = isUuid(id) ? await q.applicationById(db, id) : null;
      if (!row) throw applicationNotFound();
      const slug = await uniqueSlug(row.displayName);
      await db.transaction(async (tx) => {
        // Checked again at approval: another designer may have taken the name since the application.
        await assertNameFree(row.displayName, row.userId, tx);
        if (!(await q.reviewApplication(tx, id, 'approved', admin.id, null))) throw conflict('APPLICATION_NOT_PENDING', 'This application was already reviewed.');
        await notifyApplicant(tx, id, row.userId, 'approved');
        const current = await q.profileOf(tx, row.userId);
        await q.updateProfileFields(tx, row.userId, {
          role: 'designer',
          isApproved: true,
          fullName: row.displayName,
          country: row.country,
          city: row.city,
          cityAm: row.cityAm,
          bio: row.bio,
          bioAm: row.bioAm,
          phone: row.phone,
          slug: current?.slug ?? slug,
        });
        await deps.audit.record(tx, admin, {
          kind: 'designers.application_approved',
          targetType: 'designer_application',
          targetId: id,
          before: { status: 'pending', applicant: current?.email ?? null, role: current?.role ?? null },
          after: { status: 'approved', applicant: current?.email ?? null, role: 'designer', isApproved: true, displayName: row.displayName },
        });
      });
      await deps.securityEvents.record({ kind: 'designer_approved', userId: row.userId, ip, detail: `by ${admin.id}` });
      deps.events.publish({ topic: 'designers', action: 'update', id: row.userId });
      await mailApplicant(row.userId, 'approved', null);
      return toView((await q.applicationById(db, id))!);
    },

    async reject(admin: SessionUser, id: string, reason: string, ip: string) {
      const row = isUuid(id) ? await q.applicationById(db, id) : null;
      if (!row) throw applicationNotFound();
      await db.transaction(async (tx) => {
        if (!(await q.reviewApplication(tx, id, 'rejected', admin.id, reason))) throw conflict('APPLICATION_NOT_PENDING', 'This application was already reviewed.');
        await notifyApplicant(tx, id, row.userId, 'rejected');
        await deps.audit.record(tx, admin, {
          kind: 'designers.application_rejected',
          targetType: 'designer_application',
          targetId: id,
          before: { status: 'pending', displayName: row.displayName },
          after: { status: 'rejected', displayName: row.displayName, reason },
        });
      });
      await deps.securityEvents.record({ kind: 'designer_rejected', userId: row.userId, ip, detail: `by ${admin.id}` });
      await mailApplicant(row.userId, 'rejected', reason);
      return toView((await q.applicationById(db, id))!);
    },

    /**
     * Asks the applicant to change something before a decision: mailed in their language and shown
     * on their application page; they edit and send it again (pending once more). Only a pending
     * application can be asked (409 APPLICATION_NOT_PENDING).
     */
    async requestChanges(admin: SessionUser, id: string, message: string, ip: string) {
      const row = isUuid(id) ? await q.applicationById(db, id) : null;
      if (!row) throw applicationNotFound();
      await db.transaction(async (tx) => {
        if (!(await q.reviewApplication(tx, id, 'changes_requested', admin.id, message))) throw conflict('APPLICATION_NOT_PENDING', 'This application was already reviewed.');
        await notifyApplicant(tx, id, row.userId, 'changes_requested');
        await deps.audit.record(tx, admin, {
          kind: 'designers.application_changes_requested',
          targetType: 'designer_application',
          targetId: id,
          before: { status: 'pending', displayName: row.displayName },
          after: { status: 'changes_requested', displayName: row.displayName, message },
        });
      });
      await deps.securityEvents.record({ kind: 'designer_changes_requested', userId: row.userId, ip, detail: `by ${admin.id}` });
      await mailApplicant(row.userId, 'changes_requested', message);
      return toView((await q.applicationById(db, id))!);
    },

    /**
     * A designer made by an admin (the Users section) gets a public handle like an approved
     * applicant, unless they kept one from before. Runs in the caller's transaction.
     */
    async ensureSlug(tx: Database, userId: string) {
      const p = await q.profileOf(tx, userId);
      if (!p || p.slug) return;
      await q.updateProfileFields(tx, userId, { slug: await uniqueSlug(p.fullName, tx) });
    },

    profile: (user: SessionUser) => profileView(user.id),
    /** Any designer's profile as they edit it (the console's designer page). */
    profileOf: (userId: string) => profileView(userId),

    async updateProfile(user: SessionUser, input: Required<Omit<DesignerProfileInput, 'bioAm' | 'cityAm'>> & { bioAm: string | null; cityAm: string | null }) {
      // Only a rename is checked: a designer who already shares a name (from before the rule) can still edit their bio.
      const current = await q.profileOf(db, user.id);
      if (!current || designerNameKey(current.fullName) !== designerNameKey(input.displayName)) await assertNameFree(input.displayName, user.id);
      await q.updateProfileFields(db, user.id, { fullName: input.displayName, country: input.country, city: input.city, cityAm: input.cityAm, bio: input.bio, bioAm: input.bioAm });
      deps.events.publish({ topic: 'designers', action: 'update', id: user.id });
      return profileView(user.id);
    },

    /** Replaces the profile photo or banner; the old file goes once the new one is in place. */
    async setPicture(user: SessionUser, which: Picture, image: CleanImage) {
      const before = await q.profileOf(db, user.id);
      if (!before) throw notFound('PROFILE_NOT_FOUND', 'Profile not found.');
      const key = `profiles/${user.id}/${which}-${randomUUID()}.webp`;
      const { url } = await deps.storage.put(key, image.data, 'image/webp');
      try {
        await deps.imageVariants.prepare(key, image.data, image.width);
        await q.updateProfileFields(db, user.id, which === 'photo' ? { profileImageUrl: url, profileImageKey: key } : { bannerUrl: url, bannerKey: key });
      } catch (err) {
        await Promise.all([deps.storage.remove(key), deps.imageVariants.remove(key)]).catch(() => undefined);
        throw err;
      }
      const old = which === 'photo' ? before.profileImageKey : before.bannerKey;
      if (old) await Promise.all([deps.storage.remove(old), deps.imageVariants.remove(old)]).catch(() => undefined);
      deps.events.publish({ topic: 'designers', action: 'update', id: user.id });
      return url;
    },

    /** Applications waiting for an admin (the admin overview). */
    countPendingApplications: () => q.countApplications(db, 'pending'),
  };
}
export type StudioService = ReturnType<typeof createStudioService>;
