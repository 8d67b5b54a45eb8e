import { isoDayNumber } from './ethiopian-calendar';
import { holidaysOfYear, type Holiday } from './holidays';

/**
 * "Need it for Timket?" (issue 40): the next Ethiopian public holiday close enough to plan for,
 * and whether a window's latest day comes before it. Only the latest day is promised, so a window
 * whose earliest day is before the holiday but latest is not answers "maybe not", never "yes".
 */

/** How far ahead a holiday is worth asking about: a season, not next year's. */
export const HOLIDAY_HORIZON_DAYS = 90;

/** The first holiday strictly after `today` and at most `horizon` days away, or null. */
export function nextHoliday(today: string, horizon = HOLIDAY_HORIZON_DAYS): Holiday | null {
  const start = isoDayNumber(today);
  const year = Number(today.slice(0, 4));
  for (const holiday of [...holidaysOfYear(year), ...holidaysOfYear(year + 1)]) {
    const days = isoDayNumber(holiday.date) - start;
    if (days > 0 && days <= horizon) return holiday;
    if (days > horizon) return null;
  }
  return null;
}

export type HolidayAnswer = 'in-time' | 'too-late';

/** In time when the parcel's latest arrival is before the holiday (arriving on the day itself is too late to wear it). */
export function arrivesBefore(latest: string, holiday: Pick<Holiday, 'date'>): HolidayAnswer {
  return latest < holiday.date ? 'in-time' : 'too-late';
}
