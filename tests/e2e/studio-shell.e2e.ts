import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshotIfAsked } from './browser';
import { open, signInSeen } from './shell-pages';

// Issue 41: the studio and the console never open on a blank white page. Their shell (header,
// navigation, skeleton) comes rendered by the server (docs/decisions/039); the signed-in journey
// through it is studio-shell-hydration.e2e.ts.

describe('the studio and console shells', () => {
  it('are painted without JavaScript: the header and the navigation, at 390 and 1280 px, in English and Amharic', async () => {
    for (const language of ['en', 'am-ET'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        const { page } = await open(viewport, language);
        // The app's scripts never run: what shows is the server's HTML alone.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        for (const [url, nav] of [
          ['/designer-dashboard', 'studio-nav'],
          ['/designer/add-product', 'studio-nav'],
          ['/admin', 'admin-nav'],
        ] as const) {
          await page.goto(url, { waitUntil: 'load' });
          await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
          await page.locator('header').first().waitFor();
          await page.getByTestId(nav).waitFor();
          const box = await page.getByTestId(nav).boundingBox();
          assert.ok(box && box.width > 0 && box.height > 0, `${url}: the navigation is painted`);
          assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 1, `${url}: the navigation stays on the screen (${box.x}, ${box.width})`);
          assert.deepEqual(await signInSeen(page), [], `${url}: no sign-in in the shell`);
          await screenshotIfAsked(page, `shell-${url.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${language}-${viewport.width}`, false);
        }
      }
    }
  });
});
