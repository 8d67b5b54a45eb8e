/**
 * Prices are typed in US dollars (what designers think in) and sent as integer cents (what the
 * API stores). Parsing works on the digits as text: 19.99 * 100 in floating point is not 1999.
 */

const CURRENCY_MARKS = /^(?:us\s*\$|usd|\$)\s*|\s*(?:usd|\$)$/i;

/**
 * Cents from what a designer typed: "20", "19.99", "$1,250.50", and "12,5" from a phone keyboard
 * whose decimal key is a comma. Blank gives null (no price); anything else that is not a price
 * with at most two decimals gives NaN, which the product schema refuses with its price code.
 */
export function parseDollars(text: string): number | null {
  let s = text.trim().replace(CURRENCY_MARKS, '').replace(/\s+/g, '');
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

/** The form's text for a price in cents: "20" for whole dollars, "19.90" otherwise, "" for none. */
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
