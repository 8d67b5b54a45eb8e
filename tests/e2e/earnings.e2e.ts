import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { PayoutBalance, StudioPayoutAccount } from '../../src/domain/payouts/api';
import { formatMoneyToMinor } from '../../src/domain/money';
import { pagePerFile, screenshotIfAsked, switchSession, until } from './browser';

// Issue 37: a designer opens Earnings in her studio on a phone, adds where she is paid (her
// current password is checked), sees the account masked and on hold, and reads her statement;
// then the same in Amharic. Hirut, whose balance and account other journeys may have changed
// before (cash on delivery, the admin's Money): the figures expected are read first, not assumed.

let page: Page;
let errors: string[];
const pageReady = pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

const HIRUT = { email: 'hirut@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const stamp = Date.now().toString(36);
const REASON = `Launch bonus ${stamp}`;
/** The adjustment an admin gives her: ETB 1,250.50, so the statement shows santim. */
const AMOUNT_MINOR = 125_050;
/** Her available birr once the adjustment is in, and whether she had an account already (read in `before`). */
let availableMinor = 0;
let hadAccount = false;

const text = async (testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
const shows = (testId: string, expected: string | RegExp) =>
  until(`${testId} shows ${String(expected)}`, () => text(testId).catch(() => ''), (v) => (typeof expected === 'string' ? v.includes(expected) : expected.test(v)));

/** As the header's language menu does: stored on the device and in the cookie the server renders by. */
async function prefer(lang: 'en' | 'am-ET'): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate((l) => {
    localStorage.setItem('tibeb-language', l);
    document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
  }, lang);
}

async function shoot(name: string): Promise<void> {
  if (!process.env.SCREENSHOTS_DIR) return;
  // The saved toast would cover the statement, and the sticky header lands mid-page unless at the top.
  const ready = async () => {
    for (const close of await page.getByTestId('toast-close').all()) await close.click().catch(() => undefined);
    await page.getByTestId('toast').first().waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  await ready();
  await screenshotIfAsked(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
  await screenshotIfAsked(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

before(async () => {
  await pageReady();
  // Money to read: an admin's adjustment, written in the ledger as any entry is.
  await switchSession(page, HIRUT);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const earnings = (await (await page.request.get('/api/studio/earnings')).json()) as PayoutBalance;
  availableMinor = (earnings.balances.find((b) => b.currency === 'ETB')?.availableMinor ?? 0) + AMOUNT_MINOR;
  hadAccount = ((await (await page.request.get('/api/studio/payout-account')).json()) as StudioPayoutAccount).account !== null;
  await switchSession(page, ADMIN);
  const res = await page.request.post(`/api/admin/payouts/designers/${me.user.id}/adjustments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: { amountMinor: AMOUNT_MINOR, currency: 'ETB', reason: REASON },
  });
  assert.ok(res.ok(), `adjustment: ${res.status()} ${await res.text()}`);
  await switchSession(page, HIRUT);
});

describe('designer earnings (issue 37)', () => {
  it('opens Earnings from the studio dashboard at phone width', async () => {
    await page.goto('/designer-dashboard');
    await page.getByTestId('studio-nav-earnings').click();
    await page.waitForURL('**/designer/earnings');
    await page.getByTestId('page-designer-earnings-root').waitFor();
    await shows('earnings-available', formatMoneyToMinor(availableMinor, 'ETB', 'en-US'));
    await shows('earnings-payout-rule', /Payouts go out every Monday when your available balance is at least ETB\s500\./);
    await page.getByTestId('earnings-terms-link').waitFor();
    if (!hadAccount) await page.getByTestId('payout-account-none').waitFor();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  });

  it('adds a bank account: checked in the browser, a wrong password refused on its field, then saved masked and on hold', async () => {
    await page.getByTestId(hadAccount ? 'payout-account-change' : 'payout-account-add').click();
    const form = page.getByTestId('payout-account-form');
    await form.waitFor();
    // An account she had (another journey's wallet) opens the form on its kind: a bank this time.
    await page.getByTestId('payout-account-kind-bank').check();
    // Letters in the number: refused before anything is sent.
    await page.getByTestId('payout-account-bank').selectOption('cbe');
    await page.getByTestId('payout-account-number-input').fill('1000 12AB 45678');
    await page.getByTestId('payout-account-name').fill('Hirut Bekele');
    await page.getByTestId('payout-account-password').fill('not-my-password');
    await page.getByTestId('payout-account-save').click();
    await form.getByText('Enter the account number in digits only').waitFor();
    await page.getByTestId('payout-account-number-input').fill('1000 1234 56789');
    await page.getByTestId('payout-account-save').click();
    await form.getByText('That is not your current password.').waitFor();
    assert.equal(await page.getByTestId('payout-account-password').inputValue(), '', 'the password is asked again');
    await shoot('earnings-wrong-password');
    await page.getByTestId('payout-account-password').fill(HIRUT.password);
    await page.getByTestId('payout-account-save').click();
    await page.getByTestId('payout-account-shown').waitFor();
    assert.equal(await page.getByTestId('payout-account-shown').getAttribute('data-state'), 'on-hold');
    await shows('payout-account-number', '6789');
    assert.ok(!(await text('payout-account-number')).includes('100012345'), 'the whole number is never shown');
    await shows('payout-account-hold', 'On hold until');
    await shows('payout-account', 'Commercial Bank of Ethiopia');
  });

  it('reads the statement: the entry with its reason and sign, the month total, and the CSV', async () => {
    const entry = page.getByTestId('earnings-statement-entry').filter({ hasText: REASON });
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /Adjustment/);
    assert.equal((await entry.getByTestId('earnings-entry-amount').textContent())?.trim(), '+ETB\u00a01,250.50');
    await shows('earnings-statement-totals', 'Total for');
    const href = await page.getByTestId('earnings-statement-csv').getAttribute('href');
    assert.match(href ?? '', /^\/api\/studio\/earnings\/statement\.csv\?month=\d{4}-\d{2}$/);
    const csv = await page.request.get(href!);
    assert.equal(csv.status(), 200);
    assert.ok((await csv.text()).includes(REASON));
    // The month before holds nothing; the month after this one is not offered. Keys work the picker.
    await page.getByTestId('earnings-month-previous').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/month=\d{4}-\d{2}/);
    await shows('earnings-statement', 'Nothing in');
    await page.getByTestId('earnings-month-next').focus();
    await page.keyboard.press('Enter');
    await entry.waitFor();
    assert.equal(await page.getByTestId('earnings-month-next').isDisabled(), true);
    await shoot('earnings-en');
  });

  it('does the same in Amharic: changes to a telebirr wallet, masked and on hold, and reads the statement', async () => {
    await prefer('am-ET');
    await page.reload();
    await page.getByTestId('page-designer-earnings-root').waitFor();
    await shows('earnings-available', formatMoneyToMinor(availableMinor, 'ETB', 'am-ET'));
    await shows('earnings-payout-rule', 'በየሰኞው');
    await page.getByTestId('payout-account-change').click();
    await page.getByTestId('payout-account-kind-wallet').check();
    await page.getByTestId('payout-account-wallet-telebirr').check();
    await page.getByTestId('payout-account-phone').fill('0911 23 45 67');
    await page.getByTestId('payout-account-password').fill('wrong-again');
    await page.getByTestId('payout-account-save').click();
    await page.getByTestId('payout-account-form').getByText('ይህ የአሁኑ የይለፍ ቃልዎ አይደለም።').waitFor();
    await page.getByTestId('payout-account-password').fill(HIRUT.password);
    await page.getByTestId('payout-account-save').click();
    await page.getByTestId('payout-account-shown').waitFor();
    await shows('payout-account-number', '4567');
    await shows('payout-account-hold', 'ታግዷል');
    await shows('payout-account', 'telebirr');
    const entry = page.getByTestId('earnings-statement-entry').filter({ hasText: REASON });
    assert.match((await entry.textContent()) ?? '', /ማስተካከያ/);
    await shows('earnings-statement-totals', 'ድምር');
    await shoot('earnings-am');
  });

  it('states the figures on the server-rendered designer terms, in both languages', async () => {
    const en = await (await page.request.get('/designers/terms', { headers: { cookie: 'tibeb-language=en' } })).text();
    assert.match(en, /commission of 12%/);
    assert.match(en, /every Monday when your available balance is at least ETB\s500/);
    assert.match(en, /payouts wait 5 days/);
    const am = await (await page.request.get('/designers/terms', { headers: { cookie: 'tibeb-language=am-ET' } })).text();
    assert.match(am, /12% ኮሚሽን/);
    assert.match(am, /በየሰኞው/);
    await page.goto('/designers/terms');
    await page.getByTestId('info-body').getByText('12%').first().waitFor();
    await screenshotIfAsked(page, 'designer-terms-am-390');
  });

  it('logged no errors but the refusals it asked for', async () => {
    // 400: the wrong passwords.
    assert.deepEqual(
      errors.filter((e) => !/status of 400/.test(e)),
      [],
    );
  });
});
