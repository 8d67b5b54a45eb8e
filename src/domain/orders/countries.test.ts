import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryFields, countryName } from './countries';

describe('countryCodeOf', () => {
  it('keeps a code', () => {
    expect(countryCodeOf('ET')).toBe('ET');
    expect(countryCodeOf('GB')).toBe('GB');
  });

  it('finds the code of an English name whatever its case', () => {
    expect(countryCodeOf('Ethiopia')).toBe('ET');
    expect(countryCodeOf('united arab emirates')).toBe('AE');
    expect(countryCodeOf(' United States ')).toBe('US');
  });

  it('gives null for nothing, an unknown code or a made-up place', () => {
    expect(countryCodeOf(null)).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf('XX')).toBeNull();
    expect(countryCodeOf('Narnia')).toBeNull();
  });
});

describe('countryName', () => {
  it('names a country in Amharic and in English', () => {
    expect(countryName('ET', 'am-ET')).toBe('ኢትዮጵያ');
    expect(countryName('ET', 'en')).toBe('Ethiopia');
  });
});

describe('countryFields', () => {
  it('names a code in English and Amharic and keeps the code', () => {
    expect(countryFields('GB')).toEqual({ country: 'United Kingdom', countryAm: 'ዩናይትድ ኪንግደም', countryCode: 'GB' });
  });
  it('reads an English name as its code', () => {
    expect(countryFields('Sweden')).toEqual({ country: 'Sweden', countryAm: 'ስዊድን', countryCode: 'SE' });
  });
  it('keeps an unknown text without a code', () => {
    expect(countryFields('Atlantis')).toEqual({ country: 'Atlantis', countryAm: null, countryCode: null });
  });
  it('places a designer without a country in Ethiopia', () => {
    expect(countryFields(null)).toEqual({ country: 'Ethiopia', countryAm: 'ኢትዮጵያ', countryCode: 'ET' });
  });
});
