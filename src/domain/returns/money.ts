import { allocate } from '../payouts/money-split';

/**
 * The money of returns, in integer minor units of the currency the shopper was charged (issue 39):
 * a line's share of the charge, the alteration cap, and what a further refund may still be.
 */

/**
 * Each line's share of what was charged: the charge shared over the lines' goods and the shipping
 * by their USD amounts (the ledger's own split, so a line's refund and its ledger entries agree).
 * Shipping is not a line's and is never refunded by a return.
 */
export function lineChargeShares(chargeMinor: number, linesUsdMinor: readonly number[], shippingUsdMinor: number): number[] {
  if (linesUsdMinor.length === 0) return [];
  const parts = allocate(chargeMinor, [...linesUsdMinor, shippingUsdMinor]);
  return parts.slice(0, linesUsdMinor.length);
}

/** The most the shop reimburses for an alteration: the cap's share of the line, rounded down. */
export function alterationCapMinor(lineChargedMinor: number, capBp: number): number {
  if (lineChargedMinor <= 0 || capBp <= 0) return 0;
  return Math.floor((lineChargedMinor * capBp) / 10_000);
}

export type RefundRefusal = 'REFUND_AMOUNT_INVALID' | 'REFUND_ABOVE_PAID' | 'LINE_ALREADY_REFUNDED';

/**
 * Whether `amountMinor` may be refunded on a line of which `alreadyRefundedMinor` went back
 * before, out of `lineChargedMinor` paid for it: a positive whole amount, never above what is
 * left of the line (so never above what was paid), and nothing on a line already refunded in full.
 */
export function refundRefusal(amountMinor: number, lineChargedMinor: number, alreadyRefundedMinor: number): RefundRefusal | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 'REFUND_AMOUNT_INVALID';
  const left = Math.max(0, lineChargedMinor - alreadyRefundedMinor);
  if (left === 0) return 'LINE_ALREADY_REFUNDED';
  if (amountMinor > left) return 'REFUND_ABOVE_PAID';
  return null;
}

/** The amount a full refund of the line gives now: what is left of it. */
export function remainingOfLine(lineChargedMinor: number, alreadyRefundedMinor: number): number {
  return Math.max(0, lineChargedMinor - alreadyRefundedMinor);
}

/** The reimbursement of a tailor's receipt: the receipt's amount, never above the cap nor what is left of the line. */
export function reimbursementMinor(receiptMinor: number, capMinor: number, leftOfLineMinor: number): number {
  return Math.max(0, Math.min(receiptMinor, capMinor, leftOfLineMinor));
}
