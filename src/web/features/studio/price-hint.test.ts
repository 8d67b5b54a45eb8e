import { describe, expect, it } from 'vitest';
import { otherCurrencyHint } from './price-hint';

const rates = [
  { code: 'USD', rate: 1 },
  { code: 'ETB', rate: 120.5 },
  { code: 'EUR', rate: 0.92 },
  { code: 'GBP', rate: 0.79 },
  { code: 'AED', rate: 3.67 },
];

describe('the price hint in the other currencies', () => {
  it('shows a birr price in dollars, euros, pounds and dirhams', () => {
    // 6,500 Br = $53.9419… ; €49.626… ; £42.614… ; AED 197.966…
    expect(otherCurrencyHint(650_000, 'ETB', rates, 'en-US')).toBe('≈\u00a0$53.94 · ≈\u00a0€49.63 · ≈\u00a0£42.61 · ≈\u00a0AED\u00a0197.97');
  });

  it('shows a dollar price in birr (whole birr) and the others', () => {
    expect(otherCurrencyHint(8_500, 'USD', rates, 'en-US')).toBe('≈\u00a0ETB\u00a010,243 · ≈\u00a0€78.20 · ≈\u00a0£67.15 · ≈\u00a0AED\u00a0311.95');
  });

  it('is written in Amharic too', () => {
    expect(otherCurrencyHint(650_000, 'ETB', rates, 'am-ET')).toBe('≈\u00a0US$53.94 · ≈\u00a0€49.63 · ≈\u00a0£42.61 · ≈\u00a0AED\u00a0197.97');
  });

  it('uses the built-in rates before today’s have loaded', () => {
    expect(otherCurrencyHint(650_000, 'ETB', undefined, 'en-US')).toBe(otherCurrencyHint(650_000, 'ETB', rates, 'en-US'));
  });

  it('says nothing while the field holds no price', () => {
    expect(otherCurrencyHint(null, 'ETB', rates, 'en-US')).toBeNull();
    expect(otherCurrencyHint(Number.NaN, 'ETB', rates, 'en-US')).toBeNull();
    expect(otherCurrencyHint(0, 'USD', rates, 'en-US')).toBeNull();
  });
});
