import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

let contextsOpened = 0;

/**
 * The address a browser of this journey file reaches the shop from. Every journey runs on this one
 * machine, but each stands for a different shopper: sharing 127.0.0.1 made the per-address rate
 * limits (search 30 a minute, sizing 60, sign-up, recovery) add up across files, so whether a
 * journey passed depended on how fast the ones before it had run. The e2e server trusts the proxy
 * header (TRUST_PROXY=true), and each context gets its own address.
 */
export function clientAddress(): string {
  const file = path.basename(process.argv[1] ?? 'journeys');
  let hash = 0;
  for (const ch of file) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  contextsOpened += 1;
  return `10.${(hash >>> 8) % 250}.${hash % 250}.${contextsOpened % 250}`;
}

/** Flags that work on these machines (notes-pose-stack.md): no sandbox as root, no background network. */
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface BrowserOptions {
  args?: readonly string[];
  javaScriptEnabled?: boolean;
  serviceWorkers?: 'allow' | 'block';
}

/** Every wait fails after 20 s with a message instead of waiting on a page that will not change. */
function prepare(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  watchForHangs(context);
  return context;
}

/**
 * A browser of its own (a Chromium process with its own profile folder), for benches and scripts
 * and for journeys that need their own flags. Service workers are blocked unless a journey asks for
 * them (`serviceWorkers: 'allow'`, offline.e2e.ts): the shop's worker keeps catalogue reads, and a
 * journey that steers API answers or waits for a live update must see the server, not a saved copy.
 */
export async function openBrowser(viewport = { width: 1280, height: 900 }, options: BrowserOptions = {}): Promise<BrowserContext> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...FLAGS, ...(options.args ?? [])],
    viewport,
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  return prepare(context);
}

/**
 * One Chromium per journey file, started with its first context and stopped when its last context
 * closes. Starting Chromium costs about a second (more on a loaded machine); a context in a running
 * browser costs a few milliseconds and is as separate (its own cookies, storage and cache).
 */
let shared: { browser: Promise<Browser>; open: number } | undefined;

async function sharedContext(viewport: { width: number; height: number }, javaScriptEnabled: boolean): Promise<BrowserContext> {
  shared ??= {
    browser: chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS }),
    open: 0,
  };
  const mine = shared;
  mine.open += 1;
  const context = await mine.browser.then((browser) =>
    browser.newContext({ viewport, baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() }, javaScriptEnabled, serviceWorkers: 'block' }),
  );
  context.on('close', () => {
    mine.open -= 1;
    if (mine.open > 0) return;
    // The file's process can only end once its browser has stopped.
    if (shared === mine) shared = undefined;
    void mine.browser.then((browser) => browser.close());
  });
  return prepare(context);
}

/**
 * A browser context for one shopper of a journey: a new context in the file's browser, or a browser
 * of its own when the journey needs its own flags (`args`) or the shop's service worker, whose
 * caches and registration belong with a profile on disk as a shopper's would.
 */
export async function openContext(viewport = { width: 1280, height: 900 }, options: BrowserOptions = {}): Promise<BrowserContext> {
  if (options.args?.length || options.serviceWorkers === 'allow') return openBrowser(viewport, options);
  return sharedContext(viewport, options.javaScriptEnabled ?? true);
}

/**
 * Some Playwright reads (count, evaluate) have no time limit, so a page whose renderer stops
 * answering held a journey until the file was killed, with no word of why (twice in CI). Every few
 * seconds each open page is asked for the time; when one stays silent the log says which page, for
 * how long, and whether the server still answers, so a hang names its cause. It only reports.
 */
function watchForHangs(context: BrowserContext, everyMs = 5_000, patienceMs = 10_000): void {
  const silentSince = new Map<Page, number>();
  const probe = async (page: Page) => {
    if (page.isClosed()) return;
    const answered = await Promise.race([
      page.evaluate(() => true).catch(() => 'navigating' as const),
      new Promise<false>((resolve) => setTimeout(resolve, patienceMs, false).unref()),
    ]);
    if (answered !== false) {
      silentSince.delete(page);
      return;
    }
    const since = silentSince.get(page) ?? Date.now() - patienceMs;
    silentSince.set(page, since);
    const health = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => `server answers ${r.status}`,
      (e: Error) => `server does not answer (${e.name})`,
    );
    console.error(`[hang watch] ${page.url()}: the page has not answered for ${Math.round((Date.now() - since) / 1000)} s; ${health}`);
  };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void Promise.all(context.pages().map(probe)).finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  context.on('close', () => clearInterval(timer));
}

/** Collects console errors and page errors so a journey can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return errors;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Changes who the browser is signed in as. The page leaves the shop first: a page still open on the old
 * session may have requests in flight (a cart merge right after sign-in, a refetch after a change event)
 * that would reach the server after the switch and be answered 401, which is right for the server but
 * not what a journey means to test.
 */
export async function switchSession(page: Page, who: Credentials | null): Promise<void> {
  await page.goto('about:blank');
  await page.request.post('/api/account/sign-out');
  if (!who) return;
  const res = await page.request.post('/api/account/sign-in', { data: who });
  if (!res.ok()) throw new Error(`sign-in as ${who.email} failed: ${res.status()}`);
}

/**
 * Reads a state until it is what the journey waits for (a mail in the outbox, a stored value, a list
 * in order), failing with the last value seen. It waits for a state; it does not time anything.
 */
export async function until<T>(what: string, read: () => Promise<T> | T, ok: (value: T) => boolean, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(last)}`);
    await delay(100);
    last = await read();
  }
  return last;
}

/**
 * A page in a new browser context whose shopper chose `language` (its cookie and stored choice, as
 * the language switch sets them), with its console errors collected.
 */
export async function openPageIn(
  viewport = { width: 1280, height: 900 },
  language: 'en' | 'am-ET' = 'en',
  options: BrowserOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await openContext(viewport, options);
  if (language !== 'en') {
    await context.addCookies([{ name: 'tibeb-language', value: language, url: BASE_URL }]);
    await context.addInitScript((lang) => {
      // about:blank (switchSession) has no storage.
      if (location.protocol.startsWith('http')) localStorage.setItem('tibeb-language', lang);
    }, language);
  }
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Keeps a screenshot of a journey's screen for looking at, when SCREENSHOTS_DIR names a folder. */
export async function screenshotIfAsked(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // A dialog fading in would be caught half transparent.
  // An endless one (a spinner, a skeleton's shimmer) never finishes: only those that end are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * The page a journey file works in, opened once before its first test and closed after its last;
 * `receive` hands it to the file's variables (`(opened) => ({ page, errors } = opened)`), which
 * its tests then use as they are. A file's own `before` that uses the page awaits the returned
 * `ready()` first: node:test starts a file's top-level `before` hooks without waiting for the one
 * registered before (a set-up that read `page` found it undefined; CI, 2026-11-28).
 */
export function pagePerFile(
  receive: (opened: OpenedPage) => void,
  viewport = { width: 1280, height: 900 },
  options: BrowserOptions & { language?: 'en' | 'am-ET' } = {},
): () => Promise<OpenedPage> {
  let context: BrowserContext | undefined;
  let opening: Promise<OpenedPage> | undefined;
  const ready = () =>
    (opening ??= openPageIn(viewport, options.language, options).then((opened) => {
      context = opened.context;
      receive(opened);
      return opened;
    }));
  before(async () => {
    await ready();
  });
  after(async () => {
    await context?.close();
  });
  return ready;
}

/** Opens a server-rendered page and waits until the app has taken it over (its live connection opens then). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await hydratedAfter(page, () => page.goto(url));
}

/** Reloads a page and waits until the app has taken it over again (as gotoHydrated). */
export async function reloadHydrated(page: Page): Promise<void> {
  await hydratedAfter(page, () => page.reload());
}

async function hydratedAfter(page: Page, load: () => Promise<unknown>): Promise<void> {
  const live = page.waitForResponse((r) => r.url().includes('/api/realtime'));
  await load();
  await live;
}

/**
 * For a journey file with several shoppers: `open` gives each a page in a context of its own, whose
 * console errors join `errors`; every context closes after the file's last test.
 */
export function shoppersPerFile(): { open: (viewport?: { width: number; height: number }, language?: 'en' | 'am-ET') => Promise<Page>; errors: string[][] } {
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  after(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });
  return {
    errors,
    open: async (viewport = { width: 1280, height: 900 }, language = 'en') => {
      const opened = await openPageIn(viewport, language);
      contexts.push(opened.context);
      errors.push(opened.errors);
      return opened.page;
    },
  };
}
