import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, pagePerFile, screenshotIfAsked, switchSession, until } from './browser';
import { enterBodyCm, findSizedKemis, overlay, summarySize } from './sizing-helpers';

// Issue 41, the admin's papercuts at phone width (390 px), in English and Amharic: a designer's
// shop suspended and lifted from the console, and an applicant asked for changes.
let page: Page;
let errors: string[];
const PHONE = { width: 390, height: 844 };
pagePerFile((opened) => ({ page, errors } = opened), PHONE);

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const PASSWORD = 'Tibeb!2026x';
const stamp = Date.now().toString(36);

function mailsTo(email: string): Array<{ subject: string; text: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}

/** The shop as a guest sees it: no cookies, straight to the API. */
async function shopTotal(slug: string): Promise<number> {
  const res = await fetch(`${BASE_URL}/api/products?designer=${encodeURIComponent(slug)}`);
  return ((await res.json()) as { total: number }).total;
}
const productStatus = async (id: string) => (await fetch(`${BASE_URL}/api/products/${id}`)).status;

/** As the header's language menu does: stored on the device and in the cookie the server reads. */
async function useLanguage(lang: 'en' | 'am-ET'): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/about');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate((l) => {
    localStorage.setItem('tibeb-language', l);
    document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
  }, lang);
}

/** The page is no wider than the phone: nothing runs past the screen's edge. */
async function fitsThePhone(): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page runs ${overflow} px past the screen`);
}

interface DesignerCard {
  id: string;
  fullName: string;
  slug: string | null;
  productCount: number;
}

describe('console: people (issue 41)', () => {
  it('suspends a designer from the console on a phone: their products leave the shop and come back when it is lifted', async () => {
    await switchSession(page, ADMIN);
    await useLanguage('en');
    // A designer of the catalogue that the demo journeys do not use, with products in the shop.
    const designers = (await (await fetch(`${BASE_URL}/api/designers`)).json()) as { items: DesignerCard[] };
    const designer = designers.items.filter((d) => d.slug && d.productCount > 0 && !/^(selam|hirut)/.test(d.slug)).at(-1);
    assert.ok(designer?.slug, 'a designer with products');
    const slug = designer.slug!;
    const before = await shopTotal(slug);
    assert.ok(before > 0);
    const anyProduct = ((await (await fetch(`${BASE_URL}/api/products?designer=${slug}`)).json()) as { items: { id: string }[] }).items[0]!.id;

    await page.goto('/admin?section=designers');
    await page.getByTestId('admin-designers-search').fill(designer.fullName);
    const row = page.getByTestId('admin-designer-row').filter({ hasText: designer.fullName });
    await row.getByTestId('designer-suspend').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Suspend the shop of ${designer.fullName}?`).waitFor();
    await screenshotIfAsked(page, 'console-designer-suspend-confirm-en-390', false);
    await confirm.getByTestId('designer-suspend-confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'Shop suspended' }).waitFor();
    await row.getByText('Suspended', { exact: true }).waitFor();
    await until('the products out of the shop', () => shopTotal(slug), (n) => n === 0);
    assert.equal(await productStatus(anyProduct), 404);
    await screenshotIfAsked(page, 'console-designers-suspended-en-390');
    await fitsThePhone();

    // The designer's page in the console, reached from the list.
    await row.getByTestId('admin-designer-details').click();
    await page.waitForURL(/designer=/);
    const detail = page.getByTestId('admin-designer-detail');
    await detail.getByTestId('designer-detail-suspended').waitFor();
    await detail.getByTestId('designer-detail-balance').waitFor();
    await detail.getByTestId('designer-detail-products').getByTestId('designer-detail-product').first().waitFor();
    await screenshotIfAsked(page, 'console-designer-detail-en-390');
    await fitsThePhone();

    // The designer, meanwhile, keeps one of her products hidden for after the suspension (issue 41).
    const detailUrl = page.url();
    // Her password is nobody's (the seed's): the console's reset link gives her one.
    const email = `${designer.fullName.split(' ')[0]!.toLowerCase()}@designers.tibeb.example`;
    const designerPassword = `Kept-Hidden-${stamp}!`;
    assert.ok((await page.request.post(`/api/admin/users/${designer.id}/password-reset`)).ok(), 'a reset link mailed');
    const token = await until(
      'the reset mail',
      () => /\/reset-password\?token=(\S+)/.exec(mailsTo(email).map((m) => m.text).join('\n'))?.[1] ?? null,
      (v) => v !== null,
    );
    const reset = await page.request.post('/api/account/reset-password', { data: { token: decodeURIComponent(token!), password: designerPassword } });
    assert.ok(reset.ok(), `reset: ${reset.status()}`);
    await switchSession(page, { email, password: designerPassword });
    await page.goto('/designer-dashboard');
    await page.getByTestId('studio-shop-suspended').first().waitFor();
    const card = page.getByTestId('studio-product').filter({ has: page.getByTestId('studio-product-suspension-hidden') }).first();
    await card.waitFor();
    const keptId = await card.getAttribute('data-product-id');
    assert.ok(keptId, 'a product the suspension took out');
    await screenshotIfAsked(page, 'studio-suspended-products-en-390');
    await card.getByTestId('studio-product-visibility').filter({ hasText: 'Keep hidden' }).click();
    await page.getByTestId('toast').filter({ hasText: 'stays hidden' }).waitFor();
    await page.locator(`[data-testid="studio-product"][data-product-id="${keptId}"]`).getByTestId('studio-product-suspension-hidden').waitFor({ state: 'detached' });
    await fitsThePhone();
    await switchSession(page, ADMIN);
    await page.goto(detailUrl);
    await detail.getByTestId('designer-detail-suspended').waitFor();

    // The same page in Amharic.
    await useLanguage('am-ET');
    await page.reload();
    await page.locator('html[lang="am-ET"]').waitFor();
    await detail.getByText('ሁሉም ዲዛይነሮች').waitFor();
    await screenshotIfAsked(page, 'console-designer-detail-am-390');
    await fitsThePhone();

    // Lifted from the designer's page, in Amharic: the products are back.
    await detail.getByTestId('designer-unsuspend').click();
    await page.getByRole('dialog').getByTestId('designer-unsuspend-confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'እግዱ ተነስቷል' }).waitFor();
    await detail.getByTestId('designer-detail-suspended').waitFor({ state: 'detached' });
    // Back in the shop, all but the one she kept hidden.
    await until('the products back in the shop', () => shopTotal(slug), (n) => n === before - 1);
    assert.equal(await productStatus(keptId), 404);
    if (anyProduct !== keptId) assert.equal(await productStatus(anyProduct), 200);
    await useLanguage('en');
    assert.deepEqual(errors, []);
  });

  it('asks an applicant for changes in Amharic; the applicant reads the message, edits and sends the application again', async () => {
    const email = `changes-${stamp}@example.com`;
    const displayName = `Tsion Weaves ${stamp}`;
    // The applicant: signed up, confirmed with the mailed link, applied (set-up through the API).
    await switchSession(page, null);
    assert.equal((await page.request.post('/api/account/sign-up', { data: { email, password: PASSWORD, fullName: 'Tsion Alemu' } })).status(), 201);
    const link = await until('confirmation mail', () => /\/confirm-email\?token=\S+/.exec(mailsTo(email).map((m) => m.text).join('\n'))?.[0] ?? null, (v) => v !== null);
    await page.goto(link!);
    await page.getByTestId('confirm-email-done').waitFor();
    const applied = await page.request.post('/api/studio/application', {
      data: { displayName, country: 'ET', city: 'Gondar', bio: 'Hand-woven netela and kemis with tibeb borders from Gondar.', categories: ['habesha-kemis'], links: [], phone: '+251 91 555 0199', acceptTerms: true },
    });
    assert.equal(applied.status(), 201);

    await switchSession(page, ADMIN);
    await useLanguage('am-ET');
    await page.goto('/admin?section=designer-applications');
    await page.locator('html[lang="am-ET"]').waitFor();
    const card = page.getByTestId('application-card').filter({ hasText: displayName });
    await card.getByTestId('application-no-photo').waitFor();
    await screenshotIfAsked(page, 'console-application-am-390');
    await fitsThePhone();
    await card.getByTestId('application-request-changes').click();
    const form = page.getByTestId('changes-form');
    await form.getByRole('button', { name: 'ጥያቄውን ይላኩ' }).click();
    await form.getByText('እባክዎ ምን እንደሚስተካከል ይጻፉ').waitFor();
    const message = 'Please add a link to photos of garments you made yourself.';
    await form.locator('textarea').fill(message);
    await screenshotIfAsked(page, 'console-application-changes-am-390', false);
    await page.getByTestId('changes-confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'ማስተካከያ ተጠይቋል' }).waitFor();
    await card.waitFor({ state: 'detached' });
    // Mailed in the applicant's language (English: they signed up in English).
    const mail = await until('the changes mail', () => mailsTo(email).find((m) => m.subject === 'Your Tibeb designer application needs a few changes') ?? null, (m) => m !== null);
    assert.ok(mail!.text.includes(message));
    await page.getByTestId('applications-tab-changes_requested').click();
    await page.getByTestId('application-card').filter({ hasText: displayName }).getByTestId('application-changes-message').waitFor();
    await useLanguage('en');

    // The applicant sees the message on their application page, edits and sends it again.
    await switchSession(page, { email, password: PASSWORD });
    await page.goto('/designer-register');
    await page.getByTestId('designer-register-changes-message').getByText(message).waitFor();
    await screenshotIfAsked(page, 'console-applicant-changes-en-390');
    await fitsThePhone();
    await page.getByTestId('designer-register-edit').click();
    await page.getByTestId('apply-bio').fill('Hand-woven netela from Gondar; photos of my own work are at instagram.com/tsionweaves.');
    await page.getByTestId('apply-terms').check();
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('designer-register-pending').waitFor();

    // Back with the admins, pending, with what they asked shown beside it.
    await switchSession(page, ADMIN);
    await page.goto('/admin?section=designer-applications');
    const again = page.getByTestId('application-card').filter({ hasText: displayName });
    await again.getByTestId('application-changes-message').getByText(message).waitFor();
    await screenshotIfAsked(page, 'console-application-resubmitted-en-390');
    assert.deepEqual(errors, []);
  });

  it('the overview fits a phone in Amharic: its chart and low-stock cards stay inside the screen', async () => {
    await switchSession(page, ADMIN);
    await useLanguage('am-ET');
    await page.goto('/admin?section=overview');
    await page.locator('html[lang="am-ET"]').waitFor();
    await page.getByTestId('admin-overview').waitFor();
    await page.getByTestId('admin-overview-low-stock').waitFor();
    // The section's cards (the chart's and the low-stock one among them), not what scrolls inside them.
    const past = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="admin-overview"] > *, [data-testid="admin-overview"] > * > *, [data-testid^="admin-overview-"]'))
        .map((el) => el.getBoundingClientRect().right - document.documentElement.clientWidth)
        .filter((over) => over > 0.5).length,
    );
    assert.equal(past, 0, 'nothing of the overview runs past the screen');
    await fitsThePhone();
    await screenshotIfAsked(page, 'console-overview-am-390');
    await useLanguage('en');
    assert.deepEqual(errors, []);
  });

  it("on a product page the size guide's button adds the garment once, the page then offers the cart, and the toast leaves the buttons clear", async () => {
    // A shopper of this journey's own (the demo shopper belongs to the sizing journeys).
    const email = `guide-${stamp}@example.com`;
    await switchSession(page, null);
    assert.equal((await page.request.post('/api/account/sign-up', { data: { email, password: PASSWORD, fullName: 'Meron Haile' } })).status(), 201);
    await useLanguage('en');
    const kemis = await findSizedKemis(page);
    await page.goto(`/product/${kemis.id}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('open-size-guide').click();
    await overlay(page).waitFor();
    await enterBodyCm(page);
    await overlay(page).getByTestId('guide-get-size').click();
    await summarySize(page);
    const confirm = overlay(page).getByTestId('guide-save-attach');
    await confirm.getByText('Add to Cart with my measurements').waitFor();
    await screenshotIfAsked(page, 'console-guide-result-en-390', false);
    await confirm.click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Added to Cart with AI Measurements' });
    await toast.waitFor();
    await overlay(page).waitFor({ state: 'detached' });
    const viewCart = page.getByTestId('view-in-cart');
    await viewCart.waitFor();
    assert.equal(await page.getByTestId('add-to-cart').count(), 0, 'no second Add to Cart');
    await viewCart.scrollIntoViewIfNeeded();
    const [toastBox, buttonBox] = [await toast.boundingBox(), await viewCart.boundingBox()];
    assert.ok(toastBox && buttonBox);
    assert.ok(toastBox.y + toastBox.height <= buttonBox.y || buttonBox.y + buttonBox.height <= toastBox.y, 'the toast leaves the page\'s button clear');
    await screenshotIfAsked(page, 'console-guide-added-en-390', false);
    const cart = (await (await page.request.get('/api/cart')).json()) as { lines: { productId: string }[] };
    assert.equal(cart.lines.filter((l) => l.productId === kemis.id).length, 1);
    await viewCart.click();
    await page.getByRole('dialog').getByTestId('cart-line').first().waitFor();
    assert.deepEqual(errors, []);
  });

  it('uploads the homepage hero image on a phone instead of typing an address, in English and Amharic', async () => {
    await switchSession(page, ADMIN);
    await useLanguage('am-ET');
    await page.goto('/admin?section=homepage');
    await page.locator('html[lang="am-ET"]').waitFor();
    const field = page.getByTestId('homepage-hero-image');
    await field.getByText('ዋና ምስል').first().waitFor();
    await screenshotIfAsked(page, 'console-hero-am-390');
    await fitsThePhone();
    await useLanguage('en');
    await page.reload();
    await field.getByText('Hero image').first().waitFor();
    const buffer = await sharp({ create: { width: 1800, height: 1100, channels: 3, background: '#1F7A4D' } }).jpeg().toBuffer();
    await field.locator('input[type="file"]').setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer });
    await page.getByTestId('toast').filter({ hasText: 'Hero image saved' }).waitFor();
    const url = await until('the hero image on the site', async () => ((await (await fetch(`${BASE_URL}/api/site`)).json()) as { hero: { imageUrl: string | null } }).hero.imageUrl, (u) => /^\/storage\/homepage\/hero-/.test(u ?? ''));
    await page.getByTestId('homepage-preview').locator(`img[src="${url}"]`).waitFor();
    await screenshotIfAsked(page, 'console-hero-uploaded-en-390');
    // The upload moved the texts' version on, and the open form took it: its next save is not refused.
    const { version } = (await (await page.request.get('/api/admin/homepage-settings')).json()) as { version: number };
    await page.locator(`[data-testid="homepage-form"][data-version="${version}"]`).waitFor();
    assert.equal(await page.getByTestId('content-conflict').count(), 0);
    assert.deepEqual(errors, []);
  });
});
