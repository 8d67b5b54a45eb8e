import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/constants';
import { isCountryCode } from '../orders/countries';

/** `changes_requested`: an admin asked the applicant to change something; they edit and send it again (issue 41). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'changes_requested'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = { displayNameMax: 80, cityMax: 80, bioMin: 20, bioMax: 1000, linksMax: 3, linkMax: 300, reasonMax: 500 } as const;

const PHONE = /^\+?[0-9 ()-]{7,24}$/;

/** "instagram.com/meron" is how people write a link: without a scheme it is taken as https. */
export function withScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** An http(s) address with a dotted host name; anything else (javascript:, mailto:, a bare word) is refused. */
export function isWebLink(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && /\.[a-z0-9-]{2,}$/i.test(u.hostname);
  } catch {
    return false;
  }
}

const link = z
  .string({ error: 'LINK_INVALID' })
  .trim()
  .max(APPLICATION_LIMITS.linkMax, { error: 'LINK_INVALID' })
  .transform(withScheme)
  .refine(isWebLink, { error: 'LINK_INVALID' });

/** /designer-register: what an applicant tells the team (docs/requirements/shop.md §2; issue 14). */
export const designerApplicationSchema = z.strictObject({
  displayName: z.string({ error: 'DISPLAY_NAME_REQUIRED' }).trim().min(2, { error: 'DISPLAY_NAME_REQUIRED' }).max(APPLICATION_LIMITS.displayNameMax, { error: 'DISPLAY_NAME_TOO_LONG' }),
  country: z.string({ error: 'COUNTRY_REQUIRED' }).refine(isCountryCode, { error: 'COUNTRY_REQUIRED' }),
  city: z.string({ error: 'CITY_REQUIRED' }).trim().min(1, { error: 'CITY_REQUIRED' }).max(APPLICATION_LIMITS.cityMax, { error: 'CITY_REQUIRED' }),
  bio: z.string({ error: 'BIO_TOO_SHORT' }).trim().min(APPLICATION_LIMITS.bioMin, { error: 'BIO_TOO_SHORT' }).max(APPLICATION_LIMITS.bioMax, { error: 'BIO_TOO_LONG' }),
  /** The city as Amharic readers write it; pages fall back to `city` without it. */
  cityAm: z
    .string({ error: 'CITY_TOO_LONG' })
    .trim()
    .max(APPLICATION_LIMITS.cityMax, { error: 'CITY_TOO_LONG' })
    .nullable()
    .optional()
    .transform((v) => v || null),
  bioAm: z
    .string({ error: 'BIO_TOO_LONG' })
    .trim()
    .max(APPLICATION_LIMITS.bioMax, { error: 'BIO_TOO_LONG' })
    .nullable()
    .optional()
    .transform((v) => v || null),
  categories: z.array(z.enum(CATEGORY_SLUGS, { error: 'CATEGORIES_REQUIRED' }), { error: 'CATEGORIES_REQUIRED' }).min(1, { error: 'CATEGORIES_REQUIRED' }).max(CATEGORY_SLUGS.length),
  links: z.array(link, { error: 'LINK_INVALID' }).max(APPLICATION_LIMITS.linksMax, { error: 'LINKS_TOO_MANY' }).default([]),
  phone: z.string({ error: 'PHONE_INVALID' }).trim().regex(PHONE, { error: 'PHONE_INVALID' }),
  acceptTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
export type DesignerApplicationInput = z.input<typeof designerApplicationSchema>;

export const rejectApplicationSchema = z.strictObject({
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(3, { error: 'REASON_REQUIRED' }).max(APPLICATION_LIMITS.reasonMax, { error: 'REASON_TOO_LONG' }),
});

/** An admin's "ask for changes": what the applicant should change, mailed to them and shown on their application page. */
export const requestChangesSchema = z.strictObject({
  message: z.string({ error: 'CHANGES_MESSAGE_REQUIRED' }).trim().min(3, { error: 'CHANGES_MESSAGE_REQUIRED' }).max(APPLICATION_LIMITS.reasonMax, { error: 'CHANGES_MESSAGE_TOO_LONG' }),
});

/** What an approved designer shows the public (designer page and cards). */
export const designerProfileSchema = z.strictObject({
  displayName: designerApplicationSchema.shape.displayName,
  country: designerApplicationSchema.shape.country,
  city: designerApplicationSchema.shape.city,
  cityAm: designerApplicationSchema.shape.cityAm,
  bio: designerApplicationSchema.shape.bio,
  bioAm: designerApplicationSchema.shape.bioAm,
});
export type DesignerProfileInput = z.input<typeof designerProfileSchema>;

/**
 * Two approved designers never show the same name (issue 35): shoppers tell designers apart by
 * name, and a second "Selam Tesfaye" would pass for the first. Names are compared without case,
 * outer spaces or repeated inner spaces (and in Unicode's compatible form, so look-alike
 * full-width letters count as the same).
 */
export function designerNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
