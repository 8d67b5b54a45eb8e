import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeShippingRemaining } from '../cart/rules';
import { CURRENCIES, CURRENCY_CODES, convertFromUsd, formatMoney, type CurrencyCode } from './currency';
import { displayUnitMinor, formatRoundMoney, freeShippingShortfallMinor, freeShippingThresholdMinor, friendlyCeilMinor } from './free-shipping';
import { FREE_SHIPPING_OVER_USD_MINOR, shippingFeeUsdMinor } from './shipping';

const amount = fc.double({ min: 0, max: 1e10, noNaN: true });
const rate = fc.double({ min: 0.01, max: 2_000, noNaN: true });
const currency = fc.constantFrom(...CURRENCY_CODES);
const subtotal = fc.integer({ min: 0, max: 2_000_000 });
/** What the shopper reads for an amount in minor units: rounded to the currency's shown precision. */
const shown = (minor: number, code: CurrencyCode) => Math.round(minor / displayUnitMinor(code)) * displayUnitMinor(code);

describe('friendlyCeilMinor', () => {
  it('rounds up to a round number a shopper would say', () => {
    expect(friendlyCeilMinor(903_750)).toBe(910_000); // 9,037.50 Br → 9,100 Br
    expect(friendlyCeilMinor(27_525)).toBe(28_000); // 275.25 → 280
    expect(friendlyCeilMinor(5_925)).toBe(6_000); // 59.25 → 60
    expect(friendlyCeilMinor(6_900)).toBe(6_900); // 69 stays 69
    expect(friendlyCeilMinor(7_500)).toBe(7_500); // 75 stays 75
    expect(friendlyCeilMinor(7_501)).toBe(7_600);
    expect(friendlyCeilMinor(1)).toBe(100);
    expect(friendlyCeilMinor(0)).toBe(0);
    expect(friendlyCeilMinor(1_175_250)).toBe(1_180_000); // 11,752.50 → 11,800 (step 100, under 2 %)
    expect(friendlyCeilMinor(2_499_999)).toBe(2_500_000); // 24,999.99 → 25,000 (step 10 below 25,000)
    expect(friendlyCeilMinor(2_500_001)).toBe(2_550_000); // 25,000.01 → 25,500 (step 500 from 25,000)
  });

  it('does not move a round amount that float arithmetic left a hair above', () => {
    expect(friendlyCeilMinor(6_900.000000001)).toBe(6_900);
  });

  it('refuses nonsense', () => {
    expect(() => friendlyCeilMinor(-1)).toThrow(RangeError);
    expect(() => friendlyCeilMinor(Number.NaN)).toThrow(RangeError);
    expect(() => friendlyCeilMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('never goes down, and goes up by less than one step of at most 2 % (or one major unit)', () => {
    fc.assert(
      fc.property(amount, (x) => {
        const y = friendlyCeilMinor(x);
        expect(y).toBeGreaterThanOrEqual(x - 1e-6);
        expect(y - x).toBeLessThan(Math.max(100, x * 0.02) + 1e-6);
        expect(y % 100).toBe(0);
      }),
    );
  });

  it('reads as a round number: whole major units with few significant digits', () => {
    fc.assert(
      fc.property(amount.filter((x) => x > 0), (x) => {
        const major = friendlyCeilMinor(x) / 100;
        expect(Number.isInteger(major)).toBe(true);
        expect(String(major).replace(/0+$/, '').length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('is monotonic and idempotent', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(friendlyCeilMinor(lo)).toBeLessThanOrEqual(friendlyCeilMinor(hi));
        expect(friendlyCeilMinor(friendlyCeilMinor(a))).toBe(friendlyCeilMinor(a));
      }),
    );
  });
});

describe('freeShippingThresholdMinor', () => {
  it('is $75 in dollars and a round number in the other built-in currencies', () => {
    const at = (code: CurrencyCode) => freeShippingThresholdMinor(code, CURRENCIES[code].fallbackRate);
    expect(at('USD')).toBe(7_500);
    expect(at('ETB')).toBe(910_000);
    expect(at('EUR')).toBe(6_900);
    expect(at('GBP')).toBe(6_000);
    expect(at('AED')).toBe(28_000);
    expect(formatMoney(at('ETB'), 'ETB', 'en-US')).toMatch(/9,100/);
    expect(formatMoney(at('USD'), 'USD', 'en-US')).toBe('$75.00');
  });

  it('refuses a rate that is not positive', () => {
    expect(() => freeShippingThresholdMinor('ETB', 0)).toThrow(RangeError);
    expect(() => freeShippingThresholdMinor('ETB', Number.NaN)).toThrow(RangeError);
  });

  it('is never below the real threshold converted', () => {
    fc.assert(
      fc.property(currency, rate, (code, r) => {
        expect(freeShippingThresholdMinor(code, r)).toBeGreaterThanOrEqual(FREE_SHIPPING_OVER_USD_MINOR * r - 1e-6);
      }),
    );
  });

  it('never promises free shipping to a cart the server charges', () => {
    fc.assert(
      fc.property(currency, rate, subtotal, (code, r, s) => {
        const threshold = freeShippingThresholdMinor(code, r);
        if (shown(convertFromUsd(s, r), code) > threshold) expect(shippingFeeUsdMinor(s)).toBe(0);
      }),
    );
  });
});

describe('freeShippingShortfallMinor', () => {
  it('matches the cart rule in dollars', () => {
    fc.assert(
      fc.property(subtotal, (s) => {
        expect(freeShippingShortfallMinor(s, 'USD', 1)).toBe(freeShippingRemaining(s));
      }),
    );
  });

  it('counts in whole birr against the rounded threshold', () => {
    // 50 USD = 6,025 Br; over 9,100 Br means 9,101 Br: 3,076 Br more.
    expect(freeShippingShortfallMinor(5_000, 'ETB', 120.5)).toBe(307_600);
    expect(freeShippingShortfallMinor(7_500, 'ETB', 120.5)).toBe(910_100 - 903_800);
    expect(freeShippingShortfallMinor(7_501, 'ETB', 120.5)).toBe(0);
    expect(freeShippingShortfallMinor(0, 'ETB', 120.5)).toBe(0);
  });

  it('is zero exactly when the server ships free, else a whole number of shown units that reaches over the threshold', () => {
    fc.assert(
      fc.property(currency, rate, subtotal, (code, r, s) => {
        const more = freeShippingShortfallMinor(s, code, r);
        const free = s <= 0 || shippingFeeUsdMinor(s) === 0;
        if (free) {
          expect(more).toBe(0);
          return;
        }
        expect(more).toBeGreaterThan(0);
        expect(more % displayUnitMinor(code)).toBe(0);
        expect(shown(convertFromUsd(s, r), code) + more).toBeGreaterThan(freeShippingThresholdMinor(code, r));
      }),
    );
  });
});

describe('formatRoundMoney', () => {
  it('drops empty cents and keeps real ones', () => {
    expect(formatRoundMoney(7_500, 'USD', 'en-US')).toBe('$75');
    expect(formatRoundMoney(7_550, 'USD', 'en-US')).toBe('$75.50');
    expect(formatRoundMoney(910_000, 'ETB', 'en-US')).toBe(formatMoney(910_000, 'ETB', 'en-US'));
    expect(formatRoundMoney(6_000, 'GBP', 'en-US')).toBe('£60');
    expect(formatRoundMoney(7_500, 'USD', 'am-ET')).toMatch(/75/);
    expect(formatRoundMoney(7_500, 'USD', 'am-ET')).not.toMatch(/75[.,]00/);
  });
});
