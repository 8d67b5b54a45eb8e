import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshIp, type TestApp } from './test/test-app';
import { ssrDirFor } from './plugins/ssr';
import { loadStartScript } from './plugins/ssr-start';
import { testConfig } from './test/template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports health of database and storage with the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true }, storage: { ok: true, kind: 'local' } });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/account/sign-up', '/api/me', '/api/health']));
  });

  it('sends security headers', async () => {
    const { csp: START_SCRIPT_CSP } = await loadStartScript(ssrDirFor(testConfig(t.dataDir).webDistDir));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The start script of server-rendered pages runs inline; nothing else inline may.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'wasm-unsafe-eval' ${START_SCRIPT_CSP};`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON, wrong types and oversize bodies with stable codes, never a 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_JSON');

    const types = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), payload: { email: 42, password: ['x'] } });
    expect(types.statusCode).toBe(400);
    expect(types.json().error.code).toBe('VALIDATION_FAILED');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000), fullName: 'x' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const media = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(media.statusCode).toBe(415);
    expect(media.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('returns site shell data with only safe links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.menu.length).toBeGreaterThanOrEqual(4);
    expect(site.footer.map((f: { category: string }) => f.category)).toEqual(expect.arrayContaining(['quick-links', 'support']));
    expect(site.hero.ctaLink).toBe('/products');
  });

  it('serves page content per language, falling back to English', async () => {
    const am = await t.app.inject({ method: 'GET', url: '/api/pages/about?locale=am-ET' });
    expect(am.statusCode).toBe(200);
    expect(JSON.stringify(am.json().content)).toMatch(/[\u1200-\u137F]/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/pages/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PAGE_NOT_FOUND');
  });

  it('lists all five currencies with rates and freshness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exchange-rates' });
    const rates = res.json().rates as { code: string; rate: number; freshness: string }[];
    expect(rates.map((r) => r.code).sort()).toEqual(['AED', 'ETB', 'EUR', 'GBP', 'USD']);
    expect(rates.find((r) => r.code === 'ETB')).toMatchObject({ rate: 120.5, freshness: 'fresh' });
  });

  it('stores newsletter sign-ups once and validates the email', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: freshIp(), payload: { email: 'news@example.com' } });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: freshIp(), payload: { email: 'NEWS@example.com' } });
    expect(again.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: freshIp(), payload: { email: 'no-at-sign' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toEqual(['NEWSLETTER_EMAIL_INVALID']);
  });

  /** Opens the change stream, runs `then` once connected, and reads until `until` arrives. */
  async function streamUntil(query: string, then: () => void, until: string): Promise<{ text: string; contentType: string | null }> {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/realtime?${query}`, { signal: controller.signal });
    const reader = res.body!.getReader();
    then();
    let text = '';
    while (!text.includes(until)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    return { text: text.slice(0, text.indexOf(until) + until.length), contentType: res.headers.get('content-type') };
  }

  it('streams change events over SSE', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { text, contentType } = await streamUntil(
      'topics=products',
      () => {
        t.app.events.publish({ topic: 'categories', action: 'update' });
        t.app.events.publish({ topic: 'products', action: 'update', id: 'p1' });
      },
      '"id":"p1"',
    );
    expect(contentType).toContain('text/event-stream');
    expect(text).toContain('event: change');
    expect(text).not.toContain('categories');
  });

  it('tells a page whose data predates a change (read before its connection opened) to refetch', async () => {
    // A marker published after connecting ends the read: whatever came before it is the stream's opening.
    const opening = async (query: string) => (await streamUntil(query, () => t.app.events.publish({ topic: 'exchange_rates', action: 'update', id: 'marker' }), '"id":"marker"')).text;
    const renderedAt = Date.now();
    t.app.events.publish({ topic: 'products', action: 'update', id: 'p-late' });
    // The missed topic is named, so the page refetches only what it names, not all it shows.
    const missed = await opening(`topics=products,designers,exchange_rates&since=${renderedAt}`);
    expect(missed).toContain('event: change\ndata: {"topic":"products","action":"update","at":');
    expect(missed).not.toContain('resync');
    expect(missed).not.toContain('"topic":"designers"');
    // A change of a topic the page does not show, or no change since: nothing to refetch.
    const nothing = await opening(`topics=categories,exchange_rates&since=${Date.now() + 60_000}`);
    expect(nothing).not.toContain('resync');
    expect(nothing).not.toContain('event: change\ndata: {"topic":"categories"');
    expect(await opening('topics=products,exchange_rates')).not.toContain('{"topic":"products","action":"update","at":');
    // Data read before this instance started: it cannot tell what was missed, so everything.
    expect(await opening('topics=products,exchange_rates&since=1')).toContain('event: resync');
    // Bad values are refused like any query, not a 500.
    const bad = await t.app.inject({ method: 'GET', url: '/api/realtime?since=yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});
