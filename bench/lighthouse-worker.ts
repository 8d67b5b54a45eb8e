// Lighthouse (mobile, default throttling) on a page with the shop's service worker installed and
// controlling it, and without (issue 23: "Lighthouse mobile performance is no lower with the worker
// installed than without it"). Used by bench/offline.ts.
//
// Without: Lighthouse as `npm run bench:web` runs it: a fresh profile, storage reset, so the page
// loads from the network and the worker only registers after the load (a first visit).
// With: a Chromium profile that visited the page, waited for the worker, reloaded under it and
// visited again (so the worker holds the app, the page and its reads), then the browser's HTTP
// cache is cleared, and Lighthouse runs Chromium on that profile with `--disable-storage-reset`,
// so what differs from "without" is the worker and its caches, not the HTTP cache.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './built-server';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseRun {
  score: number;
  fcp: string;
  lcp: string;
  tbt: string;
  /** Bytes Lighthouse saw cross the network for the load (its network-requests audit): the sign that the worker answered. */
  transferKB: number;
}

function lighthouse(url: string, extra: string[]): LighthouseRun | string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tibeb-lh-'));
  const file = path.join(out, 'report.json');
  try {
    const r = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${file}`, ...extra],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 240_000 },
    );
    if (!existsSync(file)) return `lighthouse failed: ${r.stderr?.toString().slice(-200)}`;
    const lhr = JSON.parse(readFileSync(file, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { displayValue?: string; details?: { items?: Array<{ url?: string; transferSize?: number }> } }>;
      runtimeError?: { code: string };
    };
    const score = lhr.categories.performance.score;
    if (score === null) return `no score (${lhr.runtimeError?.code ?? '?'})`;
    const a = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const transferKB = requests.reduce((n, item) => n + (item.transferSize ?? 0), 0) / 1024;
    return { score, fcp: a('first-contentful-paint'), lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), transferKB };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function lighthouseWithoutWorker(url: string): LighthouseRun | string {
  return lighthouse(url, [`--chrome-flags=${FLAGS.join(' ')}`]);
}

export async function lighthouseWithWorker(url: string): Promise<LighthouseRun | string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-lh-sw-'));
  try {
    const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: FLAGS, viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload({ waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      // Once more under the worker: the page and its reads are in the worker's caches now.
      await page.reload({ waitUntil: 'networkidle', timeout: 120_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } finally {
      await context.close();
    }
    // Lighthouse starts its own Chromium on that profile (the later --user-data-dir wins over its
    // temporary one); Playwright is not attached, as it holds new tabs Lighthouse opens.
    return lighthouse(url, [`--chrome-flags=${FLAGS.join(' ')} --user-data-dir=${dir}`, '--disable-storage-reset']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
