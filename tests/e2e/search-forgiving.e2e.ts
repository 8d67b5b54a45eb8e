import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { gotoHydrated, screenshotIfAsked, shoppersPerFile } from './browser';

/*
 * Issue 44 on a phone (390 px), in English and in Amharic: the header search finds kemis when a
 * shopper types "qemis", and a mistyped place ("lalibrla") with a "did you mean" that fixes it.
 */

const shoppers = shoppersPerFile();
const PHONE = { width: 390, height: 844 };

/** The header renders a phone and a desktop search box; only one is visible at a time. */
const searchInput = (p: Page) => p.locator('[data-testid="header-search-input"]:visible');
const panel = (p: Page) => p.locator('[data-testid="search-panel"]:visible');

async function type(p: Page, text: string) {
  const input = searchInput(p);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 20 });
}

/** The product rows' texts once the results for `text` are on screen (the panel says which query it settled on). */
async function productTexts(p: Page, text: string): Promise<string[]> {
  const settled = p.locator(`[data-testid="search-panel"][data-query="${text}"]:visible`);
  await settled.waitFor();
  const rows = settled.locator('[data-kind="product"]');
  await rows.first().waitFor();
  return rows.allTextContents();
}

for (const language of ['en', 'am-ET'] as const) {
  describe(`forgiving header search on a phone (${language})`, () => {
    let page: Page;

    it('finds kemis for "qemis"', async () => {
      page = await shoppers.open(PHONE, language);
      await gotoHydrated(page, '/');
      await page.locator(`html[lang="${language}"]`).waitFor();
      await type(page, 'qemis');
      const texts = await productTexts(page, 'qemis');
      // ቀሚስ is kemis: in Amharic the names are shown in Ge'ez script.
      const word = language === 'en' ? /kemis|dress|gown/i : /ቀሚስ/;
      assert.ok(texts.some((t) => word.test(t)), `a kemis among ${JSON.stringify(texts)}`);
      await screenshotIfAsked(page, `search-forgiving-qemis-phone-${language}`, false);
    });

    it('forgives a typo and offers the right spelling', async () => {
      await type(page, 'lalibrla');
      const texts = await productTexts(page, 'lalibrla');
      const suggestion = panel(page).getByTestId('search-did-you-mean');
      await suggestion.waitFor();
      assert.match((await suggestion.textContent()) ?? '', /lalibela/);
      const place = language === 'en' ? /Lalibela/ : /ላሊበላ/;
      assert.ok(texts.some((t) => place.test(t)), `Lalibela among ${JSON.stringify(texts)}`);
      await screenshotIfAsked(page, `search-forgiving-typo-phone-${language}`, false);
      await suggestion.getByRole('button').click();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('[data-testid="header-search-input"]')].some((i) => i.value === 'lalibela'));
      await productTexts(page, 'lalibela');
    });

    it('raised no errors in the page', () => {
      assert.deepEqual(shoppers.errors.flat(), []);
    });
  });
}
