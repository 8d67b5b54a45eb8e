import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImagesFake, type ImagesFake, type ImagesFakeMode } from '../../../../tests/fakes/images-fake';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

const ENDPOINT = '/api/functions/generate-product-images';
const PROMPT = 'A white habesha kemis with a green and gold diamond border';

type Generated = { success: true; imageData: string; error: null; engine: string; notice: string; width: number; height: number; reading: Record<string, unknown> | null; remainingToday: number | null };

async function pictureOf(imageData: string) {
  expect(imageData).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  const bytes = Buffer.from(imageData.slice(imageData.indexOf(',') + 1), 'base64');
  return sharp(bytes).metadata();
}

/** A fresh account made a designer, so each test has its own quota and rate-limit counts. */
async function newDesigner(t: TestApp): Promise<Session> {
  const s = await signUp(t.app);
  await t.database.db.execute(sql`update profiles set role = 'designer', is_approved = true where user_id = ${s.userId}`);
  return s;
}

const generate = (t: TestApp, who: Session | null, payload: unknown, ip = freshIp()) =>
  t.app.inject(withCookie(who, { method: 'POST', url: ENDPOINT, remoteAddress: ip, payload: payload as Record<string, unknown> }));

describe('generate-product-images without an images API: the built-in illustrator for everyone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('draws a PNG of the size asked (default 1024x1024, vivid) and says it is an illustration', async () => {
    const res = await generate(t, null, { prompt: PROMPT });
    expect(res.statusCode).toBe(200);
    const body = res.json<Generated>();
    expect(body).toMatchObject({ success: true, error: null, engine: 'illustrator', width: 1024, height: 1024, remainingToday: null });
    expect(body.reading).toEqual({ kind: 'habesha-kemis', colours: ['green', 'gold'], pattern: 'diamonds', view: 'front' });
    expect(body.notice).toMatch(/illustration/i);
    expect(body.notice).toMatch(/not a photograph/i);
    expect(body.notice).toMatch(/not made by an AI model/i);
    const meta = await pictureOf(body.imageData);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);

    const wide = await generate(t, null, { prompt: 'netela, red and black meskel border', size: '1536x1024', style: 'natural' });
    expect(wide.statusCode).toBe(200);
    const m2 = await pictureOf(wide.json<Generated>().imageData);
    expect([m2.width, m2.height]).toEqual([1536, 1024]);
    expect(wide.json<Generated>().reading).toMatchObject({ kind: 'netela', colours: ['red', 'black'], pattern: 'meskel' });
  });

  it('gives designers and admins the illustrator too when no images API is configured', async () => {
    const designer = await newDesigner(t);
    const admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
    for (const who of [designer, admin]) {
      const res = await generate(t, who, { prompt: PROMPT });
      expect(res.statusCode).toBe(200);
      expect(res.json<Generated>().engine).toBe('illustrator');
    }
    const status = await t.app.inject(withCookie(designer, { method: 'GET', url: '/api/image-tools/status' }));
    expect(status.json()).toEqual({ engine: 'illustrator', quota: null });
  });

  it('refuses hostile, empty, long and malformed prompts with stable codes, and never echoes the prompt', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ prompt: '<script>alert(1)</script> kemis' }, 400, 'PROMPT_HOSTILE'],
      [{ prompt: 'kemis <img src=x onerror=alert(1)>' }, 400, 'PROMPT_HOSTILE'],
      [{ prompt: 'javascript:alert(document.cookie)' }, 400, 'PROMPT_HOSTILE'],
      [{ prompt: 'kemis\u001b[2J' }, 400, 'PROMPT_HOSTILE'],
      [{ prompt: 'kemis\u0000' }, 400, 'INVALID_CHARACTERS'],
      [{ prompt: '  ' }, 400, 'PROMPT_TOO_SHORT'],
      [{ prompt: '%%%%' }, 400, 'PROMPT_NO_WORDS'],
      [{ prompt: 'kemis '.repeat(200) }, 400, 'PROMPT_TOO_LONG'],
      [{ prompt: 'x'.repeat(50_000) }, 400, 'VALIDATION_FAILED'],
      [{ prompt: 42 }, 400, 'VALIDATION_FAILED'],
      [{ prompt: ['kemis'] }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
      [{ prompt: PROMPT, size: '4096x4096' }, 400, 'VALIDATION_FAILED'],
      [{ prompt: PROMPT, style: 'photographic' }, 400, 'VALIDATION_FAILED'],
      [{ prompt: PROMPT, n: 10 }, 400, 'VALIDATION_FAILED'],
      [{ prompt: PROMPT, ['__proto__']: { admin: true } }, 400, 'INVALID_JSON'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await generate(t, null, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
      expect(res.body).not.toContain('<script');
      expect(res.body).not.toContain('onerror');
    }
    const malformed = await t.app.inject({ method: 'POST', url: ENDPOINT, remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: '{"prompt": "kemis' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toBe('INVALID_JSON');
  });

  it('rate-limits the illustrator per address: 10 a minute, then RATE_LIMITED', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    // Short, cheap prompts: the count is what is tested.
    for (let i = 0; i < 11; i += 1) codes.push((await generate(t, null, { prompt: `kemis ${i}` }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const blocked = await generate(t, null, { prompt: 'kemis' }, ip);
    expect(blocked.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not blocked.
    expect((await generate(t, null, { prompt: 'kemis' })).statusCode).toBe(200);
  });
});

describe('generate-product-images with an OpenAI-compatible images API (a local fake)', () => {
  let t: TestApp;
  let fake: ImagesFake;
  let stop: () => Promise<void>;
  const mode = (m: ImagesFakeMode) => {
    fake.mode = m;
  };

  beforeAll(async () => {
    fake = createImagesFake();
    const started = await fake.start();
    stop = started.close;
    t = await createTestApp({ IMAGE_API_URL: `${started.url}/v1/`, IMAGE_API_KEY: fake.apiKey, IMAGE_API_MODEL: fake.model, IMAGE_API_TIMEOUT_MS: '6000', IMAGE_API_DAILY_QUOTA: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await stop?.();
  });

  it('calls the API for designers and admins (b64_json and url answers), the illustrator for shoppers and guests', async () => {
    const designer = await newDesigner(t);
    const admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
    const shopper = await signUp(t.app);

    mode('b64');
    const before = fake.requests;
    const res = await generate(t, designer, { prompt: `  ${PROMPT}\n\n with   long sleeves `, size: '1024x1536' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Generated>();
    expect(body).toMatchObject({ engine: 'image-api', reading: null, remainingToday: 2, width: 1024, height: 1536 });
    expect(body.notice).toMatch(/AI image model/);
    expect((await pictureOf(body.imageData)).format).toBe('png');
    expect(fake.requests).toBe(before + 1);
    expect(fake.lastBody).toMatchObject({ model: fake.model, prompt: `${PROMPT} with long sleeves`, n: 1, size: '1024x1536', style: 'vivid', response_format: 'b64_json', user: designer.userId });

    mode('url');
    const viaUrl = await generate(t, admin, { prompt: PROMPT, style: 'natural' });
    expect(viaUrl.statusCode).toBe(200);
    expect(viaUrl.json<Generated>().engine).toBe('image-api');
    expect((await pictureOf(viaUrl.json<Generated>().imageData)).width).toBe(1024);

    const counted = fake.requests;
    for (const who of [shopper, null]) {
      const r = await generate(t, who, { prompt: PROMPT });
      expect(r.statusCode).toBe(200);
      expect(r.json<Generated>().engine).toBe('illustrator');
    }
    expect(fake.requests).toBe(counted);
    expect((await t.app.inject(withCookie(shopper, { method: 'GET', url: '/api/image-tools/status' }))).json()).toEqual({ engine: 'illustrator', quota: null });
  });

  it('holds each designer to the daily quota, and another designer keeps theirs', async () => {
    mode('b64');
    const first = await newDesigner(t);
    const second = await newDesigner(t);
    const remaining: Array<number | null> = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await generate(t, first, { prompt: `${PROMPT} ${i}` });
      expect(r.statusCode).toBe(200);
      remaining.push(r.json<Generated>().remainingToday);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const spent = await generate(t, first, { prompt: PROMPT });
    expect(spent.statusCode).toBe(429);
    expect(spent.json<{ error: { code: string } }>().error.code).toBe('IMAGE_QUOTA_EXCEEDED');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(spent.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect((await t.app.inject(withCookie(first, { method: 'GET', url: '/api/image-tools/status' }))).json()).toEqual({ engine: 'image-api', quota: { limit: 3, used: 3, remaining: 0 } });
    expect((await generate(t, second, { prompt: PROMPT })).statusCode).toBe(200);
  });

  it('takes one quota call per request even when requests arrive together', async () => {
    mode('b64');
    const designer = await newDesigner(t);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => generate(t, designer, { prompt: `${PROMPT} ${i}` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('rate-limits bursts per account before the quota: 5 a minute', async () => {
    const designer = await newDesigner(t);
    // A failing provider returns each call to the quota, so only the rate limit can stop the 6th.
    mode('down');
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await generate(t, designer, { prompt: PROMPT })).json<{ error: { code: string } }>().error.code);
    expect(codes).toEqual(['IMAGE_API_FAILED', 'IMAGE_API_FAILED', 'IMAGE_API_FAILED', 'IMAGE_API_FAILED', 'IMAGE_API_FAILED', 'RATE_LIMITED']);
  });

  it("answers the provider's failures with stable codes, says nothing of what it said, and gives the call back", async () => {
    const cases: Array<[ImagesFakeMode, number, string]> = [
      ['down', 502, 'IMAGE_API_FAILED'],
      ['unauthorized', 502, 'IMAGE_API_FAILED'],
      ['not-json', 502, 'IMAGE_API_FAILED'],
      ['no-image', 502, 'IMAGE_API_FAILED'],
      ['not-a-picture', 502, 'IMAGE_API_FAILED'],
      ['refused', 422, 'IMAGE_PROMPT_REFUSED'],
      ['timeout', 504, 'IMAGE_API_TIMEOUT'],
    ];
    for (const [m, status, code] of cases) {
      const designer = await newDesigner(t);
      mode(m);
      const t0 = performance.now();
      const res = await generate(t, designer, { prompt: PROMPT });
      expect(res.statusCode, m).toBe(status);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
      if (m === 'timeout') expect(performance.now() - t0).toBeLessThan(30_000);
      for (const leaked of ['Incorrect API key', 'safety system', 'oops', 'processing your request', fake.apiKey, '127.0.0.1']) expect(res.body).not.toContain(leaked);
      const status2 = (await t.app.inject(withCookie(designer, { method: 'GET', url: '/api/image-tools/status' }))).json<{ quota: { used: number } }>();
      expect(status2.quota.used, m).toBe(0);
    }
    mode('b64');
  });

  it('shows on /api/health that an images API is configured, and nothing of its address, key or model', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ mail: { kind: 'outbox' }, payments: { payOnDelivery: true, chapa: false, stripe: false }, imageGenerator: { kind: 'image-api' } });
    expect(typeof (body.poseModel as { ok: boolean }).ok).toBe('boolean');
    for (const secret of [fake.apiKey, fake.model, fake.url, '127.0.0.1']) expect(res.body).not.toContain(secret);
  });
});

describe('images API settings', () => {
  it('must be set together, and validated', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/tibeb-config-test' } as const;
    expect(loadConfig(base).imageApi).toBeNull();
    expect(() => loadConfig({ ...base, IMAGE_API_URL: 'https://images.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, IMAGE_API_URL: 'ftp://x', IMAGE_API_KEY: 'sk-12345678', IMAGE_API_MODEL: 'm' })).toThrow(/IMAGE_API_URL/);
    expect(() => loadConfig({ ...base, IMAGE_API_URL: 'https://x.example', IMAGE_API_KEY: 'sk-12345678', IMAGE_API_MODEL: 'm', IMAGE_API_TIMEOUT_MS: '5' })).toThrow(/IMAGE_API_TIMEOUT_MS/);
    const ok = loadConfig({ ...base, IMAGE_API_URL: 'https://api.example.com/v1/', IMAGE_API_KEY: 'sk-12345678', IMAGE_API_MODEL: 'dall-e-3' });
    expect(ok.imageApi).toEqual({ url: 'https://api.example.com', key: 'sk-12345678', model: 'dall-e-3', timeoutMs: 60_000 });
    expect(ok.imageApiDailyQuota).toBe(20);
  });
});
