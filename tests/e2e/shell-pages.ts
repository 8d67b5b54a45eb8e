import { after } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openPageIn } from './browser';

// The studio's and console's shell journeys' pages (issue 41): each records hydration warnings as
// errors and every "sign in" text it ever shows.

export const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
export const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const SIGN_IN_TEXTS = ['Sign in to your designer account', 'Sign in to the admin console', 'ወደ ዲዛይነር መለያዎ ይግቡ', 'ወደ አስተዳዳሪ ገጹ ይግቡ'];

const opened: BrowserContext[] = [];
after(async () => {
  for (const context of opened) await context.close();
});

/** A page whose console warnings about hydration count as errors too (main.tsx reports a fallen-back hydration as a warning). */
export async function open(viewport: { width: number; height: number }, language: 'en' | 'am-ET' = 'en'): Promise<{ page: Page; errors: string[] }> {
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

export const signInSeen = (page: Page) => page.evaluate(() => (window as unknown as { __signInSeen?: string[] }).__signInSeen ?? []);

/** First contentful paint of the page now open, in ms (null when the browser has none). */
export const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null);

