import { describe, expect, it } from 'vitest';
import { amountText, parseAmountMinor, parsePercentBp, percentText } from './admin-money-amount';

describe('amounts typed by an admin', () => {
  it('reads whole, decimal, grouped, signed and comma-decimal amounts', () => {
    expect(parseAmountMinor('1250')).toBe(125_000);
    expect(parseAmountMinor('1,250.50')).toBe(125_050);
    expect(parseAmountMinor(' -300 ')).toBe(-30_000);
    expect(parseAmountMinor('−12.5')).toBe(-1_250);
    expect(parseAmountMinor('+7')).toBe(700);
    expect(parseAmountMinor('12,5')).toBe(1_250);
    expect(parseAmountMinor('.99')).toBe(99);
  });

  it('gives null for blank and NaN for what is not an amount', () => {
    expect(parseAmountMinor('')).toBeNull();
    expect(parseAmountMinor('   ')).toBeNull();
    for (const bad of ['abc', '1.234', '1-2', '--5', '-', '12e3', 'ETB 500']) expect(parseAmountMinor(bad)).toBeNaN();
  });

  it('writes an amount back as the field shows it', () => {
    expect(amountText(125_000)).toBe('1250');
    expect(amountText(125_050)).toBe('1250.50');
    expect(amountText(-1_205)).toBe('-12.05');
    expect(amountText(null)).toBe('');
    for (const minor of [0, 1, 99, 100, 123_456, -77]) expect(parseAmountMinor(amountText(minor))).toBe(minor);
  });

  it('reads percentages as basis points and refuses negative ones', () => {
    expect(parsePercentBp('12')).toBe(1_200);
    expect(parsePercentBp('12.5')).toBe(1_250);
    expect(parsePercentBp('0')).toBe(0);
    expect(parsePercentBp('')).toBeNull();
    expect(parsePercentBp('-1')).toBeNaN();
    expect(percentText(1_250)).toBe('12.50');
    expect(percentText(1_200)).toBe('12');
  });
});
