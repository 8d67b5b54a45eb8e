import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney, formatRoundMoney, freeShippingShortfallMinor, freeShippingThresholdMinor, moneyLocale } from '@domain/money';
import { useMoney } from './use-money';

/**
 * A zone's free-shipping threshold as the shopper reads it in their currency (issue 40: each zone
 * has its own, or none). The server applies `freeOverUsdMinor` in USD to each designer's parcel;
 * the threshold shown is rounded UP to a friendly number, never below the real one, and the
 * shortfall is counted against that same shown threshold so the two never disagree on screen.
 * Null threshold and no shortfall for a zone that never ships free (or while it is unknown).
 */
export function useFreeShipping(freeOverUsdMinor: number | null | undefined) {
  const { currency, rate } = useMoney();
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  const over = freeOverUsdMinor ?? null;
  const threshold = over === null ? null : formatRoundMoney(freeShippingThresholdMinor(over, rate), currency, locale);
  /** 'Add … more' for a parcel whose goods come to `goodsUsdMinor`; null when it ships free already or never will. */
  const shortfall = useCallback(
    (goodsUsdMinor: number) => {
      if (over === null) return null;
      const minor = freeShippingShortfallMinor(goodsUsdMinor, over, currency, rate);
      return minor > 0 ? formatMoney(minor, currency, locale) : null;
    },
    [over, currency, rate, locale],
  );
  return { threshold, shortfall };
}
