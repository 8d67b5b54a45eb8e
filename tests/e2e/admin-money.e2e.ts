import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import type { CommissionSettingsAnswer, PayoutList, PayoutsDue } from '../../src/domain/payouts/api';
import { BASE_URL, openPageIn, screenshotIfAsked, until } from './browser';

/**
 * The admin console's Money section at phone width, in English then Amharic: a designer is due,
 * "Pay now" (confirmed) pays her through the Chapa Transfers fake, a manual payout is recorded
 * (double-clicked, recorded once) and listed as paid, and an adjustment is refused without a
 * reason and added with one. The money comes from adjustments made through the API (they are
 * available at once); the account hold is set to 0 days for the journey and put back after it.
 * With SCREENSHOTS_DIR set, the last journey photographs every tab at 390 and 1280 px in both
 * languages.
 */

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
// The second demo designer: she can sign in, so she can add a payout account (the first, Selam, is
// left to the studio's journeys). The manual payouts go to designers nobody signs in as.
const HIRUT = { email: 'hirut@designers.tibeb.example', password: 'Tibeb-Designer-2026!', fullName: 'Hirut Bekele' };
const MANUAL = { en: 'Chaltu Gudina', 'am-ET': 'Meron Gebremedhin' } as const;

async function signedIn(who: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.9` } });
  const res = await ctx.post('/api/account/sign-in', { data: who });
  assert.ok(res.ok(), `sign-in as ${who.email}: ${res.status()}`);
  return ctx;
}

async function json<T>(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  assert.ok(res.ok(), `${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function designerIds(admin: APIRequestContext): Promise<Map<string, string>> {
  const { items } = await json<{ items: { id: string; fullName: string }[] }>(await admin.get('/api/admin/designers'), 'designers');
  return new Map(items.map((d) => [d.fullName, d.id]));
}

/** Money available at once: an adjustment (the journey's only way to make a designer due without waiting out a return window). */
async function credit(admin: APIRequestContext, designerId: string, amountMinor: number) {
  const res = await admin.post(`/api/admin/payouts/designers/${designerId}/adjustments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: { amountMinor, currency: 'ETB', reason: 'Journey: money to pay out' },
  });
  assert.equal(res.status(), 201, await res.text());
}

async function putSettings(admin: APIRequestContext, change: Partial<CommissionSettingsAnswer>) {
  const current = await json<CommissionSettingsAnswer>(await admin.get('/api/admin/payouts/settings'), 'settings');
  const { limitCurrency: _currency, updatedAt: _updated, ...body } = { ...current, ...change };
  await json(await admin.put('/api/admin/payouts/settings', { data: body }), 'save settings');
  return current;
}

async function openMoney(page: Page, tab = 'payouts') {
  await page.goto(`/admin?section=money&tab=${tab}`);
  await page.getByTestId('admin-money').waitFor();
}

describe('admin console: Money', () => {
  let admin: APIRequestContext;
  let ids: Map<string, string>;
  let accountHoldDays = 5;
  const id = (name: string) => {
    const found = ids.get(name);
    assert.ok(found, `designer ${name} is seeded`);
    return found;
  };

  it('prepares a designer with a payout account past its hold', async () => {
    admin = await signedIn(ADMIN);
    ids = await designerIds(admin);
    accountHoldDays = (await putSettings(admin, { accountHoldDays: 0 })).accountHoldDays;
    const hirut = await signedIn(HIRUT);
    const res = await hirut.put('/api/studio/payout-account', {
      data: { kind: 'wallet', wallet: 'telebirr', phone: '0911 22 33 44', accountName: HIRUT.fullName, currentPassword: HIRUT.password },
    });
    assert.equal(res.status(), 200, await res.text());
    await hirut.dispose();
  });

  for (const language of ['en', 'am-ET'] as const) {
    it(`pays out, records a manual payout and adjusts a ledger at phone width (${language})`, async () => {
      const hirutId = id(HIRUT.fullName);
      const manualName = MANUAL[language];
      const manualId = id(manualName);
      // Hirut's earlier payout (English) must have left "in progress" before she can be paid again.
      await until(
        'Hirut has no payout in progress',
        async () => (await json<PayoutList>(await admin.get(`/api/admin/payouts?status=processing&designerId=${hirutId}`), 'processing')).total,
        (n) => n === 0,
      );
      await credit(admin, hirutId, 120_000);
      await credit(admin, manualId, 80_000);

      const { context, page, errors } = await openPageIn({ width: 390, height: 844 }, language);
      try {
        await context.request.post('/api/account/sign-in', { data: ADMIN });
        await openMoney(page);

        // Who is due: Hirut is paid by the next run; the other designer has no account.
        const hirutRow = page.locator(`[data-testid="money-due-row"][data-designer-id="${hirutId}"]`);
        await hirutRow.locator('[data-testid="money-due-state"]').waitFor();
        assert.equal(await hirutRow.getAttribute('data-blocked-by'), 'none');
        const manualRow = page.locator(`[data-testid="money-due-row"][data-designer-id="${manualId}"]`);
        assert.equal(await manualRow.getAttribute('data-blocked-by'), 'PAYOUT_ACCOUNT_REQUIRED');
        assert.equal(await page.locator('html').getAttribute('lang'), language);
        await screenshotIfAsked(page, `journey-due-390-${language}`);

        // Pay now, confirmed: the run starts and Hirut's payout is sent.
        await page.getByTestId('money-pay-now').click();
        await page.getByTestId('money-pay-now-summary').waitFor();
        await page.getByTestId('money-pay-now-confirm').click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        const sent = await until(
          "Hirut's payout",
          async () => (await json<PayoutList>(await admin.get(`/api/admin/payouts?designerId=${hirutId}`), 'payouts')).items,
          (items) => items.some((p) => p.method === 'chapa' && p.amountMinor >= 120_000),
        );
        assert.ok(sent.length > 0);
        await page.getByTestId('money-runs').locator('li').first().waitFor();
        // Chapa (the local fake) ends the transfer and sends its signed webhook: the payout is paid.
        const inFlight = sent.find((p) => p.method === 'chapa' && p.status === 'processing');
        if (inFlight) {
          const ended = await fetch(`${process.env.E2E_CHAPA_API_URL}/control/transfers/${encodeURIComponent(inFlight.reference)}/success`, { method: 'POST' });
          assert.equal(ended.status, 200, await ended.text());
          await until(
            "Hirut's payout paid",
            async () => (await json<PayoutList>(await admin.get(`/api/admin/payouts?status=paid&designerId=${hirutId}`), 'paid')).items,
            (items) => items.some((p) => p.id === inFlight.id),
          );
        }

        // A manual payout for the designer without an account, double-clicked: recorded once, listed as paid.
        const reference = `TB-${randomUUID().slice(0, 8)}`;
        await manualRow.getByTestId('money-due-record').click();
        const form = page.getByTestId('money-manual-form');
        await form.waitFor();
        assert.equal(await form.getByTestId('money-manual-designer').inputValue(), manualId);
        assert.equal(await form.getByTestId('money-manual-amount').inputValue(), '800');
        // She has no payout account on file, so the shop takes only cash handed over (a transfer needs an account).
        await form.getByTestId('money-manual-channel').selectOption('cash');
        await form.getByTestId('money-manual-reference').fill(reference);
        await form.getByTestId('money-manual-submit').dblclick();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByTestId('money-payouts-paid').locator('[data-testid="money-payout"]', { hasText: reference }).waitFor();
        const manual = await json<PayoutList>(await admin.get(`/api/admin/payouts?status=paid&designerId=${manualId}`), 'paid');
        assert.equal(manual.items.filter((p) => p.externalReference === reference).length, 1, 'a double click records one payout');
        await screenshotIfAsked(page, `journey-paid-390-${language}`);

        // An adjustment: refused without a reason, added with one.
        await page.getByTestId('money-tab-ledger').click();
        await page.getByTestId('money-ledger-designer').selectOption(manualId);
        await page.getByTestId('money-ledger-balance').waitFor();
        await page.getByTestId('money-adjust-open').click();
        const adjust = page.getByTestId('money-adjust-form');
        await adjust.getByTestId('money-adjust-amount').fill('-50');
        await adjust.getByTestId('money-adjust-submit').click();
        const refusal = adjust.getByRole('alert');
        await refusal.waitFor();
        assert.match(await refusal.innerText(), language === 'en' ? /Say why/ : /ምክንያት|ይግለጹ/);
        const reason = `Journey ${language}: packaging refund ${reference}`;
        await adjust.getByTestId('money-adjust-reason').fill(reason);
        await adjust.getByTestId('money-adjust-submit').click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByTestId('money-ledger-entries').getByText(reason).waitFor();
        await screenshotIfAsked(page, `journey-ledger-390-${language}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('looks right at phone and desktop width in both languages (SCREENSHOTS_DIR only)', { skip: !process.env.SCREENSHOTS_DIR }, async () => {
    admin ??= await signedIn(ADMIN);
    ids ??= await designerIds(admin);
    for (const language of ['en', 'am-ET'] as const) {
      for (const width of [390, 1280]) {
        const { context, page } = await openPageIn({ width, height: width === 390 ? 844 : 900 }, language);
        try {
          await context.request.post('/api/account/sign-in', { data: ADMIN });
          // The Payouts tab with every state at once (a failed payout, an account on hold, a run
          // under way...), which a real run cannot show together: its four reads are answered here.
          await stubPayouts(page, ids);
          const tag = `${width}-${language}`;
          await openMoney(page);
          await page.getByTestId('money-due-list').waitFor();
          await page.getByTestId('money-payouts-processing').waitFor();
          await screenshotIfAsked(page, `payouts-${tag}`);
          await page.getByTestId('money-list-failed').click();
          await page.getByTestId('money-payout-retry').first().waitFor();
          await screenshotIfAsked(page, `payouts-failed-${tag}`, false);
          await page.getByTestId('money-pay-now').click();
          await page.getByTestId('money-pay-now-summary').waitFor();
          await screenshotIfAsked(page, `pay-now-dialog-${tag}`, false);
          await page.keyboard.press('Escape');
          await page.getByTestId('money-manual-open').click();
          await page.getByTestId('money-manual-submit').click();
          await page.getByTestId('money-manual-form').getByRole('alert').first().waitFor();
          await screenshotIfAsked(page, `manual-dialog-refused-${tag}`, false);
          await page.keyboard.press('Escape');
          await page.unrouteAll({ behavior: 'ignoreErrors' });

          await openMoney(page, 'ledger');
          await page.getByTestId('money-ledger-designer').selectOption(id(MANUAL.en));
          await page.getByTestId('money-ledger-balance').waitFor();
          await screenshotIfAsked(page, `ledger-${tag}`);
          await page.getByTestId('money-adjust-open').click();
          await page.getByTestId('money-adjust-submit').click();
          await page.getByTestId('money-adjust-form').getByRole('alert').first().waitFor();
          await screenshotIfAsked(page, `adjustment-dialog-refused-${tag}`, false);
          await page.keyboard.press('Escape');

          await openMoney(page, 'settings');
          await page.getByTestId('money-settings-rate').waitFor();
          await screenshotIfAsked(page, `settings-${tag}`);
          await page.getByTestId('money-settings-rate').fill('13.5');
          await page.getByTestId('money-settings-save').click();
          await page.getByRole('dialog').waitFor();
          await screenshotIfAsked(page, `settings-rate-confirm-${tag}`, false);
          await page.keyboard.press('Escape');

          // The demo shop has no paid orders at this point: a year's figures are answered here, for the table's picture.
          await page.route('**/api/admin/payouts/revenue', (route) =>
            route.fulfill({
              json: {
                rows: [
                  { month: '2026-09', currency: 'ETB', commissionMinor: 1_843_250 },
                  { month: '2026-09', currency: 'USD', commissionMinor: 41_290 },
                  { month: '2026-10', currency: 'ETB', commissionMinor: 2_210_075 },
                  { month: '2026-10', currency: 'EUR', commissionMinor: 9_912 },
                  { month: '2026-11', currency: 'ETB', commissionMinor: 2_645_900 },
                ],
              },
            }),
          );
          await openMoney(page, 'revenue');
          await page.getByTestId('money-revenue-table').waitFor();
          await screenshotIfAsked(page, `revenue-${tag}`);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('puts the account hold back', async () => {
    await putSettings(admin, { accountHoldDays });
    await admin.dispose();
  });
});

/** Answers the Payouts tab's four reads with one of each state (screenshots only). */
async function stubPayouts(page: Page, ids: Map<string, string>) {
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const designer = (name: string) => ({ designerId: ids.get(name) ?? name, designerName: name });
  const account = (heldDays: number) => ({
    kind: 'bank' as const,
    bankCode: 'cbe',
    wallet: null,
    institutionName: 'Commercial Bank of Ethiopia',
    maskedNumber: '•••• 4821',
    accountName: 'Hirut Bekele',
    heldUntil: iso(heldDays),
    onHold: heldDays > 0,
    updatedAt: iso(-10),
  });
  const due: PayoutsDue = {
    rows: [
      { ...designer('Hirut Bekele'), currency: 'ETB', availableMinor: 1_254_050, account: account(-5), blockedBy: null, method: 'chapa' },
      { ...designer('Selam Tesfaye'), currency: 'USD', availableMinor: 18_400, account: account(3), blockedBy: 'PAYOUT_ON_HOLD', method: 'manual' },
      { ...designer('Chaltu Gudina'), currency: 'ETB', availableMinor: 80_000, account: null, blockedBy: 'PAYOUT_ACCOUNT_REQUIRED', method: 'chapa' },
      { ...designer('Meron Gebremedhin'), currency: 'ETB', availableMinor: 23_500, account: account(-30), blockedBy: 'BALANCE_BELOW_MINIMUM', method: 'chapa' },
    ],
    nextPayoutDate: iso(4),
    payoutMinimumMinor: 50_000,
    running: null,
    providerConfigured: true,
  };
  const payout = (status: 'processing' | 'paid' | 'failed', name: string, amountMinor: number, extra: object = {}) => ({
    id: randomUUID(),
    ...designer(name),
    currency: 'ETB' as const,
    amountMinor,
    status,
    method: 'chapa' as const,
    channel: null,
    reference: `tibeb-po-${randomUUID().slice(0, 8)}`,
    externalReference: null,
    account: { institutionName: 'Commercial Bank of Ethiopia', maskedNumber: '•••• 4821', accountName: name },
    failureReason: null,
    retriedBy: null,
    retryOf: null,
    note: null,
    createdAt: iso(-1),
    paidAt: status === 'paid' ? iso(-1) : null,
    failedAt: status === 'failed' ? iso(-1) : null,
    ...extra,
  });
  const lists: Record<string, PayoutList> = {
    processing: { items: [payout('processing', 'Hirut Bekele', 1_254_050)], total: 1, page: 1, pageSize: 50 },
    failed: { items: [payout('failed', 'Tigist Haile', 640_000, { failureReason: 'The bank refused the account number (account closed).' })], total: 1, page: 1, pageSize: 50 },
    paid: {
      items: [payout('paid', 'Dawit Alemayehu', 912_500), payout('paid', 'Chaltu Gudina', 80_000, { method: 'manual', channel: 'telebirr', reference: 'TB-88341902', account: null, note: 'Paid at the Bole office.' })],
      total: 62,
      page: 1,
      pageSize: 50,
    },
  };
  await page.route('**/api/admin/payouts/due', (route) => route.fulfill({ json: due }));
  await page.route('**/api/admin/payouts/runs', (route) =>
    route.fulfill({ json: { items: [{ id: 'r1', trigger: 'admin', status: 'done', payoutCount: 3, startedAt: iso(-1), finishedAt: iso(-1) }, { id: 'r2', trigger: 'schedule', status: 'done', payoutCount: 5, startedAt: iso(-7), finishedAt: iso(-7) }] } }),
  );
  await page.route(/\/api\/admin\/payouts\?/, (route) => route.fulfill({ json: lists[new URL(route.request().url()).searchParams.get('status') ?? 'paid'] }));
}
