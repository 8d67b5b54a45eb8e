import { useMemo } from 'react';
import { formatMoneyToMinor, moneyLocale, type CurrencyCode } from '@domain/money';
import { useTranslation } from '../../lib/use-translation';
import { monthParts } from './earnings-month';

/**
 * How the Earnings page writes money and dates in the reader's language. Money as the shop shows
 * it (birr as "ETB 6,500" / "ብር 6,500"), to the santim where an entry has santim; dates with Intl
 * in the reader's locale as the studio's other screens do; month names from the calendar texts,
 * as the designers page writes "Joined March 2024".
 */
export function useEarningsFormat() {
  const { t, i18n } = useTranslation(['payouts', 'calendar']);
  const language = i18n.language;
  return useMemo(() => {
    const locale = moneyLocale(language);
    // A payout day is a calendar date (00:00 UTC): read in UTC, so no time zone moves it a day.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const written = (f: Intl.DateTimeFormat) => (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : f.format(ms);
    };
    const money = (minor: number, currency: CurrencyCode) => formatMoneyToMinor(minor, currency, locale);
    return {
      money,
      /** "+ETB 1,250" / "-ETB 150.60": a statement's amounts carry their sign. */
      signed: (minor: number, currency: CurrencyCode) => (minor > 0 ? `+${money(minor, currency)}` : money(minor, currency)),
      day: written(day),
      date: written(date),
      month: (month: string) => {
        const parts = monthParts(month);
        return t('calendar:monthYear', { month: t(`calendar:months.${parts.month}`), year: parts.year });
      },
    };
  }, [t, language]);
}

export type EarningsFormat = ReturnType<typeof useEarningsFormat>;
