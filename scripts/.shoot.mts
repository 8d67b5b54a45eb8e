import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
const [outDir, email, password, ...paths] = process.argv.slice(2);
const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3901';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
for (const lang of ['en', 'am-ET']) {
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, baseURL: base });
    await ctx.addCookies([{ name: 'tibeb-language', value: lang, url: base }]);
    await ctx.addInitScript((l) => localStorage.setItem('tibeb-language', l), lang);
    if (email && email !== '-') {
      const r = await ctx.request.post('/api/account/sign-in', { data: { email, password } });
      if (!r.ok()) throw new Error(`sign-in ${r.status()}`);
    }
    const page = await ctx.newPage();
    for (const p of paths) {
      await page.goto(p);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const name = `${p.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
