/** The payment providers' public surface: what the orders feature and the test fakes use. */
export { PaymentProviderError, type InitiateResult, type PaymentInitiation, type PaymentOutcome, type PaymentProvider, type RefundResult, type VerifyResult, type WebhookEvent } from './provider';
export { createPaymentProviders, paymentMethodOptions } from './registry';
