import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from './test/test-app';

/**
 * Every route of the OpenAPI document, called with what an attacker or a broken client sends:
 * wrong types, NUL and unpaired surrogates, huge strings, deep nesting, prototype keys, unknown
 * ids, hostile path parts. Whatever the input, the answer is never a 5xx, always in our error
 * shape when it is an error, and the server is healthy afterwards.
 */

let t: TestApp;
let admin: Session;
let shopper: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  shopper = await signUp(t.app);
  // A hostile body that happened to name the settings' version with `enabled: true` would put the
  // shop in maintenance, and every write after it would answer 503. The version is moved out of
  // reach; ops.api.test.ts throws its own bad input at the maintenance settings.
  await t.database.db.execute(sql`update site_settings set version = 7654321 where id = 1`);
});
afterAll(async () => {
  await t?.close();
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '😀',
    'ሰላም',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    '../../etc/passwd',
    '%00',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    'no-such-id',
    '-1',
    '1e308',
    'NaN',
    'x'.repeat(10_000),
    '<script>'.repeat(20_000),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], nested(2_000), { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"role":"admin"}}'), { constructor: { prototype: { role: 'admin' } } }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);

/** A body shaped like the route's schema (its property names, two levels deep) holding hostile values, or a hostile value outright. */
function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = (s: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> => {
    const props = s?.properties ?? s?.anyOf?.find((x) => x.properties)?.properties;
    if (!props || depth > 1) return hostileValue;
    return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fc.oneof(hostileValue, shaped(v, depth + 1))])), { requiredKeys: [] });
  };
  return fc.oneof({ weight: 3, arbitrary: shaped(schema, 0) }, { weight: 1, arbitrary: hostileValue });
}

/** URL-encodes anything; a lone surrogate, which encodeURIComponent refuses, goes as the bytes a broken client would send. */
const encode = (v: unknown) =>
  [...(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'))]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

function operations(): { method: string; path: string; op: Operation }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // The live stream never ends by design; it has its own tests.
      .filter(() => path.startsWith('/api/') && !path.startsWith('/api/realtime') && !path.startsWith('/api/docs'))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

function parseOrNull(body: string): { error?: { code?: unknown; message?: unknown } } | null {
  try {
    return JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  } catch {
    return null;
  }
}

describe('hostile input on every route', () => {
  it('never answers 5xx, always answers errors in our shape, and stays healthy', { timeout: 600_000 }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, op } of ops) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: pathParams.length, maxLength: pathParams.length }),
          fc.array(fc.tuple(fc.constantFrom(...queryParams, 'unknown'), hostileValue), { maxLength: 4 }),
          hostileBody(bodySchema),
          fc.constantFrom<Session | null>(null, shopper, admin),
          async (params, query, body, who) => {
            let url = path;
            pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, encode(params[i] || 'x'))));
            const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&');
            const options: InjectOptions = {
              method: method as InjectOptions['method'],
              url: qs ? `${url}?${qs}` : url,
              remoteAddress: freshIp(),
              ...(hasBody ? { payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } } : {}),
            };
            const res = await t.app.inject(withCookie(who, options));
            const where = `${method} ${options.url?.toString().slice(0, 120)} body=${JSON.stringify(body)?.slice(0, 200)}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const parsed = parseOrNull(res.body);
              if (typeof parsed?.error?.code !== 'string' || typeof parsed.error.message !== 'string') failures.push(`not our shape ${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            }
            return true;
          },
        ),
        { numRuns: 12, seed: 2026 },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Prototype keys reached nothing: a plain object still has no 'role' or 'admin'.
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('hostile input on the admin people routes, aimed at rows that exist', () => {
  it('a real message and a real account take any body without a 5xx, and keep their state unless the input was valid', { timeout: 120_000 }, async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: { name: 'Visitor', email: 'hostile-visitor@example.com', message: 'A message to aim hostile replies at.' } });
    const messageId = sent.json<{ id: string }>().id;
    const target = await signUp(t.app);
    // A session of its own: the sweep above signs the shared admin out (POST /api/account/sign-out).
    const caller = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
    const failures: string[] = [];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(hostileBody({ properties: { text: {}, status: {}, role: {} } }), fc.constantFrom('reply', 'status', 'role'), async (body, which) => {
        const url = which === 'role' ? `/api/admin/users/${target.userId}/role` : `/api/admin/messages/${messageId}/${which}`;
        const res = await t.app.inject(withCookie(caller, { method: which === 'role' ? 'PUT' : 'POST', url, remoteAddress: freshIp(), payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } }));
        statuses.add(res.statusCode);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url} ${JSON.stringify(body)?.slice(0, 200)}`);
        if (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string') failures.push(`not our shape ${res.statusCode} ${url}`);
        return true;
      }),
      { numRuns: 60, seed: 2026 },
    );
    expect(failures.slice(0, 10)).toEqual([]);
    // The admin was let in and the input judged (not refused at the door).
    expect(statuses.has(401) || statuses.has(403)).toBe(false);
    expect(statuses.has(400)).toBe(true);
    const users = await t.app.inject(withCookie(caller, { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(target.email)}` }));
    expect(users.json().items[0].role).toBe('customer');
  });
});

describe('percent-encoded addresses', () => {
  const spell = (url: string) => url.replace(/^\/api\//, '/%61pi/');

  it('answer every GET route as the plain address does, and refuse escaped separators with 400 INVALID_PATH', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const { method, path } of operations().filter((o) => o.method === 'GET')) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      for (const who of [null, shopper]) {
        const plain = await t.app.inject(withCookie(who, { method: 'GET', url, remoteAddress: freshIp() }));
        const escaped = await t.app.inject(withCookie(who, { method: 'GET', url: spell(url), remoteAddress: freshIp() }));
        if (escaped.statusCode !== plain.statusCode) failures.push(`${method} ${spell(url)}: ${escaped.statusCode}, plain ${plain.statusCode}`);
      }
      for (const bad of [url.replace(/^\/api\//, '/api%2F'), url.replace(/^\/api\//, '/api%5c'), url.replace(/^\/api\//, '//api/')]) {
        const res = await t.app.inject({ method: 'GET', url: bad, remoteAddress: freshIp() });
        if (res.statusCode !== 400 || parseOrNull(res.body)?.error?.code !== 'INVALID_PATH') failures.push(`GET ${bad}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('count toward the same rate limit as the plain address', async () => {
    const ip = freshIp();
    const attempt = (url: string) => t.app.inject({ method: 'POST', url, remoteAddress: ip, payload: { email: 'admin@tibeb.example', password: 'not-the-password' } });
    // Five wrong passwords (the auth policy's limit), spelled both ways, from one address.
    for (const url of ['/api/account/sign-in', '/%61pi/account/sign-in', '/api/%61ccount/sign-in', '/%61pi/account/sign-in', '/api/account/sign-in']) {
      expect((await attempt(url)).statusCode, url).toBe(401);
    }
    for (const url of ['/%61pi/account/sign-in', '/api/account/sign-in']) {
      const blocked = await attempt(url);
      expect(blocked.statusCode, url).toBe(429);
      expect(parseOrNull(blocked.body)?.error?.code).toBe('RATE_LIMITED');
    }
  });
});
