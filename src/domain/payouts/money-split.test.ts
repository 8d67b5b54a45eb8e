import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, convertMinor, divideRounded, proportion, ratesWithFallback } from './money-split';

const rates = ratesWithFallback({ ETB: 155.25, EUR: 0.92, GBP: 0.79, AED: 3.6725 });

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
  });
  it('refuses a zero denominator', () => expect(() => divideRounded(1n, 0n)).toThrow(RangeError));
});

describe('allocate', () => {
  it('gives leftover cents to the largest remainders, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });
  it('parts always add up to the whole, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        const parts = allocate(total, weights);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        const sum = weights.reduce((s, w) => s + w, 0);
        if (sum > 0) parts.forEach((p, i) => expect(Math.abs(p - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1 + 1e-6 * total));
      }),
    );
  });
  it('refuses negative or fractional weights and fractional totals', () => {
    expect(() => allocate(1, [-1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
  });
});

describe('convertMinor', () => {
  it('is the identity within a currency and rounds once across', () => {
    expect(convertMinor(12_345, 'ETB', 'ETB', rates)).toBe(12_345);
    expect(convertMinor(100, 'USD', 'ETB', rates)).toBe(15_525);
    expect(convertMinor(15_525, 'ETB', 'USD', rates)).toBe(100);
    expect(convertMinor(-100, 'USD', 'ETB', rates)).toBe(-15_525);
  });
  it('is odd (a refund converts to minus the sale) and monotone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.constantFrom('USD', 'ETB', 'EUR', 'GBP', 'AED' as const), fc.constantFrom('USD', 'ETB' as const), (a, from, to) => {
        expect(convertMinor(-a, from, to, rates) + convertMinor(a, from, to, rates)).toBe(0);
        expect(convertMinor(a + 1, from, to, rates)).toBeGreaterThanOrEqual(convertMinor(a, from, to, rates));
      }),
    );
  });
  it('proportion rounds half away from zero', () => {
    expect(proportion(1200, 1, 2)).toBe(600);
    expect(proportion(5, 1, 2)).toBe(3);
    expect(proportion(-5, 1, 2)).toBe(-3);
  });
});
