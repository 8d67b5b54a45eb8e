/**
 * The Ethiopian calendar (Amete Mihret era), as Intl's `ethiopic` calendar counts it: twelve
 * months of 30 days and Pagume of 5 days (6 in the year before a year divisible by four, i.e.
 * when year % 4 === 3). Pages format dates while hydrating, where building an Intl formatter
 * costs milliseconds, so this is arithmetic on day numbers; the tests hold it against Intl.
 */

/** Julian day number of 1 Meskerem 1 (Amete Mihret), 29 August 8 in the Julian calendar. */
const ETHIOPIC_EPOCH_JDN = 1724221;
/** Julian day number of 1970-01-01, the Unix epoch. */
const UNIX_EPOCH_JDN = 2440588;
const DAY_MS = 86_400_000;

/** Month names as Intl's `am-ET` writes them (`month: 'long'`), Meskerem first, Pagume last. */
export const ETHIOPIAN_MONTHS_AM = ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ታኅሣሥ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜን'] as const;

export interface EthiopianDate {
  year: number;
  /** 1..13 (13 is Pagume). */
  month: number;
  day: number;
}

export function isEthiopianLeapYear(year: number): boolean {
  return ((year % 4) + 4) % 4 === 3;
}

export function ethiopianMonthLength(year: number, month: number): number {
  if (month < 13) return 30;
  return isEthiopianLeapYear(year) ? 6 : 5;
}

/** YYYY-MM-DD → days since 1970-01-01 (a civil day, no time zone). */
export function isoDayNumber(iso: string): number {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** Days since 1970-01-01 → YYYY-MM-DD. */
export function isoFromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function ethiopianFromDayNumber(dayNumber: number): EthiopianDate {
  // Counted from a year 0 that starts 365 days before the epoch, so each four-year cycle ends
  // with its long year (year % 4 === 3 is the year whose Pagume has 6 days).
  const fromStart = dayNumber + UNIX_EPOCH_JDN - (ETHIOPIC_EPOCH_JDN - 365);
  const cycle = Math.floor(fromStart / 1461);
  const r = fromStart - cycle * 1461;
  const dayOfYear = (r % 365) + 365 * Math.floor(r / 1460);
  const year = 4 * cycle + Math.floor(r / 365) - Math.floor(r / 1460);
  return { year, month: Math.floor(dayOfYear / 30) + 1, day: (dayOfYear % 30) + 1 };
}

export function dayNumberFromEthiopian(date: EthiopianDate): number {
  const { year, month, day } = date;
  const jdn = ETHIOPIC_EPOCH_JDN + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  return jdn - UNIX_EPOCH_JDN;
}

/** Gregorian YYYY-MM-DD → Ethiopian date. */
export function toEthiopian(iso: string): EthiopianDate {
  return ethiopianFromDayNumber(isoDayNumber(iso));
}

/** Ethiopian date → Gregorian YYYY-MM-DD. Throws on a day the month does not have. */
export function fromEthiopian(date: EthiopianDate): string {
  if (!Number.isInteger(date.month) || date.month < 1 || date.month > 13) throw new RangeError('month must be 1..13');
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > ethiopianMonthLength(date.year, date.month)) throw new RangeError('no such day in that month');
  return isoFromDayNumber(dayNumberFromEthiopian(date));
}

/** "ጥር 11", as `Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { month: 'long', day: 'numeric' })` writes it. */
export function formatEthiopianMonthDay(iso: string): string {
  const e = toEthiopian(iso);
  return `${ETHIOPIAN_MONTHS_AM[e.month - 1]} ${e.day}`;
}

/** "11 ጥር 2018", as Intl writes `{ day: 'numeric', month: 'long', year: 'numeric' }` in `am-ET-u-ca-ethiopic`. */
export function formatEthiopianLong(iso: string): string {
  const e = toEthiopian(iso);
  return `${e.day} ${ETHIOPIAN_MONTHS_AM[e.month - 1]} ${e.year}`;
}
