import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads whole and decimal amounts into minor units, with separators', () => {
    expect(parseMoneyInput('350')).toBe(35_000);
    expect(parseMoneyInput(' 350.5 ')).toBe(35_050);
    expect(parseMoneyInput('1,200.05')).toBe(120_005);
  });
  it('refuses what is not a positive amount with two decimals at most', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12.']) expect(parseMoneyInput(bad)).toBeNull();
  });
  it('property: any amount written with two decimals reads back to its minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (minor) => {
        expect(parseMoneyInput(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`)).toBe(minor);
      }),
    );
  });
});
