import { groupThousands, writtenLanguage } from '../numbers/written';

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
 * Formats minor units for display in the currency's display decimals (ETB: 0), rounded half away
 * from zero, never truncated. The shop's two languages are written out (the same text
 * Intl.NumberFormat gives, checked by the tests; see numbers/written.ts for why not Intl): every
 * public page formatted a price while it hydrated. Other locales, and amounts that are not whole
 * minor units, still go to Intl.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale = 'en'): string {
  const decimals = CURRENCIES[currency].displayDecimals;
  return writtenMoney(minor, currency, locale, decimals) ?? moneyFormatter(currency, locale, decimals).format(minor / MINOR_PER_MAJOR);
}

/** The Intl locale prices are shown in for an interface language. */
export const moneyLocale = (language: string): string => (language === 'am-ET' ? 'am-ET' : 'en-US');

/** An amount rounded to whole units ("Under ETB 7,150"): for bounds and labels, not prices. */
export function formatWholeMoney(minor: number, currency: CurrencyCode, locale = 'en'): string {
  const whole = Math.round(minor / MINOR_PER_MAJOR);
  return writtenMoney(whole * MINOR_PER_MAJOR, currency, locale, 0) ?? moneyFormatter(currency, locale, 0).format(whole);
}

/**
 * An amount to the minor unit when it has one, else as `formatMoney`: a designer's statement,
 * where a commission of ETB 780.60 shown as "ETB 781" would make the month's lines not add up to
 * its total. Whole amounts read exactly as the shop shows prices ("ETB 6,500").
 */
export function formatMoneyToMinor(minor: number, currency: CurrencyCode, locale = 'en'): string {
  const decimals = Number.isSafeInteger(minor) && minor % MINOR_PER_MAJOR !== 0 ? 2 : CURRENCIES[currency].displayDecimals;
  return writtenMoney(minor, currency, locale, decimals) ?? moneyFormatter(currency, locale, decimals).format(minor / MINOR_PER_MAJOR);
}

// What CLDR (as Intl ships it) puts before an amount; U+00A0 where it writes a space.
const SYMBOLS: Readonly<Record<'en' | 'am', Readonly<Record<CurrencyCode, string>>>> = {
  en: { USD: '$', ETB: 'ETB\u00a0', EUR: '€', GBP: '£', AED: 'AED\u00a0' },
  am: { USD: 'US$', ETB: 'ብር\u00a0', EUR: '€', GBP: '£', AED: 'AED\u00a0' },
};

/** Both languages group by threes with ',' and write '.' before the decimals, the sign first. */
function writtenMoney(minor: number, currency: CurrencyCode, locale: string, decimals: number): string | null {
  const language = writtenLanguage(locale);
  if (!language || !Number.isSafeInteger(minor) || (decimals !== 0 && decimals !== 2)) return null;
  const negative = minor < 0 || Object.is(minor, -0);
  const magnitude = Math.abs(minor);
  // Half away from zero, as Intl rounds; whole minor units make it exact in integers.
  const shown = decimals === 2 ? magnitude : Math.floor((magnitude + MINOR_PER_MAJOR / 2) / MINOR_PER_MAJOR);
  const units = decimals === 2 ? Math.floor(shown / MINOR_PER_MAJOR) : shown;
  const grouped = groupThousands(String(units));
  const fraction = decimals === 2 ? `.${String(shown % MINOR_PER_MAJOR).padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}${SYMBOLS[language][currency]}${grouped}${fraction}`;
}

// Building an Intl.NumberFormat costs far more than using one: one formatter per currency,
// locale and precision is kept.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: CurrencyCode, locale: string, decimals: number): Intl.NumberFormat {
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
