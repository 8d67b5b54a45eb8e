/**
 * What a shopper types as an amount ("350", "350.50", "1,200") in minor units (two decimals), or
 * null when it is not a positive amount with at most two decimals.
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
