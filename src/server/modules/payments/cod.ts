import { CURRENCY_CODES } from '../../../domain/money/currency';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from './provider';

/**
 * Pay on delivery: nothing is charged online, so there is no hosted page, no webhook and no
 * money to give back. The courier collects in whatever currency the shopper saw.
 */
export function createCodProvider(): PaymentProvider {
  return {
    id: 'cod',
    currencies: CURRENCY_CODES,

    async initiate(payment) {
      return { reference: `cod-${payment.orderNumber}`, redirectUrl: null };
    },

    // Only the courier knows whether the cash was handed over; until an admin says so it is pending.
    async verify(reference) {
      return { outcome: 'pending', reference, amountMinor: null, currency: null };
    },

    // Nobody is entitled to notify us about cash payments, so any such request is refused outright.
    parseWebhook() {
      throw new AppError(400, 'WEBHOOK_INVALID', 'Pay on delivery has no webhooks.');
    },

    // Nothing was charged, so cancelling owes the shopper nothing: the refund trivially succeeds.
    async refund(reference) {
      return { reference, ok: true };
    },
  };
}
