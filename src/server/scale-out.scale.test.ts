import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, type PgEventBus } from './plugins/pg-events';
import { multipartBody, samplePhoto } from './test/multipart';
import { openSse, probeEngines, signIn, startCluster, type Cluster } from './test/scale-cluster';

/**
 * Two app instances (A and B) on one PostgreSQL database, one Redis and one S3 server: what one
 * instance does, the other sees. Needs PostgreSQL on 127.0.0.1:5432 (or TEST_DATABASE_URL) and
 * Redis on 6379 (or TEST_REDIS_URL); without them the suite is skipped, loudly.
 */
const probe = await probeEngines();
if (!probe.ok) console.warn(`\n*** scale-out suite SKIPPED: ${probe.reason} ***\n`);

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
let n = 0;
/** A client address of its own per use, so one test's rate-limit counts never touch another's. */
const ip = () => `10.77.${Math.floor(Math.random() * 200)}.${(n += 1) % 250}`;

describe.skipIf(!probe.ok)('two instances on PostgreSQL, Redis and S3', () => {
  let cluster: Cluster;
  let adminA: string;
  let productId: string;

  beforeAll(async () => {
    if (!probe.ok) return;
    cluster = await startCluster(probe.engines);
    adminA = await signIn(cluster.a.url, ADMIN.email, ADMIN.password, ip());
    const page = (await (await fetch(`${cluster.b.url}/api/products?pageSize=24`)).json()) as { items: { id: string }[] };
    productId = page.items[0]!.id;
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('both instances use the shared engines', async () => {
    for (const i of [cluster.a, cluster.b]) {
      const health = (await (await fetch(`${i.url}/api/health`)).json()) as { database: { kind: string }; storage: { kind: string; ok: boolean }; events: { kind: string; ok: boolean } };
      expect(health.database.kind).toBe('postgres');
      expect(health.storage).toMatchObject({ kind: 's3', ok: true });
      expect(health.events).toMatchObject({ kind: 'postgres', ok: true });
    }
  });

  it('a price changed through A reaches an SSE client of B within a second, and B lists the new price', async () => {
    const listing = `${cluster.b.url}/api/products?pageSize=24`;
    const priceOn = async () => ((await (await fetch(listing)).json()) as { items: { id: string; priceMinor: number }[] }).items.find((p) => p.id === productId)?.priceMinor;
    const before = await priceOn();
    // Twice: the second answer comes from B's response cache, the one that must not go stale.
    expect(await priceOn()).toBe(before);
    const hitsBefore = cluster.b.app.responseCache.stats().hits;
    await priceOn();
    expect(cluster.b.app.responseCache.stats().hits).toBe(hitsBefore + 1);

    const sse = await openSse(`${cluster.b.url}/api/realtime?topics=products`);
    try {
      const next = (before ?? 1000) + 137;
      const sent = performance.now();
      const res = await fetch(`${cluster.a.url}/api/products/${productId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: adminA },
        body: JSON.stringify({ priceMinor: next }),
      });
      expect(res.status).toBe(204);
      const event = await sse.waitFor((e) => e.event === 'change' && JSON.parse(e.data).id === productId, 1_000);
      expect(event.at - sent).toBeLessThan(1_000);
      // The event carries when the change was known (at, the server's clock) besides what changed.
      const { at, ...change } = JSON.parse(event.data) as { at: unknown };
      expect(change).toEqual({ topic: 'products', action: 'update', id: productId });
      expect(typeof at).toBe('number');
      expect(await priceOn()).toBe(next);
    } finally {
      sse.close();
    }
  });

  it('a photo uploaded through A is served by B, with the same cache headers, and its variants too', async () => {
    const { payload, headers } = multipartBody({ data: await samplePhoto(1200, 1500), name: 'kemis.jpg', type: 'image/jpeg' });
    const res = await fetch(`${cluster.a.url}/api/studio/products/${productId}/photos`, {
      method: 'POST',
      headers: { ...headers, cookie: adminA, 'x-forwarded-for': ip() },
      body: new Uint8Array(payload),
    });
    expect(res.status).toBe(201);
    const photos = ((await res.json()) as { photos: { url?: string; publicUrl?: string; thumbUrl?: string | null }[] }).photos;
    const last = photos.at(-1) as Record<string, unknown>;
    const url = String(last.url ?? last.publicUrl);
    expect(url).toMatch(/^\/storage\/products\//);

    const fromB = await fetch(`${cluster.b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    const body = Buffer.from(await fromB.arrayBuffer());
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const variant = await fetch(`${cluster.b.url}/img/640${url.replace(/^\/storage/, '')}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');

    // Not on either instance's disk: only the bucket has it.
    expect((await fetch(`${cluster.a.url}${url}`)).status).toBe(200);
  });

  it('a file the bucket does not have answers 404, and a hostile key never reaches the store', async () => {
    const missing = await fetch(`${cluster.b.url}/storage/products/${randomUUID()}/${randomUUID()}.webp`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('FILE_NOT_FOUND');
    // An escaped separator or an empty segment is refused at the edge (400 INVALID_PATH); a key
    // the bucket lacks is 404. Neither reaches the store as another key.
    const cases: Array<[string, number, string]> = [
      ['/storage/..%2f..%2fetc/passwd', 400, 'INVALID_PATH'],
      ['/storage/products//x.webp', 400, 'INVALID_PATH'],
      [`/storage/${'a'.repeat(600)}.webp`, 404, 'FILE_NOT_FOUND'],
    ];
    for (const [bad, status, code] of cases) {
      const res = await fetch(`${cluster.b.url}${bad}`);
      expect(res.status, bad).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code, bad).toBe(code);
    }
  });

  it('the rate limit counts requests to A and B together', async () => {
    const client = ip();
    const statuses: number[] = [];
    // search: 30 a minute per address; 15 through each instance use the whole allowance.
    for (let i = 0; i < 30; i += 1) {
      const base = i % 2 === 0 ? cluster.a.url : cluster.b.url;
      statuses.push((await fetch(`${base}/api/search?q=ke`, { headers: { 'x-forwarded-for': client } })).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const overA = await fetch(`${cluster.a.url}/api/search?q=ke`, { headers: { 'x-forwarded-for': client } });
    const overB = await fetch(`${cluster.b.url}/api/search?q=ke`, { headers: { 'x-forwarded-for': client } });
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(((await overB.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await fetch(`${cluster.b.url}/api/search?q=ke`, { headers: { 'x-forwarded-for': ip() } })).status).toBe(200);
    const redis = new Redis(probe.ok ? probe.engines.redisUrl : '');
    try {
      expect(await redis.exists(`tibeb:rl:search:${client}:blocked`)).toBe(1);
      await redis.del(`tibeb:rl:search:${client}`, `tibeb:rl:search:${client}:blocked`);
    } finally {
      redis.disconnect();
    }
  });

  it('a scheduled job due on both instances at the same moment runs once', async () => {
    for (let round = 0; round < 5; round += 1) {
      let runs = 0;
      const job = { name: `scale-test-${randomUUID()}`, periodMs: 3_600_000, run: async () => ((runs += 1), { ok: true }) };
      const outcomes = await Promise.all([cluster.a.app.scheduler.runIfDue(job), cluster.b.app.scheduler.runIfDue(job), cluster.a.app.scheduler.runIfDue(job), cluster.b.app.scheduler.runIfDue(job)]);
      expect(runs).toBe(1);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      // And not again within its period, from either.
      expect((await cluster.b.app.scheduler.runIfDue(job)).ran).toBe(false);
      expect(runs).toBe(1);
    }
  });

  it('a malformed NOTIFY from outside the app is ignored; a real change still arrives', async () => {
    const sse = await openSse(`${cluster.b.url}/api/realtime`);
    try {
      for (const junk of ['not json', '{"v":1,"from":"x","events":[{"t":"users","a":"drop"}]}', '{"v":1}', JSON.stringify({ v: 1, from: 'x', events: [{ t: 'products', a: 'update', i: { $ne: 1 } }] })]) {
        await cluster.sql('select pg_notify($1, $2)', [EVENTS_CHANNEL, junk]);
      }
      const res = await fetch(`${cluster.a.url}/api/products/${productId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: adminA },
        body: JSON.stringify({ stockQuantity: 42 }),
      });
      expect(res.status).toBe(204);
      await sse.waitFor((e) => e.event === 'change' && JSON.parse(e.data).id === productId, 2_000);
      // Only the real change reached the browser: nothing from the junk.
      expect(sse.events.every((e) => e.event === 'change' && JSON.parse(e.data).topic === 'products' && JSON.parse(e.data).id === productId)).toBe(true);
      const health = (await (await fetch(`${cluster.b.url}/api/health`)).json()) as { events: { ok: boolean } };
      expect(health.events.ok).toBe(true);
    } finally {
      sse.close();
    }
  });

  it("a change whose NOTIFY fails on A is kept and sent again: B's clients and B's listing get it once A's NOTIFY works", async () => {
    const listing = `${cluster.b.url}/api/products?pageSize=24`;
    const priceOn = async () => ((await (await fetch(listing)).json()) as { items: { id: string; priceMinor: number }[] }).items.find((p) => p.id === productId)?.priceMinor;
    const before = await priceOn();
    await priceOn(); // now in B's response cache
    const sse = await openSse(`${cluster.b.url}/api/realtime?topics=products`);
    const busA = cluster.a.app.events as PgEventBus;
    try {
      cluster.a.faults.notify = true;
      const next = (before ?? 1000) + 211;
      const res = await fetch(`${cluster.a.url}/api/products/${productId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: adminA },
        body: JSON.stringify({ priceMinor: next }),
      });
      // The change is committed and answered; only its announcement to other instances waits.
      expect(res.status).toBe(204);
      for (let i = 0; i < 200 && busA.unsentEvents === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(busA.unsentEvents).toBeGreaterThan(0);
      expect(sse.events.some((e) => e.event === 'change' && JSON.parse(e.data).id === productId)).toBe(false);

      cluster.a.faults.notify = false;
      // Retried with back-off (125 ms doubling, capped at 10 s): well within a few seconds here.
      await sse.waitFor((e) => e.event === 'change' && JSON.parse(e.data).id === productId, 5_000);
      expect(busA.unsentEvents).toBe(0);
      expect(await priceOn()).toBe(next);
    } finally {
      cluster.a.faults.notify = false;
      sse.close();
    }
  });

  it("killing B's listening connection makes B's clients resync, and B hears A again afterwards", async () => {
    const sse = await openSse(`${cluster.b.url}/api/realtime?topics=products`);
    try {
      const application = `tibeb-events ${cluster.b.app.events.instanceId}`;
      const killed = await cluster.sql<{ ok: boolean }>('select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1', [application]);
      expect(killed).toEqual([{ ok: true }]);
      await sse.waitFor((e) => e.event === 'resync', 15_000);
      const after = await cluster.sql('select pid from pg_stat_activity where application_name = $1', [application]);
      expect(after).toHaveLength(1);
      expect(cluster.b.app.events.healthy()).toBe(true);

      const res = await fetch(`${cluster.a.url}/api/products/${productId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: adminA },
        body: JSON.stringify({ stockQuantity: 43 }),
      });
      expect(res.status).toBe(204);
      await sse.waitFor((e) => e.event === 'change' && JSON.parse(e.data).id === productId, 2_000);
    } finally {
      sse.close();
    }
  });

  it('with the S3 store down an upload answers 503 STORAGE_UNAVAILABLE and writes no photo row', async () => {
    const count = async () => Number((await cluster.sql<{ n: string }>('select count(*) as n from product_images where product_id = $1', [productId]))[0]?.n);
    const before = await count();
    await cluster.s3.stop();
    try {
      const { payload, headers } = multipartBody({ data: await samplePhoto(800, 1000), name: 'kemis.jpg', type: 'image/jpeg' });
      const res = await fetch(`${cluster.a.url}/api/studio/products/${productId}/photos`, {
        method: 'POST',
        headers: { ...headers, cookie: adminA, 'x-forwarded-for': ip() },
        body: new Uint8Array(payload),
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('STORAGE_UNAVAILABLE');
      expect(await count()).toBe(before);
      const health = await fetch(`${cluster.b.url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { storage: { ok: boolean } }).storage.ok).toBe(false);
      // Reads of a file while the store is down: a clear 503, not a 500.
      const read = await fetch(`${cluster.b.url}/storage/products/${productId}/x.webp`);
      expect(read.status).toBe(503);
    } finally {
      await cluster.s3.start();
    }
  });
});
