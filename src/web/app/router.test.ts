import { describe, expect, it } from 'vitest';
import { isServerRendered, serverRenderedPaths, shellRenderedPaths } from './router';

describe('server-rendered pages', () => {
  it('are the catalogue pages, not the ones built around forms or a shopper’s own data', () => {
    for (const path of ['/', '/products', '/product/3ef530ba', '/designers', '/designers/selam', '/designers/selam/products', '/about', '/new-arrivals', '/help', '/terms', '/size-guide', '/sale', '/categories']) {
      expect(isServerRendered(path), path).toBe(true);
    }
    for (const path of ['/login', '/contact', '/checkout', '/favorites', '/profile', '/designer-register', '/designer', '/admin/', '/sale/x', '/categories/x', '/product/a/b', '/products/x', '/nowhere']) {
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
    for (const path of ['/Admin', '/admin/', '/designer-dashboard/', '/Designer/profile']) expect(isServerRendered(path), path).toBe(false);
    for (const path of ['/Products', '/products/', '/SALE', '/designers/selam/', '/product/a/']) expect(isServerRendered(path), path).toBe(false);
    expect(isServerRendered('/designers/terms')).toBe(true);
  });
});

describe('the pages marked shell', () => {
  it('are the studio and the console (docs/decisions/039), rendered as their shell', () => {
    expect([...shellRenderedPaths()].sort()).toEqual(
      ['/admin', '/designer-dashboard', '/designer/add-product', '/designer/edit-product/:id', '/designer/profile', '/designer/earnings', '/designer/messages'].sort(),
    );
    for (const path of ['/admin', '/designer-dashboard', '/designer/edit-product/3ef530ba', '/designer/messages']) expect(isServerRendered(path), path).toBe(true);
    // Each page is one or the other: a whole page with its public data, or the shell of a signed-in person's page.
    const ssr = new Set(serverRenderedPaths());
    for (const path of shellRenderedPaths()) expect(ssr.has(path), path).toBe(false);
  });
});
