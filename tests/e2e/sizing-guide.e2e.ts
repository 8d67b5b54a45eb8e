import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';
import { enterBodyCm, fill, openGuide, overlay, signOut, summarySize, findSizedKemis, type KemisCard } from './sizing-helpers';


let page: Page;
let errors: string[];
let kemis: KemisCard;

const pageReady = pagePerFile((opened) => ({ page, errors } = opened));
before(async () => {
  await pageReady();
  kemis = await findSizedKemis(page);
});

describe('AI Size Guide', () => {
  beforeEach(async () => {
    await signOut(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
  });

  it('opens, changes tabs and closes by keyboard, and gives focus back', async () => {
    await page.goto(`/product/${kemis.id}`);
    const opener = page.getByTestId('open-size-guide');
    await opener.focus();
    await page.keyboard.press('Enter');
    await overlay(page).waitFor();
    const manual = overlay(page).getByTestId('guide-tab-manual');
    await overlay(page).locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    await manual.focus();
    await page.keyboard.press('ArrowRight');
    await overlay(page).locator('[data-testid="guide-tab-smart"][aria-selected="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await overlay(page).locator('[data-testid="guide-tab-traditional"][aria-selected="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await overlay(page).locator('[data-testid="guide-tab-profiles"][aria-selected="true"]').waitFor();
    // Tab stays inside the overlay.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="size-guide-overlay"]')), 'focus stays in the overlay');
    }
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'open-size-guide');
  });

  it('recommends a size from manual entry in inches and in metric, with the validation messages', async () => {
    await openGuide(page, kemis.id);
    // Inches are the default unit.
    await overlay(page).locator('[data-testid="guide-unit-inches"][aria-pressed="true"]').waitFor();
    await fill(page, 'guide-field-bust_cm', '37');
    await overlay(page).getByTestId('guide-get-size').click();
    await overlay(page).getByTestId('guide-error').filter({ hasText: 'Missing Information' }).waitFor();

    await fill(page, 'guide-field-waist_cm', '34');
    await fill(page, 'guide-field-hips_cm', '41');
    await overlay(page).getByTestId('guide-get-size').click();
    const inInches = await summarySize(page);
    const chart = (await (await page.request.get('/api/size-charts?category=women')).json()) as { chart: { sizes: { label: string }[] } };
    const labels = chart.chart.sizes.map((s) => s.label);
    assert.ok(labels.includes(inInches), `a size of the chart: ${inInches}`);

    // The same body in centimetres gives the same size.
    await overlay(page).getByTestId('guide-back').click();
    await enterBodyCm(page);
    await overlay(page).getByTestId('guide-get-size').click();
    assert.equal(await summarySize(page), inInches);

    // Out of range values are listed.
    await overlay(page).getByTestId('guide-back').click();
    await fill(page, 'guide-field-waist_cm', '300');
    await overlay(page).getByTestId('guide-get-size').click();
    await overlay(page).getByTestId('guide-error').filter({ hasText: 'Measurement Values Out of Range' }).waitFor();

    // Height parsing messages of docs/requirements/sizing.md §5.
    await fill(page, 'guide-height', 'tall');
    await page.keyboard.press('Tab');
    await overlay(page).getByText('Enter height as meters (e.g., 1.70) or centimeters (e.g., 170)').first().waitFor();
    await fill(page, 'guide-height', '300');
    await page.keyboard.press('Tab');
    await overlay(page).getByText('Height must be between 86–240 cm').first().waitFor();
  });

  it('fills Manual Entry from Smart Estimates and from a traditional size', async () => {
    await openGuide(page, kemis.id);
    await overlay(page).getByTestId('guide-unit-metric').click();
    await overlay(page).getByTestId('guide-tab-smart').click();
    // BMI 38: far from most of the survey's bodies, so the shopper is told the estimate is less certain.
    await fill(page, 'smart-height', '163');
    await fill(page, 'smart-weight', '101');
    await overlay(page).getByTestId('smart-estimate').click();
    await overlay(page).getByTestId('smart-less-certain').filter({ hasText: 'less certain' }).waitFor();
    await fill(page, 'smart-height', '165');
    await fill(page, 'smart-weight', '68');
    await fill(page, 'smart-age', '45');
    await overlay(page).getByTestId('smart-estimate').click();
    await overlay(page).getByTestId('smart-less-certain').waitFor({ state: 'detached' });
    await overlay(page).getByTestId('smart-result').waitFor();
    await overlay(page).getByTestId('smart-accept').click();
    await overlay(page).locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    const bust = Number(await overlay(page).getByTestId('guide-field-bust_cm').inputValue());
    assert.ok(bust > 80 && bust < 120, `an estimated bust in cm: ${bust}`);

    await overlay(page).getByTestId('guide-tab-traditional').click();
    await overlay(page).getByTestId('traditional-import-M').click();
    await overlay(page).locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    await overlay(page).getByTestId('guide-get-size').click();
    assert.equal(await summarySize(page), 'M');
  });

  it('had no console errors', () => {
    const real = errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
    assert.deepEqual(real, []);
  });
});
