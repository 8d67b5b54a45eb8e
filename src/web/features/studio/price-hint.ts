import { CURRENCY_CODES, formatMoney } from '@domain/money/currency';
import { convertMinor, rateOrFallback, type PriceCurrency } from '@domain/money/price-currency';

/**
 * What a price being typed is in the shop's other currencies at today's rates ("≈ $53.94 · ≈ €49.63
 * · …"), so a designer pricing in birr sees what a shopper abroad will be shown; null while the
 * field holds no price. Rates not loaded yet fall back to the built-in ones, like every price in
 * the shop.
 */
export function otherCurrencyHint(minor: number | null, currency: PriceCurrency, rates: readonly { code: string; rate: number }[] | undefined, locale: string): string | null {
  if (minor === null || !Number.isSafeInteger(minor) || minor <= 0) return null;
  return CURRENCY_CODES.filter((code) => code !== currency)
    .map((code) => `≈\u00a0${formatMoney(convertMinor(minor, currency, code, (c) => rateOrFallback(c, rates)), code, locale)}`)
    .join(' · ');
}
