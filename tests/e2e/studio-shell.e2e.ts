import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openPageIn, screenshotIfAsked, switchSession } from './browser';

// Issue 41: the studio and the console never open on a blank white page. Their shell (header,
// navigation, skeleton) comes rendered by the server (docs/decisions/039); the app then takes it
// over without a hydration error and without a flash of "sign in" for a signed-in designer.

const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const SIGN_IN_TEXTS = ['Sign in to your designer account', 'Sign in to the admin console', 'ወደ ዲዛይነር መለያዎ ይግቡ', 'ወደ አስተዳዳሪ ገጹ ይግቡ'];

const opened: BrowserContext[] = [];
after(async () => {
  for (const context of opened) await context.close();
});

/** A page whose console warnings about hydration count as errors too (main.tsx reports a fallen-back hydration as a warning). */
async function open(viewport: { width: number; height: number }, language: 'en' | 'am-ET' = 'en'): Promise<{ page: Page; errors: string[] }> {
  const { context, page, errors } = await openPageIn(viewport, language);
  opened.push(context);
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && /hydrat/i.test(msg.text())) errors.push(`${page.url()}: ${msg.text()}`);
  });
  // Records any "sign in" text the page shows at any moment, from the first byte on.
  // A string, not a function: the journey's compiler wraps functions in a helper the page lacks.
  await context.addInitScript(`(() => {
    const texts = ${JSON.stringify(SIGN_IN_TEXTS)};
    const seen = [];
    window.__signInSeen = seen;
    const look = () => {
      const text = (document.body && document.body.innerText) || '';
      for (const t of texts) if (text.includes(t) && !seen.includes(t)) seen.push(t);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  })();`);
  return { page, errors };
}

const signInSeen = (page: Page) => page.evaluate(() => (window as unknown as { __signInSeen?: string[] }).__signInSeen ?? []);

/** First contentful paint of the page now open, in ms (null when the browser has none). */
const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null);

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

  it('lets a signed-in designer reach the studio at 390 px with no hydration error and no sign-in flash, and an admin the console', async () => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await switchSession(page, SELAM);
    const cdp = await page.context().newCDPSession(page);
    // A slow phone: the shell is on screen for a while before the app takes it over.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/designer-dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('studio-nav').waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByTestId('designer-dashboard-name').waitFor({ timeout: 30_000 });
    await page.getByTestId('designer-dashboard-sections').waitFor();
    const studioPaint = await firstPaint(page);
    assert.ok(await page.getByTestId('studio-nav-dashboard').getAttribute('aria-current'), 'the dashboard is the current studio page');
    // The studio's navigation goes on to another page; the banner of a suspension is not there.
    await page.getByTestId('studio-nav-profile').click();
    await page.waitForURL('**/designer/profile');
    await page.getByTestId('page-designer-profile-root').waitFor();
    assert.equal(await page.getByTestId('studio-shop-suspended').count(), 0);
    assert.deepEqual(await signInSeen(page), [], 'no sign-in shown to a signed-in designer');

    // A page the server does not render (the application form) paints only once the app has run.
    await page.goto('/designer-register', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('page-designer-register-root').waitFor({ timeout: 60_000 });
    const browserPaint = await firstPaint(page);

    // The console at 4x too: /api/me used to answer after a 5 s way out while its large page had
    // not yet hydrated, and React fell back to a browser render (#418); the session now waits for
    // the page itself (lib/hydration.ts afterPageHydrated).
    await switchSession(page, ADMIN);
    await page.goto('/admin?section=products', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('admin-nav').waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByTestId('admin-section-skeleton').waitFor({ state: 'detached', timeout: 30_000 });
    assert.equal(await page.locator('[data-testid="admin-nav"] a[aria-current="page"]').getAttribute('href'), '/admin?section=products');
    assert.deepEqual(await signInSeen(page), [], 'no sign-in shown to a signed-in admin');
    console.log(`first contentful paint at 390 px, 4x CPU: studio shell ${studioPaint?.toFixed(0)} ms; a studio page rendered in the browser ${browserPaint?.toFixed(0)} ms`);
    assert.deepEqual(errors, []);
  });
});
