import { formatRoundMoney, friendlyCeilMinor, moneyLocale } from '@domain/money';
import { useTranslation } from '../../lib/use-translation';
import { useMoney } from '../currency';

/**
 * A zone's free-shipping threshold (USD minor, applied by the server in USD) as the shopper reads
 * it: converted and rounded UP to a friendly amount (domain/money friendlyCeilMinor), so the
 * promise never covers a parcel the server charges. Null for a zone that never ships free.
 */
export function useZoneFreeShipping(freeOverUsdMinor: number | null | undefined): string | null {
  const { currency, rate } = useMoney();
  const { i18n } = useTranslation();
  if (freeOverUsdMinor === null || freeOverUsdMinor === undefined) return null;
  return formatRoundMoney(friendlyCeilMinor(freeOverUsdMinor * rate), currency, moneyLocale(i18n.language));
}
