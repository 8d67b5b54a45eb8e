import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorableText } from '../../domain/security';
import { AppError } from '../lib/errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Rules every request meets before any route sees it, in one place:
 *
 * - Cross-site writes are refused. A state-changing request whose Origin (or, without one, Referer)
 *   is not the shop's own is a page elsewhere using a shopper's cookies; SameSite=Lax alone let a
 *   cross-site `text/plain` form cancel an order. Requests with neither header (servers, webhooks,
 *   scripts) are not browsers acting for someone, and pass.
 * - Bodies are JSON (or what a route parses itself, like the payment webhooks' raw bytes): the
 *   default `text/plain` parser is removed, so no HTML form can reach a JSON route.
 * - No text anywhere in a request (path, query, body, object keys) may hold NUL or an unpaired
 *   surrogate: PostgreSQL refuses to store them, which surfaced as 500s on eleven operations.
 */
export const requestHygienePlugin = fp<{ publicUrl: string }>(async (app: FastifyInstance, opts) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const from = requestOrigin(request);
    if (from === undefined) return;
    if (from === publicOrigin || from === `${request.protocol}://${request.host}`) return;
    await app.securityEvents.record({ kind: 'cross_site_refused', ip: request.ip, detail: `${request.method} ${request.url.split('?')[0]} from ${from}` });
    throw new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
  });

  app.addHook('preValidation', async (request) => {
    const where = firstUnstorable({ params: request.params, query: request.query, body: request.body });
    if (where !== null) {
      throw new AppError(400, 'INVALID_CHARACTERS', 'The request contains characters that cannot be stored (NUL or an unpaired surrogate).', { [where]: ['INVALID_CHARACTERS'] });
    }
  });
});

/** The origin a browser says the request came from; undefined when it says nothing; 'null' for opaque origins. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * The dotted path of the first string or key holding unstorable text, or null. Iterative, so a
 * deeply nested body cannot exhaust the stack; buffers (raw webhook bodies) are not text.
 */
export function firstUnstorable(root: Record<string, unknown>): string | null {
  const stack: [unknown, string][] = Object.entries(root).map(([k, v]) => [v, k]);
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) return path;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}.${hasUnstorableText(key) ? '?' : key}`;
        if (hasUnstorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
