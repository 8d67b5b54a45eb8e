import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLike, formatRangeFilter, matchesRange, parseRangeFilter } from './filters';

describe('parseRangeFilter', () => {
  it('reads ranges, minimums and sale', () => {
    expect(parseRangeFilter('50-100')).toEqual({ kind: 'range', min: 50, max: 100 });
    expect(parseRangeFilter('200')).toEqual({ kind: 'min', min: 200 });
    expect(parseRangeFilter('200+')).toEqual({ kind: 'min', min: 200 });
    expect(parseRangeFilter('sale')).toEqual({ kind: 'sale' });
    expect(parseRangeFilter(' SALE ')).toEqual({ kind: 'sale' });
  });

  it('normalises reversed ranges', () => {
    expect(parseRangeFilter('100-50')).toEqual({ kind: 'range', min: 50, max: 100 });
  });

  it('rejects garbage instead of guessing', () => {
    for (const bad of ['abc', '-5', '1-2-3', '5e3', '1;drop table', '', 'all', '99999999', '..']) {
      expect(parseRangeFilter(bad)).toBeNull();
    }
    expect(parseRangeFilter(undefined)).toBeNull();
  });

  it('never throws and round-trips what it accepts (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseRangeFilter(s);
        if (parsed) expect(parseRangeFilter(formatRangeFilter(parsed))).toEqual(parsed);
      }),
    );
  });

  it('ranges are inclusive at both ends (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const f = parseRangeFilter(`${a}-${b}`);
        expect(f).not.toBeNull();
        if (!f) return;
        expect(matchesRange(Math.min(a, b), f)).toBe(true);
        expect(matchesRange(Math.max(a, b), f)).toBe(true);
        expect(matchesRange(Math.max(a, b) + 1, f)).toBe(false);
      }),
    );
  });
});

describe('escapeLike', () => {
  it('escapes wildcards and backslashes', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('discountPercent', () => {
  it('rounds exact halves up and ignores non-discounts', async () => {
    const { discountPercent } = await import('./constants');
    expect(discountPercent(7150, 10000)).toBe(29); // 28.5 %
    expect(discountPercent(7151, 10000)).toBe(28); // 28.49 %
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
  });

  it('matches exact rational rounding for every price pair (property)', async () => {
    const { discountPercent } = await import('./constants');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const [price, original] = a < b ? [a, b] : [b, a];
        if (price === original) return;
        // Exact: round((o - p) / o * 100) half up, in BigInt.
        const num = BigInt(original - price) * 200n + BigInt(original);
        expect(discountPercent(price, original)).toBe(Number(num / (2n * BigInt(original))));
      }),
    );
  });
});
