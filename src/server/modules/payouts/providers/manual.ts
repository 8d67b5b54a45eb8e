import type { ManualPayoutChannel } from '../../../../domain/payouts/api';
import type { PayoutWallet } from '../../../../domain/payouts/payout-account';

/**
 * Payouts an admin makes outside the shop (a bank transfer from the shop's own bank, telebirr,
 * CBE Birr, or cash) and records here with their reference. Nothing is sent: the payout is
 * recorded `paid` at once. This is also how a designer paid in dollars, or at a bank Chapa does
 * not reach, is paid.
 */

/** Cash is handed over; every other channel pays into the designer's payout account, so she must have one. */
export function channelNeedsAccount(channel: ManualPayoutChannel): boolean {
  return channel !== 'cash';
}

/** The channel an account is paid through by hand: its wallet, or a bank transfer. */
export function channelOfAccount(account: { kind: string; wallet: string | null }): ManualPayoutChannel {
  if (account.kind === 'wallet') return (account.wallet as PayoutWallet | null) ?? 'bank';
  return 'bank';
}

/** A manual payout's idempotency: the same admin's same Idempotency-Key names the same payout. */
export function manualPayoutKey(actorId: string, idempotencyKey: string): string {
  return `manual:${actorId}:${idempotencyKey}`;
}
