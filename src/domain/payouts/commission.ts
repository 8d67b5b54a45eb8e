import type { CurrencyCode } from '../money/currency';
import { assertMinor, convertMinor, divideRounded, type LockedRates } from './money-split';

/** Rates are basis points: 1200 = 12 %. */
export const DEFAULT_PLATFORM_RATE_BP = 1200;
export const MAX_RATE_BP = 10_000;
/** The currency the per-line minimum and maximum are set in (the shop's home currency). */
export const COMMISSION_LIMIT_CURRENCY: CurrencyCode = 'ETB';

/** The commission terms in force for a line, copied onto it when the order is placed. */
export interface CommissionTerms {
  rateBp: number;
  /** Per-line floor and cap, in COMMISSION_LIMIT_CURRENCY minor units; null when not set. */
  minMinor: number | null;
  maxMinor: number | null;
}

/** The designer's own rate when an admin set one (0 included: a launch promotion), else the platform's. */
export function termsFor(platform: CommissionTerms, designerRateBp: number | null | undefined): CommissionTerms {
  return { ...platform, rateBp: designerRateBp ?? platform.rateBp };
}

/** A line's goods: unit price × quantity less any discount on the line, never shipping; never below zero. */
export function lineGoodsMinor(unitPriceMinor: number, quantity: number, discountMinor = 0): number {
  assertMinor(unitPriceMinor);
  assertMinor(discountMinor);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError('quantity must be a positive integer');
  return Math.max(0, unitPriceMinor * quantity - discountMinor);
}

/**
 * The shop's commission on a line's goods, in the currency the goods were charged in: the rate
 * rounded half away from zero, then raised to the minimum and lowered to the maximum (both
 * converted at the order's locked rates), never more than the goods. A rate of 0 takes nothing:
 * the minimum does not apply to a promotion.
 */
export function lineCommission(goodsMinor: number, currency: CurrencyCode, terms: CommissionTerms, rates: LockedRates): number {
  assertMinor(goodsMinor);
  if (goodsMinor <= 0 || terms.rateBp <= 0) return 0;
  let commission = Number(divideRounded(BigInt(goodsMinor) * BigInt(terms.rateBp), BigInt(MAX_RATE_BP)));
  if (terms.minMinor !== null) commission = Math.max(commission, convertMinor(terms.minMinor, COMMISSION_LIMIT_CURRENCY, currency, rates));
  if (terms.maxMinor !== null) commission = Math.min(commission, convertMinor(terms.maxMinor, COMMISSION_LIMIT_CURRENCY, currency, rates));
  return Math.min(goodsMinor, Math.max(0, commission));
}
