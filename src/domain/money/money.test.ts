import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromUsd, CURRENCIES, formatMoney, formatMoneyToMinor, formatWholeMoney, rateFreshness } from './index';

describe('currencies', () => {
  it('has the five built-in rates of the spec', () => {
    expect(Object.fromEntries(Object.values(CURRENCIES).map((c) => [c.code, c.fallbackRate]))).toEqual({ USD: 1, AED: 3.67, ETB: 120.5, GBP: 0.79, EUR: 0.92 });
  });

  it('converts minor units with rounding and rejects nonsense rates', () => {
    expect(convertFromUsd(12_999, 120.5)).toBe(1_566_380);
    expect(convertFromUsd(999, 0.92)).toBe(919);
    expect(() => convertFromUsd(100, 0)).toThrow(RangeError);
    expect(() => convertFromUsd(Number.NaN, 1)).toThrow(RangeError);
  });

  it('shows ETB without decimals and others with two', () => {
    expect(formatMoney(1_566_380, 'ETB', 'en')).toMatch(/15,664/);
    expect(formatMoney(1_566_380, 'ETB', 'en')).not.toMatch(/\.\d/);
    expect(formatMoney(12_999, 'USD', 'en-US')).toBe('$129.99');
    expect(formatMoney(919, 'EUR', 'en')).toMatch(/9\.19/);
  });

  it('formats in Amharic without throwing', () => {
    expect(formatMoney(12_999, 'USD', 'am-ET')).toMatch(/129\.99/);
  });

  it('conversion is monotonic in the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0.01, max: 500, noNaN: true }), (a, b, rate) => {
        if (a <= b) expect(convertFromUsd(a, rate)).toBeLessThanOrEqual(convertFromUsd(b, rate));
      }),
    );
  });
});

describe('rate freshness', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it('is fresh up to 1 hour, stale after, very stale after 12 hours', () => {
    expect(rateFreshness(ago(60), now)).toBe('fresh');
    expect(rateFreshness(ago(61), now)).toBe('stale');
    expect(rateFreshness(ago(12 * 60), now)).toBe('stale');
    expect(rateFreshness(ago(12 * 60 + 1), now)).toBe('very_stale');
  });
});

describe('stale rate warning', () => {
  it('warns on very stale rates or a failed load, never for USD', async () => {
    const { shouldWarnAboutRates } = await import('./rates');
    expect(shouldWarnAboutRates('ETB', 'very_stale', false)).toBe(true);
    expect(shouldWarnAboutRates('ETB', 'fresh', true)).toBe(true);
    expect(shouldWarnAboutRates('ETB', 'stale', false)).toBe(false);
    expect(shouldWarnAboutRates('USD', 'very_stale', true)).toBe(false);
  });
});

describe('formatWholeMoney', () => {
  it('rounds to whole units in the currency, for bounds such as price filters', () => {
    expect(formatWholeMoney(5_000, 'USD')).toBe('$50');
    expect(formatWholeMoney(715_049, 'ETB', 'en-US')).toMatch(/^ETB\s7,150$/);
    expect(formatWholeMoney(715_050, 'ETB', 'en-US')).toMatch(/^ETB\s7,151$/);
  });

  it('does not change how prices are formatted (the cached formatters are kept apart)', () => {
    formatWholeMoney(1_999, 'USD');
    expect(formatMoney(1_999, 'USD')).toBe('$19.99');
  });
});

describe('formatMoneyToMinor', () => {
  it('shows santim when an amount has them, and whole birr as prices show them', () => {
    expect(formatMoneyToMinor(-78_060, 'ETB', 'en-US')).toBe('-ETB\u00a0780.60');
    expect(formatMoneyToMinor(650_000, 'ETB', 'en-US')).toBe('ETB\u00a06,500');
    expect(formatMoneyToMinor(650_000, 'ETB', 'am-ET')).toBe('ብር\u00a06,500');
    expect(formatMoneyToMinor(12_345, 'ETB', 'am-ET')).toBe('ብር\u00a0123.45');
    expect(formatMoneyToMinor(1_200, 'USD')).toBe('$12.00');
    expect(formatMoneyToMinor(1_566_385, 'ETB', 'en')).toBe('ETB\u00a015,663.85');
  });
});

describe('prices written without Intl', () => {
  const locales = ['en', 'en-US', 'am-ET'] as const;
  const codes = Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[];
  const intl = (locale: string, currency: string, decimals: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  it('writes exactly what Intl.NumberFormat writes, in every currency and both languages (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...codes),
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.constantFrom(0, -0, 50, -50, 150, -150, 99_999_950)),
        (locale, currency, minor) => {
          const decimals = CURRENCIES[currency].displayDecimals;
          expect(formatMoney(minor, currency, locale)).toBe(intl(locale, currency, decimals).format(minor / 100));
          expect(formatWholeMoney(minor, currency, locale)).toBe(intl(locale, currency, 0).format(Math.round(minor / 100)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('leaves other locales and fractions of a minor unit to Intl', () => {
    expect(formatMoney(123_456, 'EUR', 'de-DE')).toBe(intl('de-DE', 'EUR', 2).format(1234.56));
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe(intl('en-US', 'USD', 2).format(0.125));
  });
});
