import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile, switchSession, type Credentials } from './browser';

/**
 * Issue 18, the designer's and the admin's side: a shopper's delivered orders of one of Selam's
 * products are reviewed through the API; Selam sees the product's fit summary and the notes on her
 * dashboard on a phone; an admin hides one note and Selam no longer sees it (its verdict still counts).
 * With SCREENSHOTS_DIR set, the last journey photographs the panel and the admin section at phone
 * and desktop width in both languages.
 */

const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };

const stamp = randomUUID().slice(0, 8);
const SHOPPER = { email: `fit-designer-${stamp}@example.com`, password: 'Tibeb!2026fit', fullName: `Meron ${stamp}` };
const KIND_NOTE = `Beautiful embroidery, the waist is a little tight ${stamp}`;
const RUDE_NOTE = `This designer is a fraud and an idiot ${stamp}`;

let page: Page;
let errors: string[];
let product = { id: '', name: '' };

pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

interface CardApi {
  id: string;
  name: string;
  sizes: string[];
  stockQuantity: number;
}

async function call(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<unknown> {
  const res = await page.request[method](url, data === undefined ? {} : { data, headers: { 'idempotency-key': randomUUID() } });
  assert.ok(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** One pay-on-delivery order of one line by the signed-in shopper; answers the line's id. */
async function orderLine(item: CardApi): Promise<string> {
  const body = (await call('post', '/api/orders', {
    contact: { email: SHOPPER.email, phone: '+251 91 123 4567' },
    shipping: { fullName: SHOPPER.fullName, country: 'ET', city: 'Bahir Dar', subCity: 'Belay Zeleke', landmark: 'Near the lake' },
    paymentMethod: 'cod',
    currency: 'ETB',
    lines: [{ productId: item.id, quantity: 1, selectedSize: item.sizes[0] ?? null }],
  })) as { order: { lines: { id: string }[] } };
  const line = body.order.lines[0];
  assert.ok(line, 'the order has its line');
  return line.id;
}

async function seedReviews(): Promise<void> {
  await switchSession(page, null);
  const listed = (await call('get', '/api/products?designer=selam-tesfaye&pageSize=24')) as { items: CardApi[] };
  const item = listed.items.find((i) => i.stockQuantity > 5 && i.sizes.length > 0);
  assert.ok(item, "one of Selam's products in stock");
  product = { id: item.id, name: item.name };

  const signUp = await page.request.post('/api/account/sign-up', { data: SHOPPER });
  assert.ok(signUp.ok(), `sign-up: ${signUp.status()}`);
  await switchSession(page, SHOPPER);
  const lines = [await orderLine(item), await orderLine(item), await orderLine(item)];

  await switchSession(page, SELAM);
  for (const line of lines) {
    for (const status of ['confirmed', 'in_production', 'shipped']) await call('post', `/api/order-lines/${line}/status`, { status });
    // Pay on delivery: delivered with the cash recorded (docs/decisions/032).
    await call('post', `/api/order-lines/${line}/cash`, { outcome: 'collected', collectedBy: 'designer' });
  }

  await switchSession(page, SHOPPER);
  const reviews = [
    { overall: 'a_little_small', areas: { waist: 'a_little_small' }, note: KIND_NOTE },
    { overall: 'too_small', areas: { waist: 'too_small' }, note: RUDE_NOTE, kept: 'returning' },
    { overall: 'just_right' },
  ];
  for (const [i, review] of reviews.entries()) await call('put', `/api/order-lines/${lines[i]}/fit-review`, review);
}

const productCard = () => page.getByTestId('designer-fit-product').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });

async function openDashboard(): Promise<void> {
  await page.goto('/designer-dashboard#fit-feedback');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await productCard().waitFor();
}

describe('fit feedback: the designer and the admin', () => {
  it("shows the designer her product's fit on a phone, and an admin's hidden note leaves it", async () => {
    await seedReviews();

    await switchSession(page, SELAM);
    await openDashboard();
    const card = productCard();
    const count = Number(await card.getByTestId('designer-fit-count').innerText());
    assert.ok(count >= 3, `the three reviews count (saw ${count})`);
    await card.getByTestId('designer-fit-note').filter({ hasText: KIND_NOTE }).waitFor();
    await card.getByTestId('designer-fit-note').filter({ hasText: RUDE_NOTE }).waitFor();
    // The reviewer by first name and city only: the surname (the stamp) never reaches the designer.
    const rudeRow = card.getByTestId('designer-fit-review').filter({ hasText: RUDE_NOTE });
    const who = await rudeRow.locator('p').first().innerText();
    assert.match(who, /Meron, Bahir Dar/);
    assert.doesNotMatch(who, new RegExp(`Meron ${stamp}`));
    // The waist bar has its words: the chart is decoration for those who can see it.
    await card.getByTestId('designer-fit-area').filter({ hasText: 'Waist' }).waitFor();
    // Nothing on the phone is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);

    await switchSession(page, ADMIN);
    await page.goto('/admin?section=fit-reviews');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const rude = page.getByTestId('admin-fit-note').filter({ hasText: RUDE_NOTE });
    await rude.getByTestId('admin-fit-hide').click();
    // A confirm first: cancelling changes nothing.
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await rude.getByTestId('admin-fit-hide').waitFor();
    await rude.getByTestId('admin-fit-hide').click();
    await page.getByTestId('admin-fit-hide-confirm').click();
    await rude.getByTestId('admin-fit-show').waitFor();
    await page.getByTestId('admin-fit-note').filter({ hasText: KIND_NOTE }).getByTestId('admin-fit-hide').waitFor();

    await switchSession(page, SELAM);
    await openDashboard();
    const after = productCard();
    await after.getByTestId('designer-fit-note').filter({ hasText: KIND_NOTE }).waitFor();
    await after.getByText('The note was hidden by the Tibeb team.').first().waitFor();
    assert.equal(await after.getByText(RUDE_NOTE).count(), 0, 'the hidden note is gone from the designer');
    assert.equal(Number(await after.getByTestId('designer-fit-count').innerText()), count, 'its verdict still counts');
    assert.deepEqual(errors, []);
  });

  it('looks right at phone and desktop width in both languages (screenshots)', { skip: !process.env.SCREENSHOTS_DIR }, async () => {
    const dir = path.resolve(process.env.SCREENSHOTS_DIR ?? '.');
    mkdirSync(dir, { recursive: true });
    const shot = async (name: string) => {
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
    };
    const as = async (who: Credentials, lang: string) => {
      await switchSession(page, who);
      await page.goto('/about');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.evaluate((l) => {
        localStorage.setItem('tibeb-language', l);
        document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
      }, lang);
    };
    for (const lang of ['en', 'am-ET'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const tag = `${lang}-${width}`;
        await as(SELAM, lang);
        await page.goto('/designer-dashboard');
        await productCard().scrollIntoViewIfNeeded();
        await page.locator('#fit-feedback').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await shot(`designer-fit-${tag}`);
        await as(ADMIN, lang);
        await page.goto('/admin?section=fit-reviews');
        await page.getByTestId('admin-fit-note').first().waitFor();
        await shot(`admin-fit-${tag}`);
        await page.getByTestId('admin-fit-hide').first().click();
        await page.getByRole('dialog').waitFor();
        await shot(`admin-fit-confirm-${tag}`);
        await page.keyboard.press('Escape');
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
