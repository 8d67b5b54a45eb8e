import { describe, expect, it } from 'vitest';
import { AMHARIC_FILES, BUILD_CHUNKS, CATALOGUE_API, CATALOGUE_PAGES, FRESH_AFTER_CHANGE, IMAGES } from './cache-rules';

const at = (path: string) => `http://127.0.0.1:3000${path}`;
const id = '3f2b8c1e-9a4d-4c2b-8e1f-0a9b8c7d6e5f';

describe('the service worker keeps catalogue reads', () => {
  it.each([
    '/api/products',
    '/api/products?page=2&pageSize=24&category=women&sort=price-low',
    `/api/products/${id}`,
    `/api/products/${id}/related`,
    `/api/products/${id}/fit-summary`,
    `/api/products/by-ids?ids=${id},${id}`,
    '/api/categories',
    '/api/designers',
    '/api/designers/selam-tesfaye',
    '/api/home',
    '/api/site',
    '/api/sale',
    '/api/pages/about?locale=am-ET',
    '/api/size-charts?category=men',
    '/api/exchange-rates',
  ])('%s', (path) => expect(CATALOGUE_API.test(at(path))).toBe(true));

  it.each([
    '/api/me',
    '/api/cart',
    '/api/cart/items',
    '/api/favorites',
    '/api/orders',
    `/api/orders/${id}`,
    '/api/measurement-profiles',
    '/api/account/sessions',
    '/api/admin/products',
    '/api/admin/users?role=designer',
    '/api/studio/products',
    '/api/studio/overview',
    '/api/designer/order-lines',
    '/api/designer/fit-reviews',
    '/api/realtime?topics=products',
    '/api/search?q=hirut',
    `/api/products/${id}/size-chart`,
    '/api/payments/methods',
    '/api/image-tools/status',
    '/api/health',
    '/api/products-export',
    '/api/designers/selam/secret/x',
  ])('but never %s', (path) => expect(CATALOGUE_API.test(at(path))).toBe(false));
});

describe('pages saved for offline reading', () => {
  it.each(['/', '/products', '/products?category=women&page=2', `/product/${id}`, '/categories', '/designers', '/designers/selam-tesfaye', '/designers/selam-tesfaye/products', '/about', '/sale', '/new-arrivals', '/help', '/shipping', '/returns', '/privacy', '/terms', '/size-guide', '/favorites'])(
    '%s',
    (path) => expect(CATALOGUE_PAGES.test(at(path))).toBe(true),
  );
  it.each(['/profile', '/checkout', '/order-success?order=1', '/login', '/admin', '/designer-dashboard', '/designer/add-product', `/designer/edit-product/${id}`, '/designer-register', '/reset-password?token=x', '/confirm-email?token=x', '/contact', '/api/products', '/assets/index-abc.js', '/sw.js', '/offline.html'])(
    'not %s',
    (path) => expect(CATALOGUE_PAGES.test(at(path))).toBe(false),
  );
});

describe('files', () => {
  it('images and build chunks by their folders', () => {
    expect(IMAGES.test(at('/img/320/products/a.webp'))).toBe(true);
    expect(IMAGES.test(at('/storage/products/a.webp'))).toBe(true);
    expect(IMAGES.test(at('/api/storage/x'))).toBe(false);
    expect(BUILD_CHUNKS.test(at('/assets/admin-page-abc.js'))).toBe(true);
    expect(BUILD_CHUNKS.test(at('/models/blazepose/model.json'))).toBe(false);
  });
});

describe('what only Amharic needs is told apart by address', () => {
  it.each(['/assets/locale-am-ET-common-CuZ0uP-T.js', '/assets/locale-am-ET-sizing-flow-a_b1.js', '/assets/noto-sans-ethiopic-ethiopic-wght-normal-DqhinWt5.woff2'])('%s', (path) =>
    expect(AMHARIC_FILES.test(at(path))).toBe(true),
  );
  it.each([
    '/assets/locale-en-common-CuZ0uP-T.js',
    '/assets/common-CuZ0uP-T.js',
    '/assets/noto-sans-ethiopic-latin-wght-normal-DaEnCI2m.woff2',
    '/assets/noto-sans-latin-wght-normal-BYSzYMf3.woff2',
    '/assets/locale-am-ET-common-CuZ0uP-T.js.map',
    '/assets/locale-am-ET-common-x.js?v=1',
    '/storage/locale-am-ET-common-x.js',
    '/api/locale-am-ET-common-x.js',
  ])('not %s', (path) => expect(AMHARIC_FILES.test(at(path))).toBe(false));
});

describe('FRESH_AFTER_CHANGE (the worker plugin on catalogue reads)', () => {
  const CHANGE_AT = Date.parse('2026-11-28T09:00:05.500Z');
  const saved = (date: string | null) => new Response('{"maintenance":{"enabled":false}}', { headers: date ? { date } : {} });
  const read = (changedAt?: number) => new Request('http://127.0.0.1:3000/api/site', { headers: changedAt ? { 'x-tibeb-changed-at': String(changedAt) } : {} });
  const use = (request: Request, cachedResponse: Response | null, state: { offline?: boolean } = {}) =>
    FRESH_AFTER_CHANGE.cachedResponseWillBeUsed({ request, cachedResponse, state });

  it('never lets the timeout answer a read made after a change with a copy saved before it', async () => {
    expect(await use(read(CHANGE_AT), saved('Sat, 28 Nov 2026 09:00:01 GMT'))).toBeNull();
    // Whole seconds: a copy from the change's own second may be from before it.
    expect(await use(read(CHANGE_AT), saved('Sat, 28 Nov 2026 09:00:05 GMT'))).toBeNull();
    expect(await use(read(CHANGE_AT), saved(null))).toBeNull();
  });

  it('lets a copy saved after the change, or any copy for a page that heard of no change, answer', async () => {
    const newer = saved('Sat, 28 Nov 2026 09:00:06 GMT');
    expect(await use(read(CHANGE_AT), newer)).toBe(newer);
    const old = saved('Sat, 28 Nov 2026 08:00:00 GMT');
    expect(await use(read(), old)).toBe(old);
    expect(await use(read(CHANGE_AT), null)).toBeNull();
  });

  it('keeps offline reading: with no network at all the saved copy answers', async () => {
    const state: { offline?: boolean } = {};
    await FRESH_AFTER_CHANGE.fetchDidFail({ state });
    const old = saved('Sat, 28 Nov 2026 08:00:00 GMT');
    expect(await use(read(CHANGE_AT), old, state)).toBe(old);
  });

  it('works as a copy of its source, as Workbox puts it into /sw.js (nothing from outside itself)', async () => {
    const copy = new Function(`return (${FRESH_AFTER_CHANGE.cachedResponseWillBeUsed.toString()})`)() as typeof FRESH_AFTER_CHANGE.cachedResponseWillBeUsed;
    const failed = new Function(`return (${FRESH_AFTER_CHANGE.fetchDidFail.toString()})`)() as typeof FRESH_AFTER_CHANGE.fetchDidFail;
    expect(await copy({ request: read(CHANGE_AT), cachedResponse: saved('Sat, 28 Nov 2026 09:00:01 GMT'), state: {} })).toBeNull();
    const state: { offline?: boolean } = {};
    await failed({ state });
    expect(state.offline).toBe(true);
  });
});
