import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openContext, pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The server's outbox (run.mjs gives the journeys its data folder). */
function mailsTo(email: string): Mail[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail).filter((m) => m.to === email);
}

/** Waits for a mail with this subject and returns the path of its link (the outbox is written before the answer). */
async function linkIn(email: string, subject: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = mailsTo(email).filter((m) => m.subject === subject);
    const mail = mails[seen];
    if (mail) {
      const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
      assert.ok(url, `no link in "${subject}"`);
      const u = new URL(url);
      return `${u.pathname}${u.search}`;
    }
    if (Date.now() > deadline) assert.fail(`no mail "${subject}" to ${email}; it has ${JSON.stringify(mailsTo(email).map((m) => m.subject))}`);
    await page.waitForTimeout(100);
  }
}

const PASSWORD = 'Tibeb!2026x';
const NEW_PASSWORD = 'Netela#2027y';

async function signInThroughTheForm(p: Page, email: string, password: string) {
  await p.goto('/login');
  const form = p.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await p.getByTestId('page-home-root').waitFor();
}

describe('account settings', () => {
  const email = `e2e-settings-${Date.now()}@example.com`;

  it('signs up, is reminded to confirm, and confirms with the mailed link', async () => {
    await page.goto('/login?tab=sign-up');
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Full name').fill('Tigist Alemu');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Please check your email to confirm your account.' }).waitFor();
    await page.getByTestId('page-home-root').waitFor();

    await page.goto('/profile');
    const reminder = page.getByTestId('confirm-email-reminder');
    await reminder.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor();
    await page.getByTestId('settings-email-status').getByText('Not confirmed yet').waitFor();

    const link = await linkIn(email, 'Welcome to Tibeb — please confirm your email');
    assert.match(link, /^\/confirm-email\?token=/);
    await page.goto(link);
    await page.getByTestId('confirm-email-done').getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.getByTestId('settings-email-status').getByText('Confirmed', { exact: true }).waitFor();
    await reminder.waitFor({ state: 'detached' });
  });

  it('saves personal details and keeps them after a reload', async () => {
    const details = page.getByTestId('settings-details');
    await details.getByLabel('Full name').fill('Tigist Alemu Bekele');
    await details.getByLabel('Phone').fill('+1 (202) 555-0143');
    await details.getByLabel('Country').selectOption('US');
    await details.getByLabel('Preferred currency').selectOption('EUR');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Profile Updated' }).waitFor();
    await page.getByTestId('profile-name').getByText('Tigist Alemu Bekele').waitFor();

    await details.getByLabel('Phone').fill('call me maybe');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('Invalid phone number').waitFor();

    await page.reload();
    await page.getByTestId('profile-name').getByText('Tigist Alemu Bekele').waitFor();
    assert.equal(await details.getByLabel('Phone').inputValue(), '+1 (202) 555-0143');
    assert.equal(await details.getByLabel('Country').inputValue(), 'US');
    assert.equal(await details.getByLabel('Preferred currency').inputValue(), 'EUR');
  });

  it('lists a second device and signs it out', async () => {
    const tablet = await openContext({ width: 1024, height: 768 });
    try {
      const other = await tablet.newPage();
      await signInThroughTheForm(other, email, PASSWORD);
      await page.reload();
      const devices = page.getByTestId('settings-devices');
      await devices.getByTestId('settings-devices-list').locator('li').nth(1).waitFor();
      await devices.locator('li[data-current]').getByText('This device').waitFor();
      await devices.getByRole('button', { name: 'Sign out of other devices' }).click();
      await page.getByTestId('toast').filter({ hasText: '1 other device was signed out.' }).waitFor();
      await devices.getByText('Only this device is signed in.').waitFor();
      const me = await (await other.request.get('/api/me')).json();
      assert.equal(me.user, null);
    } finally {
      await tablet.close();
    }
  });

  it('changes the password with the current one', async () => {
    const section = page.getByTestId('settings-password');
    await section.getByLabel('Current password').fill('Not-the-one1!');
    await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText('The current password is not right.').waitFor();

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Password changed' }).waitFor();
    // Still signed in here.
    await page.reload();
    await page.getByTestId('profile-name').waitFor();
  });

  it('recovers a forgotten password from the sign-in form, with a link that works once', async () => {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByText('Signed out').waitFor();

    await page.goto('/login');
    await page.getByTestId('forgot-password-link').click();
    const forgot = page.getByTestId('forgot-password-form');
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').getByText(`If an account exists for ${email}`, { exact: false }).waitFor();

    const link = await linkIn(email, 'Reset your Tibeb password');
    await page.goto(link);
    const reset = page.getByTestId('reset-password-form');
    await reset.getByLabel('New password', { exact: true }).fill('weakpass');
    await reset.getByLabel('Confirm new password').fill('weakpass');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByText('Password must contain at least one uppercase letter').waitFor();

    const final = 'Habesha-2028!z';
    await reset.getByLabel('New password', { exact: true }).fill(final);
    await reset.getByLabel('Confirm new password').fill(final);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('reset-password-done').getByRole('heading', { name: 'Password changed' }).waitFor();

    // The same link again: used up.
    await page.goto(link);
    const again = page.getByTestId('reset-password-form');
    await again.getByLabel('New password', { exact: true }).fill('Another-2029!q');
    await again.getByLabel('Confirm new password').fill('Another-2029!q');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('reset-password-missing').getByText('This link has expired or was already used.', { exact: false }).waitFor();

    await signInThroughTheForm(page, email, final);
  });

  it('changes the e-mail once the link sent to the new address is opened', async () => {
    const next = `e2e-moved-${Date.now()}@example.com`;
    await page.goto('/profile');
    const section = page.getByTestId('settings-email');
    await section.getByRole('button', { name: 'Change email' }).click();
    const form = page.getByTestId('change-email-form');
    await form.getByLabel('New email').fill(next);
    await form.getByLabel('Current password').fill('Habesha-2028!z');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Check your new inbox' }).waitFor();
    await section.getByText(email).waitFor();

    await page.goto(await linkIn(next, 'Confirm your new email for Tibeb'));
    await page.getByTestId('confirm-email-done').getByRole('heading', { name: 'Email changed' }).waitFor();
    await page.goto('/profile');
    await page.getByTestId('settings-email').getByText(next).waitFor();
  });

  it('deletes the account after a confirm with the password', async () => {
    const section = page.getByTestId('settings-delete');
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await section.getByRole('button', { name: 'Delete my account…' }).click();
    await dialog.getByLabel('Password').fill('Wrong-pass-1!');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('The current password is not right.').waitFor();
    await dialog.getByLabel('Password').fill('Habesha-2028!z');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Account deleted' }).waitFor();
    await page.getByTestId('page-home-root').waitFor();
    const me = await (await page.request.get('/api/me')).json();
    assert.equal(me.user, null);

    // The deliberate refusals answered 400/401; nothing else may have logged an error.
    assert.deepEqual(errors.filter((e) => !/status of (400|401)/.test(e)), []);
  });
});

describe('account pages in Amharic', () => {
  it('shows a broken confirmation link and the reset page in Amharic', async () => {
    const am = await openContext({ width: 390, height: 844 });
    try {
      const p = await am.newPage();
      // As the language menu does: stored on the device, and in a cookie for the server.
      await p.goto('/about');
      await p.evaluate(() => {
        localStorage.setItem('tibeb-language', 'am-ET');
        document.cookie = 'tibeb-language=am-ET; path=/';
      });
      await p.goto('/confirm-email?token=broken');
      await p.getByTestId('confirm-email-failed').waitFor();
      assert.equal(await p.locator('html').getAttribute('lang'), 'am-ET');
      const heading = await p.getByTestId('confirm-email-failed').getByRole('heading').textContent();
      assert.match(heading ?? '', /[\u1200-\u137F]/, `not Amharic: ${heading}`);
      await p.goto('/reset-password?token=abc');
      const title = await p.getByTestId('reset-password-form').getByRole('heading').textContent();
      assert.match(title ?? '', /[\u1200-\u137F]/, `not Amharic: ${title}`);
    } finally {
      await am.close();
    }
  });
});
