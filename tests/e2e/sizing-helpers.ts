import type { Locator, Page } from 'playwright-core';

// Shared steps of the AI Size Guide journeys.

export const overlay = (page: Page): Locator => page.getByTestId('size-guide-overlay');

export async function signOut(page: Page): Promise<void> {
  await page.request.post('/api/account/sign-out');
}

export async function openGuide(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByTestId('open-size-guide').click();
  await overlay(page).waitFor();
}

export async function fill(page: Page, testId: string, value: string): Promise<void> {
  const input = overlay(page).getByTestId(testId);
  await input.fill('');
  await input.fill(value);
}

/** A woman's bust, navel waist and hips in centimetres: size L on the default chart. */
export async function enterBodyCm(page: Page): Promise<void> {
  await overlay(page).getByTestId('guide-unit-metric').click();
  await fill(page, 'guide-field-bust_cm', '94');
  await fill(page, 'guide-field-waist_cm', '86.5');
  await fill(page, 'guide-field-hips_cm', '104');
}

export async function summarySize(page: Page): Promise<string> {
  const size = overlay(page).getByTestId('guide-summary-size');
  await size.waitFor();
  return ((await size.textContent()) ?? '').trim();
}

export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}
