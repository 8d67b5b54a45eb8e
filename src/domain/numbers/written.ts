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
