import { describe, expect, it } from 'vitest';
import { countAll, isLowStock, readProductsView, SEARCH_MAX, setPageParam, shownRange, visibilityTarget } from './products-table';

describe('readProductsView', () => {
  it('reads the page, status and search from the address', () => {
    expect(readProductsView(new URLSearchParams('productsPage=3&productsStatus=hidden&productsSearch=%20kemis%20&status=shipped'))).toEqual({
      page: 3,
      status: 'hidden',
      search: 'kemis',
    });
  });

  it('falls back to page 1 of all products for anything unexpected', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '99999999', '', '2e3']) {
      expect(readProductsView(new URLSearchParams({ productsPage: page })).page, page).toBe(1);
    }
    expect(readProductsView(new URLSearchParams('productsStatus=deleted')).status).toBeNull();
    expect(readProductsView(new URLSearchParams()).search).toBe('');
  });

  it('caps a long search', () => {
    expect(readProductsView(new URLSearchParams({ productsSearch: 'a'.repeat(300) })).search).toHaveLength(SEARCH_MAX);
  });
});

describe('setPageParam', () => {
  it('writes pages above 1 and leaves page 1 out, keeping the other parameters', () => {
    const params = new URLSearchParams('status=pending');
    setPageParam(params, 2);
    expect(params.toString()).toBe('status=pending&productsPage=2');
    setPageParam(params, 1);
    expect(params.toString()).toBe('status=pending');
  });
});

describe('row helpers', () => {
  it('warns at 3 or fewer in stock', () => {
    expect([0, 3, 4].map(isLowStock)).toEqual([true, true, false]);
  });

  it('hides a published product and publishes the others', () => {
    expect(visibilityTarget('published')).toBe('hidden');
    expect(visibilityTarget('hidden')).toBe('published');
    expect(visibilityTarget('draft')).toBe('published');
  });

  it('says which rows a page shows', () => {
    expect(shownRange(1, 20, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 5, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0, 0)).toBeNull();
  });

  it('counts every product for the All chip', () => {
    expect(countAll({ draft: 2, published: 5, hidden: 1 })).toBe(8);
    expect(countAll(undefined)).toBe(0);
  });
});
