import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { convertFromUsd, convertMinor, CURRENCIES, formatMoney, formatWholeMoney, moneyLocale, rateOrFallback, type CurrencyCode } from '@domain/money';
import { useCurrencyStore } from './currency-store';
import { useExchangeRates } from './get-exchange-rates';

/** Formats USD minor units (or a price in its own currency) in the shopper's currency and language. */
export function useMoney() {
  const currency = useCurrencyStore((s) => s.currency);
  const { data } = useExchangeRates();
  const { i18n } = useTranslation();
  const rate = data?.rates.find((r) => r.code === currency)?.rate ?? CURRENCIES[currency].fallbackRate;
  const format = useCallback(
    (usdMinor: number) => formatMoney(convertFromUsd(usdMinor, rate), currency, moneyLocale(i18n.language)),
    [currency, rate, i18n.language],
  );
  /** Whole units, for bounds such as a price filter's ("Under ETB 7,150"). */
  const formatWhole = useCallback(
    (usdMinor: number) => formatWholeMoney(convertFromUsd(usdMinor, rate), currency, moneyLocale(i18n.language)),
    [currency, rate, i18n.language],
  );
  const rates = data?.rates;
  /**
   * A price in its own currency (a designer's birr or dollars): shown to the minor unit when the
   * shopper shows that currency, else converted once at today's rate (issue 37).
   */
  const formatFrom = useCallback(
    (minor: number, from: CurrencyCode) => formatMoney(convertMinor(minor, from, currency, (c) => rateOrFallback(c, rates)), currency, moneyLocale(i18n.language)),
    [currency, rates, i18n.language],
  );
  return { currency, rate, format, formatWhole, formatFrom };
}
