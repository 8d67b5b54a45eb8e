/**
 * Runs the shop's own in-browser pose pipeline (/dev/scan, production build, headless Chromium) on
 * a fixture photo and stores what the browser sends to calculate-measurements — landmarks, person
 * mask runs, image size — so unit tests can measure a real photo without a browser.
 * Run: `npm run build && npx tsx scripts/capture-pose-fixture.ts front-03-polo.jpg`.
 * Writes src/domain/fit/fixtures/<photo>.pose.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../tests/e2e/browser';
import { root, startBuiltServer } from '../bench/built-server';

const name = process.argv[2] ?? 'front-03-polo.jpg';
const photo = path.resolve(root, '../shared/fixtures/people', name);
const out = path.join(root, 'src/domain/fit/fixtures', name.replace(/\.\w+$/, '.pose.json'));

async function main(): Promise<void> {
  const { base, server } = await startBuiltServer(process.env.CAPTURE_DATA_DIR ?? '/tmp/tibeb-capture-pose');
  try {
    const context = await openBrowser({ width: 1280, height: 900 });
    const page = await context.newPage();
    let body: unknown = null;
    page.on('request', (req) => {
      if (req.url().includes('/api/functions/calculate-measurements') && req.method() === 'POST') body = req.postDataJSON();
    });
    await page.goto(`${base}/dev/scan`);
    await page.getByTestId('page-dev-scan-root').waitFor();
    await page.getByTestId('dev-scan-file').setInputFiles(photo);
    await page.locator(`[data-testid="dev-scan-status"][data-file="${name}"][data-state="done"]`).waitFor({ timeout: 180_000 });
    await page.locator('[data-testid="dev-scan-measurements"], [data-testid="dev-scan-error"]').first().waitFor({ timeout: 60_000 });
    await context.close();
    if (!body) throw new Error('no calculate-measurements request seen');
    const { landmarks, imageWidth, imageHeight, silhouette } = body as Record<string, unknown>;
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ photo: name, capturedWith: 'BlazePose full (tfjs wasm) via /dev/scan', imageWidth, imageHeight, landmarks, silhouette })}\n`);
    console.log(`wrote ${out}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
