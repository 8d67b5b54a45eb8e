import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionSettingsAnswer, DesignerLedger, PayoutAccount, PayoutTerms, StudioPayoutAccount } from '../../../domain/payouts/api';
import { adminAuditLog, payoutAccounts } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Payout accounts (issue 37): a designer adds or changes where she is paid with her current
 * password; payouts wait for the hold (now + the setting, from the app's clock); the change is
 * audited and mailed, masked, in her language; only she reads her own, admins see it masked in the
 * ledger; and the public designer terms follow the settings.
 */
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Tibeb-Designer-2026!';
let now = new Date('2026-03-02T09:00:00Z');

let t: TestApp;
let selam: Session;
let hirut: Session;
let shopper: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', PASSWORD);
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', PASSWORD);
  shopper = await signUp(t.app);
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const lang = await call(hirut, { method: 'PATCH', url: '/api/me', payload: { preferredLanguage: 'am-ET' } });
  expect(lang.statusCode, lang.body).toBeLessThan(300);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const put = (who: Session | null, payload: object, remoteAddress = freshIp()) => t.app.inject(withCookie(who, { method: 'PUT', url: '/api/studio/payout-account', payload, remoteAddress }));
const read = async (who: Session) => {
  const res = await call(who, { method: 'GET', url: '/api/studio/payout-account' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudioPayoutAccount>();
};
const rowOf = async (designerId: string) => (await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.designerId, designerId)))[0];
const bank = (overrides: Record<string, unknown> = {}) => ({ kind: 'bank', bankCode: 'cbe', accountNumber: '1000 1234 56789', accountName: 'Selam Tesfaye', currentPassword: PASSWORD, ...overrides });
const wallet = (overrides: Record<string, unknown> = {}) => ({ kind: 'wallet', wallet: 'telebirr', phone: '0911 22 33 44', accountName: 'Hirut Bekele', currentPassword: PASSWORD, ...overrides });
const accountMails = (email: string) => mailsTo(t.dataDir, email).filter((m) => /payout account|የክፍያ መቀበያ/.test(m.subject));
const fieldsOf = (body: string) => JSON.parse(body).error.fields as Record<string, string[]>;

describe('payout accounts', () => {
  it('refuses guests (401), customers and admins (403), and writes nothing', async () => {
    expect((await call(null, { method: 'GET', url: '/api/studio/payout-account' })).statusCode).toBe(401);
    expect((await put(null, bank())).statusCode).toBe(401);
    expect((await call(shopper, { method: 'GET', url: '/api/studio/payout-account' })).statusCode).toBe(403);
    expect((await put(shopper, bank({ currentPassword: 'Str0ng!Pass' }))).statusCode).toBe(403);
    const byAdmin = await put(admin, bank({ currentPassword: 'Tibeb-Admin-2026!' }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(403);
    expect(await t.database.db.select().from(payoutAccounts)).toEqual([]);
  });

  it('starts empty, with the bank list and the hold in days', async () => {
    const view = await read(selam);
    expect(view.account).toBeNull();
    expect(view.accountHoldDays).toBe(5);
    expect(view.banks.find((b) => b.code === 'cbe')).toEqual({ code: 'cbe', name: 'Commercial Bank of Ethiopia', accountLength: 13 });
  });

  it('refuses a wrong password with PASSWORD_INCORRECT: no row, no mail', async () => {
    const res = await put(selam, bank({ currentPassword: 'not-her-password' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_INCORRECT');
    expect(fieldsOf(res.body)).toEqual({ currentPassword: ['PASSWORD_INCORRECT'] });
    expect(await rowOf(selam.userId)).toBeUndefined();
    expect(accountMails(selam.email)).toEqual([]);
  });

  it('refuses bad accounts with stable codes and writes nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [bank({ accountNumber: '1000123456A89' }), 'accountNumber', 'ACCOUNT_NUMBER_INVALID'],
      [bank({ accountNumber: '12345' }), 'accountNumber', 'ACCOUNT_NUMBER_INVALID'],
      [bank({ bankCode: 'nobank' }), 'bankCode', 'BANK_UNKNOWN'],
      [wallet({ wallet: 'mpesa' }), 'wallet', 'WALLET_UNKNOWN'],
      [wallet({ phone: '0111234567' }), 'phone', 'PHONE_INVALID'],
      [bank({ accountName: ' ' }), 'accountName', 'ACCOUNT_NAME_INVALID'],
      [bank({ currentPassword: '' }), 'currentPassword', 'PASSWORD_REQUIRED'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await put(selam, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res.body)[field], `${field} ${res.body}`).toContain(code);
    }
    const kind = await put(selam, { kind: 'cash', accountName: 'Selam', currentPassword: PASSWORD });
    expect(kind.statusCode).toBe(400);
    expect(Object.values(fieldsOf(kind.body)).flat()).toContain('ACCOUNT_KIND_INVALID');
    expect(await rowOf(selam.userId)).toBeUndefined();
  });

  it('adds a bank account with the password: masked answer, hold of 5 days, masked audit, a mail in English', async () => {
    const res = await put(selam, bank());
    expect(res.statusCode, res.body).toBe(200);
    const account = res.json<PayoutAccount>();
    expect(account).toMatchObject({ kind: 'bank', bankCode: 'cbe', wallet: null, institutionName: 'Commercial Bank of Ethiopia', maskedNumber: '•••• 6789', accountName: 'Selam Tesfaye', onHold: true });
    expect(account.heldUntil).toBe(new Date(now.getTime() + 5 * DAY).toISOString());
    expect(res.body).not.toContain('1000123456789');
    expect((await rowOf(selam.userId))?.accountNumber).toBe('1000123456789');
    expect((await read(selam)).account).toEqual(account);

    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'payouts.account_changed'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: selam.userId, targetId: selam.userId, before: null });
    expect(JSON.stringify(audit[0])).not.toContain('123456789');

    const mails = accountMails(selam.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Tibeb payout account was added');
    expect(mails[0]!.text).toContain('Commercial Bank of Ethiopia •••• 6789');
    expect(mails[0]!.text).toContain('payouts to it wait until 2026-03-07');
    expect(mails[0]!.text).toContain('If this was not you');
    expect(mails[0]!.text).not.toContain('123456789');
  });

  it("adds a wallet in +251 form for the other designer, mailed in Amharic; neither reads or changes the other's", async () => {
    const res = await put(hirut, wallet());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayoutAccount>()).toMatchObject({ kind: 'wallet', wallet: 'telebirr', bankCode: null, institutionName: 'telebirr', maskedNumber: '•••• 3344' });
    expect((await rowOf(hirut.userId))?.accountNumber).toBe('+251911223344');
    const mails = accountMails(hirut.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('የቲበብ የክፍያ መቀበያ ሂሳብዎ ተጨምሯል');
    expect(mails[0]!.text).toContain('telebirr •••• 3344');
    expect(mails[0]!.text).toContain('እስከ 2026-03-07');

    // Each reads only her own; there is no way to name another designer's account.
    expect((await read(selam)).account?.maskedNumber).toBe('•••• 6789');
    expect((await read(hirut)).account?.maskedNumber).toBe('•••• 3344');
    const selamBefore = await rowOf(selam.userId);
    const sneaky = await call(hirut, { method: 'PUT', url: `/api/studio/payout-account?designerId=${selam.userId}`, payload: { ...wallet({ phone: '0977000000' }), designerId: selam.userId } });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(await rowOf(selam.userId)).toEqual(selamBefore);
    expect((await rowOf(hirut.userId))?.accountNumber).toBe('+251977000000');
  });

  it('a change starts the hold again and is mailed as a change; the hold ends after the setting', async () => {
    now = new Date(now.getTime() + 3 * DAY);
    const res = await put(selam, bank({ bankCode: 'awash', accountNumber: '0132-0045-6789-00' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayoutAccount>()).toMatchObject({ institutionName: 'Awash Bank', maskedNumber: '•••• 8900', onHold: true, heldUntil: new Date(now.getTime() + 5 * DAY).toISOString() });
    const mails = accountMails(selam.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your Tibeb payout account was changed');
    expect(mails[1]!.text).toContain('until 2026-03-10');
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'payouts.account_changed'));
    expect(audit.find((a) => a.targetId === selam.userId && a.before !== null)?.before).toMatchObject({ maskedNumber: '•••• 6789' });

    now = new Date(now.getTime() + 5 * DAY + 1);
    expect((await read(selam)).account?.onHold).toBe(false);
  });

  it('shows admins the account masked in the ledger, and hands the payout run the whole account', async () => {
    const res = await call(admin, { method: 'GET', url: `/api/admin/payouts/designers/${selam.userId}/ledger` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DesignerLedger>().account).toMatchObject({ kind: 'bank', bankCode: 'awash', maskedNumber: '•••• 8900', onHold: false });
    expect(res.body).not.toContain('01320045678900');
    const none = await signUp(t.app);
    expect(none.userId).toBeTruthy();
    const forPayout = await t.services.payoutAccounts.forPayout(selam.userId);
    expect(forPayout).toMatchObject({ kind: 'bank', bankCode: 'awash', wallet: null, accountNumber: '01320045678900', accountName: 'Selam Tesfaye' });
    expect(forPayout?.heldUntil).toBeInstanceOf(Date);
    expect(await t.services.payoutAccounts.forPayout(none.userId)).toBeNull();
  });

  it('blocks wrong passwords like sign-in: after five, even the right one waits (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await put(hirut, wallet({ currentPassword: `wrong-${i}` }), ip)).json().error.code).toBe('PASSWORD_INCORRECT');
    const blocked = await put(hirut, wallet({ phone: '0911000000' }), ip);
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect((await rowOf(hirut.userId))?.accountNumber).toBe('+251977000000');
  });
});

describe('designer terms', () => {
  it('are public, cacheable for a minute, and follow the settings (limits and minimum in birr)', async () => {
    const first = await call(null, { method: 'GET', url: '/api/payouts/terms' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.json<PayoutTerms>()).toEqual({
      platformRateBp: 1200,
      lineMinMinor: null,
      lineMaxMinor: null,
      limitCurrency: 'ETB',
      holdDays: 30,
      payoutMinimumMinor: 50_000,
      payoutMinimumCurrency: 'ETB',
      payoutSchedule: 'weekly',
      payoutWeekday: 1,
      accountHoldDays: 5,
      feesPassedOn: false,
    });
    const settings = (await call(admin, { method: 'GET', url: '/api/admin/payouts/settings' })).json<CommissionSettingsAnswer>();
    const { limitCurrency: _l, updatedAt: _u, ...values } = settings;
    const saved = await call(admin, { method: 'PUT', url: '/api/admin/payouts/settings', payload: { ...values, platformRateBp: 1000, lineMinMinor: 2_000, accountHoldDays: 7, payoutMinimumMinor: 100_000, feesPassedOn: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(null, { method: 'GET', url: '/api/payouts/terms' })).json<PayoutTerms>()).toMatchObject({ platformRateBp: 1000, lineMinMinor: 2_000, accountHoldDays: 7, payoutMinimumMinor: 100_000, feesPassedOn: true });

    // The new hold applies to the next change.
    const changed = await put(selam, bank());
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<PayoutAccount>().heldUntil).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
    expect((await read(selam)).accountHoldDays).toBe(7);
  });
});
