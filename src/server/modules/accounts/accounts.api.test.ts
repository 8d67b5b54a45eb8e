import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, securityEvents } from '../../db/schema';
import { cookieFrom, createTestApp, freshIp, signInAs, signUp, withCookie, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up', () => {
  it('creates the account, its customer profile and a session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: freshIp(),
      payload: { email: 'Selam@Example.com', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass', fullName: '  Selam Bekele ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'selam@example.com', fullName: 'Selam Bekele', role: 'customer' });
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect(cookie).toMatch(/tibeb\.session_token=/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, body.user.id));
    expect(profile?.role).toBe('customer');

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.email).toBe('selam@example.com');
  });

  it('enforces every password rule on the server with its code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: freshIp(),
      payload: { email: 'weak@example.com', password: 'abc', confirmPassword: 'abd', fullName: 'Weak' },
    });
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.fields.password).toEqual(
      expect.arrayContaining(['PASSWORD_TOO_SHORT', 'PASSWORD_NEEDS_UPPERCASE', 'PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_SPECIAL']),
    );
    expect(err.fields.confirmPassword).toEqual(['PASSWORDS_DO_NOT_MATCH']);
  });

  it('refuses a second account with the same email', async () => {
    await signUp(t.app, { email: 'twice@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: freshIp(),
      payload: { email: 'TWICE@example.com', password: 'Str0ng!Pass', fullName: 'Again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('strips script tags from names instead of storing them', async () => {
    const s = await signUp(t.app, { fullName: 'Abebe <script>alert(1)</script>' });
    const me = await t.app.inject(withCookie(s, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.fullName).toBe('Abebe');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, restores the session, and signs out', async () => {
    const { email } = await signUp(t.app, {});
    const session = await signInAs(t.app, email, 'Str0ng!Pass');
    const me = await t.app.inject(withCookie(session, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.email).toBe(email);

    const out = await t.app.inject(withCookie(session, { method: 'POST', url: '/api/account/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject(withCookie(session, { method: 'GET', url: '/api/me' }));
    expect(after.json().user).toBeNull();
  });

  it('answers a wrong password with INVALID_CREDENTIALS and logs a security event', async () => {
    const { email } = await signUp(t.app, {});
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), payload: { email, password: 'Wr0ng!Pass' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.kind, 'sign_in_failed'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('blocks an address after 5 failed attempts, with a warning count before', async () => {
    const ip = freshIp();
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: ip, payload: { email: 'nobody@example.com', password: 'Wr0ng!Pass' } });
      expect(res.statusCode).toBe(401);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: ip, payload: { email: 'nobody@example.com', password: 'Wr0ng!Pass' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), payload: { email: 'nobody@example.com', password: 'Wr0ng!Pass' } });
    expect(other.statusCode).toBe(401);
  });

  it('refuses even the right password during a block, records the block, and answers each failure later', async () => {
    const account = await signUp(t.app);
    const ip = freshIp();
    const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: ip, payload: { email: account.email, password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wr0ng!Pass')).statusCode).toBe(401);
    const right = await attempt('Str0ng!Pass');
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(25 * 60);
    // Still blocked after the right password: it did not clear the block.
    expect((await attempt('Str0ng!Pass')).statusCode).toBe(429);
    const blocks = await t.database.db.select().from(securityEvents).where(eq(securityEvents.kind, 'sign_in_blocked'));
    expect(blocks.some((e) => e.ip === ip)).toBe(true);
    // The progressive delay of docs/requirements/shop.md §9: each failure in a row waits longer, up to a ceiling.
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => t.app.rateLimit.failureDelayMs(n));
    expect(delays.slice(0, 5).every((d, i) => i === 0 || d > (delays[i - 1] ?? 0))).toBe(true);
    expect(delays[6]).toBe(delays[5]);
  });

  it('treats a forged cookie as a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'tibeb.session_token=forged.value' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
  });
});

describe('profile updates', () => {
  it('lets a user change only their own profile', async () => {
    const a = await signUp(t.app, { fullName: 'Alemu' });
    const b = await signUp(t.app, { fullName: 'Bethel' });
    const res = await t.app.inject(withCookie(a, { method: 'PATCH', url: '/api/me', payload: { fullName: 'Alemu Tesfaye', city: 'Bahir Dar' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: 'Alemu Tesfaye', city: 'Bahir Dar' });
    const meB = await t.app.inject(withCookie(b, { method: 'GET', url: '/api/me' }));
    expect(meB.json().user.fullName).toBe('Bethel');
  });

  it('refuses role changes and unknown fields', async () => {
    const a = await signUp(t.app, {});
    const res = await t.app.inject(withCookie(a, { method: 'PATCH', url: '/api/me', payload: { role: 'admin' } }));
    expect(res.statusCode).toBe(400);
    const me = await t.app.inject(withCookie(a, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.role).toBe('customer');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { fullName: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
