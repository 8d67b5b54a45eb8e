import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/orders/constants';
import type { PaymentMethodOption } from '../../../domain/orders/types';
import type { AppConfig } from '../../config';
import { createChapaProvider } from './chapa';
import { createCodProvider } from './cod';
import type { FetchLike } from './http-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';

/** The configured providers (config.payments), and the fetch the online ones call with (tests hand in a fake). */
export type PaymentProvidersOptions = AppConfig['payments'] & { fetchImpl?: FetchLike };

/**
 * The providers this server can take payments with. Pay on delivery needs nothing and is always
 * there; an online provider exists only when its keys are configured (config.ts insists on both
 * the API key and the webhook secret, so no provider runs with unchecked webhooks).
 */
export function createPaymentProviders(options: PaymentProvidersOptions): Map<PaymentMethod, PaymentProvider> {
  const { chapa, stripe, fetchImpl } = options;
  const providers = new Map<PaymentMethod, PaymentProvider>();
  providers.set('cod', createCodProvider());
  if (chapa) providers.set('chapa', createChapaProvider({ ...chapa, fetchImpl }));
  if (stripe) providers.set('stripe', createStripeProvider({ ...stripe, fetchImpl }));
  return providers;
}

/** What GET /api/payments/methods answers: the configured methods in a stable order, each with what it charges in. */
export function paymentMethodOptions(providers: ReadonlyMap<PaymentMethod, PaymentProvider>): PaymentMethodOption[] {
  const options: PaymentMethodOption[] = [];
  for (const id of PAYMENT_METHODS) {
    const provider = providers.get(id);
    // A copy: the answer is serialised and cached, and must not alias a provider's own list.
    if (provider) options.push({ id, chargeCurrencies: [...provider.currencies] });
  }
  return options;
}
