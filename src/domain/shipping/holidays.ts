import { fromEthiopian, isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';

/**
 * Ethiopia's public holidays (Proclamation 29/1996 and its amendments), as data per Gregorian year.
 * Fixed feasts are dates (Gregorian where the law keeps them on one, Ethiopian where they follow
 * the Ethiopian calendar); Siklet and Fasika follow the Orthodox Easter (Julian computus); the
 * three Muslim feasts follow the moon and are a table (docs/features/shipping.md names sources).
 */

export type HolidayId =
  | 'genna'
  | 'timket'
  | 'adwa'
  | 'labour-day'
  | 'patriots-victory'
  | 'derg-downfall'
  | 'enkutatash'
  | 'meskel'
  | 'siklet'
  | 'fasika'
  | 'eid-al-fitr'
  | 'eid-al-adha'
  | 'mawlid';

export interface Holiday {
  id: HolidayId;
  /** YYYY-MM-DD, Gregorian. */
  date: string;
}

/**
 * The lunar feasts as the Umm al-Qura calendar gives them (1 Shawwal, 10 Dhu al-Hijjah, 12 Rabi'
 * al-Awwal). Ethiopia's Islamic Affairs Supreme Council announces each on the sighting of the
 * moon, which can move it by a day: a day's error here moves an estimate by a day, no more.
 */
export const LUNAR_HOLIDAYS: Readonly<Record<number, ReadonlyArray<{ id: 'eid-al-fitr' | 'eid-al-adha' | 'mawlid'; date: string }>>> = {
  2025: [{ id: 'eid-al-fitr', date: '2025-03-30' }, { id: 'eid-al-adha', date: '2025-06-06' }, { id: 'mawlid', date: '2025-09-04' }],
  2026: [{ id: 'eid-al-fitr', date: '2026-03-20' }, { id: 'eid-al-adha', date: '2026-05-27' }, { id: 'mawlid', date: '2026-08-25' }],
  2027: [{ id: 'eid-al-fitr', date: '2027-03-09' }, { id: 'eid-al-adha', date: '2027-05-16' }, { id: 'mawlid', date: '2027-08-14' }],
  2028: [{ id: 'eid-al-fitr', date: '2028-02-26' }, { id: 'eid-al-adha', date: '2028-05-05' }, { id: 'mawlid', date: '2028-08-03' }],
  2029: [{ id: 'eid-al-fitr', date: '2029-02-14' }, { id: 'eid-al-adha', date: '2029-04-24' }, { id: 'mawlid', date: '2029-07-24' }],
  2030: [{ id: 'eid-al-fitr', date: '2030-02-04' }, { id: 'eid-al-adha', date: '2030-04-13' }, { id: 'mawlid', date: '2030-07-13' }],
};

/** The Orthodox (Julian-computus) Easter Sunday of a Gregorian year, as YYYY-MM-DD Gregorian. */
export function orthodoxEaster(year: number): string {
  // Meeus, Astronomical Algorithms, ch. 8 (Julian calendar Easter).
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // Julian → Gregorian: the calendars drift apart by a day in each century year not divisible by 400.
  const drift = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return isoFromDayNumber(isoDayNumber(`${year}-${pad(month)}-${pad(day)}`) + drift);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Ethiopian year whose Meskerem falls in September of Gregorian `year`. */
function ethiopianYearStartingIn(year: number): number {
  return year - 7;
}

/**
 * Every public holiday whose date falls in Gregorian `year`, sorted by date. The lunar feasts are
 * included only for the years of the table (2025–2030); other years have the rest.
 */
export function holidaysOfYear(year: number): Holiday[] {
  const easter = orthodoxEaster(year);
  const days: Holiday[] = [
    // Genna is Tahsas 29, or Tahsas 28 after a 6-day Pagume: 7 January in both cases.
    { id: 'genna', date: `${year}-01-07` },
    // Timket is Tir 11: 19 January, or 20 January after a 6-day Pagume.
    { id: 'timket', date: fromEthiopian({ year: ethiopianYearStartingIn(year) - 1, month: 5, day: 11 }) },
    { id: 'adwa', date: `${year}-03-02` },
    { id: 'siklet', date: isoFromDayNumber(isoDayNumber(easter) - 2) },
    { id: 'fasika', date: easter },
    { id: 'labour-day', date: `${year}-05-01` },
    { id: 'patriots-victory', date: `${year}-05-05` },
    { id: 'derg-downfall', date: `${year}-05-28` },
    { id: 'enkutatash', date: fromEthiopian({ year: ethiopianYearStartingIn(year), month: 1, day: 1 }) },
    { id: 'meskel', date: fromEthiopian({ year: ethiopianYearStartingIn(year), month: 1, day: 17 }) },
    ...(LUNAR_HOLIDAYS[year] ?? []),
  ];
  return days.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Whether a YYYY-MM-DD is a public holiday in Ethiopia (sets built once per year). */
export function isHoliday(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  let set = byYear.get(year);
  if (!set) {
    set = new Set(holidaysOfYear(year).map((h) => h.date));
    byYear.set(year, set);
  }
  return set.has(iso);
}
