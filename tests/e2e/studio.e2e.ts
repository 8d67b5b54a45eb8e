import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { convertMinor, convertToUsd, formatMoney, type CurrencyCode } from '../../src/domain/money';
import { openContext, pagePerFile, switchSession, until } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

const PASSWORD = 'Tibeb!2026x';
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const stamp = Date.now().toString(36);

function mailsTo(email: string): Array<{ subject: string; text: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}

/** A distinct photo per colour, written where the file chooser can pick it. */
async function photoFile(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Signs up through the API and confirms with the link from the outbox, in the browser. */
async function confirmedAccount(p: Page, email: string, fullName: string): Promise<void> {
  await switchSession(p, null);
  const res = await p.request.post('/api/account/sign-up', { data: { email, password: PASSWORD, fullName } });
  assert.equal(res.status(), 201);
  const link = await until('confirmation mail', () => /\/confirm-email\?token=\S+/.exec(mailsTo(email).map((m) => m.text).join('\n'))?.[0] ?? null, (v) => v !== null);
  await p.goto(link!);
  await p.getByTestId('confirm-email-done').waitFor();
}

async function apply(p: Page, displayName: string) {
  await p.goto('/designer-register');
  const form = p.getByTestId('designer-application-form');
  await form.waitFor();
  await p.getByTestId('apply-display-name').fill(displayName);
  await p.getByTestId('apply-city').fill('Addis Ababa');
  await p.getByTestId('apply-bio').fill('Hand-woven habesha kemis with tibeb borders from our family workshop in Shiro Meda.');
  await form.locator('input[type="checkbox"][value="habesha-kemis"]').check();
  await p.getByTestId('apply-phone').fill('+251 91 123 4567');
  await p.getByTestId('apply-terms').check();
  await p.getByTestId('apply-submit').click();
}

async function approveAsAdmin(p: Page, displayName: string) {
  await switchSession(p, ADMIN);
  await p.goto('/admin?section=designer-applications');
  const card = p.getByTestId('application-card').filter({ hasText: displayName });
  await card.getByTestId('application-approve').click();
  await p.getByTestId('approve-confirm').click();
  await card.waitFor({ state: 'detached' });
}

/** Today's rates as the shop serves them (the journeys' server may not use the built-in table). */
async function rateOf(p: Page): Promise<(code: CurrencyCode) => number> {
  const { rates } = (await (await p.request.get('/api/exchange-rates')).json()) as { rates: Array<{ code: CurrencyCode; rate: number }> };
  return (code) => rates.find((r) => r.code === code)?.rate ?? 1;
}

describe('designer studio', () => {
  const email = `studio-${stamp}@example.com`;
  const displayName = `Atelier ${stamp}`;
  const productName = `Tana kemis ${stamp}`;
  let productId = '';
  /** What 18,075 Br is in dollars at the server's rate ($150.00 at the built-in 120.5). */
  let birrInUsd = '';

  it('applies with a confirmed address and is approved by an admin, by e-mail', async () => {
    await confirmedAccount(page, email, 'Selamawit Tadesse');
    await apply(page, displayName);
    // Told so first (a toast lasts 4 s), then shown the card: the long form gave way to a short page, which had left the view on the footer.
    await page.getByTestId('toast').filter({ hasText: 'Application sent' }).waitFor();
    await page.getByTestId('designer-register-summary').waitFor();
    await page.getByText('We are reviewing your application').waitFor();
    await until(
      'the pending card in view',
      () => page.getByTestId('designer-register-pending').evaluate((el) => el.getBoundingClientRect().top),
      (top) => top >= 0 && top < 300,
    );
    await page.goto('/profile');
    await page.locator('[data-testid="profile-application-status"][data-status="pending"]').getByText('We are reviewing your application').waitFor();

    await approveAsAdmin(page, displayName);
    await until('approval mail', () => mailsTo(email).map((m) => m.subject), (s) => s.includes('Welcome, designer! Your Tibeb application is approved'));
  });

  it('adds a made-to-measure product with two photos, reorders them and publishes it', async () => {
    await switchSession(page, { email, password: PASSWORD });
    await page.goto('/designer/add-product');
    const form = page.getByTestId('product-form');
    await form.getByLabel('Name (English)').fill(productName);
    await form.getByLabel('Description (English)').fill('Cotton kemis woven by hand, with a green and gold tibeb border.');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Habesha Kemis' });
    // A designer in Addis Ababa prices in birr (issue 37): the form starts in her payout currency,
    // reads a price typed with its mark, and shows it in the shop's other currencies as she types.
    await form.getByLabel('Price (Br)').fill('ETB 18,075');
    const rates = await rateOf(page);
    birrInUsd = formatMoney(convertToUsd(1_807_500, rates('ETB')), 'USD', 'en-US');
    const euros = formatMoney(convertMinor(1_807_500, 'ETB', 'EUR', rates), 'EUR', 'en-US');
    const others = await until('the price in the other currencies', () => form.getByTestId('product-price-others').textContent(), (text) => (text ?? '').replace(/\s/g, ' ').includes(`≈ ${birrInUsd} · ≈ ${euros}`));
    assert.match(others ?? '', /^At today’s rate: /);
    assert.equal(await form.getByLabel('Your prices are in').inputValue(), 'ETB');
    await form.getByLabel('Stock', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Add size M' }).click();
    await form.getByRole('button', { name: 'Add size L' }).click();
    await form.getByLabel('Made to measure').check();
    await form.getByLabel('Production time (days)').fill('12');
    await page.getByTestId('product-save-draft').click();
    await page.waitForURL(/\/designer\/edit-product\/[0-9a-f-]{36}$/);
    productId = page.url().split('/').at(-1)!;

    await page.getByTestId('product-photos-input').setInputFiles([await photoFile('front.jpg', '#1f7a4d'), await photoFile('back.jpg', '#c8a12b')]);
    const list = page.getByTestId('product-photos-list');
    await until('two photos', () => list.locator('li').count(), (n) => n === 2);
    const firstSrc = await list.locator('li img').first().getAttribute('src');
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    // The new order is part of the product (issue 41): the bar counts it, and Save draft saves it.
    await page.getByTestId('product-form-state').getByText('You have unsaved changes.').waitFor();
    await page.getByTestId('product-save-draft').click();
    await page.getByTestId('product-photos-unsaved').waitFor({ state: 'detached' });
    await page.getByTestId('product-form-state').getByText('All changes are saved.').waitFor();
    const api = async () => (await (await page.request.get(`/api/studio/products/${productId}`)).json()) as { product: { photos: Array<{ url: string }>; status: string } };
    await until('photo order saved', async () => (await api()).product.photos.map((p) => p.url).indexOf(firstSrc ?? '') , (i) => i === 1);

    await page.getByTestId('product-publish').click();
    await until('published', async () => (await api()).product.status, (s) => s === 'published');
  });

  it('shows the product in the shop: /products, the header search, the designer page and New Arrivals', async () => {
    await page.goto(`/products?search=${encodeURIComponent(productName)}`);
    await page.getByRole('heading', { name: productName }).first().waitFor();
    await page.goto('/new-arrivals');
    await page.getByRole('heading', { name: productName }).first().waitFor();
    await page.goto('/');
    const search = page.getByRole('search').getByRole('combobox').or(page.getByRole('search').getByRole('searchbox')).first();
    await search.fill(productName.split(' ').slice(0, 2).join(' '));
    await page.getByText(productName).first().waitFor();
    const profile = (await (await page.request.get('/api/studio/profile')).json()) as { profile: { slug: string } };
    await page.goto(`/designers/${profile.profile.slug}`);
    await page.getByRole('heading', { name: productName }).first().waitFor();
    await page.goto(`/product/${productId}`);
    await page.getByTestId('product-made-to-measure').getByText('Made to measure · ready in 12 days').waitFor();
  });

  it('updates an open product page when the designer changes the price', async () => {
    const shopper = await openContext();
    try {
      const open = await shopper.newPage();
      // The page is server-rendered; a change reaches it once its live connection is open (a change
      // made before that is not replayed: see live-updates.e2e.ts).
      const realtime = open.waitForResponse((r) => r.url().includes('/api/realtime'));
      await open.goto(`/product/${productId}`);
      await realtime;
      // A shopper browsing in USD sees the birr price converted at today's rate.
      await open.getByTestId('product-detail-price').getByText(birrInUsd).waitFor();
      await page.goto(`/designer/edit-product/${productId}`);
      const form = page.getByTestId('product-form');
      await form.getByLabel('Price (Br)').fill('ETB 20,000');
      await page.getByTestId('product-publish').click();
      await page.getByText('All changes are saved.').waitFor();
      // No reload: the change event reaches the open page.
      const rates = await rateOf(page);
      await open.getByTestId('product-detail-price').getByText(formatMoney(convertToUsd(2_000_000, rates('ETB')), 'USD', 'en-US')).waitFor();
    } finally {
      await shopper.close();
    }
  });

  it("takes a shopper's order with measurements, which the designer sees on the dashboard", async () => {
    const shopper = await openContext({ width: 390, height: 844 });
    try {
      const s = await shopper.newPage();
      const signUp = await s.request.post('/api/account/sign-up', { data: { email: `buyer-${stamp}@example.com`, password: PASSWORD, fullName: 'Liya Mekonnen' } });
      assert.equal(signUp.status(), 201);
      const placed = await s.request.post('/api/orders', {
        headers: { 'idempotency-key': `studio-${stamp}` },
        data: {
          contact: { email: `buyer-${stamp}@example.com`, phone: '+251 91 123 4567' },
          shipping: { fullName: 'Liya Mekonnen', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Near Edna Mall' },
          paymentMethod: 'cod',
          currency: 'USD',
          includeMeasurements: true,
          measurementConsent: true,
          lines: [
            {
              productId,
              quantity: 1,
              selectedSize: 'M',
              aiMeasurements: { source: 'manual', category: 'women', measurements: { bust_cm: 91, waist_cm: 73, hips_cm: 99, height_cm: 163 }, confidence: 0.9 },
            },
          ],
        },
      });
      assert.equal(placed.status(), 201, await placed.text());
      const number = ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber;
      await page.goto('/designer-dashboard');
      const row = page.getByTestId('designer-line').filter({ hasText: number });
      const table = row.getByTestId('designer-line-measurements');
      // A line in a standard size keeps its measurements folded; the designer opens them.
      await row.locator('details').first().locator('summary').click();
      await table.waitFor();
      assert.match((await table.textContent()) ?? '', /91 cm/);
    } finally {
      await shopper.close();
    }
  });

  it('shows the product in the dashboard table, and nothing logged an error', async () => {
    await page.goto('/designer-dashboard');
    await page.getByRole('link', { name: productName }).or(page.getByText(productName)).first().waitFor();
    const unexpected = errors.filter((e) => !/status of (401|403|404|409)/.test(e));
    assert.deepEqual(unexpected, []);
  });
});

describe('designer studio in Amharic on a phone', () => {
  it('applies, is approved, and publishes a product with a photo', async () => {
    const phone = await openContext({ width: 390, height: 844 });
    const p = await phone.newPage();
    try {
      const email = `studio-am-${stamp}@example.com`;
      const displayName = `Meskel ${stamp}`;
      await p.goto('/about');
      await p.evaluate(() => {
        localStorage.setItem('tibeb-language', 'am-ET');
        document.cookie = 'tibeb-language=am-ET; path=/';
      });
      await confirmedAccount(p, email, 'Hanna Girma');
      await apply(p, displayName);
      await p.getByTestId('designer-register-summary').waitFor();
      assert.equal(await p.locator('html').getAttribute('lang'), 'am-ET');

      await approveAsAdmin(p, displayName);
      await switchSession(p, { email, password: PASSWORD });
      await p.goto('/designer/add-product');
      const form = p.getByTestId('product-form');
      await form.waitFor();
      // Amharic labels: fields are found by their names, which the journey does not know in Amharic.
      await form.locator('#product-name').fill(`Netela ${stamp}`);
      await form.locator('#product-description').fill('Soft cotton netela with a woven border.');
      await form.locator('#product-category').selectOption({ index: 1 });
      await form.locator('#product-price').fill('60');
      await form.locator('#product-stock').fill('3');
      await form.locator('#product-size-input').fill('One Size');
      await form.locator('#product-size-input').press('Enter');
      await form.getByTestId('product-sizes').getByText('One Size').waitFor();
      // Publish on a new product without photos: saved as a draft and on to its photos in the same tap.
      await p.getByTestId('product-publish').click();
      await p.waitForURL(/\/designer\/edit-product\/[0-9a-f-]{36}#product-photos$/);
      await p.getByTestId('toast').filter({ hasText: 'እንደ ረቂቅ ተቀምጧል' }).waitFor();
      await until('the photos in view', () => p.getByTestId('product-photos').evaluate((el) => el.getBoundingClientRect().top), (top) => top >= 0 && top < 400);
      const id = p.url().split('#')[0]!.split('/').at(-1)!;
      await p.getByTestId('product-photos-input').setInputFiles([await photoFile('netela.jpg', '#f4efe6')]);
      await until('a photo', () => p.getByTestId('product-photos-list').locator('li').count(), (n) => n === 1);
      await p.getByTestId('product-publish').click();
      await until('published', async () => ((await (await p.request.get(`/api/studio/products/${id}`)).json()) as { product: { status: string } }).product.status, (s) => s === 'published');
      const heading = await p.getByRole('heading').first().textContent();
      assert.match(heading ?? '', /[\u1200-\u137F]/, `not Amharic: ${heading}`);
    } finally {
      await phone.close();
    }
  });
});
