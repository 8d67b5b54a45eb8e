import { describe, expect, it } from 'vitest';
import { AMHARIC_FILES, BUILD_CHUNKS, CATALOGUE_API, CATALOGUE_PAGES, IMAGES } from './cache-rules';

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
