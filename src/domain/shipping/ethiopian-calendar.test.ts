import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ethiopianFromDayNumber,
  ethiopianMonthLength,
  formatEthiopianLong,
  formatEthiopianMonthDay,
  fromEthiopian,
  isoDayNumber,
  isoFromDayNumber,
  toEthiopian,
} from './ethiopian-calendar';

const monthDay = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const numeric = new Intl.DateTimeFormat('en-u-ca-ethiopic', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });

// 1900-01-01 … 2199-12-31 as day numbers: well inside the Amete Mihret era Intl writes.
const FIRST = isoDayNumber('1900-01-01');
const LAST = isoDayNumber('2199-12-31');
const anyDay = fc.integer({ min: FIRST, max: LAST }).map(isoFromDayNumber);

function intlParts(iso: string): { year: number; month: number; day: number } {
  const parts = numeric.formatToParts(new Date(`${iso}T00:00:00Z`));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

describe('Ethiopian calendar', () => {
  it('knows the examples: 19 January 2026 is ጥር 11, new year 2016 fell on 12 September 2023', () => {
    expect(formatEthiopianMonthDay('2026-01-19')).toBe('ጥር 11');
    expect(toEthiopian('2023-09-12')).toEqual({ year: 2016, month: 1, day: 1 });
    expect(toEthiopian('2023-09-11')).toEqual({ year: 2015, month: 13, day: 6 });
    expect(toEthiopian('2025-09-11')).toEqual({ year: 2018, month: 1, day: 1 });
    expect(formatEthiopianLong('2026-01-19')).toBe('11 ጥር 2018');
  });

  it('agrees with Intl on year, month and day for thousands of dates', () => {
    fc.assert(
      fc.property(anyDay, (iso) => {
        expect(toEthiopian(iso)).toEqual(intlParts(iso));
      }),
      { numRuns: 5000 },
    );
  });

  it('formats month and day exactly as Intl am-ET-u-ca-ethiopic does', () => {
    fc.assert(
      fc.property(anyDay, (iso) => {
        const at = new Date(`${iso}T00:00:00Z`);
        expect(formatEthiopianMonthDay(iso)).toBe(monthDay.format(at));
        expect(formatEthiopianLong(iso)).toBe(long.format(at));
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips Gregorian → Ethiopian → Gregorian', () => {
    fc.assert(
      fc.property(anyDay, (iso) => {
        expect(fromEthiopian(toEthiopian(iso))).toBe(iso);
      }),
      { numRuns: 3000 },
    );
  });

  it('walks day by day: the next day is the next Ethiopian day, with Pagume of 5 or 6 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST - 1 }), (n) => {
        const a = ethiopianFromDayNumber(n);
        const b = ethiopianFromDayNumber(n + 1);
        if (a.day < ethiopianMonthLength(a.year, a.month)) expect(b).toEqual({ ...a, day: a.day + 1 });
        else if (a.month < 13) expect(b).toEqual({ year: a.year, month: a.month + 1, day: 1 });
        else expect(b).toEqual({ year: a.year + 1, month: 1, day: 1 });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses days a month does not have', () => {
    expect(() => fromEthiopian({ year: 2016, month: 13, day: 6 })).toThrow(RangeError);
    expect(fromEthiopian({ year: 2015, month: 13, day: 6 })).toBe('2023-09-11');
    expect(() => fromEthiopian({ year: 2016, month: 14, day: 1 })).toThrow(RangeError);
    expect(() => fromEthiopian({ year: 2016, month: 1, day: 31 })).toThrow(RangeError);
  });
});
