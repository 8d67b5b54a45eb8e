import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney, formatRoundMoney, freeShippingShortfallMinor, freeShippingThresholdMinor, moneyLocale } from '@domain/money';
import { useMoney } from './use-money';

/**
 * The free-shipping rule as the shopper reads it in their currency: the threshold rounded up to
 * a friendly number (never below the real one, which the server applies in USD), and how much
 * more a cart needs, counted against that same threshold so the two never disagree on screen.
 */
export function useFreeShipping() {
  const { currency, rate } = useMoney();
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  const thresholdMinor = freeShippingThresholdMinor(currency, rate);
  const shortfall = useCallback(
    (subtotalUsdMinor: number) => {
      const minor = freeShippingShortfallMinor(subtotalUsdMinor, currency, rate);
      return minor > 0 ? formatMoney(minor, currency, locale) : null;
    },
    [currency, rate, locale],
  );
  /** Percent of the way to the threshold shown, for a progress bar. */
  const progress = useCallback(
    (subtotalUsdMinor: number) => Math.min(100, Math.max(0, Math.round(((subtotalUsdMinor * rate) / thresholdMinor) * 100))),
    [rate, thresholdMinor],
  );
  return { threshold: formatRoundMoney(thresholdMinor, currency, locale), shortfall, progress };
}
