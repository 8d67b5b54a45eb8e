import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, baseURL: 'http://127.0.0.1:3901' });
const page = await ctx.newPage();
for (const path of process.argv.slice(2)) {
  for (const lang of ['en', 'am-ET']) {
    await ctx.addCookies([{ name: 'tibeb-language', value: lang, url: 'http://127.0.0.1:3901' }]);
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('tibeb-language', l), lang);
    for (const round of [1, 2]) {
      await page.goto(path);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const shifts = await page.evaluate(() => new Promise<unknown[]>((resolve) => {
        const out: unknown[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as any[]) out.push({ v: e.value.toFixed(4), t: Math.round(e.startTime), src: e.sources.map((s: any) => `${s.node?.nodeName}.${(s.node as Element)?.className?.toString?.().slice(0, 60)} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
        }).observe({ type: 'layout-shift', buffered: true });
        requestIdleCallback(() => resolve(out), { timeout: 10000 });
      }));
      console.log(path, lang, round, JSON.stringify(shifts, null, 1));
    }
  }
}
await b.close();
