import type { NotificationStats } from '@domain/notifications/api';

/** The periods the console's Notifications section offers, in days (the API takes 1–90). */
export const STATS_PERIODS = [1, 7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 7;

/** `?days=` as the section reads it: one of the offered periods, else the default (a hand-typed 13 is not an error). */
export function statsPeriodOf(param: string | null): StatsPeriod {
  const n = Number(param);
  return (STATS_PERIODS as readonly number[]).includes(n) ? (n as StatsPeriod) : DEFAULT_STATS_PERIOD;
}

/**
 * How a channel's delivery rate reads at a glance: 95 % and above is fine, 80 % and above wants a
 * look, below that messages are being lost; no finished delivery has no rate.
 */
export type RateTone = 'good' | 'watch' | 'bad' | 'none';
export function rateTone(rate: number | null): RateTone {
  if (rate === null) return 'none';
  if (rate >= 0.95) return 'good';
  if (rate >= 0.8) return 'watch';
  return 'bad';
}

/** Nothing sent, failed or waiting on any channel in the period (the section says so instead of three rows of zeros). */
export function nothingInPeriod(stats: NotificationStats): boolean {
  return stats.channels.every((c) => c.sent + c.failed + c.pending === 0) && stats.failures.length === 0;
}
