import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';
import { arrivesBefore, HOLIDAY_HORIZON_DAYS, nextHoliday } from './holiday-question';
import { holidaysOfYear } from './holidays';

describe('"Need it for <holiday>?"', () => {
  it('asks about the next holiday within 90 days', () => {
    // After Genna (7 Jan 2026) the next is Timket, 19 January.
    expect(nextHoliday('2026-01-08')).toEqual({ id: 'timket', date: '2026-01-19' });
    // Across the year's end: from mid-December, Genna of the next year.
    expect(nextHoliday('2025-12-20')).toEqual({ id: 'genna', date: '2026-01-07' });
    // The day itself is not "next": on Timket the next is Adwa.
    expect(nextHoliday('2026-01-19')?.id).toBe('adwa');
  });

  it('asks nothing when the next holiday is further than the horizon', () => {
    // Mawlid 25 Aug 2026 → Enkutatash 11 Sep: from 26 Aug within 90 days is Enkutatash; a 10-day horizon finds nothing.
    expect(nextHoliday('2026-08-26', 10)).toBeNull();
    expect(nextHoliday('2026-08-26')?.id).toBe('enkutatash');
  });

  it('says in time only when the latest day is before the holiday', () => {
    const timket = { date: '2026-01-19' };
    expect(arrivesBefore('2026-01-17', timket)).toBe('in-time');
    expect(arrivesBefore('2026-01-18', timket)).toBe('in-time');
    expect(arrivesBefore('2026-01-19', timket)).toBe('too-late');
    expect(arrivesBefore('2026-02-02', timket)).toBe('too-late');
  });

  it('always answers a holiday after today within the horizon, and none is skipped (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: isoDayNumber('2025-01-01'), max: isoDayNumber('2030-10-01') }), (day) => {
        const today = isoFromDayNumber(day);
        const next = nextHoliday(today);
        const year = Number(today.slice(0, 4));
        const all = [...holidaysOfYear(year), ...holidaysOfYear(year + 1)].filter((h) => h.date > today);
        const first = all[0]!;
        if (isoDayNumber(first.date) - day <= HOLIDAY_HORIZON_DAYS) expect(next).toEqual(first);
        else expect(next).toBeNull();
      }),
    );
  });
});
