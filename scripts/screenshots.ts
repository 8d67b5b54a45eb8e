// Screenshots of key pages at phone and desktop widths, for looking at what we build:
//   npm run screenshots -- [baseUrl] [outDir]   (defaults: http://localhost:3000, test-results/screenshots)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../tests/e2e/browser';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(process.argv[3] ?? 'test-results/screenshots');
mkdirSync(out, { recursive: true });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

async function main() {
  const products = (await (await fetch(`${base}/api/products?pageSize=1&featured=true`)).json()) as { items: { id: string }[] };
  const designers = (await (await fetch(`${base}/api/designers`)).json()) as { items: { slug: string }[] };
  const pages: [string, string][] = [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/product/${products.items[0]?.id}`],
    ['categories', '/categories'],
    ['designers', '/designers'],
    ['designer', `/designers/${designers.items[0]?.slug}`],
    ['about', '/about'],
    ['login', '/login'],
    ['checkout', '/checkout'],
    ['help', '/help'],
    ['not-found', '/nothing-here'],
  ];
  for (const lang of (process.env.LANGS ?? 'en').split(',')) {
    for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await openBrowser(viewport);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.evaluate((l) => localStorage.setItem('tibeb-language', l), lang);
      for (const [name, url] of pages) {
        await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
        // Scroll through so lazy images load before a full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = path.join(out, `${name}-${vpName}${lang === 'en' ? '' : `-${lang}`}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
        console.log(file);
      }
      await context.close();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
