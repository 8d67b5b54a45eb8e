import { describe, expect, it } from 'vitest';
import { readyByDate } from './ready-by';

describe('readyByDate', () => {
  it('gives made-to-measure garments their production days, in calendar days', () => {
    expect(readyByDate(new Date('2026-11-27T10:00:00Z'), 'made_to_measure', 14)).toBe('2026-12-11');
    expect(readyByDate(new Date('2026-12-30T08:00:00Z'), 'made_to_measure', 5)).toBe('2027-01-04');
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
