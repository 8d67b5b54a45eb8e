import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { BASE_URL, openContext, screenshotIfAsked, until, watchErrors } from './browser';
import { overlay } from './sizing-helpers';

// The installable app (issue 23) on the production build, the one journey with the service worker
// allowed (openContext blocks it for every other). Offline is real: besides setOffline (which the
// worker's own fetches ignore in Playwright), every request that would reach the network is aborted,
// the worker's included.

let context: BrowserContext;
let page: Page;
let errors: string[];

const webDist = path.resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR ?? 'dist/web');
const swFile = path.join(webDist, 'sw.js');
let swOriginal: string | null = null;

const disconnect = (route: Route) => route.abort('internetdisconnected');

async function goOffline(): Promise<void> {
  await context.route('**/*', disconnect);
  await context.setOffline(true);
}
async function goOnline(): Promise<void> {
  await context.unroute('**/*', disconnect);
  await context.setOffline(false);
}

/** The first card's picture is drawn (loaded, with pixels), not a broken image. */
async function firstCardPictureShown(): Promise<boolean> {
  return page
    .getByTestId('product-card')
    .first()
    .locator('img')
    .first()
    // A picture below the fold holds a blank pixel until it nears the screen (ProductImage).
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:'));
}

before(async () => {
  context = await openContext({ width: 390, height: 844 }, { serviceWorkers: 'allow' });
  page = await context.newPage();
  errors = watchErrors(page);
});
after(async () => {
  if (swOriginal !== null) writeFileSync(swFile, swOriginal);
  await context?.close();
});

describe('installable app', () => {
  it('a first visit installs the worker, and after a reload it controls the page', async () => {
    await page.goto('/');
    await page.getByTestId('product-card').first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    assert.equal(new URL(scope ?? '').pathname, '/', 'the worker is registered at the root scope');
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    assert.equal(new URL(script ?? '').pathname, '/sw.js');
  });

  it("passes Chromium's installability check, with the manifest the issue asks for", async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    assert.deepEqual(installabilityErrors, [], `installability errors: ${JSON.stringify(installabilityErrors)}`);
    await cdp.detach();
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      theme_color: string;
      display: string;
      start_url: string;
      short_name: string;
      icons: Array<{ sizes: string; purpose?: string }>;
    };
    assert.equal(manifest.theme_color, '#222222');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.short_name, 'Tibeb');
    for (const size of ['192x192', '512x512']) assert.ok(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any') === 'any'), `an icon ${size}`);
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'), 'a maskable icon');
  });

  it('with no connection, visited pages open with their products and pictures, a favourite can be added; others show our offline page', async () => {
    // Visit while online, under the worker: the products page and one product.
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    const productHref = await page.getByTestId('product-card').first().locator('h3 a').getAttribute('href');
    if (!productHref?.startsWith('/product/')) assert.fail(`a product link, not ${productHref}`);
    const productName = (await page.getByTestId('product-card').first().locator('h3').textContent())?.trim() ?? '';
    await until('the first card picture loaded', firstCardPictureShown, Boolean);
    await page.goto(productHref);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();

    await goOffline();
    try {
      // The connectivity toast and the quiet note.
      await page.getByText("You're Offline — showing what was saved").waitFor();

      await page.goto('/products');
      await page.getByTestId('product-card').first().waitFor();
      assert.ok((await page.getByTestId('product-card').count()) > 1, 'the saved list has its products');
      await until('a saved picture is drawn offline', firstCardPictureShown, Boolean);
      // A guest's favourite added offline is kept on the device (and still there after reconnecting, below).
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByTestId('product-card').first().getByRole('button', { name: 'Add to favorites' }).click();
      await page.getByTestId('favorites-badge').filter({ hasText: '1' }).waitFor();

      await page.goto(productHref);
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();

      // Never visited: our offline page, not the browser's error, listing what is saved.
      await page.goto('/designers');
      await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor();
      await page.getByRole('link', { name: /\/products/ }).first().waitFor();
      await page.getByRole('link', { name: new RegExp(productHref.replace(/[/]/g, '\\/')) }).first().waitFor();
      await screenshotIfAsked(page, 'offline-page-en');
      // One's own pages are never saved, and say so the same way.
      await page.goto('/profile');
      await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor();
      // In the shopper's language.
      await page.evaluate(() => localStorage.setItem('tibeb-language', 'am-ET'));
      await page.goto('/sale');
      await page.getByRole('heading', { level: 1, name: 'ከመስመር ውጭ ነዎት' }).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1, name: "You're Offline" }).count(), 0, 'only the chosen language');
      await screenshotIfAsked(page, 'offline-page-am');
      await page.evaluate(() => localStorage.setItem('tibeb-language', 'en'));
      await page.reload();
      // The list's links open the saved pages.
      await page.getByRole('link', { name: /\/products/ }).first().click();
      await page.getByTestId('product-card').first().waitFor();
      // The page's app knows it is offline (it says so) before the connection comes back.
      await page.getByText("You're Offline — showing what was saved").waitFor();
    } finally {
      await goOnline();
    }
    await page.getByText('Back Online').waitFor();
    await page.goto('/favorites');
    await page.getByTestId('favorites-grid').locator('h3', { hasText: productName }).waitFor();
    // Saved pages hydrate like fresh ones (the connectivity note is not part of the first render).
    assert.deepEqual(errors.filter((e) => /hydrat|Minified React error #(418|423|425)/i.test(e)), []);
  });

  it("precaches by language: an English reader's worker holds no Amharic; once Amharic is chosen online, the Amharic app works offline", async () => {
    // What only Amharic needs, as the worker stores it: none of it for an English reader.
    const amharicStored = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls.filter((url) => /\/assets\/(locale-am-ET-|noto-sans-ethiopic-ethiopic-)/.test(url));
      });
    await page.goto('/');
    await page.getByTestId('product-card').first().waitFor();
    assert.deepEqual(await amharicStored(), [], 'no Amharic texts or Ethiopic face in the caches of an English reader');
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
    });
    assert.ok(precached.some((url) => /\/assets\/locale-en-/.test(url)), 'the English texts are precached');

    // The choice, made online from the menu: the app keeps what Amharic needs.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('language-switch').filter({ visible: true }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'am-ET');
    await page.locator('html[data-offline-language="am-ET"]').waitFor({ state: 'attached' });
    const stored = await amharicStored();
    assert.ok(stored.some((url) => url.includes('/locale-am-ET-browse-')) && stored.some((url) => url.includes('/noto-sans-ethiopic-ethiopic-')), `Amharic kept: ${stored.join(', ')}`);

    await goOffline();
    try {
      // /products was saved in English; offline it is drawn in Amharic with texts it never loaded online.
      await page.goto('/products');
      await page.getByRole('heading', { level: 1, name: 'ምርቶቻችን' }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      // The Ethiopic face comes from the worker.
      const faces = await page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Ethiopic Variable"', 'ሀ')).map((f) => f.status));
      assert.deepEqual(faces, ['loaded']);
      // A page never visited: our offline page, in Amharic.
      await page.goto('/designers');
      await page.getByRole('heading', { level: 1, name: 'ከመስመር ውጭ ነዎት' }).waitFor();
    } finally {
      await goOnline();
    }
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'ምናሌውን ክፈት' }).click();
    await page.getByTestId('language-switch').filter({ visible: true }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.deepEqual(errors.filter((e) => /hydrat|Minified React error #(418|423|425)/i.test(e)), []);
  });

  it("an Amharic reader's first visit keeps Amharic for offline, the files loaded before the worker existed included", async () => {
    const amharic = await openContext({ width: 390, height: 844 }, { serviceWorkers: 'allow' });
    try {
      await amharic.addCookies([{ name: 'tibeb-language', value: 'am-ET', url: BASE_URL }]);
      const first = await amharic.newPage();
      const firstErrors = watchErrors(first);
      await first.goto('/');
      await first.waitForFunction(() => document.documentElement.lang === 'am-ET');
      await first.locator('html[data-offline-language="am-ET"]').waitFor({ state: 'attached' });
      const stored = await first.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      // common was loaded by the page before any worker; browse was not needed by / at all.
      for (const file of ['/locale-am-ET-common-', '/locale-am-ET-browse-', '/noto-sans-ethiopic-ethiopic-']) assert.ok(stored.some((url) => url.includes(file)), `${file} kept`);
      assert.equal(stored.filter((url) => /\/locale-am-ET-(admin|studio)/.test(url)).length, 0, 'not the texts of admin and studio');
      assert.deepEqual(firstErrors.filter((e) => /hydrat|Minified React error #(418|423|425)/i.test(e)), []);
    } finally {
      await amharic.close();
    }
  });

  it("a signed-in shopper's favourite and cart changes made offline reach the server on reconnecting, once", async () => {
    const items = ((await (await page.request.get('/api/products?pageSize=48')).json()) as { items: Array<{ id: string; name: string; sizes: string[]; stockQuantity: number }> }).items;
    // A one-size product goes into the cart from its page without a size to choose.
    const product = items.find((p) => !(p.sizes.length > 1 && p.sizes[0] !== 'One Size') && p.stockQuantity >= 3);
    assert.ok(product, 'the demo catalogue has a one-size product with stock');
    // The guest's favourite from the journey above would move into the new account on sign-in; this one starts empty.
    await page.evaluate(() => sessionStorage.clear());
    const email = `offline-${Date.now()}@shoppers.tibeb.example`;
    const signUp = await page.request.post('/api/account/sign-up', { data: { email, password: 'Tibeb!2026x', fullName: 'Offline Shopper' } });
    assert.equal(signUp.status(), 201);
    const me = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } | null }).user;
    assert.ok(me, 'signed in after signing up');
    const queueKey = `tibeb-offline-changes-${me.id}`;
    const serverState = async () => {
      const cart = (await (await page.request.get('/api/cart')).json()) as { lines: Array<{ productId: string; quantity: number }> };
      const favorites = (await (await page.request.get('/api/favorites')).json()) as { items: Array<{ productId: string }> };
      return { quantity: cart.lines.filter((l) => l.productId === product.id).reduce((n, l) => n + l.quantity, 0), favorite: favorites.items.some((f) => f.productId === product.id) };
    };

    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The app knows the account: it has kept a copy of the account's (empty) cart.
    await until('the account cart is read', () => page.evaluate((id) => localStorage.getItem(`tibeb-cart-${id}`), me.id), (v) => v !== null);

    await goOffline();
    try {
      await page.getByText("You're Offline — showing what was saved").waitFor();
      await page.getByRole('button', { name: 'Add to favorites' }).first().click();
      await page.getByTestId('favorites-badge').filter({ hasText: '1' }).waitFor();
      // Two taps on Add to Cart: the server must end with two, not one and not four.
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
      const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ kind: string; quantity?: number; favorited?: boolean }>, queueKey);
      assert.deepEqual(
        queued.map((c) => (c.kind === 'cart' ? `cart=${c.quantity}` : `favorite=${c.favorited}`)),
        ['favorite=true', 'cart=2'],
        'kept on the device as the state each item was left in, under the account',
      );
      await screenshotIfAsked(page, 'offline-signed-in-changes', false);
    } finally {
      await goOnline();
    }
    await page.getByText('Back Online').waitFor();
    await until('the changes reached the server', serverState, (s) => s.favorite && s.quantity === 2);
    await until('the queue is emptied', () => page.evaluate((key) => localStorage.getItem(key), queueKey), (v) => v === null);
    // The page shows the server's cart now (queries refetched), still two.
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
    // A reload starts the replay again when anything is queued: nothing is, and nothing doubles.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
    assert.deepEqual(await serverState(), { quantity: 2, favorite: true });
    await page.request.post('/api/account/sign-out');
  });

  it('a signed-in shopper who reloads offline still has their account and cart; a size chosen offline survives a reload and reaches the server', async () => {
    const items = ((await (await page.request.get('/api/products?pageSize=48')).json()) as { items: Array<{ id: string; name: string; sizes: string[]; stockQuantity: number }> }).items;
    const product = items.find((p) => p.sizes.length > 1 && p.sizes[0] !== 'One Size' && p.stockQuantity >= 2);
    assert.ok(product, 'the demo catalogue has a sized product with stock');
    const size = product.sizes[0] ?? '';
    await page.evaluate(() => sessionStorage.clear());
    const fullName = 'Offline Sizer';
    const signUp = await page.request.post('/api/account/sign-up', { data: { email: `offline-size-${Date.now()}@shoppers.tibeb.example`, password: 'Tibeb!2026x', fullName } });
    assert.equal(signUp.status(), 201);
    const me = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } | null }).user;
    assert.ok(me, 'signed in after signing up');
    // A line with no size yet: added with measurements (Custom Fit), which are then removed.
    const added = (await (
      await page.request.post('/api/cart/items', {
        data: { productId: product.id, quantity: 1, aiMeasurements: { source: 'ai_size_recommendation', category: 'women', measurements: { bust_cm: 94, waist_cm: 86, hips_cm: 104 }, confidence: 0.8 } },
      })
    ).json()) as { lines: Array<{ id: string; productId: string }> };
    const lineId = added.lines.find((l) => l.productId === product.id)?.id ?? '';
    assert.equal((await page.request.delete(`/api/cart/items/${lineId}/measurements`)).status(), 200);
    const serverLine = async () => ((await (await page.request.get('/api/cart')).json()) as { lines: Array<{ productId: string; selectedSize: string | null; quantity: number }> }).lines.find((l) => l.productId === product.id);
    assert.equal((await serverLine())?.selectedSize, null, 'the line waits for a size');
    const queueKey = `tibeb-offline-changes-${me.id}`;

    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // What the account opens with offline is on the device: the account and its cart with the line.
    await until(
      'the account and its cart are kept',
      () => page.evaluate((id) => [localStorage.getItem('tibeb-offline-account'), localStorage.getItem(`tibeb-cart-${id}`)], me.id),
      ([account, cart]) => account != null && (JSON.parse(account) as { id: string }).id === me.id && cart?.includes(product.id) === true,
    );
    const accountMenu = page.getByRole('button', { name: `Account of ${fullName}` });
    const drawer = page.getByRole('dialog');
    const line = drawer.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`);

    await goOffline();
    try {
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // Still signed in, with their cart: not the guest view.
      await accountMenu.waitFor();
      await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
      await page.getByTestId('cart-button').click();
      await line.getByTestId('cart-line-needs-size').waitFor();

      // The size, chosen offline in the size-required dialog, shows at once and is queued as where the line ended.
      await drawer.getByTestId('cart-checkout').click();
      const gate = page.getByTestId('size-required-dialog');
      await gate.getByTestId('size-required-select').selectOption(size);
      await gate.getByTestId('size-required-continue').waitFor({ state: 'visible' });
      await page.waitForFunction(() => !(document.querySelector('[data-testid="size-required-continue"]') as HTMLButtonElement | null)?.disabled);
      const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ kind: string; fromSize?: string | null; selectedSize?: string }>, queueKey);
      assert.deepEqual(
        queued.map((c) => `${c.kind}:${c.fromSize ?? ''}>${c.selectedSize ?? ''}`),
        [`size:>${size}`],
      );
      await screenshotIfAsked(page, 'offline-size-chosen', false);

      // A reload, still offline: signed in, and the line keeps the size chosen.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await accountMenu.waitFor();
      await page.getByTestId('cart-button').click();
      await line.getByTestId('cart-line-size').filter({ hasText: size }).waitFor();
      assert.equal(await line.getByTestId('cart-line-needs-size').count(), 0, 'no longer waiting for a size');
      assert.equal((await serverLine())?.selectedSize, null, 'nothing reached the server while offline');
    } finally {
      await goOnline();
    }
    await page.getByText('Back Online').waitFor();
    await until('the size reached the server', serverLine, (l) => l?.selectedSize === size && l.quantity === 1);
    await until('the queue is emptied', () => page.evaluate((key) => localStorage.getItem(key), queueKey), (v) => v === null);

    // Signed out (here by another tab): the next answer of the server drops what was kept for offline.
    await page.request.post('/api/account/sign-out');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await until(
      'the kept account and cart are gone',
      () => page.evaluate((id) => [localStorage.getItem('tibeb-offline-account'), localStorage.getItem(`tibeb-cart-${id}`)], me.id),
      ([account, cart]) => account == null && cart == null,
    );
    await goOffline();
    try {
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByTestId('product-card').first().waitFor();
      // Nothing kept to open: the account stays unknown until the connection returns (as for a guest), never the shopper's.
      assert.equal(await page.evaluate(() => localStorage.getItem('tibeb-offline-account')), null);
      assert.equal(await accountMenu.count(), 0, 'not the signed-out shopper');
    } finally {
      await goOnline();
    }
  });

  it('measurements attached to a cart line offline show at once, survive a reload and reach the server, once', async () => {
    const items = ((await (await page.request.get('/api/products?category=habesha-kemis&pageSize=48')).json()) as { items: Array<{ id: string; sizes: string[]; stockQuantity: number }> }).items;
    const kemis = items.find((p) => p.sizes.length > 2 && p.sizes[0] !== 'One Size' && p.stockQuantity >= 2);
    assert.ok(kemis, 'the demo catalogue has a sized habesha kemis in stock');
    await page.evaluate(() => sessionStorage.clear());
    const signUp = await page.request.post('/api/account/sign-up', { data: { email: `offline-measure-${Date.now()}@shoppers.tibeb.example`, password: 'Tibeb!2026x', fullName: 'Offline Measurer' } });
    assert.equal(signUp.status(), 201);
    const me = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } | null }).user;
    assert.ok(me, 'signed in after signing up');
    // A line with measurements taken earlier: the guide opens on them, and confirming attaches them anew.
    const earlier = '2026-11-01T09:00:00.000Z';
    const recommended = kemis.sizes[1] ?? '';
    const added = await page.request.post('/api/cart/items', {
      data: {
        productId: kemis.id,
        quantity: 1,
        aiMeasurements: {
          source: 'manual',
          category: 'women',
          timestamp: earlier,
          measurements: { bust_cm: 94, waist_cm: 86.5, hips_cm: 104 },
          sizeRecommendation: { size: recommended, confidence: 0.8, alternates: [], notes: [] },
          confidence: 0.8,
        },
      },
    });
    assert.equal(added.status(), 200);
    type ServerLine = { productId: string; selectedSize: string | null; quantity: number; aiMeasurements: { timestamp: string } | null };
    const serverLine = async () => ((await (await page.request.get('/api/cart')).json()) as { lines: ServerLine[] }).lines.find((l) => l.productId === kemis.id);
    assert.equal((await serverLine())?.aiMeasurements?.timestamp, earlier);
    const queueKey = `tibeb-offline-changes-${me.id}`;
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${kemis.id}"]`);
    const openGuideOnLine = async () => {
      await page.getByTestId('cart-button').click();
      await line.getByTestId('measurement-badge-view').click();
      // A tap: the dialog's own overlay once lay over it and took every tap (fixed; this checks it).
      await page.getByTestId('saved-measurements-edit').click();
      await overlay(page).getByTestId('guide-save-attach').waitFor();
    };

    // Online once: the guide's code is then on the device.
    const cartRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'GET');
    await page.goto('/products');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await cartRead;
    await until('the cart is kept', () => page.evaluate((id) => localStorage.getItem(`tibeb-cart-${id}`), me.id), (cart) => cart?.includes(kemis.id) === true);
    await openGuideOnLine();
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'detached' });

    await goOffline();
    try {
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await openGuideOnLine();
      await overlay(page).getByTestId('guide-save-attach').click();
      await page.getByTestId('toast').filter({ hasText: 'Attached on this device' }).waitFor();
      await overlay(page).waitFor({ state: 'detached' });
      // Shown at once, marked as not sent yet, and queued under the shopper's id.
      await line.getByTestId('cart-line-measurements-pending').waitFor();
      await line.getByTestId('measurement-badge').waitFor();
      const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ kind: string; fromSize: string | null; aiMeasurements: { timestamp: string } }>, queueKey);
      assert.deepEqual(queued.map((c) => `${c.kind}:${c.fromSize ?? ''}`), [`measurements:${recommended}`]);
      const taken = queued[0]?.aiMeasurements.timestamp ?? '';
      assert.notEqual(taken, earlier, 'confirmed anew');
      await screenshotIfAsked(page, 'offline-measurements-attached', false);

      // A reload, still offline: the line still shows them as waiting.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByTestId('cart-button').click();
      await line.getByTestId('cart-line-measurements-pending').waitFor();
      await line.getByTestId('measurement-badge').waitFor();
      assert.equal((await serverLine())?.aiMeasurements?.timestamp, earlier, 'nothing reached the server while offline');
    } finally {
      await goOnline();
    }
    await page.getByText('Back Online').waitFor();
    await until('the measurements reached the server', serverLine, (l) => l?.aiMeasurements != null && l.aiMeasurements.timestamp !== earlier);
    await until('the queue is emptied', () => page.evaluate((key) => localStorage.getItem(key), queueKey), (v) => v === null);
    await line.getByTestId('cart-line-measurements-pending').waitFor({ state: 'detached' });
    await line.getByTestId('measurement-badge').waitFor();
    // Sent once: one line of the product, in the recommended size, at quantity 1.
    const lines = ((await (await page.request.get('/api/cart')).json()) as { lines: ServerLine[] }).lines.filter((l) => l.productId === kemis.id);
    assert.deepEqual(lines.map((l) => `${l.selectedSize}=${l.quantity}`), [`${recommended}=1`]);
    await page.request.post('/api/account/sign-out');
  });

  it("the install card when the browser offers installation: 'Not now' is remembered, 'App Installed!' after installing", async () => {
    const offer = `(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted' }) });
      window.dispatchEvent(event);
    })()`;
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    // The app's code listens once it runs (a rendered page shows its cards before).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.evaluate(offer);
    const card = page.getByTestId('install-card');
    await card.getByRole('heading', { name: 'Install Tibeb' }).waitFor();
    await screenshotIfAsked(page, 'install-card', false);
    await card.getByRole('button', { name: 'Not now' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    // The app's code listens once it runs (a rendered page shows its cards before).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.evaluate(offer);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    assert.equal(await card.count(), 0, 'a dismissed card stays away');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await page.getByText('App Installed!').waitFor();
  });

  it('a new build served to an open page shows the update banner, and Update Now loads it', async () => {
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    await page.evaluate(() => ((window as Window & { beforeUpdate?: boolean }).beforeUpdate = true));
    // A deploy: the server now serves a different /sw.js.
    swOriginal = readFileSync(swFile, 'utf8');
    appendFileSync(swFile, `\n// e2e deploy ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByTestId('app-update-banner');
    await banner.getByText('App update available!').waitFor();
    await page.getByText('Update Available', { exact: true }).waitFor();
    await screenshotIfAsked(page, 'update-banner', false);
    // Until the shopper says so, the page stays on the build it started with.
    assert.equal(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate), true);
    await banner.getByRole('button', { name: 'Update Now' }).click();
    // It reloads once, under the new worker.
    await page.waitForFunction(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate === undefined);
    await page.getByTestId('product-card').first().waitFor();
    await until(
      'no worker waiting',
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null),
      Boolean,
    );
    assert.equal(await banner.count(), 0, 'the banner is gone');
  });
});
