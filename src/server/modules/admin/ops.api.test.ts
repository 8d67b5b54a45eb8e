import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesFake, GOOD_RATES, type RatesFake } from '../../../../tests/fakes/rates-fake';
import { claimJob } from '../../plugins/scheduler';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Maintenance mode (the switch, its texts, the gate) and the exchange-rate refresh (provider,
 * built-in table, the once-per-hour lock), with who may do each.
 */

const CRON_SECRET = 'cron-secret-for-the-tests-0123';
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };

let t: TestApp;
let plain: TestApp;
let fake: RatesFake;
let closeFake: () => Promise<void>;
let admin: Session;
let otherAdmin: Session;
let customer: Session;
let designer: Session;

const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

beforeAll(async () => {
  fake = createRatesFake();
  const started = await fake.start();
  closeFake = started.close;
  [t, plain] = await Promise.all([
    createTestApp({ RATES_API_URL: started.url, RATES_API_TIMEOUT_MS: '400', CRON_SECRET }),
    createTestApp(),
  ]);
  admin = await signInAs(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app);
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  // A second admin, for two admins editing the same settings.
  const second = await signUp(t.app, { email: 'second-admin@tibeb.example' });
  await t.database.db.execute(sql`update profiles set role = 'admin' where user_id = ${second.userId}`);
  otherAdmin = await signInAs(t.app, 'second-admin@tibeb.example', 'Str0ng!Pass');
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
  await closeFake?.();
});

const call = (who: Session | null, options: InjectOptions, app = t.app) => app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function maintenance(who: Session = admin) {
  const res = await call(who, { method: 'GET', url: '/api/admin/maintenance' });
  expect(res.statusCode).toBe(200);
  return res.json<{ enabled: boolean; title: string | null; message: string | null; titleAm: string | null; messageAm: string | null; version: number }>();
}

async function setMaintenance(enabled: boolean, texts: Record<string, string | null> = {}) {
  const current = await maintenance();
  const res = await call(admin, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...current, updatedAt: undefined, ...texts, enabled } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ version: number }>();
}

async function auditKinds(prefix: string): Promise<string[]> {
  return (await t.app.audit.list({ kind: prefix, limit: 100 })).map((e) => e.kind);
}

describe('maintenance settings', () => {
  it('refuses bad input with stable codes and keeps the last save', async () => {
    const current = await maintenance();
    const bad = [
      [{ ...current, title: 'x'.repeat(121) }, 'TITLE_TOO_LONG'],
      [{ ...current, message: 'x'.repeat(1001) }, 'MESSAGE_TOO_LONG'],
      [{ ...current, enabled: 'yes' }, 'ENABLED_REQUIRED'],
      [{ ...current, version: undefined }, 'VERSION_REQUIRED'],
      [{ ...current, version: 1.5 }, 'VERSION_REQUIRED'],
      [{ ...current, isAdmin: true }, null],
    ] as const;
    for (const [payload, code] of bad) {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...payload, updatedAt: undefined } });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (code) expect(JSON.stringify(res.json().error.fields)).toContain(code);
    }
    expect(await maintenance()).toEqual(current);
  });

  it('stores hostile text as text, blank as the default, and trims', async () => {
    const hostile = '<script>alert(1)</script> & "quotes"';
    await setMaintenance(false, { title: `  ${hostile}  `, message: '', titleAm: 'በቅርቡ እንመለሳለን', messageAm: '   ' });
    const saved = await maintenance();
    expect(saved).toMatchObject({ title: hostile, message: null, titleAm: 'በቅርቡ እንመለሳለን', messageAm: null });
    const site = (await call(null, { method: 'GET', url: '/api/site' })).json<{ maintenance: Record<string, unknown> }>();
    expect(site.maintenance).toMatchObject({ enabled: false, title: hostile, titleAm: 'በቅርቡ እንመለሳለን' });
  });

  it('refuses a save over a newer one (two admins) and keeps the newer', async () => {
    const seenByA = await maintenance(admin);
    const seenByB = await maintenance(otherAdmin);
    const a = await call(admin, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...seenByA, updatedAt: undefined, title: 'Saved by A' } });
    expect(a.statusCode).toBe(200);
    expect(a.json().version).toBe(seenByA.version + 1);
    const b = await call(otherAdmin, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...seenByB, updatedAt: undefined, title: 'Saved by B' } });
    expect(b.statusCode).toBe(409);
    expect(b.json().error.code).toBe('VERSION_CONFLICT');
    expect((await maintenance()).title).toBe('Saved by A');
    // B reloads and saves on top: that works.
    const fresh = await maintenance(otherAdmin);
    const again = await call(otherAdmin, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...fresh, updatedAt: undefined, title: 'Saved by B' } });
    expect(again.statusCode).toBe(200);
    expect((await maintenance()).title).toBe('Saved by B');
  });

  it('is for admins only: guest 401, customer and designer 403, nothing changed', async () => {
    const before = await maintenance();
    for (const [who, status] of [[null, 401], [customer, 403], [designer, 403]] as const) {
      expect((await call(who, { method: 'GET', url: '/api/admin/maintenance' })).statusCode).toBe(status);
      const put = await call(who, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...before, updatedAt: undefined, enabled: true } });
      expect(put.statusCode).toBe(status);
      const refresh = await call(who, { method: 'POST', url: '/api/functions/update-exchange-rates' });
      expect(refresh.statusCode).toBe(status);
    }
    expect(await maintenance()).toEqual(before);
    expect(t.app.maintenance.isOn()).toBe(false);
  });
});

describe('the maintenance gate', () => {
  it('shows visitors the maintenance page (503, Retry-After), refuses their writes, lets admins and sign-in through, and opens again', async () => {
    await setMaintenance(true, { title: 'Back at noon', message: 'We are restocking the shelves.', titleAm: 'እኩለ ቀን ላይ እንመለሳለን', messageAm: null });
    expect(t.app.maintenance.isOn()).toBe(true);

    for (const who of [null, customer, designer]) {
      const page = await call(who, { method: 'GET', url: '/products' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('300');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Back at noon');
      expect((await call(who, { method: 'GET', url: '/' })).statusCode).toBe(503);
    }
    // In the visitor's language: the Amharic title, the English message where no Amharic one was written.
    const amharic = await call(null, { method: 'GET', url: '/about', headers: { cookie: 'tibeb-language=am-ET' } });
    expect(amharic.statusCode).toBe(503);
    expect(amharic.body).toContain('እኩለ ቀን ላይ እንመለሳለን');
    expect(amharic.body).toContain('We are restocking the shelves.');
    // The admin works normally (no maintenance page; without a web build the page is the "not built" note).
    const adminPage = await call(admin, { method: 'GET', url: '/products' });
    expect(adminPage.headers['retry-after']).toBeUndefined();
    expect(adminPage.body).not.toContain('Back at noon');

    // Writes from anyone but an admin: 503 MAINTENANCE.
    const product = (await call(null, { method: 'GET', url: '/api/products?pageSize=24' })).json<{ items: { id: string; sizes: string[]; stockQuantity: number }[] }>().items.find((p) => p.stockQuantity > 0);
    expect(product).toBeDefined();
    const writes: Array<[Session | null, InjectOptions]> = [
      [customer, { method: 'POST', url: '/api/cart/items', payload: { productId: product!.id, quantity: 1, selectedSize: product!.sizes[0] } }],
      [null, { method: 'POST', url: '/api/newsletter', payload: { email: 'x@example.com' } }],
      [null, { method: 'POST', url: '/api/account/sign-up', payload: { email: 'new@example.com', password: 'Str0ng!Pass', fullName: 'New' } }],
      [designer, { method: 'PATCH', url: '/api/studio/profile', payload: {} }],
      [customer, { method: 'PUT', url: `/api/favorites/${product!.id}` }],
    ];
    for (const [who, options] of writes) {
      const res = await call(who, options);
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(503);
      expect(res.json().error.code).toBe('MAINTENANCE');
      expect(res.headers['retry-after']).toBe('300');
    }
    // Reads the shell needs, health and the live stream's neighbours keep answering.
    expect((await call(null, { method: 'GET', url: '/api/site' })).statusCode).toBe(200);
    expect((await call(customer, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await call(null, { method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    expect((await call(null, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A file is never the maintenance page.
    expect((await call(null, { method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // An admin can sign in (and a shopper can sign out).
    const signedIn = await signInAs(t.app, ADMIN.email, ADMIN.password);
    expect((await call(signedIn, { method: 'GET', url: '/products' })).headers['retry-after']).toBeUndefined();
    expect((await call(customer, { method: 'POST', url: '/api/account/sign-out' })).statusCode).toBe(200);
    // An admin's own writes go through.
    const adminCart = await call(admin, { method: 'POST', url: '/api/cart/items', payload: { productId: product!.id, quantity: 1, selectedSize: product!.sizes[0] } });
    expect(adminCart.statusCode).toBeLessThan(300);

    await setMaintenance(false);
    expect(t.app.maintenance.isOn()).toBe(false);
    expect((await call(null, { method: 'GET', url: '/products' })).headers['retry-after']).toBeUndefined();
    expect((await call(null, { method: 'POST', url: '/api/newsletter', payload: { email: 'back@example.com' } })).statusCode).toBe(200);
    const kinds = await auditKinds('maintenance.');
    expect(kinds).toContain('maintenance.turned_on');
    expect(kinds).toContain('maintenance.turned_off');
    expect(kinds).toContain('maintenance.texts_saved');
    customer = await signUp(t.app);
  });

  it('follows a change made elsewhere through the change event', async () => {
    await t.database.db.execute(sql`update site_settings set maintenance_mode = true where id = 1`);
    t.app.events.publish({ topic: 'site_settings', action: 'update' });
    await t.app.maintenance.refresh();
    expect(t.app.maintenance.isOn()).toBe(true);
    expect((await call(null, { method: 'POST', url: '/api/newsletter', payload: { email: 'gated@example.com' } })).statusCode).toBe(503);
    await t.database.db.execute(sql`update site_settings set maintenance_mode = false where id = 1`);
    t.app.events.publish({ topic: 'site_settings', action: 'update' });
    await t.app.maintenance.refresh();
    expect((await call(null, { method: 'GET', url: '/products' })).headers['retry-after']).toBeUndefined();
  });
});

interface AdminRate {
  code: string;
  rate: number;
  apiStatus: string;
  freshness: string;
  updatedAt: string;
  checkedAt: string | null;
  lastError: string | null;
}

async function refresh(app = t.app, who: Session = admin) {
  const res = await call(who, { method: 'POST', url: '/api/functions/update-exchange-rates' }, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ran: boolean; result: string | null; error: string | null; rates: AdminRate[] }>();
}
const byCode = (rates: AdminRate[]) => Object.fromEntries(rates.map((r) => [r.code, r]));

describe('exchange-rate refresh', () => {
  it('takes good rates from the provider, dated as the provider dates them', async () => {
    fake.state = { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 2 * 3600 };
    const out = await refresh();
    expect(out.result).toBe('updated');
    const rates = byCode(out.rates);
    expect(rates.ETB).toMatchObject({ rate: 156.25, apiStatus: 'api', freshness: 'stale', lastError: null });
    expect(rates.USD).toMatchObject({ rate: 1, apiStatus: 'api' });
    fake.state = { mode: 'good', rates: { ...GOOD_RATES, ETB: 157.5 }, ageSeconds: 0 };
    const fresh = byCode((await refresh()).rates);
    expect(fresh.ETB).toMatchObject({ rate: 157.5, apiStatus: 'api', freshness: 'fresh' });
    // Shoppers see the new rate (the cache was dropped by the change event), never api_status.
    const pub = (await call(null, { method: 'GET', url: '/api/exchange-rates' })).json<{ rates: Record<string, unknown>[] }>().rates;
    expect(pub.find((r) => r.code === 'ETB')).toMatchObject({ rate: 157.5 });
    expect(pub[0]).not.toHaveProperty('apiStatus');
    expect(await auditKinds('rates.')).toContain('rates.refreshed');
  });

  for (const mode of ['down', 'timeout', 'malformed', 'zero', 'not-json'] as const) {
    it(`keeps the last good rates, marked stale, when the provider is ${mode}`, async () => {
      fake.state = { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 0 };
      const good = byCode((await refresh()).rates);
      fake.state = { mode, rates: { ...GOOD_RATES }, ageSeconds: 0 };
      const out = await refresh();
      expect(out.result).toBe('failed');
      expect(out.error).toBeTruthy();
      const after = byCode(out.rates);
      for (const code of ['ETB', 'EUR', 'GBP', 'AED']) {
        expect(after[code]!.rate).toBe(good[code]!.rate);
        expect(after[code]!.rate).toBeGreaterThan(0);
        expect(after[code]!.apiStatus).toBe('stale');
        expect(after[code]!.updatedAt).toBe(good[code]!.updatedAt);
        expect(after[code]!.lastError).toBeTruthy();
        expect(after[code]!.checkedAt).not.toBeNull();
      }
      expect(after.USD!.rate).toBe(1);
    });
  }

  it('refuses implausible and negative rates one by one, keeping those currencies’ last good rate', async () => {
    fake.state = { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 0 };
    await refresh();
    fake.state = { mode: 'good', rates: { ETB: 158, EUR: -1, GBP: 790, AED: Number.NaN as unknown as number }, ageSeconds: 0 };
    const out = await refresh();
    expect(out.result).toBe('partial');
    const r = byCode(out.rates);
    expect(r.ETB).toMatchObject({ rate: 158, apiStatus: 'api' });
    expect(r.EUR).toMatchObject({ rate: GOOD_RATES.EUR, apiStatus: 'stale' });
    expect(r.GBP).toMatchObject({ rate: GOOD_RATES.GBP, apiStatus: 'stale' });
    expect(r.AED).toMatchObject({ rate: GOOD_RATES.AED, apiStatus: 'stale' });
    expect(r.GBP!.lastError).toMatch(/implausible/);
  });

  it('keeps the built-in table, marked fallback, without a provider', async () => {
    const out = await refresh(plain.app, await signInAs(plain.app, ADMIN.email, ADMIN.password));
    expect(out.result).toBe('built-in');
    expect(byCode(out.rates).ETB).toMatchObject({ rate: 120.5, apiStatus: 'fallback', freshness: 'fresh' });
  });

  it('lets two admins refresh; refuses a wrong or absent scheduler secret', async () => {
    fake.state = { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 0 };
    expect((await refresh(t.app, otherAdmin)).ran).toBe(true);
    for (const authorization of ['Bearer wrong-secret-wrong-secret', `Basic ${CRON_SECRET}`, `Bearer ${CRON_SECRET}x`]) {
      const res = await call(null, { method: 'POST', url: '/api/functions/update-exchange-rates', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    // Without CRON_SECRET configured, no bearer is accepted.
    const none = await call(null, { method: 'POST', url: '/api/functions/update-exchange-rates', headers: { authorization: 'Bearer ' } }, plain.app);
    expect(none.statusCode).toBe(401);
  });
});

describe('the hourly job runs once per hour across instances', () => {
  const resetJob = (name: string) => t.database.db.execute(sql`delete from scheduled_jobs where name = ${name}`);

  it('lets exactly one of two concurrent claims win, and none again within the hour', async () => {
    await resetJob('lock-test');
    const claims = await Promise.all([claimJob(t.database.db, 'lock-test', 3_600_000), claimJob(t.database.db, 'lock-test', 3_600_000)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(t.database.db, 'lock-test', 3_600_000)).toBe(false);
    await t.database.db.execute(sql`update scheduled_jobs set last_started_at = now() - interval '61 minutes' where name = 'lock-test'`);
    expect(await claimJob(t.database.db, 'lock-test', 3_600_000)).toBe(true);
  });

  it('runs the job body once for two concurrent runners, and records how it went', async () => {
    await resetJob('runner-test');
    let runs = 0;
    const job = {
      name: 'runner-test',
      periodMs: 3_600_000,
      run: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 50));
        return { ok: false, error: 'provider down' };
      },
    };
    const results = await Promise.all([t.app.scheduler.runIfDue(job), t.app.scheduler.runIfDue(job)]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    const [row] = rowsOf<{ last_status: string; last_error: string; last_finished_at: Date | null }>(await t.database.db.execute(sql`select * from scheduled_jobs where name = 'runner-test'`));
    expect(row).toMatchObject({ last_status: 'failed', last_error: 'provider down' });
    expect(row?.last_finished_at).not.toBeNull();
  });

  it('lets the scheduler call the refresh with its bearer: once per hour, then skipped', async () => {
    await resetJob('update-exchange-rates');
    fake.state = { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 0 };
    const asScheduler = () => call(null, { method: 'POST', url: '/api/functions/update-exchange-rates', headers: { authorization: `Bearer ${CRON_SECRET}` } });
    const [a, b] = await Promise.all([asScheduler(), asScheduler()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().ran, b.json().ran].sort()).toEqual([false, true]);
    expect((await asScheduler()).json()).toMatchObject({ ran: false, result: null });
    expect((await asScheduler()).json().rates).toHaveLength(5);
  });
});
