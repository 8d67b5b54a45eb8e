import { useMemo } from 'react';
import { formatMoney, moneyLocale } from '@domain/money';
import type { PayoutTerms } from '@domain/payouts/api';
import type { TFunction } from '../../lib/translator';
import { useTranslation } from '../../lib/use-translation';

/**
 * The figures the designer terms state, as words for their texts' placeholders ({{commissionRate}},
 * {{holdDays}}, …): the terms page's locale texts and an admin's stored text both use them, so no
 * figure is written into a text and a changed setting changes the page.
 */
export type PayoutTermsVars = Record<
  'commissionRate' | 'lineLimits' | 'holdDays' | 'payoutSchedule' | 'payoutMinimum' | 'accountHoldDays' | 'fees',
  string
>;

/** Basis points as a percentage in the reader's language (1200 → "12%", 1250 → "12.5%"). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** "every Monday", "every day", "on the first day of each month". */
export function payoutScheduleText(t: TFunction, terms: Pick<PayoutTerms, 'payoutSchedule' | 'payoutWeekday'>, locale: string): string {
  if (terms.payoutSchedule !== 'weekly') return t(`payouts:terms.schedule.${terms.payoutSchedule}`);
  // 2024-01-01 was a Monday: ISO weekday n is that day + n − 1.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, terms.payoutWeekday));
  return t('payouts:terms.schedule.weekly', { weekday });
}

export function payoutTermsVars(terms: PayoutTerms, t: TFunction, language: string): PayoutTermsVars {
  const locale = moneyLocale(language);
  const limit = (minor: number) => formatMoney(minor, terms.limitCurrency, locale);
  const { lineMinMinor: min, lineMaxMinor: max } = terms;
  const lineLimits =
    min !== null && max !== null
      ? t('payouts:terms.limits.both', { min: limit(min), max: limit(max) })
      : min !== null
        ? t('payouts:terms.limits.min', { min: limit(min) })
        : max !== null
          ? t('payouts:terms.limits.max', { max: limit(max) })
          : '';
  return {
    commissionRate: formatRate(terms.platformRateBp, locale),
    lineLimits,
    holdDays: String(terms.holdDays),
    payoutSchedule: payoutScheduleText(t, terms, locale),
    payoutMinimum: formatMoney(terms.payoutMinimumMinor, terms.payoutMinimumCurrency, locale),
    accountHoldDays: String(terms.accountHoldDays),
    fees: t(terms.feesPassedOn ? 'payouts:terms.fees.passedOn' : 'payouts:terms.fees.shop'),
  };
}

/** The terms' words in the reader's language; null until the terms are known. */
export function usePayoutTermsVars(terms: PayoutTerms | undefined): PayoutTermsVars | null {
  const { t, i18n } = useTranslation('payouts');
  return useMemo(() => (terms ? payoutTermsVars(terms, t, i18n.language) : null), [terms, t, i18n.language]);
}
