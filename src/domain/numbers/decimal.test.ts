import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeDecimal } from './decimal';
import { groupThousands, writtenLanguage } from './written';

const locales = ['en', 'en-US', 'am-ET'] as const;
const intl = (locale: string, digits: number, value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

describe('writeDecimal', () => {
  it('writes what Intl.NumberFormat writes, in both languages (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.integer({ min: 0, max: 3 }),
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
          fc.integer({ min: 0, max: 3_000 }).map((cm) => cm / 2.54),
          fc.constantFrom(0, -0, 0.05, -0.05, 1.005, 2.675, 0.95, 9.95, 99.95, 999.5, 1e-6, 123456.789),
        ),
        (locale, digits, value) => {
          // JavaScript writes the tiniest doubles in exponent form: those are left to Intl.
          if (String(Math.abs(value)).includes('e')) expect(writeDecimal(value, digits, locale)).toBeNull();
          else expect(writeDecimal(value, digits, locale)).toBe(intl(locale, digits, value));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('answers null where Intl must write it', () => {
    expect(writeDecimal(1234.5, 1, 'de-DE')).toBeNull();
    expect(writeDecimal(1e21, 1, 'en')).toBeNull();
    expect(writeDecimal(1e-7, 1, 'en')).toBeNull();
    expect(writeDecimal(Number.NaN, 1, 'en')).toBeNull();
    expect(writeDecimal(1, -1, 'en')).toBeNull();
  });
});

describe('writtenLanguage and groupThousands', () => {
  it('knows the two languages by their tags', () => {
    expect([writtenLanguage('en'), writtenLanguage('en-GB'), writtenLanguage('am-ET'), writtenLanguage('am'), writtenLanguage('fr'), writtenLanguage('ame')]).toEqual(['en', 'en', 'am', 'am', null, null]);
  });
  it('groups digits by threes from the right', () => {
    expect(['0', '999', '1000', '1234567'].map(groupThousands)).toEqual(['0', '999', '1,000', '1,234,567']);
  });
});
