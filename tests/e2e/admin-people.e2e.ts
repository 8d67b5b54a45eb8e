import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile, switchSession } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const stamp = Date.now().toString(36);
const shots = process.env.SCREENSHOTS_DIR;

function mailsTo(email: string): Array<{ subject: string; text: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(last)}`);
    await page.waitForTimeout(100);
    last = await read();
  }
  return last;
}

async function shot(name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function sendContact(p: Page, subject: string, message: string, email: string) {
  await p.goto('/contact');
  const form = p.getByTestId('contact-form');
  await form.waitFor();
  await form.getByLabel('Your name').fill(`Visitor ${stamp}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await p.getByTestId('contact-sent').waitFor();
}

describe('admin: messages, users and the audit log', () => {
  const visitor = `visitor-${stamp}@example.com`;
  const customerEmail = `customer-${stamp}@example.com`;

  it('a visitor writes twice; an admin replies to one by e-mail and marks the other handled', async () => {
    await switchSession(page, null);
    await sendContact(page, `Sizes ${stamp}`, 'Do you make the Axum kemis in a longer length? <b>bold?</b>', visitor);
    await sendContact(page, `Delivery ${stamp}`, 'Do you deliver to Bahir Dar before Timket?', visitor);

    await switchSession(page, ADMIN);
    await page.goto('/admin?section=messages');
    const sizes = page.getByTestId('message-card').filter({ hasText: `Sizes ${stamp}` });
    await sizes.waitFor();
    // Hostile-looking text is shown as text.
    await sizes.getByTestId('message-text').getByText('<b>bold?</b>', { exact: false }).waitFor();
    await shot('messages-en-1280');
    await sizes.getByTestId('message-reply').click();
    const form = page.getByTestId('reply-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Send reply' }).click();
    await form.getByText('Please write a reply.').waitFor();
    await form.getByLabel('Your reply').fill('Yes: every kemis is made to your measurements, so we can make it longer.');
    await shot('messages-reply-en-1280');
    await page.getByTestId('reply-send').click();
    await page.getByText('Reply sent', { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
    // Replied means handled: it leaves the New tab.
    await sizes.waitFor({ state: 'detached' });
    const mail = await until('reply mail', () => mailsTo(visitor).find((m) => m.subject === `Re: Sizes ${stamp}`) ?? null, (m) => m !== null);
    assert.match(mail!.text, /^Yes: every kemis is made to your measurements/);

    const delivery = page.getByTestId('message-card').filter({ hasText: `Delivery ${stamp}` });
    await delivery.getByTestId('message-mark-handled').click();
    await page.getByText('Marked handled', { exact: true }).waitFor();
    await delivery.waitFor({ state: 'detached' });

    await page.getByTestId('messages-tab-handled').click();
    await page.locator('[data-testid="message-card"][data-status="handled"]').filter({ hasText: `Sizes ${stamp}` }).getByTestId('message-replied').waitFor();
    await page.locator('[data-testid="message-card"][data-status="handled"]').filter({ hasText: `Delivery ${stamp}` }).waitFor();
  });

  it('an admin makes a customer a designer after a confirm', async () => {
    const res = await page.request.post('/api/account/sign-up', { data: { email: customerEmail, password: 'Tibeb!2026x', fullName: `Hana ${stamp}` } });
    assert.equal(res.status(), 201);
    await switchSession(page, ADMIN);
    await page.goto('/admin?section=users');
    await page.getByTestId('users-search').fill(customerEmail);
    const row = page.locator(`[data-testid="user-row"][data-user-email="${customerEmail}"]`);
    await row.waitFor();
    await page.waitForURL(/[?&]q=/);
    await shot('users-en-1280');
    await row.getByTestId('user-role-select').selectOption('designer');
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Make Hana ${stamp} a designer?`).waitFor();
    await shot('users-confirm-en-1280');
    // Cancelling changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await row.getByTestId('user-role-select').inputValue(), 'customer');
    await row.getByTestId('user-role-select').selectOption('designer');
    await page.getByTestId('role-confirm').click();
    await page.getByText('Role changed', { exact: true }).waitFor();
    await row.getByText('Approved', { exact: true }).waitFor();
    assert.equal(await row.getByTestId('user-role-select').inputValue(), 'designer');
  });

  it('the audit log shows both actions, with what changed', async () => {
    await page.goto('/admin?section=audit');
    const roleEntry = page.getByTestId('audit-entry').filter({ hasText: customerEmail }).filter({ hasText: 'Role changed' });
    await roleEntry.waitFor();
    await page.getByTestId('audit-entry').filter({ hasText: 'Message replied to' }).filter({ hasText: visitor }).waitFor();
    await page.getByTestId('audit-entry').filter({ hasText: 'Message marked handled' }).first().waitFor();
    await roleEntry.getByTestId('audit-details-toggle').click();
    const changedRole = roleEntry.locator('tr[data-changed]').filter({ has: page.locator('th', { hasText: /^role/ }) });
    await changedRole.getByText('designer', { exact: true }).waitFor();
    await shot('audit-en-1280');
    // Filtering by an area keeps only its actions.
    await page.getByTestId('audit-kind-filter').selectOption('users.');
    await page.waitForURL(/kind=users\./);
    await roleEntry.waitFor();
    await until('only users.* entries', () => page.getByTestId('audit-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))), (kinds) => kinds.length > 0 && kinds.every((k) => k?.startsWith('users.')));
    assert.deepEqual(errors, []);
  });
});
