import { groupThousands, writtenLanguage } from './written';

/**
 * `value` with at most `maxFractionDigits` decimals (trailing zeros dropped), rounded half away
 * from zero on its shortest decimal form, as Intl rounds. Null for a locale the shop does not
 * write itself, and for values JavaScript writes in exponent form (beyond 1e21 or below 1e-6).
 */
export function writeDecimal(value: number, maxFractionDigits: number, locale: string): string | null {
  if (!writtenLanguage(locale) || !Number.isFinite(value) || !Number.isInteger(maxFractionDigits) || maxFractionDigits < 0 || maxFractionDigits > 20) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let kept = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const wholeDigits = kept.slice(0, kept.length - maxFractionDigits) || '0';
  const decimals = kept.slice(kept.length - maxFractionDigits).replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(wholeDigits.replace(/^0+(?=\d)/, ''))}${decimals ? `.${decimals}` : ''}`;
}
