import fc from 'fast-check';

/**
 * What an attacker or a broken client sends, for the hostile-input suites: strings with NUL and
 * unpaired surrogates, markup, SQL, huge and deeply nested values, prototype keys; bodies shaped
 * like a route's schema holding them; and the helpers to send and read them.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

export const hostileString = fc.oneof(
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

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], nested(2_000), { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"role":"admin"}}'), { constructor: { prototype: { role: 'admin' } } }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);

/** A body shaped like the route's schema (its property names, two levels deep) holding hostile values, or a hostile value outright. */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = (s: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> => {
    const props = s?.properties ?? s?.anyOf?.find((x) => x.properties)?.properties;
    if (!props || depth > 1) return hostileValue;
    return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fc.oneof(hostileValue, shaped(v, depth + 1))])), { requiredKeys: [] });
  };
  return fc.oneof({ weight: 3, arbitrary: shaped(schema, 0) }, { weight: 1, arbitrary: hostileValue });
}

/** URL-encodes anything; a lone surrogate, which encodeURIComponent refuses, goes as the bytes a broken client would send. */
export const encode = (v: unknown) =>
  [...(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'))]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

export function parseOrNull(body: string): { error?: { code?: unknown; message?: unknown } } | null {
  try {
    return JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  } catch {
    return null;
  }
}
