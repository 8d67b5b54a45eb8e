import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeAmountFor } from '../orders/payment-currency';
import { convertFromUsd, CURRENCY_CODES, type CurrencyCode } from './currency';
import { convertMinor, convertToUsd, isPriceCurrency, rateOrFallback } from './price-currency';

const rateArb = fc.integer({ min: 1, max: 500_000_000 }).map((micros) => micros / 1_000_000);
const currencyArb = fc.constantFrom(...CURRENCY_CODES);

describe('prices in the designer currency', () => {
  it('knows the two currencies a designer prices in', () => {
    expect(isPriceCurrency('ETB')).toBe(true);
    expect(isPriceCurrency('USD')).toBe(true);
    expect(isPriceCurrency('EUR')).toBe(false);
  });

  it('turns birr into USD cents at the rate, half away from zero', () => {
    expect(convertToUsd(650_000, 120.5)).toBe(5394); // 6,500 Br = $53.9419…
    expect(convertToUsd(6025, 120.5)).toBe(50); // exactly $0.50
    expect(convertToUsd(6086, 121.7)).toBe(50); // 50.008…
    expect(convertToUsd(603, 120.6)).toBe(5); // exactly 5.0
    expect(convertToUsd(60, 120)).toBe(1); // 0.5 → 1
    expect(convertToUsd(-60, 120)).toBe(-1);
    expect(() => convertToUsd(100, 0)).toThrow(RangeError);
    expect(() => convertToUsd(1.5, 2)).toThrow(RangeError);
  });

  it('is within half a cent of the exact quotient and never a cent off the rounding (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000_000 }), rateArb, (minor, rate) => {
        const usd = convertToUsd(minor, rate);
        // Exact in rationals: |minor/rate - usd| <= 1/2, i.e. |minor*1e6 - usd*micros| <= micros/2.
        const micros = BigInt(Math.round(rate * 1_000_000));
        const diff = BigInt(minor) * 1_000_000n - BigInt(usd) * micros;
        expect(2n * (diff < 0n ? -diff : diff) <= micros).toBe(true);
        // Exact halves go up (away from zero).
        if (2n * diff === micros) expect(true).toBe(false);
      }),
    );
  });

  it('is monotonic in the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000_000 }), fc.integer({ min: 0, max: 600_000_000 }), rateArb, (a, b, rate) => {
        if (a <= b) expect(convertToUsd(a, rate)).toBeLessThanOrEqual(convertToUsd(b, rate));
      }),
    );
  });

  it('keeps a price in its own currency exactly and converts the others (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000_000 }), currencyArb, currencyArb, fc.dictionary(currencyArb, rateArb), (minor, from, to, table) => {
        const rateOf = (c: CurrencyCode) => (c === 'USD' ? 1 : (table[c] ?? 2));
        // An amount no number holds exactly (two absurd rates, one near zero) is refused, not rounded.
        const exact = (minor * rateOf(to)) / rateOf(from);
        if (from !== to && from !== 'USD' && to !== 'USD' && exact > Number.MAX_SAFE_INTEGER * 0.999) {
          // Within float noise of the limit either answer is right; well past it, a RangeError.
          if (exact > Number.MAX_SAFE_INTEGER * 1.001) expect(() => convertMinor(minor, from, to, rateOf)).toThrow(RangeError);
          return;
        }
        const out = convertMinor(minor, from, to, rateOf);
        expect(Number.isSafeInteger(out)).toBe(true);
        if (from === to) expect(out).toBe(minor);
        if (from === 'USD') expect(out).toBe(convertFromUsd(minor, rateOf(to)));
        if (to === 'USD') expect(out).toBe(convertToUsd(minor, rateOf(from)));
        // One rounding: within half a minor unit (plus float noise) of the exact value.
        expect(Math.abs(out - (minor * rateOf(to)) / rateOf(from))).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, out));
      }),
    );
  });

  it('refuses an amount carried past safe integers by two absurd rates (the case the property found)', () => {
    const rateOf = (c: CurrencyCode) => ({ ETB: 0.000001, AED: 285.891664 })[c as 'ETB' | 'AED'] ?? 1;
    expect(() => convertMinor(31_505_638, 'ETB', 'AED', rateOf)).toThrow(RangeError);
    expect(convertMinor(31_505_638, 'AED', 'ETB', rateOf)).toBe(0);
  });

  it('a USD price round-trips through birr and back to the cent when the rate is above 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1_000_000, max: 500_000_000 }).map((m) => m / 1e6), (usd, rate) => {
        expect(convertToUsd(convertFromUsd(usd, rate), rate)).toBe(usd);
      }),
    );
  });

  it('falls back to the built-in rate when today has none or a bad one', () => {
    expect(rateOrFallback('ETB', [{ code: 'ETB', rate: 130 }])).toBe(130);
    expect(rateOrFallback('ETB', [{ code: 'ETB', rate: 0 }])).toBe(120.5);
    expect(rateOrFallback('ETB', undefined)).toBe(120.5);
    expect(rateOrFallback('USD', [{ code: 'USD', rate: 3 }])).toBe(1);
  });
});

describe('what an order charges', () => {
  const rates: Record<CurrencyCode, number> = { USD: 1, ETB: 120.5, EUR: 0.92, GBP: 0.79, AED: 3.67 };
  const rateOf = (c: CurrencyCode) => rates[c];

  it('charges a birr price in birr to the santim', () => {
    const lines = [{ currency: 'ETB', unitPriceMinor: 650_000, unitPriceUsdMinor: 5394, quantity: 1 }];
    expect(chargeAmountFor(lines, 0, 'ETB', rateOf)).toBe(650_000);
    expect(chargeAmountFor(lines, 999, 'ETB', rateOf)).toBe(650_000 + convertFromUsd(999, 120.5));
    expect(chargeAmountFor(lines, 0, 'USD', rateOf)).toBe(5394);
  });

  it('is what orders charged before when every line is in USD (property)', () => {
    const lineArb = fc.record({ unitPriceUsdMinor: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 2000 }), currencyArb, (raw, shipping, charge) => {
        const lines = raw.map((l) => ({ ...l, currency: 'USD', unitPriceMinor: l.unitPriceUsdMinor }));
        const total = shipping + lines.reduce((s, l) => s + l.unitPriceUsdMinor * l.quantity, 0);
        expect(chargeAmountFor(lines, shipping, charge, rateOf)).toBe(convertFromUsd(total, rateOf(charge)));
      }),
    );
  });

  it('charges the birr lines exactly and the rest at the rate, in any mix (property)', () => {
    const lineArb = fc.record({ currency: fc.constantFrom('USD', 'ETB'), unitPriceMinor: fc.integer({ min: 1, max: 600_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 2000 }), (raw, shipping) => {
        const lines = raw.map((l) => ({ ...l, unitPriceUsdMinor: l.currency === 'USD' ? l.unitPriceMinor : convertToUsd(l.unitPriceMinor, 120.5) }));
        const birr = lines.filter((l) => l.currency === 'ETB').reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        const dollars = shipping + lines.filter((l) => l.currency === 'USD').reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        expect(chargeAmountFor(lines, shipping, 'ETB', rateOf)).toBe(birr + convertFromUsd(dollars, 120.5));
      }),
    );
  });
});
