import { nextPayoutDate, type CommissionSettings, type PayoutCurrency } from './settings';

/**
 * The rules of a payout run, shared by the server (who is paid) and the admin screen (why someone
 * is not): pure, no I/O.
 */

/** Why a designer with money is not paid by the next run; the codes are PAYOUT_BLOCKS of api.ts. */
export type PayoutBlock = 'PAYOUT_ACCOUNT_REQUIRED' | 'PAYOUT_ON_HOLD' | 'BALANCE_BELOW_MINIMUM' | 'PAYOUT_IN_PROGRESS';

export interface PayoutCandidate {
  currency: PayoutCurrency;
  availableMinor: number;
  /** When the payout account may be paid into; null: no account. */
  accountHeldUntil: Date | null;
  /** A payout of theirs is still with the provider. */
  processing: boolean;
}

/**
 * Why this designer is not paid now, or null when they are. In order: a payout still under way (it
 * already took the balance), no account, an account still on hold, then the minimum. The minimum
 * is in birr (the settings' payoutMinimumMinor); a designer paid in dollars is paid by hand, so any
 * positive balance of theirs is due.
 */
export function payoutBlock(candidate: PayoutCandidate, minimumEtbMinor: number, now: Date): PayoutBlock | null {
  if (candidate.processing) return 'PAYOUT_IN_PROGRESS';
  if (!candidate.accountHeldUntil) return 'PAYOUT_ACCOUNT_REQUIRED';
  if (candidate.accountHeldUntil.getTime() > now.getTime()) return 'PAYOUT_ON_HOLD';
  const minimum = candidate.currency === 'ETB' ? Math.max(1, minimumEtbMinor) : 1;
  if (candidate.availableMinor < minimum) return 'BALANCE_BELOW_MINIMUM';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `now`'s UTC day is a payout day of the schedule (the day nextPayoutDate named yesterday). */
export function isPayoutDay(settings: Pick<CommissionSettings, 'payoutSchedule' | 'payoutWeekday'>, now: Date): boolean {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return nextPayoutDate(settings, new Date(today - DAY_MS)).getTime() === today;
}

/** The start (00:00 UTC) of `now`'s day: a scheduled run happens at most once after it. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Our reference of a payout, sent to the provider as its idempotent transfer reference (letters, digits, dashes). */
export function payoutReference(payoutId: string): string {
  return `tbp-${payoutId.replace(/-/g, '')}`;
}

/** Ledger idempotency keys of a payout's two possible entries. */
export const payoutLedgerKey = {
  payout: (payoutId: string) => `payout:${payoutId}`,
  reversal: (payoutId: string) => `payout_reversal:${payoutId}`,
};
