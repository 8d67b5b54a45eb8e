import { convertFromUsd, CURRENCIES, type CurrencyCode } from '@domain/money/currency';
import type { PaymentMethod } from '@domain/orders/constants';
import { chargeCurrencyFor } from '@domain/orders/payment-currency';

/** Units of `code` per 1 USD: today's rate when known, else the built-in one (as the currency feature does). */
export function rateFor(code: CurrencyCode, rates: readonly { code: string; rate: number }[] | undefined): number {
  const known = rates?.find((r) => r.code === code)?.rate;
  return typeof known === 'number' && Number.isFinite(known) && known > 0 ? known : CURRENCIES[code].fallbackRate;
}

/**
 * What a payment method will charge for a total shown in `display`, shipped to `country`: Chapa in
 * birr, Stripe in the shopper's currency (USD for birr), pay on delivery in birr inside Ethiopia
 * and in the currency shown elsewhere. From the USD total, so a birr-priced garment may be quoted
 * a few santim off what the server charges (it charges her birr price exactly); birr is shown in
 * whole birr.
 */
export function chargeFor(
  method: PaymentMethod,
  display: CurrencyCode,
  country: string,
  totalUsdMinor: number,
  rates: readonly { code: string; rate: number }[] | undefined,
): { currency: CurrencyCode; minor: number } {
  const currency = chargeCurrencyFor(method, display, country);
  return { currency, minor: convertFromUsd(totalUsdMinor, rateFor(currency, rates)) };
}
