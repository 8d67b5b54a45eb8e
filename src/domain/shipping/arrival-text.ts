import { formatEthiopianMonthDay, isoDayNumber } from './ethiopian-calendar';

/**
 * How an arrival date reads (issue 40): English readers see Gregorian dates ("Mon 19 Jan"),
 * Amharic readers the Ethiopian calendar ("ጥር 11"). Written from fixed tables rather than
 * Intl.DateTimeFormat so the server's HTML and the hydrating page produce the same text without
 * building formatters during hydration; the tests check both against Intl.
 */

export type ArrivalLang = 'en' | 'am-ET';

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An Addis Ababa date (YYYY-MM-DD) as the reader's calendar writes it. */
export function formatArrivalDay(iso: string, lang: ArrivalLang): string {
  if (lang === 'am-ET') return formatEthiopianMonthDay(iso);
  // 1970-01-01 (day 0) was a Thursday.
  const weekday = WEEKDAYS_EN[(((isoDayNumber(iso) + 4) % 7) + 7) % 7];
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${weekday} ${day} ${MONTHS_EN[month - 1]}`;
}

/** Both ends of a window; one date when they fall on the same day. */
export function formatArrivalWindow(window: { earliest: string; latest: string }, lang: ArrivalLang): { from: string; to: string; sameDay: boolean } {
  const from = formatArrivalDay(window.earliest, lang);
  const to = formatArrivalDay(window.latest, lang);
  return { from, to, sameDay: window.earliest === window.latest };
}

/**
 * A date written to stay on one line ("Fri 11 Dec" never breaks before "Dec" on a phone): its
 * spaces become no-break spaces. Only the dates: the sentence around them still wraps.
 */
export function unbrokenDay(day: string): string {
  return day.replace(/ /g, '\u00a0');
}
