import { DEFAULT_PLATFORM_RATE_BP } from './commission';
import { DEFAULT_HOLD_DAYS } from './ledger';

export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'monthly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** The currencies a designer may be paid in: birr in Ethiopia; dollars for a diaspora designer paid by hand. */
export const PAYOUT_CURRENCIES = ['ETB', 'USD'] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];
export const DEFAULT_PAYOUT_CURRENCY: PayoutCurrency = 'ETB';

/** The shop's commission and payout settings (one row, admins change it). Limits and minimum are ETB minor units. */
export interface CommissionSettings {
  platformRateBp: number;
  lineMinMinor: number | null;
  lineMaxMinor: number | null;
  holdDays: number;
  payoutMinimumMinor: number;
  payoutSchedule: PayoutSchedule;
  /** For a weekly schedule: 1 = Monday … 7 = Sunday (ISO). */
  payoutWeekday: number;
  /** Days payouts wait after a payout account is added or changed (the guard against a stolen account redirecting money). */
  accountHoldDays: number;
  /** Whether payment providers' fees are passed on to designers; false: the shop bears them (the designer terms say which). */
  feesPassedOn: boolean;
}

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = {
  platformRateBp: DEFAULT_PLATFORM_RATE_BP,
  lineMinMinor: null,
  lineMaxMinor: null,
  holdDays: DEFAULT_HOLD_DAYS,
  payoutMinimumMinor: 50_000,
  payoutSchedule: 'weekly',
  payoutWeekday: 1,
  accountHoldDays: 5,
  feesPassedOn: false,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next payout day (00:00 UTC) strictly after `now`'s day, by the schedule. */
export function nextPayoutDate(settings: Pick<CommissionSettings, 'payoutSchedule' | 'payoutWeekday'>, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (settings.payoutSchedule === 'daily') return new Date(today + DAY_MS);
  if (settings.payoutSchedule === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const isoToday = ((now.getUTCDay() + 6) % 7) + 1;
  const ahead = ((settings.payoutWeekday - isoToday + 7) % 7) || 7;
  return new Date(today + ahead * DAY_MS);
}
