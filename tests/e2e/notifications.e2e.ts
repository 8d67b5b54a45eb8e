import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { call, type CardApi, type Placed } from './api-call';
import { screenshotIfAsked, shoppersPerFile, switchSession, until } from './browser';

/**
 * Issue 42, told where she already is: on her phone Hirut connects Telegram from her studio (the
 * fake Bot API of tests/fakes/serve.ts: the journey reads the start token from the link the page
 * hands out and plays her pressing Start through the shop's webhook with the secret header), and
 * switches her account to Amharic; a shopper orders one of her garments, and Hirut's chat receives
 * the new order in Amharic (the send-notifications job runs every 2 s in the journeys' server).
 * The admin then reads the delivery figures and a failed delivery in the console's Notifications
 * section. With SCREENSHOTS_DIR set: the settings card at 390 px in both languages, the console
 * section at 390 and 1280 px in both languages.
 */

// Hirut, not Selam: the journeys after this one (order messages, production...) use Selam's
// account, which must not change language or gain a chat. Hirut is put back after the file.
const HIRUT = { email: 'hirut@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TELEGRAM = process.env.E2E_TELEGRAM_API_URL;
const people = shoppersPerFile();

interface FakeMessage {
  chatId: string;
  text: string;
  parseMode: string | null;
}

/** What the fake bot said to one chat, oldest first. */
async function chat(chatId: number): Promise<FakeMessage[]> {
  const res = await fetch(`${TELEGRAM}/control/messages?chat=${chatId}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { messages: FakeMessage[] }).messages;
}

/** A person writes to the bot in Telegram; the fake posts it to the shop's webhook and answers its status. */
async function writeToBot(chatId: number, text: string): Promise<number> {
  const res = await fetch(`${TELEGRAM}/control/updates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chatId, text }) });
  assert.equal(res.status, 200, await res.clone().text());
  return ((await res.json()) as { status: number }).status;
}

async function orderOf(shopper: Page, product: CardApi, email: string, fullName: string): Promise<Placed> {
  const { order } = await call<{ order: Placed }>(shopper, 'post', '/api/orders', {
    contact: { email, phone: '+251 91 123 4567' },
    shipping: { fullName, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
    paymentMethod: 'cod',
    currency: 'ETB',
    lines: [{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] ?? null }],
  });
  return order;
}

/** The settings card alone (the studio's profile page around it is long), when SCREENSHOTS_DIR is set. */
async function settingsCard(page: Page, name: string): Promise<void> {
  const card = page.getByTestId('notification-settings');
  await card.getByTestId('notification-table').waitFor();
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Cut from the whole page at its top: an element shot scrolls, and the sticky header then covers the card.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  assert.ok(box);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, clip: box });
}

async function consoleSection(admin: Page, language: 'en' | 'am-ET'): Promise<void> {
    await admin.goto('/admin?section=notifications&days=1');
    const section = admin.getByTestId('admin-notifications');
    await section.getByRole('heading', { name: language === 'en' ? 'Notifications' : 'ማሳወቂያዎች', level: 2 }).waitFor();
    const telegram = section.locator('[data-testid="admin-notifications-channel"][data-channel="telegram"]');
    await telegram.waitFor();
    assert.ok(Number(await telegram.getByTestId('admin-notifications-sent').textContent()) >= 1, 'the first new order counts as sent');
    const failure = section.locator('[data-testid="admin-notifications-failure"][data-channel="telegram"]').first();
    await failure.waitFor();
    // Whom it was for, masked: never the whole address.
    const recipient = (await failure.getByTestId('admin-notifications-recipient').textContent()) ?? '';
    assert.match(recipient, /^hi•••@designers\.tibeb\.example$/);
    // The period is chosen with the keyboard like any select; the address keeps it.
    await section.getByTestId('admin-notifications-period').focus();
    await admin.keyboard.press('ArrowDown');
    await until('the period in the address', () => new URL(admin.url()).searchParams.get('days'), (d) => d === '7');
    await telegram.waitFor();
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshotIfAsked(admin, `notifications-console-390-${language}`);
    await admin.setViewportSize(DESKTOP);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshotIfAsked(admin, `notifications-console-1280-${language}`);
}

describe('notifications by Telegram (issue 42)', () => {
  assert.ok(TELEGRAM, 'E2E_TELEGRAM_API_URL: the fake Bot API (tests/fakes/serve.ts)');
  const chatId = randomInt(100_000_000, 900_000_000);
  let hirut: Page;

  after(async () => {
    // Hirut as the other journeys expect her: English, no chat.
    if (!hirut) return;
    await switchSession(hirut, HIRUT).catch(() => undefined);
    await hirut.request.delete('/api/notifications/telegram').catch(() => undefined);
    await hirut.request.patch('/api/me', { data: { preferredLanguage: 'en' } }).catch(() => undefined);
  });

  it('a designer connects Telegram from her studio and gets a new order there in Amharic', async () => {
    hirut = await people.open(PHONE, 'en');
    await switchSession(hirut, HIRUT);
    await hirut.goto('/designer/profile');
    const card = hirut.getByTestId('notification-settings');
    await card.getByTestId('telegram-connect-button').click();
    const open = card.getByTestId('telegram-open');
    await open.waitFor();
    const href = (await open.getAttribute('href')) ?? '';
    const link = new URL(href);
    assert.equal(`${link.origin}${link.pathname}`, 'https://t.me/tibeb_e2e_bot');
    const token = link.searchParams.get('start');
    assert.ok(token && token.length >= 20, `a start token in ${href}`);
    await settingsCard(hirut, 'notifications-settings-connect-390-en');

    // She presses Start in Telegram: the bot links the chat and says so; the card sees it without a reload.
    assert.equal(await writeToBot(chatId, `/start ${token}`), 200);
    await card.getByTestId('telegram-linked').waitFor();
    const greeting = await until('the bot’s greeting', () => chat(chatId), (m) => m.length === 1);
    assert.match(greeting[0]!.text, /^Connected\./);
    // The same token a second time links nothing.
    assert.equal(await writeToBot(chatId + 1, `/start ${token}`), 200);
    assert.match((await until('the refusal', () => chat(chatId + 1), (m) => m.length === 1))[0]!.text, /expired or was already used/);
    await settingsCard(hirut, 'notifications-settings-390-en');

    // Her account in Amharic: the shop follows at once, and so will her notifications.
    await hirut.goto('/profile');
    await hirut.locator('select[name="preferredLanguage"]').selectOption('am-ET');
    await hirut.getByTestId('settings-details-save').click();
    await until('the page in Amharic', () => hirut.locator('html').getAttribute('lang'), (lang) => lang === 'am-ET' || lang === 'am');
    await hirut.goto('/designer/profile');
    await hirut.getByTestId('notification-settings').getByText('ማሳወቂያዎች', { exact: true }).waitFor();
    await hirut.getByTestId('telegram-linked').waitFor();
    await settingsCard(hirut, 'notifications-settings-390-am-ET');

    // A shopper orders one of her garments (pay on delivery: the designer is told at once).
    const shopper = await people.open(PHONE, 'en');
    const stamp = randomUUID().slice(0, 8);
    const account = { email: `notify-${stamp}@example.com`, password: 'Tibeb!2026notify', fullName: `Liya ${stamp}` };
    await shopper.goto('/');
    const signedUp = await shopper.request.post('/api/account/sign-up', { data: account });
    assert.ok(signedUp.ok(), `sign-up: ${signedUp.status()}`);
    const listed = await call<{ items: CardApi[] }>(shopper, 'get', '/api/products?designer=hirut-bekele&pageSize=24');
    const product = listed.items.find((i) => i.stockQuantity > 3 && i.sizes.length > 0);
    assert.ok(product, 'a product of Hirut in stock');
    const order = await orderOf(shopper, product, account.email, account.fullName);

    const messages = await until('the new order in Hirut’s chat', () => chat(chatId), (m) => m.some((x) => x.text.includes(order.orderNumber)), 30_000);
    const notice = messages.filter((x) => x.text.includes(order.orderNumber));
    assert.equal(notice.length, 1, 'sent once');
    assert.equal(notice[0]!.parseMode, 'HTML');
    assert.match(notice[0]!.text, new RegExp(`<b>አዲስ ትዕዛዝ ${order.orderNumber}</b>`));
    assert.match(notice[0]!.text, /እባክዎ ዛሬ ያረጋግጡ/);

    for (const errors of people.errors) assert.deepEqual(errors, []);
  });

  it('the admin sees the deliveries per channel and a failed one in the console', async () => {
    // Telegram answers 500 once: Hirut's next order notice fails and waits for its retry.
    const fail = await fetch(`${TELEGRAM}/control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, status: 500 }) });
    assert.equal(fail.status, 200);
    const shopper = await people.open(PHONE, 'en');
    const stamp = randomUUID().slice(0, 8);
    const account = { email: `notify-fail-${stamp}@example.com`, password: 'Tibeb!2026notify', fullName: `Saba ${stamp}` };
    await shopper.goto('/');
    assert.ok((await shopper.request.post('/api/account/sign-up', { data: account })).ok());
    const listed = await call<{ items: CardApi[] }>(shopper, 'get', '/api/products?designer=hirut-bekele&pageSize=24');
    const product = listed.items.find((i) => i.stockQuantity > 3 && i.sizes.length > 0);
    assert.ok(product);
    await orderOf(shopper, product, account.email, account.fullName);

    const admin = await people.open(PHONE, 'en');
    await switchSession(admin, ADMIN);
    await until(
      'a Telegram delivery waiting for its retry',
      async () => (await call<{ failures: { channel: string; status: string }[] }>(admin, 'get', '/api/admin/notifications?days=1')).failures,
      (f) => f.some((x) => x.channel === 'telegram' && x.status === 'retrying'),
    );

    for (const language of ['en', 'am-ET'] as const) {
      const page = language === 'en' ? admin : await people.open(PHONE, language);
      if (page !== admin) await switchSession(page, ADMIN);
      await consoleSection(page, language);
    }
    for (const errors of people.errors) assert.deepEqual(errors, []);
  });
});
