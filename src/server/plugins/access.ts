import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../lib/errors';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every API route declares one (`config: { access }`); the guard for it is
 * installed here, so the declaration and the check cannot drift apart, and a route without one
 * stops the server at start (and fails the access-matrix test) instead of being open by accident.
 *
 * - everyone: no session needed.
 * - signed-in: any signed-in account; the route works on the caller's own rows only.
 * - designer: designers and admins; a designer only reaches their own rows (checked in the service).
 * - admin: admins only.
 * - order-party: an order's shopper, an admin, or a guest holding the order's token (checked in the service).
 * - provider: a payment provider, proven by the request's signature (checked in the service).
 * - admin-or-scheduler: admins, or a scheduler outside the app sending `Authorization: Bearer
 *   <CRON_SECRET>` (never accepted when CRON_SECRET is not set).
 */
export const ACCESS_LEVELS = ['everyone', 'signed-in', 'designer', 'admin', 'order-party', 'provider', 'admin-or-scheduler'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route ('GET /api/products/:id') with who may call it: the route table the access-matrix test walks. */
    routeAccess: ReadonlyMap<string, Access>;
  }
  interface FastifyRequest {
    /** True when the caller is the outside scheduler, proven by the CRON_SECRET bearer. */
    isScheduler: boolean;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The 401 message where a specification fixes it ('Not authenticated', docs/requirements/sizing.md §5). */
    unauthenticatedMessage?: string;
  }
}

/** Paths that are not the shop's API: the OpenAPI viewer. */
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

/** Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. */
export function hasBearer(request: FastifyRequest, secret: string | null | undefined): boolean {
  if (!secret) return false;
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length).trim());
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const accessPlugin = fp<{ cronSecret?: string | null }>(async (app: FastifyInstance, opts) => {
  const table = new Map<string, Access>();
  app.decorate('routeAccess', table);
  app.decorateRequest('isScheduler', false);
  const admin = app.requireRole('admin');
  const guards: Partial<Record<Access, onRequestHookHandler>> = {
    'signed-in': app.requireUser,
    designer: app.requireRole('designer', 'admin'),
    admin,
    'admin-or-scheduler': async (request, reply) => {
      if (hasBearer(request, opts.cronSecret)) {
        request.isScheduler = true;
        return;
      }
      await admin(request, reply);
    },
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.test(route.url)) return;
    const config = route.config as { access?: Access; unauthenticatedMessage?: string } | undefined;
    const access = config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.set(`${method} ${route.url}`, access);
    const message = config?.unauthenticatedMessage;
    const guard =
      access === 'signed-in' && message
        ? async (request: FastifyRequest) => {
            if (!(await request.sessionUser())) throw unauthorized(message);
          }
        : guards[access];
    if (!guard) return;
    // First, before any other hook: a caller without the right gets 401/403 before anything else runs.
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...own];
  });
});
