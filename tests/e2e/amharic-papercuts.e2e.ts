import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile, switchSession, until } from './browser';
import { findSizedKemis, overlay, type KemisCard } from './sizing-helpers';

// Issue 20: what a first-time shopper trips on. Amharic pages say everything the catalogue holds
// in Amharic (falling back to English where a designer wrote none), and the size guide starts in
// the unit the shopper reads in.

let page: Page;
let errors: string[];
let kemis: KemisCard;

const HIRUT = { email: 'hirut@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const stamp = Date.now().toString(36);

const pageReady = pagePerFile((opened) => ({ page, errors } = opened));
before(async () => {
  await pageReady();
  kemis = await findSizedKemis(page);
});

/** As the header's menus do: stored on the device, and in cookies so the server renders in them. */
async function prefer(lang: 'en' | 'am-ET', currency: 'USD' | 'ETB', options: { keepUnit?: boolean } = {}): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/about');
  // This is setup, not a shopper's tap: a page still starting up stores its own language as it
  // hydrates, over what is written here (failed once beside a CPU burner).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(
    ({ l, c, keepUnit }) => {
      if (!keepUnit) localStorage.removeItem('tibeb-size-unit');
      localStorage.setItem('tibeb-language', l);
      localStorage.setItem('selectedCurrency', c);
      document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
      document.cookie = `selectedCurrency=${c}; path=/`;
    },
    { l: lang, c: currency, keepUnit: options.keepUnit ?? false },
  );
}

interface ProductApi {
  id: string;
  material: string | null;
  materialAm: string | null;
  careInstructions: string | null;
  careInstructionsAm: string | null;
  designer: { slug: string; city: string | null; cityAm: string | null; countryCode: string | null };
}
const productApi = async (id: string) => (await (await page.request.get(`/api/products/${id}`)).json()) as ProductApi;

/** The country's name as this browser's Intl gives it, the same table the page uses. */
const countryIn = (code: string, lang: string) => page.evaluate(([c, l]) => new Intl.DisplayNames([l, 'en'], { type: 'region' }).of(c) ?? c, [code, lang] as const);

const text = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** Waits until the page's text for `testId` contains `expected` (the page may still be showing the previous state). */
const shows = (testId: string, expected: string) => until(`${testId} shows ${expected}`, () => text(testId).catch(() => ''), (v) => v.includes(expected));

async function openCareTab(): Promise<void> {
  await page.getByTestId('product-tab-care').click();
  await page.locator('[data-testid="product-tab-care"][data-state="active"]').waitFor();
}

describe('Amharic product and designer pages', () => {
  it('show material, care, city and country in Amharic, as the server rendered them', async () => {
    await switchSession(page, null);
    const first = ((await (await page.request.get('/api/products?page=1')).json()) as { items: { id: string }[] }).items[0];
    assert.ok(first, 'the demo catalogue has products');
    const product = await productApi(first.id);
    assert.ok(product.materialAm && product.careInstructionsAm && product.designer.cityAm && product.designer.countryCode, 'the seed writes them in Amharic');

    await prefer('am-ET', 'USD');
    await page.goto(`/product/${product.id}`);
    await page.locator('html[lang="am-ET"]').waitFor();
    await shows('product-material', product.materialAm);
    const country = await countryIn(product.designer.countryCode, 'am-ET');
    assert.match(country, /[\u1200-\u137F]/, 'Chromium names the country in Amharic');
    await shows('product-designer-place', `${product.designer.cityAm}፣ ${country}`);
    await openCareTab();
    await shows('product-care', product.careInstructionsAm);

    // The server (Node's Intl) wrote the same names into the page, so hydration had nothing to change.
    const html = await (await page.request.get(`/product/${product.id}`)).text();
    assert.ok(html.includes(product.materialAm), 'server-rendered material in Amharic');
    assert.ok(html.includes(`${product.designer.cityAm}፣ ${country}`), 'server-rendered place in Amharic');

    await page.goto(`/designers/${product.designer.slug}`);
    await shows('designer-place', `${product.designer.cityAm}፣ ${country}`);
    assert.deepEqual(errors, []);
  });
});

describe('a designer writes the Amharic texts in the studio', () => {
  it('edits material and care in Amharic; without them the Amharic page falls back to English', async () => {
    await switchSession(page, HIRUT);
    const own = ((await (await page.request.get('/api/studio/products?status=published&pageSize=5')).json()) as { items: { id: string }[] }).items[0];
    assert.ok(own, 'the demo designer has a published product');
    const before = await productApi(own.id);
    const materialAm = `100% ጥጥ ${stamp}`;
    const careAm = `በቀዝቃዛ ውሃ በእጅ ይታጠቡ። ${stamp}`;

    const saveInStudio = async (values: { materialAm: string; careAm: string }) => {
      await prefer('en', 'USD');
      await page.goto(`/designer/edit-product/${own.id}`);
      const form = page.getByTestId('product-form');
      await form.waitFor();
      // The form shows what is saved before it is changed.
      await until('the saved material', () => form.locator('#product-material').inputValue(), (v) => v === (before.material ?? ''));
      await form.getByLabel('Material in Amharic (optional)').fill(values.materialAm);
      await form.getByLabel('Care instructions in Amharic (optional)').fill(values.careAm);
      await page.getByTestId('product-publish').click();
      await page.getByText('All changes are saved.').waitFor();
      await until('saved', async () => {
        const p = await productApi(own.id);
        return [p.materialAm, p.careInstructionsAm];
      }, ([m, c]) => m === (values.materialAm || null) && c === (values.careAm || null));
    };

    try {
      await saveInStudio({ materialAm, careAm });
      await prefer('am-ET', 'USD');
      await page.goto(`/product/${own.id}`);
      await shows('product-material', materialAm);
      await openCareTab();
      await shows('product-care', careAm);

      await saveInStudio({ materialAm: '', careAm: '' });
      await prefer('am-ET', 'USD');
      await page.goto(`/product/${own.id}`);
      await page.locator('html[lang="am-ET"]').waitFor();
      await shows('product-material', before.material ?? '');
      await openCareTab();
      await shows('product-care', before.careInstructions ?? '');
    } finally {
      await saveInStudio({ materialAm: before.materialAm ?? '', careAm: before.careInstructionsAm ?? '' });
    }

    // A designer who wrote no city in Amharic: the Amharic page names the city in English.
    const profile = ((await (await page.request.get('/api/studio/profile')).json()) as { profile: { displayName: string; country: string; city: string; cityAm: string | null; bio: string; bioAm: string | null; slug: string } }).profile;
    const patch = (cityAm: string | null) =>
      page.request.patch('/api/studio/profile', { data: { displayName: profile.displayName, country: profile.country, city: profile.city, cityAm, bio: profile.bio, bioAm: profile.bioAm } });
    try {
      assert.equal((await patch(null)).status(), 200);
      await prefer('am-ET', 'USD');
      await page.goto(`/designers/${profile.slug}`);
      await shows('designer-place', `${profile.city}፣ ${await countryIn(profile.country, 'am-ET')}`);
    } finally {
      assert.equal((await patch(profile.cityAm)).status(), 200);
    }
    await switchSession(page, null);
    assert.deepEqual(errors, []);
  });
});

describe('the size guide starts in the shopper’s unit', () => {
  const openGuide = async () => {
    await page.goto(`/product/${kemis.id}`);
    await page.getByTestId('open-size-guide').click();
    await overlay(page).waitFor();
  };
  const pressed = (unit: 'metric' | 'inches') => overlay(page).locator(`[data-testid="guide-unit-${unit}"][aria-pressed="true"]`).waitFor();

  it('in centimetres for Amharic readers and for birr, in inches for dollars, and remembers a choice', async () => {
    await switchSession(page, null);
    await prefer('am-ET', 'USD');
    await openGuide();
    await pressed('metric');

    await prefer('en', 'ETB');
    await openGuide();
    await pressed('metric');
    await page.goto('/size-guide');
    await page.locator('[data-testid="size-guide-unit-cm"][aria-pressed="true"]').first().waitFor();

    await prefer('en', 'USD');
    await openGuide();
    await pressed('inches');
    await overlay(page).getByTestId('guide-unit-metric').click();
    await pressed('metric');

    await page.reload();
    await page.getByTestId('open-size-guide').click();
    await overlay(page).waitFor();
    await pressed('metric');
    // The same choice on the size guide page, and switching there is remembered too.
    await page.goto('/size-guide');
    await page.locator('[data-testid="size-guide-unit-cm"][aria-pressed="true"]').first().waitFor();
    await page.getByTestId('size-guide-unit-in').first().click();
    await page.locator('[data-testid="size-guide-unit-in"][aria-pressed="true"]').first().waitFor();
    await page.reload();
    await page.locator('[data-testid="size-guide-unit-in"][aria-pressed="true"]').first().waitFor();
    // A choice outranks the language's default.
    await prefer('am-ET', 'ETB', { keepUnit: true });
    await openGuide();
    await pressed('inches');
    assert.deepEqual(errors, []);
  });
});
