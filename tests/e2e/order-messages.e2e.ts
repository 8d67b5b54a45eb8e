import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshotIfAsked, shoppersPerFile, switchSession, until } from './browser';

/**
 * Issue 38, a conversation per order: at phone width, in English and then in Amharic, a shopper
 * opens her order from /profile and writes to Selam with a photo; Selam, on her own phone in her
 * studio's Messages, sees it arrive without reloading, with the order's garment beside it, and
 * answers; the shopper sees the answer arrive. With SCREENSHOTS_DIR set, both screens are kept at
 * 390 and 1280 px.
 */

const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const PHONE = { width: 390, height: 844 };
const people = shoppersPerFile();

interface CardApi {
  id: string;
  sizes: string[];
  stockQuantity: number;
}

async function json<T>(p: Page, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await p.request[method](url, data === undefined ? {} : { data, headers: { 'idempotency-key': randomUUID() } });
  assert.ok(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A small real JPEG (a flat colour), made by the browser's own canvas. */
async function photoOf(p: Page): Promise<Buffer> {
  const dataUrl = await p.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1f6f4a';
    ctx.fillRect(0, 0, 320, 400);
    ctx.fillStyle = '#e8b400';
    ctx.fillRect(0, 300, 320, 40);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function shootBoth(p: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS_DIR) return;
  // The sticky header lands mid-page in a full-page picture unless the page is at its top.
  await p.evaluate(() => window.scrollTo(0, 0));
  await screenshotIfAsked(p, `${name}-390`);
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.evaluate(() => window.scrollTo(0, 0));
  await screenshotIfAsked(p, `${name}-1280`);
  await p.setViewportSize(PHONE);
}

for (const language of ['en', 'am-ET'] as const) {
  describe(`order messages (${language})`, () => {
    it('shopper and designer talk live about an order, with a photo', async () => {
      const stamp = randomUUID().slice(0, 8);
      const shopperAccount = { email: `messages-${stamp}@example.com`, password: 'Tibeb!2026msg', fullName: `Meron ${stamp}` };
      const shopper = await people.open(PHONE, language);
      const selam = await people.open(PHONE, language);

      await shopper.goto('/');
      const signedUp = await shopper.request.post('/api/account/sign-up', { data: shopperAccount });
      assert.ok(signedUp.ok(), `sign-up: ${signedUp.status()}`);
      const listed = await json<{ items: CardApi[] }>(shopper, 'get', '/api/products?designer=selam-tesfaye&pageSize=24');
      const product = listed.items.find((i) => i.stockQuantity > 3 && i.sizes.length > 0);
      assert.ok(product, 'a product of Selam in stock');
      const { order } = await json<{ order: { id: string; orderNumber: string } }>(shopper, 'post', '/api/orders', {
        contact: { email: shopperAccount.email, phone: '+251 91 123 4567' },
        shipping: { fullName: shopperAccount.fullName, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
        paymentMethod: 'cod',
        currency: 'ETB',
        lines: [{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] ?? null }],
      });

      // The shopper reaches the order's page from /profile (orders there used to link nowhere).
      await shopper.goto('/profile');
      const card = shopper.locator(`[data-testid="profile-order"][data-order-id="${order.id}"]`);
      await card.getByTestId('profile-order-open').click();
      await shopper.waitForURL(`**/order-success?order=${order.id}*`);
      await shopper.getByTestId('message-thread').waitFor();
      await shopper.getByTestId('message-empty').waitFor();

      // Selam opens the same conversation from her studio's order line, on her phone.
      await switchSession(selam, SELAM);
      await selam.goto(`/designer/messages?order=${order.id}`);
      await selam.getByTestId('message-thread').waitFor();
      await selam.getByTestId('thread-lines').waitFor();

      // The shopper writes, with a photo (previewed, uploaded before sending).
      const question = language === 'en' ? `Can you leave room at the waist? ${stamp}` : `ወገቡ ላይ ትንሽ ቦታ መተው ይቻላል? ${stamp}`;
      await shopper.getByTestId('message-input').fill(question);
      await shopper.getByTestId('message-photo-input').setInputFiles({ name: 'fabric.jpg', mimeType: 'image/jpeg', buffer: await photoOf(shopper) });
      const send = shopper.getByTestId('message-send');
      await until('send enabled once the photo is up', () => send.isEnabled(), (v) => v);
      await send.click();
      await shopper.getByTestId('message').filter({ hasText: question }).waitFor();
      await until('the composer emptied once sent', () => shopper.getByTestId('message-input').inputValue(), (v) => v === '');

      // It reaches Selam's open page live, with its photo.
      const arrived = selam.getByTestId('message').filter({ hasText: question });
      await arrived.waitFor();
      const photo = arrived.getByTestId('message-photo');
      await photo.waitFor();
      // The cleaned photo itself is served and shown, not only its element.
      await photo.scrollIntoViewIfNeeded();
      await until('the photo is shown', () => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), (v) => v);
      await shootBoth(selam, `order-messages-designer-${language}`);

      const answer = language === 'en' ? `Yes, I will add 3 cm at the waist. ${stamp}` : `አዎ፣ ወገቡ ላይ 3 ሴ.ሜ እጨምራለሁ። ${stamp}`;
      await selam.getByTestId('message-input').fill(answer);
      await selam.getByTestId('message-send').click();
      await selam.getByTestId('message').filter({ hasText: answer }).waitFor();

      // And the answer reaches the shopper's open page live.
      await shopper.getByTestId('message').filter({ hasText: answer }).waitFor();
      await shootBoth(shopper, `order-messages-shopper-${language}`);

      // Back in the studio's list, the conversation is there with the order's number.
      await selam.goto('/designer/messages');
      await selam.getByTestId('studio-thread').filter({ hasText: order.orderNumber }).waitFor();
      await screenshotIfAsked(selam, `order-messages-studio-list-${language}-390`);
      for (const errors of people.errors) assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    });
  });
}

describe('a guest’s conversation', () => {
  it('hears the designer’s answer live through the order’s link, without an account', async () => {
    const stamp = randomUUID().slice(0, 8);
    const guest = await people.open(PHONE, 'en');
    const selam = await people.open(PHONE, 'en');
    await guest.goto('/');
    const listed = await json<{ items: CardApi[] }>(guest, 'get', '/api/products?designer=selam-tesfaye&pageSize=24');
    const product = listed.items.find((i) => i.stockQuantity > 3 && i.sizes.length > 0);
    assert.ok(product, 'a product of Selam in stock');
    const { order, accessToken } = await json<{ order: { id: string; orderNumber: string }; accessToken: string }>(guest, 'post', '/api/orders', {
      contact: { email: `guest-${stamp}@example.com`, phone: '+251 91 123 4567' },
      shipping: { fullName: `Guest ${stamp}`, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Behind Edna Mall' },
      paymentMethod: 'cod',
      currency: 'ETB',
      lines: [{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] ?? null }],
    });
    // The checkout keeps a guest's key in the tab, as here.
    await guest.evaluate(([id, token]) => sessionStorage.setItem('tibeb-order-tokens', JSON.stringify({ [id!]: token })), [order.id, accessToken]);
    await guest.goto(`/order-success?order=${order.id}`);
    await guest.getByTestId('message-empty').waitFor();

    await switchSession(selam, SELAM);
    await selam.goto(`/designer/messages?order=${order.id}`);
    await selam.getByTestId('message-thread').waitFor();
    const answer = `Thank you for your order, it is on the loom. ${stamp}`;
    await selam.getByTestId('message-input').fill(answer);
    await selam.getByTestId('message-send').click();
    await selam.getByTestId('message').filter({ hasText: answer }).waitFor();

    // Live: no polling any more, so only the order link's change event can bring it.
    await guest.getByTestId('message').filter({ hasText: answer }).waitFor();

    // The guest reports it; an admin finds it in the console's reported messages and hides it, and
    // the guest's open page shows it hidden.
    const reported = guest.getByTestId('message').filter({ hasText: answer });
    await reported.getByTestId('message-report').click();
    await guest.getByRole('dialog').getByRole('textbox').fill('Please check this message.');
    await guest.getByTestId('message-report-confirm').click();
    await guest.getByRole('dialog').waitFor({ state: 'detached' });
    const admin = await people.open(PHONE, 'en');
    await switchSession(admin, ADMIN);
    await admin.goto('/admin?section=reported-messages');
    const report = admin.getByTestId('reported-message').filter({ hasText: answer });
    await report.getByText('Please check this message.').waitFor();
    await screenshotIfAsked(admin, 'reported-messages-390-en');
    await report.getByTestId('reported-message-hide').click();
    await admin.getByRole('dialog').getByRole('textbox').fill('Not needed here.');
    await admin.getByTestId('reported-message-hide-confirm').click();
    await admin.locator('[data-testid="reported-message"][data-hidden]').filter({ hasText: answer }).waitFor();
    await guest.getByText('This message was hidden by Tibeb.').waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await admin.setViewportSize({ width: 1280, height: 900 });
      await screenshotIfAsked(admin, 'reported-messages-1280-en');
      const amharic = await people.open(PHONE, 'am-ET');
      await switchSession(amharic, ADMIN);
      await amharic.goto('/admin?section=reported-messages');
      await amharic.getByTestId('reported-message').filter({ hasText: answer }).waitFor();
      await screenshotIfAsked(amharic, 'reported-messages-390-am');
    }
    for (const errors of people.errors) assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  });
});
