import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Issue 35's decision: two approved designers never show the same name (compared without case or
 * extra spaces). Refused with 409 DESIGNER_NAME_TAKEN when applying, at approval and on a rename.
 */
let t: TestApp;
let admin: Session;
let selam: Session;
let hirut: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
});
afterAll(async () => {
  await t?.close();
});

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const application = (displayName: string) => ({
  displayName,
  country: 'ET',
  city: 'Addis Ababa',
  bio: 'Hand-woven kemis and netela made in our family workshop.',
  categories: ['habesha-kemis'],
  links: [],
  phone: '+251 91 555 0101',
  acceptTerms: true,
});
async function applicant(): Promise<Session> {
  const s = await signUp(t.app);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, s.userId));
  return s;
}
const profile = (displayName: string) => ({ displayName, country: 'ET', city: 'Addis Ababa', cityAm: null, bio: 'A bio long enough for the profile form to take.', bioAm: null });

describe('designer display names (issue 35 decision)', () => {
  it.each([['Selam Tesfaye'], ['  selam   TESFAYE '], ['ＳＥＬＡＭ Tesfaye']])('refuses an application as %j while an approved designer is named Selam Tesfaye', async (name) => {
    const res = await call(await applicant(), { method: 'POST', url: '/api/studio/application', payload: application(name) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('DESIGNER_NAME_TAKEN');
  });

  it('takes a different name, and refuses the second of two pending namesakes at approval', async () => {
    const first = await applicant();
    const second = await applicant();
    const a = await call(first, { method: 'POST', url: '/api/studio/application', payload: application('Abebe Kebede') });
    const b = await call(second, { method: 'POST', url: '/api/studio/application', payload: application('abebe kebede') });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const approvedA = await call(admin, { method: 'POST', url: `/api/admin/designer-applications/${a.json().application.id}/approve` });
    expect(approvedA.statusCode, approvedA.body).toBe(200);
    const approvedB = await call(admin, { method: 'POST', url: `/api/admin/designer-applications/${b.json().application.id}/approve` });
    expect(approvedB.statusCode).toBe(409);
    expect(approvedB.json().error.code).toBe('DESIGNER_NAME_TAKEN');
    // Nothing half-done: B is still a pending customer.
    const [row] = await t.database.db.select({ role: profiles.role, isApproved: profiles.isApproved }).from(profiles).where(eq(profiles.userId, second.userId));
    expect(row).toEqual({ role: 'customer', isApproved: false });
    expect((await call(second, { method: 'GET', url: '/api/studio/application' })).json().application.status).toBe('pending');
  });

  it('refuses a rename to another approved designer’s name, and lets a designer keep their own', async () => {
    const rename = await call(hirut, { method: 'PATCH', url: '/api/studio/profile', payload: profile('selam tesfaye') });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.code).toBe('DESIGNER_NAME_TAKEN');
    expect((await call(hirut, { method: 'GET', url: '/api/studio/profile' })).json().profile.displayName).toBe('Hirut Bekele');
    const own = await call(selam, { method: 'PATCH', url: '/api/studio/profile', payload: profile('Selam  TESFAYE') });
    expect(own.statusCode, own.body).toBe(200);
  });
});
