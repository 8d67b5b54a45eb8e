import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/security';
import type { Database } from '../db/client';
import { accounts, profiles, sessions, users, verifications } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { sessionReadOnly, signedSessionToken } from './session-read';

/** A link the shop mails about an account; the accounts feature writes the words. */
export interface AccountMail {
  kind: 'reset-password' | 'confirm-email' | 'change-email';
  userId: string;
  /** Where the mail goes: the new address when an e-mail change is confirmed. */
  to: string;
  token: string;
}

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  sendAccountMail: (mail: AccountMail) => Promise<void>;
}

/** For an auth used only to create accounts (the seed): nothing it does sends mail. */
export const noMail = async (): Promise<void> => {};

/** A reset link works once, for an hour; a confirmation link for three days. */
export const RESET_LINK_SECONDS = 60 * 60;
export const CONFIRM_LINK_SECONDS = 3 * 24 * 60 * 60;
/** A session lasts 30 days from its last extension, and is extended at most once a day. */
const SESSION_SECONDS = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

/**
 * better-auth on our own database. Its HTTP handler is not mounted: the shop exposes its own
 * account routes (our validation, our error codes, our rate limits) that call `auth.api`.
 */
export function createAuth({ db, secret, baseURL, sendAccountMail }: AuthOptions) {
  return betterAuth({
    secret,
    baseURL,
    basePath: '/api/auth',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever had the password (or a stolen session) is out once it is reset.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendAccountMail({ kind: 'reset-password', userId: user.id, to: user.email, token }),
    },
    emailVerification: {
      // The sign-up mail is the shop's own welcome, sent once the profile (and its language) exists.
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_SECONDS,
      // For an e-mail change better-auth hands over the user with the new address.
      sendVerificationEmail: async ({ user, token }) => {
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id)).limit(1);
        const kind = stored && stored.email !== user.email ? 'change-email' : 'confirm-email';
        await sendAccountMail({ kind, userId: user.id, to: user.email, token });
      },
    },
    user: {
      // Confirmed on the new address (no mail to the old one first): the shop asks for the password instead.
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: SESSION_SECONDS.expiresIn,
      updateAge: SESSION_SECONDS.updateAge,
      // Sensitive changes ask for the current password instead of a recent sign-in.
      freshAge: 0,
    },
    // Our own limiter runs in front; no outbound telemetry from a shop with no internet.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: 'tibeb' },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile row (role customer) the moment it exists.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, fullName: user.name || user.email.split('@')[0] || 'Customer' })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  isApproved: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, read once per request from the session cookie. */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user, or a 401 UNAUTHORIZED: for routes whose access already requires a session. */
    signedInUser(): Promise<SessionUser>;
  }
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
const renewedCookies = new WeakMap<FastifyRequest, string[]>();

export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, opts) => {
  const auth = createAuth(opts);
  app.decorate('auth', auth);

  const SESSION = { expiresInSeconds: SESSION_SECONDS.expiresIn, updateAgeSeconds: SESSION_SECONDS.updateAge };

  /**
   * Most requests carry a valid session that needs no extension: read it, its user and profile in
   * one query and answer at once. A session row deleted (signed out, revoked, password reset)
   * is gone from this very read, so nothing is cached and revocation stays immediate. Anything
   * else (no such row, expired, due for its daily extension, a leftover session-data cookie, a
   * cookie named twice) goes to better-auth's getSession, which writes and clears cookies as it must.
   */
  async function quickLoad(cookie: string): Promise<SessionUser | null | undefined> {
    const context = await auth.$context;
    if (cookie.includes(context.authCookies.sessionData.name)) return undefined;
    const token = signedSessionToken(cookie, context.authCookies.sessionToken.name, context.secret);
    if (token === null) return null;
    if (token === 'ambiguous') return undefined;
    const [row] = await opts.db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        userName: users.name,
        role: profiles.role,
        isApproved: profiles.isApproved,
        fullName: profiles.fullName,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.userId, sessions.userId))
      .where(eq(sessions.token, token))
      .limit(1);
    if (!row || !sessionReadOnly(row.expiresAt, Date.now(), SESSION)) return undefined;
    return { id: row.id, email: row.email, name: row.fullName ?? row.userName, role: row.role ?? 'customer', isApproved: row.isApproved ?? false, sessionId: row.sessionId };
  }

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const quick = await quickLoad(cookie);
    if (quick !== undefined) return quick;
    const { response: session, headers } = await auth.api.getSession({ headers: toWebHeaders(request), returnHeaders: true });
    // A session in use is extended once a day (updateAge); the browser's cookie must be extended with it.
    const renewed = headers?.getSetCookie?.() ?? [];
    if (renewed.length) renewedCookies.set(request, renewed);
    if (!session) return null;
    const [profile] = await opts.db
      .select({ role: profiles.role, isApproved: profiles.isApproved, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, session.user.id))
      .limit(1);
    return {
      id: session.user.id,
      email: session.user.email,
      name: profile?.fullName ?? session.user.name,
      role: profile?.role ?? 'customer',
      isApproved: profile?.isApproved ?? false,
      sessionId: session.session.id,
    };
  }

  app.addHook('onSend', async (request, reply) => {
    const renewed = renewedCookies.get(request);
    // A route that set the session cookie itself (sign-in, sign-out) has the last word.
    if (!renewed || reply.hasHeader('set-cookie')) return;
    void reply.header('set-cookie', renewed);
  });

  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('signedInUser', async function signedInUser(this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw unauthorized();
    return user;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await request.signedInUser();
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await request.signedInUser();
    if (!roles.includes(user.role)) throw forbidden();
  });
});
