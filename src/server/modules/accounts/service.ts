import { APIError } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { approvalForRole, removesLastAdmin, USERS_PAGE_SIZE, type DeviceSession, type Role, type UserSearch } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import { sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { CONFIRM_LINK_SECONDS, toWebHeaders, type SessionUser } from '../../plugins/auth';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../lib/pg-errors';
import type { AuditActor } from '../../plugins/audit';
import { sendAccountMail, type AccountMailKind, type MailRecipient } from './mails';
import { deleteResetLinks, deleteSessionsOf, suspendedShopIds, deleteUserRow, ensureProfile, findMe, isSuspended, lockAdmins, lockUserForRoleChange, searchUsers, setRole, setSuspended, userIdByEmail, userIdOfResetToken, updateProfile, type MeRow, type UserRow } from './queries';

export interface AccountsConfig {
  publicUrl: string;
  authSecret: string;
}

const wrongPassword = () => badRequest('CURRENT_PASSWORD_WRONG', 'The current password is not right.', { currentPassword: ['CURRENT_PASSWORD_WRONG'] });

/** Reads the claims of a confirmation link without trusting them (better-auth verifies the signature). */
function unverifiedClaims(token: string): { updateTo?: string; userId?: string } {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as { updateTo?: string; userId?: string }) : {};
  } catch {
    return {};
  }
}

export interface AuthResult {
  user: MeRow;
  setCookies: string[];
}

/** better-auth's error codes, mapped to ours (the web app translates ours). */
function mapAuthError(err: unknown): AppError {
  if (err instanceof APIError) {
    const code = String((err.body as { code?: string } | undefined)?.code ?? '');
    if (code.startsWith('USER_ALREADY_EXISTS')) return new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
      return new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    if (code === 'PASSWORD_TOO_SHORT') return new AppError(400, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters');
    if (code === 'PASSWORD_TOO_LONG') return new AppError(400, 'PASSWORD_TOO_LONG', 'Password is too long');
    if (code === 'INVALID_EMAIL') return new AppError(400, 'EMAIL_INVALID', 'Invalid email format');
    const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
    return new AppError(status, 'AUTH_FAILED', err.message || 'Authentication failed.');
  }
  throw err;
}

function cookiesFrom(headers: Headers | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

export interface AccountsServiceDeps extends AccountsConfig {
  db: Database;
  auth: FastifyInstance['auth'];
  mailer: FastifyInstance['mailer'];
  rateLimit: FastifyInstance['rateLimit'];
  securityEvents: FastifyInstance['securityEvents'];
  /**
   * What other features keep of a customer who deletes their account, given by app.ts so that
   * accounts imports none of them: their open orders hold the deletion back, and inside the
   * deletion's transaction each feature forgets the person (orders, fit feedback).
   */
  leaving: {
    openOrderCount(userId: string): Promise<number>;
    forget(tx: Database, userId: string): Promise<void>;
  };
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, leaving } = deps;
  const config: AccountsConfig = { publicUrl: deps.publicUrl, authSecret: deps.authSecret };

  const mail = (kind: AccountMailKind, to: MailRecipient, request: FastifyRequest, token?: string) =>
    sendAccountMail(deps, config.publicUrl, kind, to, token).catch((err: unknown) => request.log.warn({ err, kind }, 'account mail failed'));

  const confirmationToken = (user: { id: string; email: string }) =>
    createEmailVerificationToken(config.authSecret, user.email, undefined, CONFIRM_LINK_SECONDS, { userId: user.id });

  async function signedIn(request: FastifyRequest): Promise<SessionUser> {
    const session = await request.sessionUser();
    if (!session) throw unauthorized('No user logged in');
    return session;
  }

  /**
   * Checks the current password before a sensitive change. Wrong answers count toward the same
   * block as sign-in failures, so a stolen session cannot be used to guess the password.
   */
  async function assertPassword(request: FastifyRequest, password: string): Promise<void> {
    if (!(await passwordMatches(request, password))) throw wrongPassword();
  }

  /**
   * Whether `password` is the signed-in account's own. A wrong one counts toward the sign-in block
   * (and a blocked address is refused, 429, before anything is tried). Other features that guard a
   * change with the password (the payout account) call it and answer with their own code.
   */
  async function passwordMatches(request: FastifyRequest, password: string): Promise<boolean> {
    const key = deps.rateLimit.keyFor(request);
    await deps.rateLimit.assertNotBlocked('auth', key);
    let ok = false;
    try {
      await deps.auth.api.verifyPassword({ body: { password }, headers: toWebHeaders(request) });
      ok = true;
    } catch (err) {
      if (!(err instanceof APIError)) throw err;
    }
    if (ok) return true;
    const { remaining } = await deps.rateLimit.consume('auth', key);
    if (remaining === 0) {
      await deps.rateLimit.block('auth', key);
      await deps.securityEvents.record({ kind: 'sign_in_blocked', ip: request.ip, detail: 'wrong current password' });
    }
    return false;
  }

  return {
    passwordMatches,

    async signUp(request: FastifyRequest, input: { email: string; password: string; fullName: string; locale: string }): Promise<AuthResult> {
      const fullName = sanitizeText(input.fullName);
      if (!fullName) throw new AppError(400, 'FULL_NAME_REQUIRED', 'Full name is required', { fullName: ['FULL_NAME_REQUIRED'] });
      let result;
      try {
        result = await deps.auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: fullName },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        throw mapAuthError(err);
      }
      const userId = result.response.user.id;
      // The create hook writes the profile; this makes sure even if a hook was skipped.
      await ensureProfile(db, userId, fullName);
      await updateProfile(db, userId, { preferredLanguage: input.locale === 'am-ET' ? 'am-ET' : 'en' });
      await deps.securityEvents.record({ kind: 'sign_up', userId, ip: request.ip });
      const user = await findMe(db, userId);
      if (!user) throw new AppError(500, 'INTERNAL', 'Account was not created.');
      await mail('welcome', user, request, await confirmationToken(user));
      return { user, setCookies: cookiesFrom(result.headers) };
    },

    async signIn(request: FastifyRequest, input: { email: string; password: string }): Promise<AuthResult> {
      let result;
      try {
        result = await deps.auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        const mapped = mapAuthError(err);
        await deps.securityEvents.record({ kind: 'sign_in_failed', ip: request.ip, detail: mapped.code });
        throw mapped;
      }
      if (await isSuspended(db, result.response.user.id)) {
        // The password was right, but an admin suspended the account: the session just made goes at once.
        await deleteSessionsOf(db, result.response.user.id);
        await deps.securityEvents.record({ kind: 'sign_in_refused_suspended', userId: result.response.user.id, ip: request.ip });
        throw new AppError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended. Please write to Tibeb through the contact page.');
      }
      const user = await findMe(db, result.response.user.id);
      if (!user) {
        await ensureProfile(db, result.response.user.id, result.response.user.name);
      }
      const me = user ?? (await findMe(db, result.response.user.id));
      if (!me) throw new AppError(500, 'INTERNAL', 'Profile missing.');
      return { user: me, setCookies: cookiesFrom(result.headers) };
    },

    async signOut(request: FastifyRequest): Promise<string[]> {
      try {
        const result = await deps.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
        return cookiesFrom(result.headers);
      } catch {
        // Signing out without a valid session is not an error for the shopper.
        return [];
      }
    },

    async me(request: FastifyRequest): Promise<MeRow | null> {
      const session = await request.sessionUser();
      return session ? findMe(db, session.id) : null;
    },

    /** The same answer whether or not the address has an account. */
    async forgotPassword(request: FastifyRequest, email: string): Promise<void> {
      try {
        await deps.auth.api.requestPasswordReset({ body: { email }, headers: toWebHeaders(request) });
      } catch (err) {
        request.log.warn({ err }, 'password reset request failed');
      }
      await deps.securityEvents.record({ kind: 'password_reset_requested', ip: request.ip });
    },

    async resetPassword(request: FastifyRequest, token: string, password: string): Promise<void> {
      let userId: string | null = null;
      try {
        // The link's token names the account; read it before better-auth consumes it.
        userId = await userIdOfResetToken(db, token);
        await deps.auth.api.resetPassword({ body: { newPassword: password, token }, headers: toWebHeaders(request) });
      } catch (err) {
        if (err instanceof APIError) throw badRequest('RESET_LINK_INVALID', 'This link has expired or was already used.');
        throw err;
      }
      // A reset voids the other links already mailed: the password they were sent to replace is gone.
      if (userId) await deleteResetLinks(db, userId);
      await deps.securityEvents.record({ kind: 'password_reset', userId, ip: request.ip });
      const me = userId ? await findMe(db, userId) : null;
      if (me) await mail('password-changed', me, request);
    },

    async confirmEmail(request: FastifyRequest, token: string): Promise<{ outcome: 'confirmed' | 'email-changed'; email: string }> {
      const claims = unverifiedClaims(token);
      if (claims.updateTo) {
        const holder = await userIdByEmail(db, claims.updateTo.toLowerCase());
        if (holder && holder !== claims.userId) throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
      }
      try {
        await deps.auth.api.verifyEmail({ query: { token }, headers: toWebHeaders(request) });
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        const code = String((err.body as { code?: string } | undefined)?.code ?? '');
        if (code === 'TOKEN_EXPIRED') throw badRequest('CONFIRM_LINK_EXPIRED', 'This link has expired. Ask for a new one.');
        if (code === 'INVALID_USER') throw new AppError(403, 'CONFIRM_LINK_OTHER_ACCOUNT', 'This link belongs to another account. Sign out and open it again.');
        throw badRequest('CONFIRM_LINK_INVALID', 'This link is not valid.');
      }
      // A link better-auth accepted names its account (every link the shop mails carries the id).
      const me = claims.userId ? await findMe(db, claims.userId) : null;
      if (!me) throw badRequest('CONFIRM_LINK_INVALID', 'This link is not valid.');
      if (claims.updateTo) await deps.securityEvents.record({ kind: 'email_changed', userId: me.id, ip: request.ip });
      return { outcome: claims.updateTo ? 'email-changed' : 'confirmed', email: me.email };
    },

    async resendConfirmation(request: FastifyRequest): Promise<void> {
      const session = await signedIn(request);
      const me = await findMe(db, session.id);
      if (!me) throw unauthorized('No user logged in');
      if (me.emailVerified) throw conflict('EMAIL_ALREADY_CONFIRMED', 'Your email is already confirmed.');
      await deps.rateLimit.consume('accountMail', session.id);
      await mail('confirm-email', me, request, await confirmationToken(me));
    },

    async changePassword(request: FastifyRequest, currentPassword: string, password: string): Promise<string[]> {
      const session = await signedIn(request);
      await assertPassword(request, currentPassword);
      let result;
      try {
        result = await deps.auth.api.changePassword({
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        throw mapAuthError(err);
      }
      // Whoever holds a reset link mailed before the change cannot use it to undo it.
      await deleteResetLinks(db, session.id);
      await deps.securityEvents.record({ kind: 'password_changed', userId: session.id, ip: request.ip });
      const me = await findMe(db, session.id);
      if (me) await mail('password-changed', me, request);
      return cookiesFrom(result.headers);
    },

    /** Sends the link to the new address; the account keeps the old one until it is opened. */
    async changeEmail(request: FastifyRequest, newEmail: string, currentPassword: string): Promise<void> {
      const session = await signedIn(request);
      if (newEmail === session.email.toLowerCase()) throw badRequest('EMAIL_UNCHANGED', 'This is already your email.', { newEmail: ['EMAIL_UNCHANGED'] });
      await assertPassword(request, currentPassword);
      await deps.rateLimit.consume('accountMail', session.id);
      try {
        // An address that already has an account gets no mail and the same answer (no account discovery).
        await deps.auth.api.changeEmail({ body: { newEmail }, headers: toWebHeaders(request) });
      } catch (err) {
        throw mapAuthError(err);
      }
      await deps.securityEvents.record({ kind: 'email_change_requested', userId: session.id, ip: request.ip });
    },

    async devices(request: FastifyRequest): Promise<DeviceSession[]> {
      const session = await signedIn(request);
      const list = await deps.auth.api.listSessions({ headers: toWebHeaders(request) });
      return list
        .map((s) => ({
          id: s.id,
          userAgent: s.userAgent ?? null,
          createdAt: new Date(s.createdAt).toISOString(),
          lastActiveAt: new Date(s.updatedAt).toISOString(),
          current: s.id === session.sessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
    },

    async signOutOtherDevices(request: FastifyRequest): Promise<number> {
      const session = await signedIn(request);
      const before = (await deps.auth.api.listSessions({ headers: toWebHeaders(request) })).length;
      await deps.auth.api.revokeOtherSessions({ headers: toWebHeaders(request) });
      await deps.securityEvents.record({ kind: 'signed_out_elsewhere', userId: session.id, ip: request.ip });
      return Math.max(0, before - 1);
    },

    /**
     * Deletes the account and everything personal that hangs on it (profile, sessions, cart,
     * favourites, measurements); orders stay for the designers, without name or contact details.
     */
    async deleteAccount(request: FastifyRequest, currentPassword: string): Promise<string[]> {
      const session = await signedIn(request);
      await assertPassword(request, currentPassword);
      if (session.role !== 'customer') {
        throw conflict('ACCOUNT_ROLE_CANNOT_DELETE', 'Designer and admin accounts are closed by the Tibeb team. Please contact us.');
      }
      const open = await leaving.openOrderCount(session.id);
      if (open > 0) throw conflict('ORDERS_IN_PROGRESS', 'You have orders on their way. You can delete your account once they are delivered or cancelled.');
      const me = await findMe(db, session.id);
      try {
        await db.transaction(async (tx) => {
          await leaving.forget(tx, session.id);
          await deleteUserRow(tx, session.id);
        });
      } catch (error) {
        // A former designer's earnings ledger is a record the shop must keep (it refers to the
        // account): such an account is closed by the team, like a designer's.
        if (pgCode(error) === FOREIGN_KEY_VIOLATION) {
          throw conflict('ACCOUNT_ROLE_CANNOT_DELETE', 'Designer and admin accounts are closed by the Tibeb team. Please contact us.');
        }
        throw error;
      }
      await deps.securityEvents.record({ kind: 'account_deleted', ip: request.ip, detail: session.id });
      if (me) await mail('account-deleted', me, request);
      const ctx = await deps.auth.$context;
      const cookie = ctx.authCookies.sessionToken;
      return [`${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? '; Secure' : ''}`];
    },

    async updateMe(request: FastifyRequest, patch: Parameters<typeof updateProfile>[2]): Promise<MeRow> {
      const session = await request.sessionUser();
      if (!session) throw unauthorized('No user logged in');
      const clean = Object.fromEntries(
        Object.entries(patch).map(([k, v]) => [k, typeof v === 'string' ? sanitizeText(v) : v]),
      ) as typeof patch;
      await updateProfile(db, session.id, clean);
      const me = await findMe(db, session.id);
      if (!me) throw unauthorized('No user logged in');
      return me;
    },
  };
}

export interface AdminUserView {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  role: Role;
  isApproved: boolean;
  suspended: boolean;
  shopSuspended: boolean;
  createdAt: string;
}

const toAdminView = (r: UserRow): AdminUserView => ({ ...r, createdAt: r.createdAt.toISOString() });

export interface RoleChange {
  userId: string;
  before: { role: Role; isApproved: boolean };
  after: { role: Role; isApproved: boolean };
}

const userNotFound = () => notFound('USER_NOT_FOUND', 'User not found.');

/**
 * What admins do to accounts (the Users section of /admin). The role is read from the profile on
 * every request (plugins/auth.ts), so a change takes effect on the person's next request: a
 * demoted admin keeps their session but loses the console at once; nobody is signed out.
 */
export type AccountsService = ReturnType<typeof createAccountsService>;

export interface UserAdministrationDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  auth: FastifyInstance['auth'];
  securityEvents: FastifyInstance['securityEvents'];
}

export function createUserAdministration({ db, audit, auth, securityEvents }: UserAdministrationDeps) {
  const storedIdShape = (userId: string) => /^[A-Za-z0-9_-]{1,64}$/.test(userId) || isUuid(userId);

  return {
    /** One account as the Users section lists it (the console's designer page), or null. */
    async find(userId: string): Promise<AdminUserView | null> {
      if (!storedIdShape(userId)) return null;
      const row = await lockUserForRoleChange(db, userId, false);
      return row ? toAdminView(row) : null;
    },

    /** The designers whose shop is suspended (the Designers section marks them). */
    suspendedShopIds: () => suspendedShopIds(db),

    /**
     * Suspends an account (issue 41): it cannot sign in (403 ACCOUNT_SUSPENDED) and every session
     * is revoked in the same transaction as the flag and its audit entry. An admin is demoted
     * first (409 USER_IS_ADMIN), so the console can never lock out its own admins; suspending
     * twice changes nothing.
     */
    async setSuspended(actor: AuditActor & { ip?: string }, userId: string, suspended: boolean): Promise<{ user: AdminUserView; changed: boolean }> {
      if (!storedIdShape(userId)) throw userNotFound();
      const result = await db.transaction(async (tx) => {
        const target = await lockUserForRoleChange(tx, userId);
        if (!target) throw userNotFound();
        if (target.suspended === suspended) return { user: toAdminView(target), changed: false, sessions: 0 };
        if (suspended && target.role === 'admin') throw conflict('USER_IS_ADMIN', 'An admin cannot be suspended. Change their role first.');
        await setSuspended(tx, userId, suspended ? new Date() : null);
        const sessions = suspended ? await deleteSessionsOf(tx, userId) : 0;
        await audit.record(tx, actor, {
          kind: suspended ? 'users.suspended' : 'users.unsuspended',
          targetType: 'user',
          targetId: userId,
          before: { email: target.email, suspended: target.suspended },
          after: { email: target.email, suspended, ...(suspended ? { sessionsRevoked: sessions } : {}) },
        });
        return { user: toAdminView({ ...target, suspended }), changed: true, sessions };
      });
      if (result.changed) await securityEvents.record({ kind: suspended ? 'account_suspended' : 'account_unsuspended', userId, ip: actor.ip ?? null, detail: `by ${actor.id}` });
      return { user: result.user, changed: result.changed };
    },

    /**
     * Mails the account a password reset link through the same flow as "Forgot password" (one
     * hour, single use, the mail in the person's language), and records who sent it. The route
     * limits how often.
     */
    async sendPasswordReset(actor: AuditActor, userId: string): Promise<void> {
      if (!storedIdShape(userId)) throw userNotFound();
      const target = await findMe(db, userId);
      if (!target) throw userNotFound();
      await auth.api.requestPasswordReset({ body: { email: target.email }, headers: new Headers() });
      await db.transaction((tx) =>
        audit.record(tx, actor, { kind: 'users.password_reset_sent', targetType: 'user', targetId: userId, before: null, after: { email: target.email } }),
      );
    },


    async search(filter: UserSearch) {
      const page = filter.page ?? 1;
      const { rows, total } = await searchUsers(db, { q: filter.q || undefined, role: filter.role, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE });
      return { items: rows.map(toAdminView), total, page, pageSize: USERS_PAGE_SIZE };
    },

    /**
     * Gives an account a role, with the approval that goes with it, and records it, all in one
     * transaction. The admin rows are locked first, so two admins demoting each other at once
     * are served one after the other and the second finds only one admin left (LAST_ADMIN).
     * `within` runs in the same transaction, for what other features keep about a role.
     */
    async changeRole(actor: AuditActor, userId: string, role: Role, within?: (tx: Database, change: RoleChange) => Promise<void>): Promise<{ user: AdminUserView; changed: boolean }> {
      // Ids are better-auth's (not uuids): only the shape a stored id can have reaches the database.
      if (!storedIdShape(userId)) throw userNotFound();
      return db.transaction(async (tx) => {
        const admins = await lockAdmins(tx);
        const target = await lockUserForRoleChange(tx, userId);
        if (!target) throw userNotFound();
        if (target.role === role) return { user: toAdminView(target), changed: false };
        if (removesLastAdmin(target.role, role, admins.length)) {
          throw conflict('LAST_ADMIN', 'Tibeb needs at least one admin. Make someone else an admin first.');
        }
        const isApproved = approvalForRole(role);
        await setRole(tx, userId, role, isApproved);
        const change: RoleChange = { userId, before: { role: target.role, isApproved: target.isApproved }, after: { role, isApproved } };
        await within?.(tx, change);
        await audit.record(tx, actor, {
          kind: 'users.role_changed',
          targetType: 'user',
          targetId: userId,
          before: { email: target.email, ...change.before },
          after: { email: target.email, ...change.after },
        });
        return { user: toAdminView({ ...target, role, isApproved }), changed: true };
      });
    },
  };
}
export type UserAdministration = ReturnType<typeof createUserAdministration>;
