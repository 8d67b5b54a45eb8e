/** Rate freshness rules: fresh up to 1 hour, stale over 1 hour, very_stale over 12 hours. */
export type RateFreshness = 'fresh' | 'stale' | 'very_stale';

const HOUR_MS = 60 * 60 * 1000;

export function rateFreshness(updatedAt: Date, now: Date = new Date()): RateFreshness {
  const age = now.getTime() - updatedAt.getTime();
  if (age > 12 * HOUR_MS) return 'very_stale';
  if (age > HOUR_MS) return 'stale';
  return 'fresh';
}

export const RATE_REFRESH_INTERVAL_MS = HOUR_MS;
export const RATE_FRESHNESS_CHECK_MS = 5 * 60 * 1000;

/**
 * docs/requirements/shop.md §4: warn when the rates are very stale or the last load failed. A shopper paying in
 * USD, the catalogue's own currency, is never affected by a rate.
 */
export function shouldWarnAboutRates(currency: string, freshness: RateFreshness | undefined, loadFailed: boolean): boolean {
  if (currency === 'USD') return false;
  return loadFailed || freshness === 'very_stale';
}
