import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCommission, lineGoodsMinor, termsFor, type CommissionTerms } from './commission';
import { ratesWithFallback } from './money-split';

const rates = ratesWithFallback({ ETB: 150 });
const platform: CommissionTerms = { rateBp: 1200, minMinor: null, maxMinor: null };

describe('commission on a line', () => {
  it('takes 12 % of the goods by default, rounded half away from zero', () => {
    expect(lineCommission(10_000, 'USD', platform, rates)).toBe(1_200);
    expect(lineCommission(1_004, 'USD', platform, rates)).toBe(120); // 120.48
    expect(lineCommission(1_021, 'USD', platform, rates)).toBe(123); // 122.52
    expect(lineCommission(0, 'USD', platform, rates)).toBe(0);
  });
  it('is taken on goods after discount, never on shipping (goods are price × quantity − discount)', () => {
    expect(lineGoodsMinor(4_500, 2)).toBe(9_000);
    expect(lineGoodsMinor(4_500, 2, 1_000)).toBe(8_000);
    expect(lineGoodsMinor(100, 1, 500)).toBe(0);
    expect(() => lineGoodsMinor(100, 0)).toThrow(RangeError);
  });
  it("uses the designer's own rate when set, 0 included, and then takes nothing even with a minimum", () => {
    expect(termsFor(platform, 800).rateBp).toBe(800);
    expect(termsFor(platform, null).rateBp).toBe(1200);
    const promo = termsFor({ ...platform, minMinor: 5_000 }, 0);
    expect(lineCommission(100_000, 'ETB', promo, rates)).toBe(0);
  });
  it('applies the minimum and maximum (set in birr) converted at the locked rate', () => {
    const limited = { rateBp: 1200, minMinor: 15_000, maxMinor: 150_000 };
    // 12 % of $5.00 is 60 cents; the minimum is ETB 150 = $1.00.
    expect(lineCommission(500, 'USD', limited, rates)).toBe(100);
    // 12 % of $200 is $24; the maximum is ETB 1,500 = $10.
    expect(lineCommission(20_000, 'USD', limited, rates)).toBe(1_000);
    // Never more than the goods.
    expect(lineCommission(50, 'USD', limited, rates)).toBe(50);
  });
  it('stays between 0 and the goods for any terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 1e8 })),
        fc.option(fc.integer({ min: 0, max: 1e8 })),
        (goods, rateBp, minMinor, maxMinor) => {
          const c = lineCommission(goods, 'ETB', { rateBp, minMinor, maxMinor }, rates);
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(goods);
          expect(Number.isInteger(c)).toBe(true);
        },
      ),
    );
  });
});
