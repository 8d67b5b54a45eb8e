import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, baseURL: 'http://127.0.0.1:3901' });
const page = await ctx.newPage();
await ctx.addCookies([{ name: 'tibeb-language', value: 'am-ET', url: 'http://127.0.0.1:3901' }]);
await page.goto('/');
await page.evaluate(() => localStorage.setItem('tibeb-language', 'am-ET'));
await page.addInitScript(() => {
  (window as any).__log = [];
  const ro = new ResizeObserver((entries) => { for (const e of entries) (window as any).__log.push(`${Math.round(performance.now())} ${e.target.nodeName}.${String((e.target as Element).className).slice(0, 40)} h=${Math.round(e.contentRect.height)} "${(e.target.textContent ?? '').slice(0, 40)}"`); });
  document.addEventListener('DOMContentLoaded', () => { document.querySelectorAll('section p, section h1, section, a h2, a p').forEach((el) => ro.observe(el)); });
  document.fonts.addEventListener('loadingdone', (ev: any) => (window as any).__log.push(`${Math.round(performance.now())} fonts loaded ${ev.fontfaces.map((f: FontFace) => f.family + ' ' + f.weight + ' ' + f.unicodeRange.slice(0, 12)).join(', ')}`));
});
for (const round of [1, 2]) {
  await page.goto(process.argv[2] ?? '/size-guide');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  console.log(round, (await page.evaluate(() => (window as any).__log)).slice(0, 30).join('\n'));
}
await b.close();
