import { CURRENCIES, MINOR_PER_MAJOR, convertFromUsd, formatMoney, formatWholeMoney, type CurrencyCode } from './currency';

/*
 * The server decides free shipping in USD: a designer's parcel ships free when its goods come to
 * more than its zone's threshold (domain/shipping quoteParcels; a zone may have none). A shopper
 * reading birr should not see 'over 9,037.50 Br': the threshold they read is rounded UP to a friendly number, never down,
 * so 'free over D' never promises free shipping to a cart the server charges. A cart between
 * the real threshold and D ships free anyway, a pleasant surprise rather than a broken promise.
 */

/** The rounded threshold is at most this share above the real one (the step is the largest that fits). */
const MAX_OVERSHOOT = 0.02;

/**
 * Rounds an amount (minor units) up to a round number: a step of 1 or 5 times a power of ten
 * major units, the largest no more than 2 % of the amount, at least one major unit.
 * 9,037.50 Br → 9,100 Br; 275.25 AED → 280; 59.25 £ → 60; $75 stays $75.
 */
export function friendlyCeilMinor(minor: number): number {
  if (!Number.isFinite(minor) || minor < 0) throw new RangeError('friendlyCeilMinor needs a finite amount of at least 0');
  if (minor === 0) return 0;
  const limit = (minor / MINOR_PER_MAJOR) * MAX_OVERSHOOT;
  let step = 1;
  for (let power = 1; power <= limit; power *= 10) {
    if (power * 5 <= limit) step = power * 5;
    else step = power;
  }
  const stepMinor = step * MINOR_PER_MAJOR;
  // A product of floats (75 × a rate) may land a hair above a round number it means to be.
  return Math.max(1, Math.ceil(minor / stepMinor - 1e-9)) * stepMinor;
}

/** Minor units the shopper's currency shows as its smallest step (ETB shows whole birr: 100). */
export function displayUnitMinor(currency: CurrencyCode): number {
  return 10 ** (2 - CURRENCIES[currency].displayDecimals);
}

function assertRate(rate: number): void {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError('needs a finite, positive rate');
}

function assertThreshold(thresholdUsdMinor: number): void {
  if (!Number.isSafeInteger(thresholdUsdMinor) || thresholdUsdMinor < 0) throw new RangeError('needs a threshold of whole minor units, at least 0');
}

/**
 * 'Free shipping over …' for a zone's threshold `thresholdUsdMinor`, in the shopper's currency at `rate`
 * (units per 1 USD), in that currency's minor units: converted exactly, then rounded up by
 * friendlyCeilMinor (every built-in currency counts 100 minor units to the major one).
 */
export function freeShippingThresholdMinor(thresholdUsdMinor: number, rate: number): number {
  assertRate(rate);
  assertThreshold(thresholdUsdMinor);
  return friendlyCeilMinor(thresholdUsdMinor * rate);
}

/**
 * 'Add … more for free shipping' for a parcel whose goods come to `goodsUsdMinor`, going to a
 * zone that ships free over `thresholdUsdMinor`, in `currency`'s minor units; 0 when the server
 * already ships it free (or the parcel is empty). The amount is counted against
 * the subtotal as displayed and the threshold as displayed, plus one displayed unit (the rule says
 * 'over'), so subtotal + amount reads as over the threshold; it is a whole number of displayed
 * units, so what is shown is exactly what is meant.
 */
export function freeShippingShortfallMinor(goodsUsdMinor: number, thresholdUsdMinor: number, currency: CurrencyCode, rate: number): number {
  assertRate(rate);
  assertThreshold(thresholdUsdMinor);
  if (goodsUsdMinor <= 0 || goodsUsdMinor > thresholdUsdMinor) return 0;
  const unit = displayUnitMinor(currency);
  const shownGoods = Math.round(convertFromUsd(goodsUsdMinor, rate) / unit) * unit;
  return Math.max(unit, freeShippingThresholdMinor(thresholdUsdMinor, rate) + unit - shownGoods);
}

/**
 * A round amount without its empty cents ('$75', not '$75.00'), as prices are said in a sentence;
 * an amount with cents keeps them. Same currency display as formatMoney.
 */
export function formatRoundMoney(minor: number, currency: CurrencyCode, locale = 'en'): string {
  return minor % MINOR_PER_MAJOR === 0 ? formatWholeMoney(minor, currency, locale) : formatMoney(minor, currency, locale);
}
