import { convertFromUsd, type CurrencyCode } from '../money/currency';
import type { RateOf } from '../money/price-currency';
import type { PaymentMethod } from './constants';
import { ETHIOPIA } from './countries';

/**
 * The currency a method charges in for a shopper who sees `display` and ships to `country`:
 * Chapa settles in birr; Stripe in the shopper's own currency except birr, which card networks
 * abroad rarely present, so USD then; pay on delivery inside Ethiopia is collected in birr
 * whatever the shopper browses in (couriers in Addis take birr: issue 37), elsewhere in the
 * currency shown.
 */
export function chargeCurrencyFor(method: PaymentMethod, display: CurrencyCode, country: string): CurrencyCode {
  if (method === 'chapa') return 'ETB';
  if (method === 'stripe') return display === 'ETB' ? 'USD' : display;
  return country === ETHIOPIA ? 'ETB' : display;
}

/** What charging needs of a line: the designer's price in her currency and the USD figure kept beside it. */
export interface ChargeLine {
  currency: string;
  unitPriceMinor: number;
  unitPriceUsdMinor: number;
  quantity: number;
}

/**
 * What the provider charges, in `charge`'s minor units. Lines priced in the charged currency are
 * charged their own price to the minor unit (a 6,500 birr kemis paid in birr is 6,500 birr, not a
 * round trip through dollars); everything else (other lines' USD figures and the shipping, which
 * is decided in USD) is converted once, at the order's rate. With every line in USD this is
 * `convertFromUsd(total, rate)`, what orders charged before designers priced in birr.
 */
export function chargeAmountFor(lines: readonly ChargeLine[], shippingUsdMinor: number, charge: CurrencyCode, rateOf: RateOf): number {
  let own = 0;
  let usd = shippingUsdMinor;
  for (const line of lines) {
    if (line.currency === charge) own += line.unitPriceMinor * line.quantity;
    else usd += line.unitPriceUsdMinor * line.quantity;
  }
  return own + (charge === 'USD' ? usd : convertFromUsd(usd, rateOf(charge)));
}
