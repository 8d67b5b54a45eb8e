import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyDays, readyWindow } from '../shipping/parcels';
import { addisDay } from '../shipping/working-days';
import { readyByDate } from './ready-by';

describe('readyByDate', () => {
  it('gives made-to-measure garments their production days in working days, as the checkout counts them', () => {
    // Fri 27 Nov 2026 + 14 working days: Sundays 29 Nov, 6 and 13 Dec skipped.
    expect(readyByDate(new Date('2026-11-27T10:00:00Z'), 'made_to_measure', 14)).toBe('2026-12-14');
    // Wed 30 Dec 2026 + 5: Sun 3 Jan skipped, Thu 7 Jan (Genna) a holiday.
    expect(readyByDate(new Date('2026-12-30T08:00:00Z'), 'made_to_measure', 5)).toBe('2027-01-05');
    expect(readyByDate(new Date('2026-12-30T08:00:00Z'), 'made_to_measure', 7)).toBe('2027-01-08');
  });

  it('for made to measure, is the latest ready day of the checkout\'s window counted from the same day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 1, max: 365 }), (ms, days) => {
        const at = new Date(ms);
        expect(readyByDate(at, 'made_to_measure', days)).toBe(readyWindow(addisDay(at), readyDays('made_to_measure', days)).latest);
      }),
    );
  });

  it('gives ready-made pieces three business days, skipping the weekend', () => {
    // Monday → Thursday; Thursday → Tuesday; Saturday → Wednesday.
    expect(readyByDate(new Date('2026-11-23T09:00:00Z'), 'ready', null)).toBe('2026-11-26');
    expect(readyByDate(new Date('2026-11-26T09:00:00Z'), 'ready', null)).toBe('2026-12-01');
    expect(readyByDate(new Date('2026-11-28T09:00:00Z'), 'ready', null)).toBe('2026-12-02');
  });

  it('counts from the day in Addis Ababa, where an evening in UTC is already tomorrow', () => {
    // 22:30 UTC on Sunday is 01:30 on Monday in Addis Ababa.
    expect(readyByDate(new Date('2026-11-22T22:30:00Z'), 'ready', null)).toBe('2026-11-26');
    expect(readyByDate(new Date('2026-11-22T22:30:00Z'), 'made_to_measure', 1)).toBe('2026-11-24');
  });

  it('treats a made-to-measure product without production days, or a product gone, as ready-made', () => {
    expect(readyByDate(new Date('2026-11-23T09:00:00Z'), 'made_to_measure', null)).toBe('2026-11-26');
    expect(readyByDate(new Date('2026-11-23T09:00:00Z'), null, null)).toBe('2026-11-26');
  });
});
