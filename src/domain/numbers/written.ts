/**
 * Numbers written out in the shop's two languages, as Intl.NumberFormat writes them (English and
 * Amharic alike: ',' between thousands, '.' before decimals, '-' first), without building an Intl
 * formatter. The first Intl number, date or region formatter a browser tab builds loads its locale
 * data: 15-60 ms of main thread on our machine, several times that on a phone, spent while a
 * server-rendered page hydrates. Callers fall back to Intl where these answer null.
 */

export type WrittenLanguage = 'en' | 'am';

/** 'en' and 'am' for the locales the shop writes itself (en, en-US, am-ET…); null for others. */
export function writtenLanguage(locale: string): WrittenLanguage | null {
  if (locale === 'en' || locale.startsWith('en-')) return 'en';
  if (locale === 'am' || locale.startsWith('am-')) return 'am';
  return null;
}

/** "1234567" → "1,234,567" (digits only). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

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
