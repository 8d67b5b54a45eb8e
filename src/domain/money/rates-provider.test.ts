import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES } from './currency';
import { checkRate, parseProviderRates, PLAUSIBLE_FACTOR } from './rates-provider';

const NOW = new Date('2026-11-26T10:00:00Z');
const good = { ETB: 156.25, EUR: 0.91, GBP: 0.78, AED: 3.6725 };

describe('parseProviderRates', () => {
  it('reads the common shape, ignoring extra fields, dated by its timestamp', () => {
    const r = parseProviderRates({ success: true, base: 'USD', timestamp: NOW.getTime() / 1000 - 7200, rates: { ...good, USD: 1, JPY: 150 }, extra: { x: 1 } }, NOW);
    expect(r).toEqual({ ok: true, value: { rates: good, problems: {}, asOf: new Date(NOW.getTime() - 7_200_000) } });
  });

  it('reads open.er-api and exchangerate-api names', () => {
    const a = parseProviderRates({ result: 'success', base_code: 'USD', time_last_update_unix: NOW.getTime() / 1000, rates: good }, NOW);
    const b = parseProviderRates({ base_code: 'USD', conversion_rates: good }, NOW);
    expect(a.ok && a.value.rates).toEqual(good);
    expect(b.ok && b.value.rates).toEqual(good);
  });

  it('turns rates against another base into rates per 1 USD', () => {
    const r = parseProviderRates({ base: 'EUR', rates: { USD: 1.1, ETB: 171.875, GBP: 0.858, AED: 4.04, EUR: 1 } }, NOW);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.rates.ETB).toBeCloseTo(156.25, 6);
    expect(parseProviderRates({ base: 'EUR', rates: { ETB: 170 } }, NOW).ok).toBe(false);
  });

  it('never takes a date in the future, and takes now without one', () => {
    const r = parseProviderRates({ timestamp: NOW.getTime() / 1000 + 3600, rates: good }, NOW);
    expect(r.ok && r.value.asOf).toEqual(NOW);
    const s = parseProviderRates({ rates: good }, NOW);
    expect(s.ok && s.value.asOf).toEqual(NOW);
  });

  it('refuses zero, negative, non-numeric and implausible rates one by one', () => {
    const r = parseProviderRates({ rates: { ETB: 0, EUR: -0.9, GBP: '0.78', AED: 3670 } }, NOW);
    expect(r.ok).toBe(false);
    const partial = parseProviderRates({ rates: { ETB: 156, EUR: Number.POSITIVE_INFINITY } }, NOW);
    expect(partial).toMatchObject({ ok: true, value: { rates: { ETB: 156 }, problems: { EUR: 'not_a_number', GBP: 'missing', AED: 'missing' } } });
  });

  it('answers, never throws, whatever it is given; every rate it keeps is positive, finite and plausible', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ base: fc.oneof(fc.string(), fc.constant('USD')), rates: fc.dictionary(fc.constantFrom(...CURRENCY_CODES, 'XYZ'), fc.oneof(fc.double(), fc.anything())) })), (body) => {
        const r = parseProviderRates(body, NOW);
        if (!r.ok) return typeof r.error === 'string' && r.error.length > 0;
        return Object.entries(r.value.rates).every(([code, v]) => {
          const builtIn = CURRENCIES[code as keyof typeof CURRENCIES].fallbackRate;
          return Number.isFinite(v) && v > 0 && v <= builtIn * PLAUSIBLE_FACTOR && v >= builtIn / PLAUSIBLE_FACTOR && r.value.asOf <= NOW;
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkRate', () => {
  it('accepts the built-in table and refuses a factor of ten away', () => {
    for (const c of Object.values(CURRENCIES)) {
      expect(checkRate(c.code, c.fallbackRate)).toBeNull();
      expect(checkRate(c.code, c.fallbackRate * PLAUSIBLE_FACTOR * 1.01)).toBe('implausible');
      expect(checkRate(c.code, c.fallbackRate / PLAUSIBLE_FACTOR / 1.01)).toBe('implausible');
    }
    expect(checkRate('ETB', undefined)).toBe('missing');
    expect(checkRate('ETB', Number.NaN)).toBe('not_a_number');
    expect(checkRate('ETB', 0)).toBe('not_positive');
  });
});
