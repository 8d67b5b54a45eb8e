import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, watchErrors } from './browser';

interface Card {
  id: string;
  name: string;
  stockQuantity: number;
  sizes: string[];
  category: { slug: string } | null;
}


let context: BrowserContext;
let page: Page;
let errors: string[];
let kemis: Card;

before(async () => {
  context = await openBrowser({ width: 1280, height: 900 });
  page = await context.newPage();
  errors = watchErrors(page);
  const res = await page.request.get('/api/products?category=habesha-kemis&pageSize=48');
  const items = ((await res.json()) as { items: Card[] }).items;
  const found = items.find((p) => p.sizes.length > 2 && p.sizes[0] !== 'One Size' && p.stockQuantity >= 3);
  assert.ok(found, 'the demo catalogue has a sized habesha kemis in stock');
  kemis = found;
});
after(async () => {
  await context?.close();
});

async function signOut() {
  await page.request.post('/api/account/sign-out');
}

const overlay = () => page.getByTestId('size-guide-overlay');

async function openGuide() {
  await page.goto(`/product/${kemis.id}`);
  await page.getByTestId('open-size-guide').click();
  await overlay().waitFor();
}

async function fill(testId: string, value: string) {
  const input = overlay().getByTestId(testId);
  await input.fill('');
  await input.fill(value);
}

async function summarySize(): Promise<string> {
  const size = overlay().getByTestId('guide-summary-size');
  await size.waitFor();
  return ((await size.textContent()) ?? '').trim();
}

describe('AI Size Guide', () => {
  beforeEach(async () => {
    await signOut();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
  });

  it('opens, changes tabs and closes by keyboard, and gives focus back', async () => {
    await page.goto(`/product/${kemis.id}`);
    const opener = page.getByTestId('open-size-guide');
    await opener.focus();
    await page.keyboard.press('Enter');
    await overlay().waitFor();
    const manual = overlay().getByTestId('guide-tab-manual');
    await overlay().locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    await manual.focus();
    await page.keyboard.press('ArrowRight');
    await overlay().locator('[data-testid="guide-tab-smart"][aria-selected="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await overlay().locator('[data-testid="guide-tab-traditional"][aria-selected="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await overlay().locator('[data-testid="guide-tab-profiles"][aria-selected="true"]').waitFor();
    // Tab stays inside the overlay.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="size-guide-overlay"]')), 'focus stays in the overlay');
    }
    await page.keyboard.press('Escape');
    await overlay().waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'open-size-guide');
  });

  it('recommends a size from manual entry in inches and in metric, with the validation messages', async () => {
    await openGuide();
    // Inches are the default unit.
    await overlay().locator('[data-testid="guide-unit-inches"][aria-pressed="true"]').waitFor();
    await fill('guide-field-bust_cm', '37');
    await overlay().getByTestId('guide-get-size').click();
    await overlay().getByTestId('guide-error').filter({ hasText: 'Missing Information' }).waitFor();

    await fill('guide-field-waist_cm', '34');
    await fill('guide-field-hips_cm', '41');
    await overlay().getByTestId('guide-get-size').click();
    const inInches = await summarySize();
    const chart = (await (await page.request.get('/api/size-charts?category=women')).json()) as { chart: { sizes: { label: string }[] } };
    const labels = chart.chart.sizes.map((s) => s.label);
    assert.ok(labels.includes(inInches), `a size of the chart: ${inInches}`);

    // The same body in centimetres gives the same size.
    await overlay().getByTestId('guide-back').click();
    await overlay().getByTestId('guide-unit-metric').click();
    await fill('guide-field-bust_cm', '94');
    await fill('guide-field-waist_cm', '86.5');
    await fill('guide-field-hips_cm', '104');
    await overlay().getByTestId('guide-get-size').click();
    assert.equal(await summarySize(), inInches);

    // Out of range values are listed.
    await overlay().getByTestId('guide-back').click();
    await fill('guide-field-waist_cm', '300');
    await overlay().getByTestId('guide-get-size').click();
    await overlay().getByTestId('guide-error').filter({ hasText: 'Measurement Values Out of Range' }).waitFor();

    // Height parsing messages of sizing.md §5.
    await fill('guide-height', 'tall');
    await page.keyboard.press('Tab');
    await overlay().getByText('Enter height as meters (e.g., 1.70) or centimeters (e.g., 170)').first().waitFor();
    await fill('guide-height', '300');
    await page.keyboard.press('Tab');
    await overlay().getByText('Height must be between 90–240 cm').first().waitFor();
  });

  it('fills Manual Entry from Smart Estimates and from a traditional size', async () => {
    await openGuide();
    await overlay().getByTestId('guide-unit-metric').click();
    await overlay().getByTestId('guide-tab-smart').click();
    await fill('smart-height', '165');
    await fill('smart-weight', '68');
    await overlay().getByTestId('smart-estimate').click();
    await overlay().getByTestId('smart-result').waitFor();
    await overlay().getByTestId('smart-accept').click();
    await overlay().locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    const bust = Number(await overlay().getByTestId('guide-field-bust_cm').inputValue());
    assert.ok(bust > 80 && bust < 120, `an estimated bust in cm: ${bust}`);

    await overlay().getByTestId('guide-tab-traditional').click();
    await overlay().getByTestId('traditional-import-M').click();
    await overlay().locator('[data-testid="guide-tab-manual"][aria-selected="true"]').waitFor();
    await overlay().getByTestId('guide-get-size').click();
    assert.equal(await summarySize(), 'M');
  });

  it('had no console errors', () => {
    const real = errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
    assert.deepEqual(real, []);
  });
});
