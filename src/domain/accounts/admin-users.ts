import { z } from 'zod';
import { ROLES, type Role } from './schemas';

export const USERS_PAGE_SIZE = 20;
export const USER_SEARCH_MAX = 120;

/** The Users section's search: name or e-mail, optionally one role, one page at a time. */
export const userSearchSchema = z.object({
  q: z.string().trim().max(USER_SEARCH_MAX, { error: 'SEARCH_TOO_LONG' }).optional(),
  role: z.enum(ROLES, { error: 'ROLE_INVALID' }).optional(),
  page: z.coerce.number<number>({ error: 'PAGE_INVALID' }).int({ error: 'PAGE_INVALID' }).min(1, { error: 'PAGE_INVALID' }).max(10_000, { error: 'PAGE_INVALID' }).optional(),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

/** Suspend (true) or lift the suspension (false): of an account, or of a designer's shop (issue 41). */
export const suspensionSchema = z.strictObject({ suspended: z.boolean({ error: 'SUSPENDED_INVALID' }) });

export const roleChangeSchema = z.object({ role: z.enum(ROLES, { error: 'ROLE_INVALID' }) });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/**
 * What a role change does to approval: a designer an admin makes is approved (the admin is the
 * reviewer), an admin is approved, and a customer is not (as when a designer is removed).
 */
export function approvalForRole(role: Role): boolean {
  return role !== 'customer';
}

/** Taking the admin role from the only admin left would leave the shop with nobody to run it. */
export function removesLastAdmin(currentRole: Role, nextRole: Role, adminCount: number): boolean {
  return currentRole === 'admin' && nextRole !== 'admin' && adminCount <= 1;
}
