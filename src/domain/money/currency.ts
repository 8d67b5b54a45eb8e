/**
 * Currencies the shop prices in. Prices are stored in USD minor units (cents); display
 * currencies are derived with a rate per 1 USD. The built-in rates are the spec's table and
 * are only used when no fresher rate is known (api_status 'fallback').
 */
export const CURRENCY_CODES = ['USD', 'ETB', 'EUR', 'GBP', 'AED'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CurrencyInfo {
  code: CurrencyCode;
  name: string;
  symbol: string;
  flag: string;
  /** Built-in fallback: units of this currency per 1 USD. */
  fallbackRate: number;
  /** Digits after the decimal point shown to shoppers (ETB shows none). */
  displayDecimals: number;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', fallbackRate: 1, displayDecimals: 2 },
  ETB: { code: 'ETB', name: 'Ethiopian Birr', symbol: 'Br', flag: '🇪🇹', fallbackRate: 120.5, displayDecimals: 0 },
  EUR: { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', fallbackRate: 0.92, displayDecimals: 2 },
  GBP: { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', fallbackRate: 0.79, displayDecimals: 2 },
  AED: { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', flag: '🇦🇪', fallbackRate: 3.67, displayDecimals: 2 },
};

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Minor units per major unit; every supported currency has 2 (ETB has santim even if not shown). */
export const MINOR_PER_MAJOR = 100;

/**
 * Converts an amount in USD cents to the target currency's minor units, rounding half away
 * from zero so that totals stay integers.
 */
export function convertFromUsd(usdMinor: number, rate: number): number {
  if (!Number.isFinite(usdMinor) || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError('convertFromUsd needs a finite amount and a positive rate');
  }
  return Math.round(usdMinor * rate);
}

/**
 * Formats minor units for display with Intl, using the currency's display decimals (ETB: 0).
 * Amounts are rounded to the shown precision, never truncated.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale = 'en'): string {
  return moneyFormatter(currency, locale).format(minor / MINOR_PER_MAJOR);
}

/** The Intl locale prices are shown in for an interface language. */
export const moneyLocale = (language: string): string => (language === 'am-ET' ? 'am-ET' : 'en-US');

// Building an Intl.NumberFormat costs far more than using one, and a product list formats
// dozens of prices while it hydrates: one formatter per currency and language is kept.
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount rounded to whole units ("Under ETB 7,150"): for bounds and labels, not prices. */
export function formatWholeMoney(minor: number, currency: CurrencyCode, locale = 'en'): string {
  return moneyFormatter(currency, locale, 0).format(Math.round(minor / MINOR_PER_MAJOR));
}

function moneyFormatter(currency: CurrencyCode, locale: string, decimals: number = CURRENCIES[currency].displayDecimals): Intl.NumberFormat {
  const id = `${currency}|${locale}|${decimals}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    };
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      // Some runtimes lack locale data for am-ET, or the locale tag is malformed: English formatting then.
      formatter = new Intl.NumberFormat('en', options);
    }
    formatters.set(id, formatter);
  }
  return formatter;
}
