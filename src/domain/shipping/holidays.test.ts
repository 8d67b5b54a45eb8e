import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEthiopian } from './ethiopian-calendar';
import { holidaysOfYear, isHoliday, LUNAR_HOLIDAYS, orthodoxEaster } from './holidays';

const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('Ethiopian public holidays', () => {
  it('finds the Orthodox Easter of known years (a Sunday)', () => {
    // Published Fasika dates.
    expect(orthodoxEaster(2023)).toBe('2023-04-16');
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });

  it('puts Fasika on a Sunday between 4 April and 8 May and Siklet two days before, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2099 }), (year) => {
        const easter = orthodoxEaster(year);
        expect(weekday(easter)).toBe(0);
        expect(easter >= `${year}-04-04` && easter <= `${year}-05-08`).toBe(true);
        const days = holidaysOfYear(year);
        const siklet = days.find((h) => h.id === 'siklet');
        expect(siklet && weekday(siklet.date)).toBe(5);
      }),
    );
  });

  it('keeps the Ethiopian-calendar feasts on their Ethiopian dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2099 }), (year) => {
        const days = new Map(holidaysOfYear(year).map((h) => [h.id, h.date]));
        const timket = toEthiopian(days.get('timket') ?? '');
        expect([timket.month, timket.day]).toEqual([5, 11]);
        const enkutatash = toEthiopian(days.get('enkutatash') ?? '');
        expect([enkutatash.month, enkutatash.day]).toEqual([1, 1]);
        const meskel = toEthiopian(days.get('meskel') ?? '');
        expect([meskel.month, meskel.day]).toEqual([1, 17]);
        for (const date of days.values()) expect(date.startsWith(`${year}-`)).toBe(true);
      }),
    );
  });

  it('knows the 2026 list, lunar feasts included', () => {
    expect(holidaysOfYear(2026).map((h) => `${h.id} ${h.date}`)).toEqual([
      'genna 2026-01-07',
      'timket 2026-01-19',
      'adwa 2026-03-02',
      'eid-al-fitr 2026-03-20',
      'siklet 2026-04-10',
      'fasika 2026-04-12',
      'labour-day 2026-05-01',
      'patriots-victory 2026-05-05',
      'eid-al-adha 2026-05-27',
      'derg-downfall 2026-05-28',
      'mawlid 2026-08-25',
      'enkutatash 2026-09-11',
      'meskel 2026-09-27',
    ]);
    // After a six-day Pagume (2015 E.C.) the new year and Timket move a day later.
    expect(isHoliday('2023-09-12')).toBe(true);
    expect(isHoliday('2024-01-20')).toBe(true);
    expect(isHoliday('2024-01-19')).toBe(false);
  });

  it('has the three lunar feasts for every year of the table, in that year', () => {
    for (const [year, days] of Object.entries(LUNAR_HOLIDAYS)) {
      expect(days.map((d) => d.id).sort()).toEqual(['eid-al-adha', 'eid-al-fitr', 'mawlid']);
      for (const d of days) expect(d.date.startsWith(`${year}-`)).toBe(true);
    }
  });
});
