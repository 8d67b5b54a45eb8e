import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), { width: 1280, height: 700 });

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

describe('scroll position', () => {
  it('stays put when a page replaces its own query, starts a new page at the top, and comes back on Back', async () => {
    await page.goto('/size-guide');
    await page.getByTestId('page-size-guide-root').waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const tab = page.getByTestId('size-guide-tab-men');
    // The tabs at the top of the screen, the page scrolled past its header.
    const y = await tab.evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80);
      return Math.round(window.scrollY);
    });
    assert.ok(y > 100, `the page scrolled (${y})`);

    await tab.click();
    await page.waitForURL(/category=men/);
    await page.locator('[data-testid="size-guide-tab-men"][aria-selected="true"]').waitFor();
    // The reset ran, if it was going to, in the same commit that selected the tab.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    assert.equal(await scrollY(), y, 'choosing a tab kept the place');

    await page.goto('/size-guide?category=men');
    await page.getByTestId('page-size-guide-root').waitFor();
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // The header stays on screen, so the tap needs no scrolling: the page is left at y.
    await page.locator('header a[href="/"]').first().click();
    await page.locator('[data-testid="page-home-root"]').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    assert.equal(await scrollY(), 0, 'a new page starts at the top');

    await page.goBack();
    await page.getByTestId('page-size-guide-root').waitFor();
    await page.waitForFunction((to) => Math.abs(window.scrollY - to) <= 1, y).catch(async (e: Error) => {
      throw new Error(`Back did not return to ${y}: the page is at ${await scrollY()} (${e.message})`);
    });
    assert.deepEqual(errors, []);
  });
});
