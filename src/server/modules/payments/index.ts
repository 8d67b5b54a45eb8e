/** The payment providers' public surface: what the orders feature and the test fakes use. */
export { PaymentProviderError, type InitiateResult, type PaymentInitiation, type PaymentOutcome, type PaymentProvider, type RefundResult, type VerifyResult, type WebhookEvent } from './provider';
export { createPaymentProviders, paymentMethodOptions } from './registry';
/** What the payout provider (payouts/providers/chapa-transfers.ts) shares with Chapa payments: the HTTP client, amounts, phones, the webhook signature. */
export { chapaPhone, chapaSignatureValid, majorToMinor, minorToMajor } from './chapa';
export { createHttpProviderClient, isRecord, str, type FetchLike, type Json } from './http-provider';
