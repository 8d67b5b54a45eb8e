import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ETHIOPIAN_MONTHS_AM } from '../../src/domain/shipping/ethiopian-calendar';
import { gotoHydrated, screenshotIfAsked, shoppersPerFile } from './browser';

/**
 * Issue 40 on a product page: a guest in the UK chooses where it goes and reads "Arrives between";
 * an Amharic reader in Addis Ababa reads the window in the Ethiopian calendar. Dates move with
 * today, so the journeys match patterns (a weekday and month, an Ethiopian month name), never a date.
 */

const shoppers = shoppersPerFile();

async function openFirstProduct(page: Page): Promise<void> {
  await gotoHydrated(page, '/products');
  const href = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  assert.ok(href, 'a product on the first page');
  await gotoHydrated(page, href);
}

async function choose(page: Page, country: string, city?: string): Promise<void> {
  const block = page.getByTestId('product-arrival');
  await block.getByTestId('arrival-choose').click();
  const form = page.getByTestId('destination-chooser');
  await form.getByTestId('destination-country').selectOption(country);
  if (city) await form.getByTestId('destination-city').fill(city);
  await form.getByTestId('destination-save').click();
}

describe('arrival window on a product page', () => {
  it('a UK guest chooses United Kingdom and sees "Arrives between" with the zone’s shipping', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 360, height: 780 }],
    ] as const) {
      const page = await shoppers.open(viewport);
      await openFirstProduct(page);
      const block = page.getByTestId('product-arrival');
      // A guest with no choice is asked; the server's HTML had only the placeholder.
      await block.getByTestId('arrival-ask').waitFor();
      await choose(page, 'GB');
      const window = block.getByTestId('arrival-window');
      await window.waitFor();
      assert.match((await window.textContent()) ?? '', /^(Arrives between (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} and (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}|Arrives \w{3} \d{1,2} \w{3})$/);
      assert.match((await block.getByTestId('arrival-place').textContent()) ?? '', /United Kingdom/);
      assert.match((await block.getByTestId('arrival-fee').textContent()) ?? '', /United Kingdom|Europe/);
      assert.doesNotMatch((await page.getByTestId('shipping-promise').textContent()) ?? '', /\$75/);
      await screenshotIfAsked(page, `shipping-arrival-en-${name}`, false);
      // The choice is kept: a reload shows the window again without asking.
      await gotoHydrated(page, page.url());
      await page.getByTestId('arrival-window').waitFor();
    }
  });

  it('an Amharic reader in Addis Ababa sees the window in the Ethiopian calendar', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 360, height: 780 }],
    ] as const) {
      const page = await shoppers.open(viewport, 'am-ET');
      await openFirstProduct(page);
      await page.getByTestId('product-arrival').getByTestId('arrival-ask').waitFor();
      await choose(page, 'ET', 'Addis Ababa');
      const window = page.getByTestId('arrival-window');
      await window.waitFor();
      const text = (await window.textContent()) ?? '';
      assert.ok(
        ETHIOPIAN_MONTHS_AM.some((m) => text.includes(m)),
        `an Ethiopian month name in "${text}"`,
      );
      assert.doesNotMatch(text, /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
      await screenshotIfAsked(page, `shipping-arrival-am-${name}`, false);
    }
  });
});

describe('arrival lines on listing cards', () => {
  // Each card counts its own window in the browser from the destination's zone (one request), after hydration.
  it('a UK guest who chose United Kingdom sees "Arrives by" on the shop’s cards', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 360, height: 780 }],
    ] as const) {
      const page = await shoppers.open(viewport);
      // Without a destination the cards say nothing about delivery.
      await gotoHydrated(page, '/products');
      await page.getByTestId('product-card').first().waitFor();
      assert.equal(await page.getByTestId('card-arrival').filter({ hasText: /\S/ }).count(), 0);
      await openFirstProduct(page);
      await page.getByTestId('product-arrival').getByTestId('arrival-ask').waitFor();
      await choose(page, 'GB');
      await page.getByTestId('arrival-window').waitFor();
      const zoneAsked = page.waitForResponse((r) => r.url().includes('/api/shipping/zone?country=GB') && r.status() === 200);
      await gotoHydrated(page, '/products');
      await zoneAsked;
      const line = page.getByTestId('card-arrival').filter({ hasText: /^Arrives by / }).first();
      await line.waitFor();
      assert.match((await line.textContent()) ?? '', /^Arrives by (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
      // Made-to-measure pieces read as a duration, never a date counted from an order they wait on.
      for (const text of await page.getByTestId('card-arrival').allTextContents()) {
        assert.match(text, /^$|^Arrives by .+$|^Made to measure · \d+ (day|days|wk|wks)$/);
      }
      await line.scrollIntoViewIfNeeded();
      await screenshotIfAsked(page, `shipping-cards-en-${name}`, false);
      await screenshotIfAsked(page, `shipping-cards-en-${name}-full`, true);
    }
  });

  it('an Amharic reader in Addis Ababa sees an Ethiopian month name on a card', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 360, height: 780 }],
    ] as const) {
      const page = await shoppers.open(viewport, 'am-ET');
      await openFirstProduct(page);
      await page.getByTestId('product-arrival').getByTestId('arrival-ask').waitFor();
      await choose(page, 'ET', 'Addis Ababa');
      await page.getByTestId('arrival-window').waitFor();
      await gotoHydrated(page, '/products');
      const line = page.getByTestId('card-arrival').filter({ hasText: new RegExp(ETHIOPIAN_MONTHS_AM.join('|')) }).first();
      await line.waitFor();
      const text = (await line.textContent()) ?? '';
      assert.doesNotMatch(text, /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Arrives/);
      await line.scrollIntoViewIfNeeded();
      await screenshotIfAsked(page, `shipping-cards-am-${name}`, false);
      await screenshotIfAsked(page, `shipping-cards-am-${name}-full`, true);
    }
  });
});

describe('a destination the shop does not ship to', () => {
  it('says so in the reader’s language', async () => {
    const page = await shoppers.open();
    // A stand-in for an admin removing the rest-of-world zone: the answer the server gives then.
    await page.route('**/api/shipping/arrivals', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: '{"error":{"code":"SHIPPING_UNAVAILABLE","message":"no zone"}}' }));
    await openFirstProduct(page);
    await page.getByTestId('product-arrival').getByTestId('arrival-ask').waitFor();
    await choose(page, 'BR');
    await page.getByTestId('arrival-unavailable').filter({ hasText: 'We do not ship to Brazil yet.' }).waitFor();
  });
});
