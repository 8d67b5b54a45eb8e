import type { CurrencyCode } from '../../../domain/money/currency';
import type { PaymentMethod } from '../../../domain/orders/constants';

/**
 * The contract every payment provider meets. The orders service calls it and never knows a
 * provider's HTTP details; each provider is tested against a local fake of its documented API.
 */

export interface PaymentInitiation {
  orderId: string;
  orderNumber: string;
  /** In minor units of `currency`. */
  amountMinor: number;
  currency: CurrencyCode;
  email: string;
  fullName: string;
  phone: string | null;
  /** Where the provider sends the shopper's browser back after paying (our verify-and-redirect endpoint). */
  returnUrl: string;
  /** Where the shopper lands on cancelling on the provider's page. */
  cancelUrl: string;
  /** Server-to-server notification URL (Chapa's callback_url; Stripe's is configured in its dashboard). */
  webhookUrl: string;
  description: string;
  locale: 'en' | 'am-ET';
}

export interface InitiateResult {
  /** The provider's reference for this payment attempt (Chapa tx_ref, Stripe Checkout Session id). */
  reference: string;
  /** The hosted page to send the shopper to; null when nothing is paid online (pay on delivery). */
  redirectUrl: string | null;
}

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

export interface VerifyResult {
  outcome: PaymentOutcome;
  reference: string;
  /** What the provider says was paid, to compare with what the order expects. */
  amountMinor: number | null;
  currency: string | null;
}

export interface WebhookEvent {
  /** The provider's unique event id; a replay carries the same id. */
  eventId: string;
  /** Which payment it is about (tx_ref / Checkout Session id). */
  reference: string;
  /** 'ignored' for event types that do not change an order. */
  outcome: PaymentOutcome | 'ignored';
  amountMinor: number | null;
  currency: string | null;
  /** The fields worth keeping for audit, never card data. */
  summary: Record<string, unknown>;
}

export interface RefundResult {
  reference: string;
  ok: boolean;
}

export interface PaymentProvider {
  readonly id: PaymentMethod;
  /** Currencies it can charge in. */
  readonly currencies: readonly CurrencyCode[];
  initiate(payment: PaymentInitiation): Promise<InitiateResult>;
  /** Asks the provider what became of a payment (after the shopper returns, or to settle a doubt). */
  verify(reference: string): Promise<VerifyResult>;
  /**
   * Checks the signature over the raw body (and, where the provider signs a timestamp, its age)
   * and reads the event. Throws AppError(400, 'WEBHOOK_SIGNATURE_INVALID') when the signature is
   * missing or wrong, AppError(400, 'WEBHOOK_INVALID') when the body cannot be read.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now?: Date): WebhookEvent;
  refund(reference: string, amountMinor: number, currency: CurrencyCode): Promise<RefundResult>;
}

/** A provider call failed (network, 5xx, unexpected answer): the order stays as it was. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    public readonly provider: PaymentMethod,
    message: string,
  ) {
    super(message);
  }
}
