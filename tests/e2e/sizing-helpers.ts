import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { switchSession } from './browser';

// Shared steps of the AI Size Guide journeys.

export const overlay = (page: Page): Locator => page.getByTestId('size-guide-overlay');

export async function signOut(page: Page): Promise<void> {
  await switchSession(page, null);
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
  try {
    await size.waitFor();
  } catch (err) {
    // Say what the guide showed instead (an error, a refusal, a step it stayed on).
    const shown = await overlay(page).textContent().catch(() => null);
    throw new Error(`no size summary; the guide showed: ${shown?.replace(/\s+/g, ' ').slice(0, 500) ?? '(nothing)'}`, { cause: err });
  }
  return ((await size.textContent()) ?? '').trim();
}

export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

export interface KemisCard {
  id: string;
  name: string;
  stockQuantity: number;
  sizes: string[];
  category: { slug: string } | null;
}

/** A habesha kemis of the demo catalogue with several sizes and some stock. */
export async function findSizedKemis(page: Page): Promise<KemisCard> {
  const res = await page.request.get('/api/products?category=habesha-kemis&pageSize=48');
  const items = ((await res.json()) as { items: KemisCard[] }).items;
  const found = items.find((p) => p.sizes.length > 2 && p.sizes[0] !== 'One Size' && p.stockQuantity >= 3);
  assert.ok(found, 'the demo catalogue has a sized habesha kemis in stock');
  return found;
}
