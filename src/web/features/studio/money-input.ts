import type { PriceCurrency } from '@domain/money/price-currency';

/**
 * Prices are typed in the designer's currency, US dollars or birr (issue 37), and sent as integer
 * minor units (what the API stores). Parsing works on the digits as text: 19.99 * 100 in floating
 * point is not 1999.
 */

// A currency's mark before or after the amount: "$45", "US$ 45", "45 USD"; "ETB 6500", "6,500 Br",
// "6500 birr", "ብር 6500". Longest first, so "US$" is not read as "$".
const MARKS: readonly (readonly [PriceCurrency, string])[] = [
  ['USD', 'us\\s*\\$'],
  ['USD', 'usd'],
  ['USD', '\\$'],
  ['ETB', 'etb'],
  ['ETB', 'birr'],
  ['ETB', 'br\\.?'],
  ['ETB', 'ብር'],
];
const LEADING = MARKS.map(([currency, mark]) => [currency, new RegExp(`^(?:${mark})\\s*`, 'i')] as const);
const TRAILING = MARKS.map(([currency, mark]) => [currency, new RegExp(`\\s*(?:${mark})$`, 'i')] as const);

/** What a designer typed in a price field: the minor units (see parseDollars) and the currency it names, if any. */
export function readPrice(text: string): { minor: number | null; mark: PriceCurrency | null } {
  let s = text.trim();
  let mark: PriceCurrency | null = null;
  for (const [currency, re] of LEADING) {
    if (re.test(s)) {
      mark = currency;
      s = s.replace(re, '');
      break;
    }
  }
  for (const [currency, re] of TRAILING) {
    if (re.test(s)) {
      // "$ 45 ETB" names two currencies: not a price.
      if (mark !== null && mark !== currency) return { minor: Number.NaN, mark };
      mark = currency;
      s = s.replace(re, '');
      break;
    }
  }
  return { minor: parseAmount(s), mark };
}

/**
 * Minor units of `currency` from what a designer typed. A mark of the other currency ("ETB 6500"
 * in a dollar price) is not read as dollars: NaN, which the schema refuses (the form switches the
 * currency when a mark names the other one, see product-form.tsx).
 */
export function parsePrice(text: string, currency: PriceCurrency): number | null {
  const { minor, mark } = readPrice(text);
  return mark !== null && mark !== currency ? Number.NaN : minor;
}

/** Cents from what a designer typed in US dollars (parsePrice in USD). */
export function parseDollars(text: string): number | null {
  return parsePrice(text, 'USD');
}

/**
 * Minor units from an amount without its mark: "20", "19.99", "1,250.50", and "12,5" from a phone
 * keyboard whose decimal key is a comma. Blank gives null (no price); anything else that is not a
 * price with at most two decimals gives NaN, which the product schema refuses with its price code.
 */
function parseAmount(text: string): number | null {
  let s = text.replace(/\s+/g, '');
  if (s === '') return null;
  if (s.includes(',')) {
    if (s.includes('.') || /^\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,(?=\d{3}(?:\D|$))/g, '');
    else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  }
  const match = /^(\d{0,12})(?:\.(\d{0,2}))?$/.exec(s);
  if (!match || (match[1] === '' && !match[2])) return Number.NaN;
  const whole = Number(match[1] || '0');
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** The form's text for a price in minor units: "20" for whole units, "19.90" otherwise, "" for none. */
export function dollarsText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isSafeInteger(minor) || minor < 0) return '';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** A whole number typed in a form (stock, days): null when blank, NaN when not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const s = text.trim();
  if (s === '') return null;
  return /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
}
