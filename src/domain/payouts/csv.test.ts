import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, decimalOf } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('Habesha kemis')).toBe('Habesha kemis');
    expect(csvField('Kemis, white')).toBe('"Kemis, white"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe('-5');
    expect(csvField('-1+1')).toBe("'-1+1");
  });
  it('writes amounts as decimals and rows with CRLF', () => {
    expect(decimalOf(-123_450)).toBe('-1234.50');
    expect(decimalOf(5)).toBe('0.05');
    expect(csvDocument(['a', 'b'], [[decimalOf(100), null]])).toBe('a,b\r\n1.00,\r\n');
  });
});
