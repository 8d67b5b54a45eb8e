import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorableText } from '../../domain/security';
import { AppError } from '../lib/errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's path as the router reads it: percent-decoded, without the query. Every
     * decision about where a request goes (the maintenance gate, page or API, the not-found
     * answer) is taken on this, never on the raw `request.url`.
     */
    decodedPath: string;
  }
}

/** Why a path is refused: it would mean one thing to a check on the raw text and another to the router or a file lookup. */
export type PathProblem = 'MALFORMED' | 'ENCODED_SEPARATOR' | 'EMPTY_SEGMENT' | 'DOT_SEGMENT';

/**
 * The decoded path of a request URL, or why it is refused. The router (find-my-way) decodes
 * `%61pi` to `api` before matching, so a check comparing the raw text (`startsWith('/api/')`) was
 * walked around by `/%61pi/…` (issue 35). Decoding once, here, gives every later check the path
 * the router routes. Refused, rather than normalised, are paths whose decoded form would be read
 * differently from what was sent: an encoded `/` or `\` (a separator hidden in a segment), empty
 * segments (`//`), dot segments (`.`, `..`, also encoded) and malformed escapes (NUL and unpaired
 * surrogates are the next hook's: 400 INVALID_CHARACTERS). No browser or client of ours sends any of them. Case is left as sent: the router is
 * case-sensitive, and the gate compares the API prefix without case.
 */
export function decodeRequestPath(url: string): { path: string } | { problem: PathProblem } {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  if (!raw.startsWith('/')) return { problem: 'MALFORMED' };
  if (/%(?:2f|5c)/i.test(raw) || raw.includes('\\')) return { problem: 'ENCODED_SEPARATOR' };
  const segments = raw.split('/').slice(1);
  const decoded: string[] = [];
  for (const [i, segment] of segments.entries()) {
    // A trailing slash ('/products/') is the one empty segment allowed; '/' itself is one too.
    if (segment === '' && i !== segments.length - 1) return { problem: 'EMPTY_SEGMENT' };
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return { problem: 'MALFORMED' };
    }
    if (text === '.' || text === '..') return { problem: 'DOT_SEGMENT' };
    decoded.push(text);
  }
  return { path: `/${decoded.join('/')}` };
}

/**
 * Rules every request meets before any route sees it, in one place:
 *
 * - The path is decoded once (decodeRequestPath): later checks see what the router routes, and a
 *   path that would decode to something else than it says is refused with 400 INVALID_PATH.
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
  app.decorateRequest('decodedPath', '/');

  // First of all hooks: the gate, the page/API split and the not-found answer read decodedPath.
  app.addHook('onRequest', async (request) => {
    const checked = decodeRequestPath(request.url);
    if ('problem' in checked) {
      throw new AppError(400, 'INVALID_PATH', 'The address is malformed: it holds an encoded slash, an empty segment or a dot segment.', {
        path: [checked.problem],
      });
    }
    request.decodedPath = checked.path;
  });

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
