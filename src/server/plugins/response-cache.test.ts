import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('stores, finds and drops entries by topic', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('/a', '{"a":1}', 'application/json', { topics: ['products'] });
    cache.set('/b', '{"b":1}', 'application/json', { topics: ['categories'] });
    expect(cache.get('/a')?.body).toBe('{"a":1}');
    expect(cache.invalidate('products')).toBe(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body).toBe('{"b":1}');
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    const cache = new ResponseCache(1_000_000);
    const a = cache.set('/a', 'same', 'text/plain', { topics: ['products'] });
    const b = cache.set('/b', 'same', 'text/plain', { topics: ['products'] });
    const c = cache.set('/c', 'other', 'text/plain', { topics: ['products'] });
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('expires entries after their TTL', () => {
    let now = 0;
    const cache = new ResponseCache(1_000_000, () => now);
    cache.set('/a', 'x', 'text/plain', { topics: ['products'], ttlMs: 100 });
    now = 99;
    expect(cache.get('/a')).toBeDefined();
    now = 100;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new ResponseCache(25);
    cache.set('/a', 'x'.repeat(10), 'text/plain', { topics: ['products'] });
    cache.set('/b', 'y'.repeat(10), 'text/plain', { topics: ['products'] });
    cache.get('/a');
    cache.set('/c', 'z'.repeat(10), 'text/plain', { topics: ['products'] });
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(25);
  });

  it('compresses once per encoding', () => {
    const cache = new ResponseCache(1_000_000);
    const entry = cache.set('/a', 'tibeb '.repeat(500), 'text/plain', { topics: ['products'] });
    const gz = cache.encoded(entry, 'gzip');
    expect(cache.encoded(entry, 'gzip')).toBe(gz);
    expect(gunzipSync(gz).toString()).toBe('tibeb '.repeat(500));
  });

  it('counts its compressed copies in its byte budget, and gives them back when it drops the entry', () => {
    const cache = new ResponseCache(1_000_000);
    const body = Array.from({ length: 600 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(',');
    const entry = cache.set('/a', body, 'application/json', { topics: ['products'] });
    const gz = cache.encoded(entry, 'gzip');
    const br = cache.encoded(entry, 'br');
    expect(cache.stats().bytes).toBe(body.length + gz.length + br.length);
    cache.invalidate('products');
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('evicts when compressed copies take it past its byte budget', () => {
    const body = Array.from({ length: 600 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(',');
    const cache = new ResponseCache(body.length * 2 + 10);
    const a = cache.set('/a', body, 'application/json', { topics: ['products'] });
    const b = cache.set('/b', `${body} `, 'application/json', { topics: ['products'] });
    cache.encoded(a, 'gzip');
    cache.encoded(b, 'gzip');
    expect(cache.stats().bytes).toBeLessThanOrEqual(body.length * 2 + 10);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body).toBe(`${body} `);
  });
});
