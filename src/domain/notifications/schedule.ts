/**
 * When a notification may go out: quiet hours in the shop's time (Addis Ababa, UTC+3 all year,
 * no daylight saving) and the retry back-off of a failed delivery.
 */

export interface QuietHours {
  /** Minutes after local midnight when quiet starts (22:00 → 1320). */
  startMinute: number;
  /** Minutes after local midnight when it ends (07:00 → 420). */
  endMinute: number;
  /** The local time's offset from UTC in minutes (Addis Ababa: +180). */
  offsetMinutes: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { startMinute: 22 * 60, endMinute: 7 * 60, offsetMinutes: 180 };

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Whether a local minute of the day falls in the quiet window (which may cross midnight). */
export function isQuiet(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): boolean {
  if (quiet.startMinute === quiet.endMinute) return false;
  const local = (((Math.floor(now.getTime() / MINUTE) + quiet.offsetMinutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return quiet.startMinute < quiet.endMinute ? local >= quiet.startMinute && local < quiet.endMinute : local >= quiet.startMinute || local < quiet.endMinute;
}

/** The first moment at or after `now` outside quiet hours (`now` itself when it is not quiet). */
export function releaseTime(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  if (!isQuiet(now, quiet)) return now;
  const localMs = now.getTime() + quiet.offsetMinutes * MINUTE;
  const dayStart = Math.floor(localMs / (DAY_MINUTES * MINUTE)) * DAY_MINUTES * MINUTE;
  let end = dayStart + quiet.endMinute * MINUTE;
  if (end <= localMs) end += DAY_MINUTES * MINUTE;
  return new Date(end - quiet.offsetMinutes * MINUTE);
}

/** How long a failed delivery is retried, counted from when the event happened. */
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE;

/** The waits after the 1st, 2nd, … failed attempt; the last repeats until the window closes. */
export const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 120, 240].map((m) => m * MINUTE);

/**
 * When to try again after `attempts` failed tries, or null when the 24 hours from `createdAt` are
 * over (the delivery is then recorded as failed for good).
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!;
  const at = now.getTime() + delay;
  return at - createdAt.getTime() > RETRY_WINDOW_MS ? null : new Date(at);
}

/**
 * How long a mail the mailer could not hand over is kept trying (issue 46): a full disk or an
 * SMTP server down over a weekend must not lose an order's confirmation, so longer than a
 * notification's day. The waits are a notification's, the last (4 h) repeating.
 */
export const MAIL_RETRY_WINDOW_MS = 3 * DAY_MINUTES * MINUTE;

/** When to try a queued mail again after `attempts` failed tries, or null when its window is over. */
export function mailRetryAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!;
  const at = now.getTime() + delay;
  return at - createdAt.getTime() > MAIL_RETRY_WINDOW_MS ? null : new Date(at);
}
