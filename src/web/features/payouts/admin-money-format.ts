import { useMemo } from 'react';
import { formatMoneyToMinor, moneyLocale, type CurrencyCode } from '@domain/money';
import { useTranslation } from '../../lib/use-translation';

/** Money to the cent where it has cents (as the studio's Earnings), dates and months in the active language (Intl writes Amharic month names). */
export function useMoneyFormat() {
  const { i18n } = useTranslation('admin-money');
  const language = i18n.language;
  return useMemo(() => {
    const locale = moneyLocale(language);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const stamp = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const when = (format: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
      const ms = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(ms) ? '' : format.format(ms);
    };
    return {
      money: (minor: number, currency: CurrencyCode) => formatMoneyToMinor(minor, currency, locale),
      /** A calendar day (payout dates and releases are UTC days). */
      date: when(day),
      dateTime: when(stamp),
      /** "2026-03" as "March 2026". */
      month: (month: string) => when(monthYear)(`${month}-01T00:00:00Z`) || month,
      percent: (bp: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100)}%`,
    };
  }, [language]);
}

/** The current UTC month, "YYYY-MM" (statements are by UTC month). */
export const currentMonth = (now = new Date()): string => now.toISOString().slice(0, 7);
