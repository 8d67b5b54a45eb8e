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

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
}

/**
 * better-auth on our own database. Its HTTP handler is not mounted: the shop exposes its own
 * account routes (our validation, our error codes, our rate limits) that call `auth.api`.
 */
export function createAuth({ db, secret, baseURL }: AuthOptions) {
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
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
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

export const authPlugin = fp<{ db: Database; secret: string; baseURL: string }>(async (app: FastifyInstance, opts) => {
  const auth = createAuth(opts);
  app.decorate('auth', auth);

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    if (!request.headers.cookie) return null;
    const session = await auth.api.getSession({ headers: toWebHeaders(request) });
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

  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await request.sessionUser())) throw unauthorized();
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await request.sessionUser();
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
  });
});
