import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';
import { isHoliday } from './holidays';

/**
 * Working days as Addis Ababa counts them: every day but Sunday and the public holidays.
 * Saturday is a working day (workshops and couriers work it). Days are civil dates in Addis
 * Ababa (UTC+3 all year, no daylight saving), written YYYY-MM-DD.
 */

const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Longest stretch counted (a year of production plus transit): a guard, not a rule. */
const MAX_DAYS = 1000;

/** The Addis Ababa date of an instant. */
export function addisDay(at: Date): string {
  return new Date(at.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(iso: string): boolean {
  // 1970-01-01 was a Thursday: day number 3 (mod 7) is a Sunday.
  const weekday = (((isoDayNumber(iso) + 4) % 7) + 7) % 7;
  return weekday !== 0 && !isHoliday(iso);
}

/*
 * The answer per day number, remembered: a quote counts up to a few hundred days per parcel, and
 * writing each as YYYY-MM-DD to ask isWorkingDay was most of a quote's own time (issue 40's bench).
 * Days asked are near today, so the memo stays small; it is emptied should it ever grow large.
 */
const MEMO_LIMIT = 20_000;
const workingByDay = new Map<number, boolean>();

function isWorkingDayNumber(day: number): boolean {
  let working = workingByDay.get(day);
  if (working === undefined) {
    if (workingByDay.size >= MEMO_LIMIT) workingByDay.clear();
    working = isWorkingDay(isoFromDayNumber(day));
    workingByDay.set(day, working);
  }
  return working;
}

/**
 * The day `n` working days after `from` (the start day itself never counts; n = 0 answers `from`).
 */
export function addWorkingDays(from: string, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_DAYS) throw new RangeError('n must be a whole number of days from 0 to 1000');
  let day = isoDayNumber(from);
  let left = n;
  while (left > 0) {
    day += 1;
    if (isWorkingDayNumber(day)) left -= 1;
  }
  return isoFromDayNumber(day);
}

/** Working days strictly after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = isoDayNumber(from) + 1; day <= isoDayNumber(to); day += 1) if (isWorkingDayNumber(day)) count += 1;
  return count;
}
