import { CURRENCIES, type CurrencyCode } from '../money/currency';

/**
 * The one rounding rule of payouts (docs/features/payouts.md): every amount is an integer of minor
 * units; a product of an amount and a fraction is rounded half away from zero, once; and whatever
 * a split leaves over goes to the last part, computed as a difference, so parts always add up to
 * the whole exactly. Arithmetic is done in BigInt so that no product of two large amounts loses a
 * cent to floating point.
 */

/** Units of each currency per 1 USD, as locked on an order at placement. */
export type LockedRates = Readonly<Record<CurrencyCode, number>>;

/** Rates are kept to 6 decimals (orders.exchange_rate is numeric(18, 6)): as integers of millionths. */
const RATE_SCALE = 1_000_000n;

function rateUnits(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError('a rate must be a positive finite number');
  return BigInt(Math.round(rate * Number(RATE_SCALE)));
}

/** round(numerator / denominator), half away from zero, for integers (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/** amount × part / whole, rounded half away from zero (whole > 0). */
export function proportion(amount: number, part: number, whole: number): number {
  return Number(divideRounded(BigInt(amount) * BigInt(part), BigInt(whole)));
}

/** Converts minor units between two currencies at locked rates (per 1 USD), rounding once. */
export function convertMinor(amountMinor: number, from: CurrencyCode, to: CurrencyCode, rates: LockedRates): number {
  assertMinor(amountMinor);
  if (from === to) return amountMinor;
  return Number(divideRounded(BigInt(amountMinor) * rateUnits(rates[to]), rateUnits(rates[from])));
}

/**
 * Shares `total` minor units out in proportion to `weights` (largest remainder: each part is the
 * floor of its share, the leftover units go to the largest remainders, ties to the earlier part).
 * The parts add up to `total` exactly. All weights zero: everything goes to the first part.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinor(total);
  if (total < 0) return allocate(-total, weights).map((p) => -p);
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError('weights must be non-negative integers');
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = BigInt(total);
  const floors = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % sum }));
  let left = big - floors.reduce((s, f) => s + f, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

export function assertMinor(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError('amounts are integers of minor units');
}

/** The rates an order locked; currencies it did not record fall back to the built-in table (never for the charge currency). */
export function ratesWithFallback(known: Partial<Record<CurrencyCode, number>>): LockedRates {
  const out = {} as Record<CurrencyCode, number>;
  for (const code of Object.keys(CURRENCIES) as CurrencyCode[]) {
    const rate = known[code];
    out[code] = rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : CURRENCIES[code].fallbackRate;
  }
  out.USD = 1;
  return out;
}
