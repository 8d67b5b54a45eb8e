/**
 * Amounts an admin types (an adjustment, a manual payout, the settings' limits) become integer
 * minor units from the digits as text: 19.99 * 100 in floating point is not 1999.
 */

/**
 * Minor units from "1250", "1,250.50", "-300" or "12,5" (a phone keyboard's decimal comma). Blank:
 * null; anything else that is not an amount with at most two decimals: NaN, which the schemas
 * refuse with AMOUNT_INVALID.
 */
export function parseAmountMinor(text: string): number | null {
  let s = text.replace(/\s+/g, '').replace(/^\u2212/, '-');
  if (s === '') return null;
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  if (s.includes(',')) {
    if (s.includes('.') || /^\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,(?=\d{3}(?:\D|$))/g, '');
    else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  }
  const match = /^(\d{0,12})(?:\.(\d{0,2}))?$/.exec(s);
  if (!match || (match[1] === '' && !match[2])) return Number.NaN;
  const minor = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** The text a field starts with for an amount: "1250" for whole units, "1250.50" otherwise, "" for none. */
export function amountText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isSafeInteger(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  const cents = magnitude % 100;
  return `${sign}${Math.floor(magnitude / 100)}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** Basis points from a percentage typed ("12", "12.5", "0"): null when blank, NaN when not a percentage with at most two decimals. */
export function parsePercentBp(text: string): number | null {
  // A percentage with two decimals is a count of hundredths, as an amount is of cents.
  const bp = parseAmountMinor(text);
  return bp !== null && bp < 0 ? Number.NaN : bp;
}

/** "12.5" for 1250 basis points. */
export const percentText = (bp: number | null | undefined): string => (bp === null || bp === undefined ? '' : amountText(bp));
