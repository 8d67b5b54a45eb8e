import { describe, expect, it } from 'vitest';
import { isServerRendered, serverRenderedPaths } from './router';

describe('server-rendered pages', () => {
  it('are the catalogue pages, not the ones built around forms or a shopper’s own data', () => {
    for (const path of ['/', '/products', '/product/3ef530ba', '/designers', '/designers/selam', '/designers/selam/products', '/about', '/new-arrivals', '/help', '/terms', '/size-guide', '/sale', '/categories']) {
      expect(isServerRendered(path), path).toBe(true);
    }
    for (const path of ['/login', '/contact', '/checkout', '/favorites', '/profile', '/admin', '/sale/x', '/categories/x', '/product/a/b', '/products/x', '/nowhere']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });
});

describe('the pages marked ssr', () => {
  it('are the list of docs/decisions/027 (005 before it), each once', () => {
    const paths = serverRenderedPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/products',
        '/categories',
        '/designers',
        '/designers/terms',
        '/designers/:param',
        '/designers/:param/products',
        '/about',
        '/product/:id',
        '/new-arrivals',
        '/sale',
        '/help',
        '/shipping',
        '/returns',
        '/size-guide',
        '/privacy',
        '/terms',
      ].sort(),
    );
  });

  it('match exactly: case-sensitive and without a trailing slash', () => {
    for (const path of ['/Products', '/products/', '/SALE', '/designers/selam/', '/product/a/']) expect(isServerRendered(path), path).toBe(false);
    expect(isServerRendered('/designers/terms')).toBe(true);
  });
});
