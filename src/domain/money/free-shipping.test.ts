import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, convertFromUsd, formatMoney, type CurrencyCode } from './currency';
import { displayUnitMinor, formatRoundMoney, freeShippingShortfallMinor, freeShippingThresholdMinor, friendlyCeilMinor } from './free-shipping';

/** The server's rule for one parcel (domain/shipping quoteParcels): free when its goods are over the zone's threshold. */
const shipsFree = (goods: number, threshold: number) => goods > threshold;
/** Zone thresholds an admin may set (USD minor), 0 included. */
const threshold = fc.integer({ min: 0, max: 1_000_000 });

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
  it('keeps a round dollar threshold and gives a round number in the other built-in currencies', () => {
    const at = (usdMinor: number, code: CurrencyCode) => freeShippingThresholdMinor(usdMinor, CURRENCIES[code].fallbackRate);
    expect(at(7_500, 'USD')).toBe(7_500);
    expect(at(15_000, 'USD')).toBe(15_000);
    expect(at(7_500, 'ETB')).toBe(910_000);
    expect(at(7_500, 'EUR')).toBe(6_900);
    expect(at(7_500, 'GBP')).toBe(6_000);
    expect(at(7_500, 'AED')).toBe(28_000);
    expect(at(0, 'ETB')).toBe(0);
    expect(formatMoney(at(7_500, 'ETB'), 'ETB', 'en-US')).toMatch(/9,100/);
  });

  it('refuses a rate that is not positive and a threshold that is not whole minor units', () => {
    expect(() => freeShippingThresholdMinor(7_500, 0)).toThrow(RangeError);
    expect(() => freeShippingThresholdMinor(7_500, Number.NaN)).toThrow(RangeError);
    expect(() => freeShippingThresholdMinor(-1, 1)).toThrow(RangeError);
    expect(() => freeShippingThresholdMinor(75.5, 1)).toThrow(RangeError);
  });

  it('is never below the real threshold converted', () => {
    fc.assert(
      fc.property(threshold, rate, (t, r) => {
        expect(freeShippingThresholdMinor(t, r)).toBeGreaterThanOrEqual(t * r - 1e-6);
      }),
    );
  });

  it('never promises free shipping to a parcel the server charges', () => {
    fc.assert(
      fc.property(currency, rate, threshold, subtotal, (code, r, t, s) => {
        if (shown(convertFromUsd(s, r), code) > freeShippingThresholdMinor(t, r)) expect(shipsFree(s, t)).toBe(true);
      }),
    );
  });
});

describe('freeShippingShortfallMinor', () => {
  it('is the server rule in dollars: one cent past the threshold', () => {
    expect(freeShippingShortfallMinor(5_000, 7_500, 'USD', 1)).toBe(2_501);
    expect(freeShippingShortfallMinor(7_500, 7_500, 'USD', 1)).toBe(1);
    expect(freeShippingShortfallMinor(7_501, 7_500, 'USD', 1)).toBe(0);
    expect(freeShippingShortfallMinor(0, 7_500, 'USD', 1)).toBe(0);
    expect(freeShippingShortfallMinor(9_000, 15_000, 'USD', 1)).toBe(6_001);
  });

  it('counts in whole birr against the rounded threshold', () => {
    // 50 USD = 6,025 Br; over 9,100 Br means 9,101 Br: 3,076 Br more.
    expect(freeShippingShortfallMinor(5_000, 7_500, 'ETB', 120.5)).toBe(307_600);
    expect(freeShippingShortfallMinor(7_500, 7_500, 'ETB', 120.5)).toBe(910_100 - 903_800);
    expect(freeShippingShortfallMinor(7_501, 7_500, 'ETB', 120.5)).toBe(0);
    expect(freeShippingShortfallMinor(0, 7_500, 'ETB', 120.5)).toBe(0);
  });

  it('refuses a negative threshold', () => {
    expect(() => freeShippingShortfallMinor(5_000, -1, 'USD', 1)).toThrow(RangeError);
  });

  it('is zero exactly when the server ships the parcel free, else a whole number of shown units that reaches over the threshold', () => {
    fc.assert(
      fc.property(currency, rate, threshold, subtotal, (code, r, t, s) => {
        const more = freeShippingShortfallMinor(s, t, code, r);
        if (s <= 0 || shipsFree(s, t)) {
          expect(more).toBe(0);
          return;
        }
        expect(more).toBeGreaterThan(0);
        expect(more % displayUnitMinor(code)).toBe(0);
        expect(shown(convertFromUsd(s, r), code) + more).toBeGreaterThan(freeShippingThresholdMinor(t, r));
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
