/**
 * Statement months are UTC months written YYYY-MM (the server's `monthSchema`): this month, the
 * ones before it, and no month before the shop's first.
 */
export const FIRST_MONTH = '2024-01';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months from `month` (−1: the one before). */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month an address asks for, kept between the shop's first month and this one. */
export function statementMonth(requested: string | null, now: Date): string {
  const current = monthOf(now);
  if (!isMonth(requested) || requested > current) return current;
  return requested < FIRST_MONTH ? FIRST_MONTH : requested;
}

/** The year and the month's number (1–12), for a label written with the calendar texts. */
export function monthParts(month: string): { year: number; month: number } {
  const m = MONTH.exec(month);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : { year: 0, month: 1 };
}

/** Pages of a list of `total` entries, `pageSize` a page; one page when empty. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
