import { describe, expect, it } from 'vitest';
import { dollarsText, parseDollars, parsePrice, parseWholeNumber, readPrice } from './money-input';

describe('parseDollars', () => {
  it('reads dollars and cents exactly', () => {
    expect(parseDollars('20')).toBe(2000);
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('4.1')).toBe(410);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('20.')).toBe(2000);
    expect(parseDollars(' 120.00 ')).toBe(12000);
  });

  it('accepts currency marks and thousands separators', () => {
    expect(parseDollars('$45')).toBe(4500);
    expect(parseDollars('US$ 45.50')).toBe(4550);
    expect(parseDollars('45 USD')).toBe(4500);
    expect(parseDollars('1,250.50')).toBe(125050);
    expect(parseDollars('1,250')).toBe(125000);
    expect(parseDollars('12,500,000')).toBe(1250000000);
  });

  it('reads a comma as the decimal mark when it can only be one', () => {
    expect(parseDollars('12,5')).toBe(1250);
    expect(parseDollars('12,50')).toBe(1250);
  });

  it('answers null for blank and NaN for what is not a price', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('   ')).toBeNull();
    expect(parseDollars('$')).toBeNull();
    for (const bad of ['abc', '12.345', '-5', '1e3', '12,34,5', '.', '1.2.3', '٣']) expect(parseDollars(bad), bad).toBeNaN();
  });

  it('round-trips with dollarsText', () => {
    for (const minor of [1, 10, 99, 100, 1999, 2000, 125050, 5_000_000]) expect(parseDollars(dollarsText(minor))).toBe(minor);
  });
});

describe('dollarsText', () => {
  it('shows whole dollars without cents and cents with two digits', () => {
    expect(dollarsText(2000)).toBe('20');
    expect(dollarsText(1990)).toBe('19.90');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(null)).toBe('');
    expect(dollarsText(-1)).toBe('');
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers only', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber(' 14 ')).toBe(14);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNaN();
    expect(parseWholeNumber('-2')).toBeNaN();
  });
});

describe('prices in either currency', () => {
  it('reads birr with its marks, in Amharic too', () => {
    expect(readPrice('ETB 6500')).toEqual({ minor: 650_000, mark: 'ETB' });
    expect(readPrice('6,500 Br')).toEqual({ minor: 650_000, mark: 'ETB' });
    expect(readPrice('6500 birr')).toEqual({ minor: 650_000, mark: 'ETB' });
    expect(readPrice('ብር 6500.50')).toEqual({ minor: 650_050, mark: 'ETB' });
    expect(readPrice('6500')).toEqual({ minor: 650_000, mark: null });
    expect(readPrice('$85')).toEqual({ minor: 8_500, mark: 'USD' });
  });

  it('takes a price in the chosen currency and refuses one marked with the other', () => {
    expect(parsePrice('ETB 6500', 'ETB')).toBe(650_000);
    expect(parsePrice('6500', 'ETB')).toBe(650_000);
    expect(parsePrice('ETB 6500', 'USD')).toBeNaN();
    expect(parsePrice('$85', 'ETB')).toBeNaN();
    expect(parsePrice('$ 85 ETB', 'ETB')).toBeNaN();
    expect(parsePrice('', 'ETB')).toBeNull();
  });
});
