import type { CurrencyCode } from '../money/currency';
import type { PaymentMethod } from './constants';

/**
 * The currency a method charges in for a shopper who sees `display`: Chapa settles in birr;
 * Stripe in the shopper's own currency except birr, which card networks abroad rarely
 * present, so USD then; pay on delivery is collected in the currency shown.
 */
export function chargeCurrencyFor(method: PaymentMethod, display: CurrencyCode): CurrencyCode {
  if (method === 'chapa') return 'ETB';
  if (method === 'stripe') return display === 'ETB' ? 'USD' : display;
  return display;
}
