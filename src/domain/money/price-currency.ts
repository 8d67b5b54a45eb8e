import { CURRENCIES, convertFromUsd, type CurrencyCode } from './currency';

/**
 * The currencies a designer prices in (issue 37): her payout currency, birr in Ethiopia or US
 * dollars. Shoppers still see any of the five display currencies.
 */
export const PRICE_CURRENCIES = ['USD', 'ETB'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export function isPriceCurrency(value: unknown): value is PriceCurrency {
  return typeof value === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(value);
}

/** The highest price per currency: USD 50,000, and about the same in birr (a typo of three zeros is caught). */
export const PRICE_MAX_MINOR: Readonly<Record<PriceCurrency, number>> = { USD: 5_000_000, ETB: 600_000_000 };

/** Rates are stored as numeric(18,6): the same rate as an integer count of millionths. */
function rateMicros(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError('a rate must be a positive finite number');
  const micros = BigInt(Math.round(rate * 1_000_000));
  if (micros <= 0n) throw new RangeError('a rate must be at least 0.000001');
  return micros;
}

/** a / b rounded half away from zero, in integers (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const q = (magnitude * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/**
 * An amount in a currency (minor units) in USD cents at `rate` (units per 1 USD), rounded half
 * away from zero. Worked in integers so that it is exactly what PostgreSQL's
 * `round(price_minor / rate)` gives on the stored numeric(18,6) rate: the catalogue's USD sort key
 * (migration 0013) and this function never disagree by a cent.
 */
export function convertToUsd(minor: number, rate: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError('convertToUsd needs whole minor units');
  return Number(divideRounded(BigInt(minor) * 1_000_000n, rateMicros(rate)));
}

/** Units of a currency per 1 USD, as the caller knows them (today's table, or the order's locked rate). */
export type RateOf = (code: CurrencyCode) => number;

/** Today's rate when known and sane, else the built-in one (what every reader of the rates table does). */
export function rateOrFallback(code: CurrencyCode, rates: readonly { code: string; rate: number }[] | undefined): number {
  if (code === 'USD') return 1;
  const known = rates?.find((r) => r.code === code)?.rate;
  return typeof known === 'number' && Number.isFinite(known) && known > 0 ? known : CURRENCIES[code].fallbackRate;
}

/**
 * An amount from one currency into another. The same currency is the amount itself (a birr price
 * is charged in birr to the santim); from USD it is `convertFromUsd` (what orders have always
 * used); to USD `convertToUsd`; between two others through the two rates in one rounding.
 */
export function convertMinor(minor: number, from: CurrencyCode, to: CurrencyCode, rateOf: RateOf): number {
  if (from === to) return minor;
  if (from === 'USD') return convertFromUsd(minor, rateOf(to));
  if (to === 'USD') return convertToUsd(minor, rateOf(from));
  if (!Number.isSafeInteger(minor)) throw new RangeError('convertMinor needs whole minor units');
  const out = divideRounded(BigInt(minor) * rateMicros(rateOf(to)), rateMicros(rateOf(from)));
  // Two absurd rates (one near zero) can carry an amount past what a number holds exactly: refused, never rounded silently.
  if (out > BigInt(Number.MAX_SAFE_INTEGER) || out < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('convertMinor: the amount is beyond safe integers at these rates');
  return Number(out);
}
