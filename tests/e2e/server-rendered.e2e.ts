import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from './browser';

/**
 * /size-guide is rendered on the server with its data, like the
 * catalogue pages: with scripts off the page is there, and with scripts on React takes over the
 * same markup (no hydration error, no browser re-render) and nothing on the page moves.
 */
const PAGES = [
  { path: '/size-guide', content: '[data-testid="size-chart-table"]', heading: { en: 'Size Guide', am: 'የመጠን መመሪያ' } },
] as const;

let plain: BrowserContext;
let live: BrowserContext;

before(async () => {
  plain = await openBrowser({ width: 390, height: 844 }, { javaScriptEnabled: false });
  live = await openBrowser({ width: 390, height: 844 });
});
after(async () => {
  await plain?.close();
  await live?.close();
});

/** Console errors, page errors and React's recoverable hydration errors (logged as warnings by main.tsx). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Sum of the layout shifts not caused by input since the page started (the CLS of a short visit). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestIdleCallback(() => resolve(sum), { timeout: 10_000 });
      }),
  );

describe('server-rendered public pages', () => {
  for (const { path, content, heading } of PAGES) {
    it(`${path} shows its content with scripts disabled`, async () => {
      const page = await plain.newPage();
      try {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading.en }).waitFor();
        assert.ok((await page.locator(content).count()) > 0, `${path} has its data in the HTML`);
        assert.equal(await page.locator('[role="status"] .animate-pulse, .animate-spin').count(), 0, 'no spinner or skeleton in place of the content');
      } finally {
        await page.close();
      }
    });

    it(`${path} hydrates the server's markup without errors in English and Amharic, and does not move in English`, async () => {
      const page = await live.newPage();
      const problems = watchHydration(page);
      try {
        for (const lang of ['en', 'am'] as const) {
          await page.goto(path);
          await page.locator(`html[data-hydrated="true"][lang="${lang === 'en' ? 'en' : 'am-ET'}"]`).waitFor({ state: 'attached' });
          await page.getByRole('heading', { level: 1, name: heading[lang] }).first().waitFor();
          assert.ok((await page.locator(content).count()) > 0);
          // Latin faces are `optional` (never swapped in late), so an English page must not move at
          // all. The Ethiopic face is `swap` and preloaded; whether it beats the first paint depends
          // on the machine, so Amharic pages are held to hydrating cleanly only.
          if (lang === 'en') assert.equal(await layoutShift(page), 0, `${path} does not move`);
          if (lang === 'en') {
            // Stored as the language switch stores it (local storage and its cookie): the next load
            // is rendered in Amharic on the server and hydrated in Amharic.
            await page.evaluate(() => {
              localStorage.setItem('tibeb-language', 'am-ET');
              document.cookie = 'tibeb-language=am-ET; path=/; samesite=lax';
            });
          }
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.evaluate(() => localStorage.removeItem('tibeb-language')).catch(() => undefined);
        await live.clearCookies({ name: 'tibeb-language' });
        await page.close();
      }
    });
  }
});
