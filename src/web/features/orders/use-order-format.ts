import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { CurrencyCode } from '@domain/money';
import { intlLocale, orderMoney } from './order-status';

/** Dates, numbers and an order's money in the active language (Intl writes Amharic month names). */
export function useOrderFormat() {
  const { i18n } = useTranslation('orders');
  const language = i18n.language;
  const formats = useMemo(() => {
    const locale = intlLocale(language);
    return {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      one: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      two: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    };
  }, [language]);
  /** A date, or null when the text is not one (the caller leaves it out). */
  const date = useCallback(
    (iso: string | null | undefined, withTime = false) => {
      const ms = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(ms) ? null : (withTime ? formats.dateTime : formats.date).format(ms);
    },
    [formats],
  );
  const number = useCallback((value: number, decimals: 0 | 1 | 2 = 1) => (decimals === 2 ? formats.two : decimals === 1 ? formats.one : formats.integer).format(value), [formats]);
  const money = useCallback((usdMinor: number, currency: CurrencyCode, rate: number) => orderMoney(usdMinor, currency, rate, language), [language]);
  return { language, date, number, money };
}
