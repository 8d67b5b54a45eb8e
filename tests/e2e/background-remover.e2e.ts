import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openContext, switchSession, until, watchErrors } from './browser';

// The background remover runs on the device: a designer cuts a real photo with nothing leaving
// 127.0.0.1 (every other address is blocked and counted), downloads it, saves it to a product, and
// the product page shows it.

const root = path.resolve(import.meta.dirname, '../..');
const POLO = path.resolve(root, '../shared/fixtures/people/front-03-polo.jpg');
const SELAM = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const CUT_TIMEOUT = 120_000;

interface StudioProduct {
  id: string;
  photos: { id: string; url: string }[];
}

let context: BrowserContext;
let page: Page;
let errors: string[] = [];
const outside: string[] = [];

/** Blocks and records every request for an address other than this machine. */
async function stayLocal(ctx: BrowserContext): Promise<void> {
  await ctx.route('**/*', (route) => {
    const { hostname, href } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    outside.push(href);
    return route.abort();
  });
}

const studioProduct = async (id: string) => ((await (await page.request.get(`/api/studio/products/${id}`)).json()) as { product: StudioProduct }).product;

/** Shares of clearly transparent and clearly kept pixels in the result canvas. */
const resultShares = () =>
  page.getByTestId('bg-result').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let clear = 0;
    let solid = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i]! < 64) clear += 1;
      else if (data[i]! > 192) solid += 1;
    }
    const n = data.length / 4;
    return { clear: clear / n, solid: solid / n, width: canvas.width };
  });

describe('background remover', { skip: existsSync(POLO) ? false : `fixture photo missing: ${POLO}` }, () => {
  before(async () => {
    context = await openContext({ width: 1280, height: 900 });
    await stayLocal(context);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  after(async () => {
    await context?.close();
  });

  it('cuts a product photo from the product form and a fixture photo offline, downloads it, saves it to the product, and the product page shows it', async () => {
    await switchSession(page, SELAM);
    const list = (await (await page.request.get('/api/studio/products?status=published&pageSize=20')).json()) as { items: { id: string }[] };
    let product: StudioProduct | null = null;
    for (const item of list.items) {
      const p = await studioProduct(item.id);
      if (p.photos.length >= 1 && p.photos.length < 8) {
        product = p;
        break;
      }
    }
    assert.ok(product, 'a published product of Selam with room for a photo');
    const before = product.photos.length;

    // The product form's photo action opens the remover on that photo.
    await page.goto(`/designer/edit-product/${product.id}`);
    await page.getByTestId('product-photos-list').waitFor();
    await page.getByTestId('product-photo-remove-background').first().click();
    await page.waitForURL(/\/background-remover\?product=[0-9a-f-]{36}&photo=/);
    await page.getByTestId('page-background-remover-root').waitFor();
    const status = page.getByTestId('bg-status');
    await page.locator('[data-testid="bg-status"][data-state="done"]').waitFor({ timeout: CUT_TIMEOUT });
    // The catalogue's drawings stand on a plain backdrop: the fill is chosen.
    assert.equal(await status.getAttribute('data-method'), 'backdrop');

    // A real photo of a person on a busy street.
    await page.getByTestId('bg-file').setInputFiles(POLO);
    await page.locator('[data-testid="bg-status"][data-state="done"]').waitFor({ timeout: CUT_TIMEOUT });
    await page.getByTestId('bg-time').waitFor();
    assert.equal(await status.getAttribute('data-method'), 'person', 'a person on a busy background is cut by the pose model');
    const cut = await resultShares();
    assert.ok(cut.clear > 0.3, `most of the street is removed (${cut.clear.toFixed(2)} transparent)`);
    assert.ok(cut.solid > 0.08 && cut.solid < 0.6, `the person is kept (${cut.solid.toFixed(2)} solid)`);

    // The designer can switch the method; the backdrop fill on a street keeps far more.
    await page.getByTestId('bg-method-backdrop').click();
    await until('method switched', () => status.getAttribute('data-method'), (m) => m === 'backdrop');
    await page.getByTestId('bg-method-person').click();
    await until('method switched back', () => status.getAttribute('data-method'), (m) => m === 'person');

    // White background: no transparent pixel left in the preview.
    await page.getByTestId('bg-background-white').check();
    await until('white background', async () => (await resultShares()).clear, (c) => c === 0);

    // Erasing with the brush across the middle removes what it covers.
    await page.getByTestId('bg-background-transparent').check();
    await until('transparent again', async () => (await resultShares()).clear, (c) => c > 0.3);
    const solidBefore = (await resultShares()).solid;
    await page.getByTestId('bg-brush-erase').click();
    await page.getByTestId('bg-brush-size').fill('80');
    // The canvas is taller than the window: its middle is brought into view first.
    await page.getByTestId('bg-result').evaluate((c) => c.scrollIntoView({ block: 'center' }));
    const box = await page.getByTestId('bg-result').boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.4, { steps: 12 });
    await page.mouse.up();
    await until('brush erased a band', async () => (await resultShares()).solid, (s) => s < solidBefore - 0.01);
    await page.getByRole('button', { name: 'Undo all brush strokes' }).click();
    await until('strokes undone', async () => (await resultShares()).solid, (s) => Math.abs(s - solidBefore) < 0.002);
    await page.getByTestId('bg-brush-off').click();

    // Download: a PNG with an alpha channel (colour type 6).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bg-download-png').click()]);
    assert.match(download.suggestedFilename(), /^front-03-polo-cutout\.png$/);
    const png = readFileSync(await download.path());
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    assert.equal(png[25], 6, 'RGBA PNG');

    // Save to the product through the studio's upload route.
    await page.getByTestId('bg-save').click();
    await page.getByTestId('bg-saved').waitFor({ timeout: 60_000 });
    const saved = await until('photo added', () => studioProduct(product.id), (p) => p.photos.length === before + 1);
    const added = saved.photos.find((p) => !product.photos.some((o) => o.id === p.id));
    assert.ok(added, 'the new photo is in the product');
    const key = path.basename(added.url).replace(/\.[a-z]+$/, '');

    // The product page shows it.
    await page.getByRole('link', { name: 'See the product page' }).click();
    await page.waitForURL(new RegExp(`/product/${product.id}$`));
    await page.getByTestId('page-product-root').waitFor();
    await page.getByRole('tab', { name: `Show image ${before + 1}` }).click();
    await until('the cut-out photo on the product page', () => page.locator('img').evaluateAll((imgs, k) => imgs.some((i) => (i as HTMLImageElement).currentSrc.includes(k) && (i as HTMLImageElement).naturalWidth > 0), key), (shown) => shown);

    assert.deepEqual(outside, [], 'no request left 127.0.0.1');
    assert.deepEqual(errors, []);
  });

  it('refuses a file that is not a photo, in Amharic at phone width', async () => {
    const phone = await openContext({ width: 390, height: 844 });
    await stayLocal(phone);
    try {
      const p = await phone.newPage();
      await p.goto('/background-remover');
      await p.getByTestId('page-background-remover-root').waitFor();
      // As the language menu does: stored on the device, and in a cookie for the server.
      await p.evaluate(() => {
        localStorage.setItem('tibeb-language', 'am-ET');
        document.cookie = 'tibeb-language=am-ET; path=/';
      });
      await p.reload();
      await p.getByRole('heading', { name: 'ዳራ ማስወገጃ' }).waitFor();
      await p.getByTestId('bg-file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await p.getByTestId('bg-error').filter({ hasText: 'ይህ ፋይል JPEG፣ PNG ወይም WebP ፎቶ አይደለም።' }).waitFor();
      // A file that claims to be a JPEG but is not one.
      await p.getByTestId('bg-file').setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
      await p.getByTestId('bg-error').filter({ hasText: 'ይህ ፋይል እንደ ፎቶ ሊነበብ አልቻለም።' }).waitFor();
      assert.deepEqual(outside, [], 'no request left 127.0.0.1');
    } finally {
      await phone.close();
    }
  });
});
