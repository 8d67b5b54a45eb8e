import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, freshIp, signUp, withCookie, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = { name: 'Tsion Alemu', email: 'Tsion@Example.com', subject: 'Sizing', message: 'Do you make the Axum kemis in a longer length?' };

describe('POST /api/contact', () => {
  it('stores a message, cleaned of markup, and acknowledges it by e-mail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: { ...valid, message: `${valid.message} <script>steal()</script>` } });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: 'Tsion Alemu', email: 'tsion@example.com', subject: 'Sizing', message: valid.message, userId: null });
    expect(readdirSync(`${t.dataDir}/outbox`).some((f) => f.includes('Tsion@Example.com'))).toBe(true);
  });

  it('links the message to the signed-in sender', async () => {
    const s = await signUp(t.app, {});
    const res = await t.app.inject(withCookie(s, { method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: valid }));
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row?.userId).toBe(s.userId);
  });

  it('answers each invalid field with its code and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: { name: '', email: 'no-at', message: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: ['CONTACT_NAME_REQUIRED'], email: ['EMAIL_INVALID'], message: ['CONTACT_MESSAGE_TOO_SHORT'] });
    const scriptOnly = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: { ...valid, message: '<script>alert(1)</script>' } });
    expect(scriptOnly.statusCode).toBe(400);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('allows 3 messages per 5 minutes from one address, then blocks it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: valid })).statusCode).toBe(201);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: valid });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: valid })).statusCode).toBe(201);
  });
});
