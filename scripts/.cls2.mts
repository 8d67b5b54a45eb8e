import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, baseURL: 'http://127.0.0.1:3901' });
const page = await ctx.newPage();
await ctx.addCookies([{ name: 'tibeb-language', value: 'am-ET', url: 'http://127.0.0.1:3901' }]);
await page.goto('/');
await page.evaluate(() => localStorage.setItem('tibeb-language', 'am-ET'));
for (const round of [1, 2]) {
  await page.goto('/size-guide');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const r = await page.evaluate(() => new Promise<unknown>((resolve) => {
    const out: unknown[] = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) out.push({ v: e.value.toFixed(4), t: Math.round(e.startTime) }); }).observe({ type: 'layout-shift', buffered: true });
    requestIdleCallback(() => resolve({ shifts: out, fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /woff2|\.js$|\/api\//.test(e.name)).map((e) => `${e.name.split('/').pop()?.slice(0, 50)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`), fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }), { timeout: 10000 });
  }));
  console.log(round, JSON.stringify(r, null, 1));
}
await b.close();
