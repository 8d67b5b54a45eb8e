import { z } from 'zod';
import type { suspensionSchema, userSearchSchema } from './admin-users';
import { ROLES } from './schemas';
import { CURRENCY_CODES } from '../money/currency';

/** The signed-in account as its owner sees it (GET /api/me, sign-in, sign-up, PATCH /api/me). */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  slug: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  preferredLanguage: z.string(),
  preferredCurrency: z.string(),
  /** A designer whose shop an admin suspended (issue 41): the studio says so; orders are still theirs to fulfil. */
  shopSuspended: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** One device signed in to an account, as its owner sees it (never the session's token). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;


/** An account as the console's users section lists it (GET /api/admin/users). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  /** Suspended by an admin: cannot sign in (issue 41). */
  suspended: z.boolean(),
  /** A designer whose shop is suspended: products out of the shop, still signs in to fulfil. */
  shopSuspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

// ---- The console's Users section: requests (field rules with their codes in admin-users.ts) ----

export { roleChangeSchema, suspensionSchema, userSearchSchema } from './admin-users';
/** GET /api/admin/users: what the console sends (page 1 and every role when left out). */
export type UserSearchQuery = z.input<typeof userSearchSchema>;
/** PATCH /api/admin/users/:id/role answers the user as listed, and whether the role changed. */
export const roleChangeResultSchema = z.object({ user: adminUserSchema, changed: z.boolean() });
/** POST /api/admin/users/:id/suspension and /api/admin/designers/:id/suspension: suspend (true) or lift it (false). */
export type SuspensionInput = z.input<typeof suspensionSchema>;
/** A designer's shop suspension: whether it changed, and how many products it took out or put back. */
export const shopSuspensionResultSchema = z.object({ changed: z.boolean(), products: z.number().int() });

// ---- The account's own requests (field rules with their codes in schemas.ts) ----

export {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './schemas';

/** PATCH /api/me: any of the profile's own fields. */
export const updateMeSchema = z
  .object({
    fullName: z.string().trim().min(1, { error: 'FULL_NAME_REQUIRED' }).max(120),
    country: z.string().trim().max(80).nullable(),
    city: z.string().trim().max(80).nullable(),
    phone: z
      .string()
      .trim()
      .max(32)
      .regex(/^[+0-9 ()-]*$/, { error: 'PHONE_INVALID' })
      .nullable(),
    preferredLanguage: z.enum(['en', 'am-ET']),
    preferredCurrency: z.enum(CURRENCY_CODES),
  })
  .partial()
  .strict();
export type UpdateMeInput = z.input<typeof updateMeSchema>;

// The account routes' envelopes.
export const meResultSchema = z.object({ user: meSchema });
export const sessionUserSchema = z.object({ user: meSchema.nullable() });
export const okSchema = z.object({ ok: z.literal(true) });
export const confirmEmailResultSchema = z.object({ outcome: z.enum(['confirmed', 'email-changed']), email: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;
export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export const signedOutSchema = z.object({ signedOut: z.number().int() });
/** Sign-up reads the browser's language for the account's first locale. */
export const languageHeadersSchema = z.object({ 'accept-language': z.string().optional() }).passthrough();

/** The console's last security events: sign-ups, failed sign-ins, blocks, cross-site refusals. */
export const securityEventSchema = z.object({ id: z.string(), kind: z.string(), userId: z.string().nullable(), ip: z.string().nullable(), detail: z.string().nullable(), createdAt: z.string() });
export const securityEventsSchema = z.object({ items: z.array(securityEventSchema) });
export type SecurityEvent = z.infer<typeof securityEventSchema>;
