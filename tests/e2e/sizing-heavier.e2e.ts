/**
 * Issue 45 at phone width: a BMI-40 body estimated from height and weight reads a lower
 * confidence, is told the estimate is less certain, and is sized to the larger of two sizes, in
 * English and in Amharic. Screenshots (not in git) under /work/shots/heavier-bodies/ or
 * E2E_SHOTS_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';
import { fill, findSizedKemis, openGuide, overlay, signOut, summarySize, text, type KemisCard } from './sizing-helpers';

let page: Page;
let errors: string[];
let kemis: KemisCard;

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/heavier-bodies';
const pageReady = pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });
before(async () => {
  await pageReady();
  kemis = await findSizedKemis(page);
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(name: string): Promise<void> {
  // The guide is a fixed full-screen overlay: the viewport is what the shopper sees.
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const TEXT = {
  en: { lessCertain: 'less certain', sizedUp: 'we chose the larger' },
  'am-ET': { lessCertain: 'እርግጠኛ', sizedUp: 'ትልቁን መርጠናል' },
} as const;

/** 168 cm and 112.9 kg: BMI 40, between 5XL and 6XL on the default women's chart. */
const HEIGHT_CM = '168';
const WEIGHT_KG = '112.9';

describe('Smart Estimates for a BMI-40 body at phone width', () => {
  for (const lang of ['en', 'am-ET'] as const) {
    it(`shows the lower confidence and the larger-size advice (${lang})`, async () => {
      await signOut(page);
      await page.goto('/about');
      await page.evaluate((l) => {
        localStorage.clear();
        localStorage.setItem('tibeb-language', l);
        document.cookie = `tibeb-language=${encodeURIComponent(l)}; path=/`;
      }, lang);
      await openGuide(page, kemis.id);
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      await overlay(page).getByTestId('guide-tab-smart').click();
      await overlay(page).getByTestId('smart-unit-metric').click();
      await fill(page, 'smart-height', HEIGHT_CM);
      await fill(page, 'smart-weight', WEIGHT_KG);
      await overlay(page).getByTestId('smart-estimate').click();
      await overlay(page).getByTestId('smart-result').waitFor();
      await overlay(page).getByTestId('smart-less-certain').filter({ hasText: TEXT[lang].lessCertain }).waitFor();
      const estimateConfidence = Number((await text(overlay(page).getByTestId('smart-confidence'))).match(/(\d+)\s*%/)?.[1]);
      assert.ok(estimateConfidence < 70, `the estimate reads below "good": ${estimateConfidence}%`);
      await shot(`smart-estimate-bmi40-${lang}-390`);

      await overlay(page).getByTestId('smart-accept').click();
      await overlay(page).locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
      await overlay(page).getByTestId('guide-get-size').click();
      const size = await summarySize(page);
      // The server's answer, not only the device's: wait until it has replaced the local one.
      await overlay(page).locator('[data-testid="guide-summary"][aria-busy="false"]').waitFor();
      await overlay(page).getByTestId('guide-summary').getByText(TEXT[lang].sizedUp).waitFor();
      const alternates = await text(overlay(page).getByTestId('guide-summary-alternates'));
      const confidence = Number((await text(overlay(page).getByTestId('guide-summary-confidence'))).match(/(\d+)\s*%/)?.[1]);
      assert.ok(['5XL', '6XL', '7XL'].includes(size), `a plus size: ${size}`);
      assert.ok(alternates.split(/,\s*/).includes(['4XL', '5XL', '6XL'][['5XL', '6XL', '7XL'].indexOf(size)]!), `the smaller of the two is the first alternate: ${alternates}`);
      assert.ok(confidence <= estimateConfidence && confidence < 70, `the size is no surer than the estimate: ${confidence}% against ${estimateConfidence}%`);
      await overlay(page).getByTestId('guide-summary').scrollIntoViewIfNeeded();
      await shot(`summary-bmi40-${lang}-390`);
    });
  }

  it('had no console errors', () => {
    const real = errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
    assert.deepEqual(real, []);
  });
});
