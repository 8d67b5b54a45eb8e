import { useCallback } from 'react';
import { formatMoney, moneyLocale } from '@domain/money';
import { useMoney } from '../../currency';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Zone rates and thresholds are kept in US cents: shown in dollars as stored, and beside them in
 * the currency the admin reads prices in (the header's picker), at today's rate.
 */
export function useZoneMoney() {
  const { i18n } = useTranslation();
  const { currency, format } = useMoney();
  const usd = useCallback((minor: number) => formatMoney(minor, 'USD', moneyLocale(i18n.language)), [i18n.language]);
  return { usd, local: format, isUsd: currency === 'USD', currency };
}
