import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterTarget, moveActive, searchOptions } from './search-options';
import type { SearchResults } from '@domain/search/api';

const results: SearchResults = {
  products: [
    { id: 'p1', name: 'Axum Star Habesha Kemis', nameAm: null, thumbUrl: null, priceMinor: 12_000, category: null },
    { id: 'p2', name: 'Kemis Two', nameAm: null, thumbUrl: null, priceMinor: 9_000, category: null },
  ],
  designers: [{ slug: 'hirut-bekele', fullName: 'Hirut Bekele', avatarUrl: null, country: 'Ethiopia', countryAm: null, countryCode: 'ET' }],
  categories: [{ slug: 'habesha-kemis', name: 'Habesha Kemis', nameAm: 'የሀበሻ ቀሚስ' }],
  didYouMean: null,
};

describe('searchOptions', () => {
  it('lists products, designers, categories and then the full search, each with its page', () => {
    const options = searchOptions(results, 'ke mis');
    expect(options.map((o) => [o.kind, o.href])).toEqual([
      ['product', '/product/p1'],
      ['product', '/product/p2'],
      ['designer', '/designers/hirut-bekele'],
      ['category', '/products?category=habesha-kemis'],
      ['all', '/products?search=ke%20mis'],
    ]);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('has no rows, not even the full search, when nothing matched', () => {
    expect(searchOptions({ products: [], designers: [], categories: [], didYouMean: null }, 'zzz')).toEqual([]);
    expect(searchOptions(undefined, 'zzz')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('walks down and up across all rows and wraps around', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(-1, 'ArrowDown', 0)).toBe(-1);
  });

  it('always lands on a row, and down then up comes back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -1, max: 29 }), (count, start) => {
        const active = Math.min(start, count - 1);
        const down = moveActive(active, 'ArrowDown', count);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
        if (active >= 0) expect(moveActive(down, 'ArrowUp', count)).toBe(active);
      }),
    );
  });
});

describe('enterTarget', () => {
  const options = searchOptions(results, 'kemis');
  it('opens the highlighted row', () => {
    expect(enterTarget(options, 2, 'kemis')).toBe('/designers/hirut-bekele');
  });
  it('opens the first result when none is highlighted', () => {
    expect(enterTarget(options, -1, 'kemis')).toBe('/product/p1');
  });
  it('opens the See all row like any other', () => {
    const all = options.findIndex((o) => o.kind === 'all');
    expect(enterTarget(options, all, 'kemis')).toBe('/products?search=kemis');
  });
  it('searches the products page when nothing matched, and does nothing for an empty box', () => {
    expect(enterTarget([], -1, 'zzz')).toBe('/products?search=zzz');
    expect(enterTarget([], -1, '')).toBeNull();
  });
});
