import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';
import { isHoliday } from './holidays';
import { addisDay, addWorkingDays, isWorkingDay, workingDaysBetween } from './working-days';

const anyDay = fc.integer({ min: isoDayNumber('2024-01-01'), max: isoDayNumber('2030-12-31') }).map(isoFromDayNumber);
const n = fc.integer({ min: 0, max: 60 });

describe('working days', () => {
  it('reads the Addis Ababa date of an instant (UTC+3)', () => {
    expect(addisDay(new Date('2026-01-18T20:59:00Z'))).toBe('2026-01-18');
    expect(addisDay(new Date('2026-01-18T21:00:00Z'))).toBe('2026-01-19');
  });

  it('skips Sundays and holidays: Friday 16 January 2026 + 1 is Saturday, + 2 is Tuesday (Timket on Monday)', () => {
    expect(addWorkingDays('2026-01-16', 1)).toBe('2026-01-17');
    expect(addWorkingDays('2026-01-16', 2)).toBe('2026-01-20');
    expect(addWorkingDays('2026-01-16', 0)).toBe('2026-01-16');
  });

  it('lands on a working day, after the start, with exactly n working days counted', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 60 }), (from, days) => {
        const to = addWorkingDays(from, days);
        expect(isWorkingDay(to)).toBe(true);
        expect(to > from).toBe(true);
        expect(workingDaysBetween(from, to)).toBe(days);
        // No Sunday or holiday is ever the answer.
        expect(new Date(`${to}T00:00:00Z`).getUTCDay()).not.toBe(0);
        expect(isHoliday(to)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('adds in steps as in one go, and more days never land earlier', () => {
    fc.assert(
      fc.property(anyDay, n, n, (from, a, b) => {
        expect(addWorkingDays(addWorkingDays(from, a), b)).toBe(addWorkingDays(from, a + b));
        expect(addWorkingDays(from, a + b) >= addWorkingDays(from, a)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('spends at most as many calendar days as working days plus Sundays and holidays passed', () => {
    fc.assert(
      fc.property(anyDay, n, (from, days) => {
        const to = addWorkingDays(from, days);
        let skipped = 0;
        for (let d = isoDayNumber(from) + 1; d <= isoDayNumber(to); d += 1) if (!isWorkingDay(isoFromDayNumber(d))) skipped += 1;
        expect(isoDayNumber(to) - isoDayNumber(from)).toBe(days + skipped);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-01-16', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-16', 1.5)).toThrow(RangeError);
  });
});
