import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArrivalDay, formatArrivalWindow, unbrokenDay } from './arrival-text';

const isoDate = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('arrival dates as each reader writes them', () => {
  it('English: the Gregorian weekday, day and month Intl writes', () => {
    // en-US parts: en-GB's ICU now abbreviates September as "Sept"; the shop writes the three letters.
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    fc.assert(
      fc.property(isoDate, (iso) => {
        const part = (type: string) => intl.formatToParts(noon(iso)).find((p) => p.type === type)?.value;
        expect(formatArrivalDay(iso, 'en')).toBe(`${part('weekday')} ${part('day')} ${part('month')}`);
      }),
    );
  });

  it('Amharic: the Ethiopian month and day Intl writes in the ethiopic calendar', () => {
    const intl = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(formatArrivalDay(iso, 'am-ET')).toBe(intl.format(noon(iso)));
      }),
    );
  });

  it('the examples of the issue', () => {
    expect(formatArrivalDay('2027-01-19', 'am-ET')).toBe('ጥር 11');
    expect(formatArrivalDay('2027-01-19', 'en')).toBe('Tue 19 Jan');
    expect(formatArrivalWindow({ earliest: '2027-01-19', latest: '2027-01-19' }, 'en')).toEqual({ from: 'Tue 19 Jan', to: 'Tue 19 Jan', sameDay: true });
    expect(formatArrivalWindow({ earliest: '2026-09-11', latest: '2026-09-14' }, 'am-ET')).toEqual({ from: 'መስከረም 1', to: 'መስከረም 4', sameDay: false });
  });
});

describe('unbrokenDay', () => {
  it('keeps any written date on one line and otherwise unchanged', () => {
    expect(unbrokenDay('Fri 11 Dec')).toBe('Fri\u00a011\u00a0Dec');
    fc.assert(
      fc.property(isoDate, fc.constantFrom('en' as const, 'am-ET' as const), (iso, lang) => {
        const day = formatArrivalDay(iso, lang);
        const kept = unbrokenDay(day);
        expect(kept).not.toMatch(/ /);
        expect(kept.replace(/\u00a0/g, ' ')).toBe(day);
      }),
    );
  });
});
