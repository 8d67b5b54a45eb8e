import { createHmac, randomBytes } from 'node:crypto';
import type { CurrencyCode } from '../../../domain/money/currency';
import { UNPAID_ORDER_TTL_MS } from '../../../domain/orders/constants';
import {
  createHttpProviderClient,
  headerValue,
  hexDigestEquals,
  isRecord,
  signatureInvalid,
  str,
  webhookInvalid,
  type Json,
  type OnlineProviderOptions,
} from './http-provider';
import type { PaymentOutcome, PaymentProvider, VerifyResult, WebhookEvent } from './provider';

/**
 * Stripe Checkout over raw HTTP (no SDK: four calls do not justify a dependency that pins an API
 * version for us). Amounts are already minor units in every currency offered here.
 */

/** Card networks abroad rarely present birr, so ETB shoppers are charged USD (payment-currency.ts). */
const STRIPE_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'AED'];

/** Stripe's own replay window: a signature older (or newer) than this is refused. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;
const SIGNATURE_INVALID = 'The webhook signature is missing, wrong or too old.';

/**
 * The hosted page closes when the order's stock is released, so nobody can pay for an order
 * that was already cancelled as abandoned. Stripe requires at least 30 minutes.
 */
const SESSION_LIFETIME_S = Math.max(30 * 60, Math.floor(UNPAID_ORDER_TTL_MS / 1000));

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** `t=<unix>,v1=<hex>[,v1=<hex>...]`; v0 and unknown schemes are ignored, as Stripe advises. */
export function parseStripeSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value !== '') signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

function sessionOutcome(session: Json): PaymentOutcome {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}

function eventOutcome(type: string, session: Json): PaymentOutcome | 'ignored' {
  switch (type) {
    // Completed with a delayed method (bank debit) is not paid yet; its async_* event follows.
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return 'ignored';
  }
}

export function createStripeProvider(options: OnlineProviderOptions): PaymentProvider {
  const { fetchImpl = fetch, ...cfg } = options;
  const { fail, call } = createHttpProviderClient({
    provider: 'stripe',
    label: 'Stripe',
    cfg,
    fetchImpl,
    providerMessage(body: unknown): string {
      const error = isRecord(body) && isRecord(body.error) ? body.error : null;
      const message = error ? str(error.message) : null;
      return message ? `: ${message.slice(0, 200)}` : '';
    },
  });

  async function readSession(id: string): Promise<Json> {
    const session = await call('session lookup', 'GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);
    if (session.id !== id) throw fail('Stripe answered about another Checkout Session.');
    return session;
  }

  return {
    id: 'stripe',
    currencies: STRIPE_CURRENCIES,

    async initiate(payment) {
      if (!STRIPE_CURRENCIES.includes(payment.currency)) throw fail(`Stripe is not offered in ${payment.currency}.`);
      if (!Number.isSafeInteger(payment.amountMinor) || payment.amountMinor <= 0) throw fail('Stripe needs a positive whole amount in minor units.');
      const form = new URLSearchParams();
      form.set('mode', 'payment');
      form.set('success_url', payment.returnUrl);
      form.set('cancel_url', payment.cancelUrl);
      form.set('customer_email', payment.email);
      form.set('client_reference_id', payment.orderId);
      form.set('metadata[order_id]', payment.orderId);
      form.set('metadata[order_number]', payment.orderNumber);
      form.set('payment_intent_data[metadata][order_id]', payment.orderId);
      form.set('line_items[0][price_data][currency]', payment.currency.toLowerCase());
      form.set('line_items[0][price_data][unit_amount]', String(payment.amountMinor));
      form.set('line_items[0][price_data][product_data][name]', `Tibeb order ${payment.orderNumber}`);
      const description = payment.description.trim();
      if (description) form.set('line_items[0][price_data][product_data][description]', description.slice(0, 500));
      form.set('line_items[0][quantity]', '1');
      // Stripe has no Amharic checkout; 'auto' follows the browser, which beats forcing English.
      form.set('locale', payment.locale === 'am-ET' ? 'auto' : 'en');
      form.set('expires_at', String(Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S));
      // The interface carries no attempt number, so each initiate is its own attempt; the key
      // still makes the network retry inside call() safe.
      const key = `${payment.orderId}-${randomBytes(6).toString('hex')}`;
      const session = await call('checkout', 'POST', '/v1/checkout/sessions', { form }, key);
      const id = str(session.id);
      const url = str(session.url);
      if (!id || !url || !/^https?:\/\//.test(url)) throw fail('Stripe checkout answered without a session id and URL.');
      return { reference: id, redirectUrl: url };
    },

    async verify(reference): Promise<VerifyResult> {
      const session = await readSession(reference);
      return {
        outcome: sessionOutcome(session),
        reference,
        amountMinor: int(session.amount_total),
        currency: str(session.currency)?.toUpperCase() ?? null,
      };
    },

    parseWebhook(rawBody, headers, now = new Date()): WebhookEvent {
      const header = headerValue(headers, 'stripe-signature');
      const parsedHeader = header ? parseStripeSignature(header) : null;
      if (!parsedHeader) throw signatureInvalid(SIGNATURE_INVALID);
      const expected = createHmac('sha256', cfg.webhookSecret)
        .update(`${parsedHeader.timestamp}.`)
        .update(rawBody)
        .digest('hex');
      // Every v1 is compared (no early exit) so the timing says nothing about which one matched.
      const matched = parsedHeader.signatures.map((sig) => hexDigestEquals(sig, expected)).some(Boolean);
      const age = Math.abs(Math.floor(now.getTime() / 1000) - parsedHeader.timestamp);
      if (!matched || age > STRIPE_SIGNATURE_TOLERANCE_S) throw signatureInvalid(SIGNATURE_INVALID);

      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw webhookInvalid('not JSON');
      }
      if (!isRecord(event) || !str(event.id) || !str(event.type)) throw webhookInvalid('no event id or type');
      const type = event.type as string;
      const object = isRecord(event.data) && isRecord(event.data.object) ? event.data.object : null;
      const outcome = object ? eventOutcome(type, object) : 'ignored';
      const sessionId = object ? str(object.id) : null;
      if (outcome !== 'ignored' && !sessionId) throw webhookInvalid('no Checkout Session id');
      const currency = object ? (str(object.currency)?.toUpperCase() ?? null) : null;
      return {
        eventId: event.id as string,
        reference: sessionId ?? '',
        outcome,
        amountMinor: object ? int(object.amount_total) : null,
        currency,
        summary: {
          type,
          session: sessionId,
          status: object?.status ?? null,
          payment_status: object?.payment_status ?? null,
          amount_total: object?.amount_total ?? null,
          currency,
          client_reference_id: object?.client_reference_id ?? null,
          livemode: event.livemode ?? null,
        },
      };
    },

    async refund(reference, amountMinor, currency) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw fail('Stripe needs a positive whole amount to refund.');
      // Refunds are made against the PaymentIntent, which only the session knows.
      const session = await readSession(reference);
      const paymentIntent = str(session.payment_intent) ?? (isRecord(session.payment_intent) ? str(session.payment_intent.id) : null);
      if (!paymentIntent) throw fail('Stripe has no payment to refund for this session.');
      const sessionCurrency = str(session.currency)?.toUpperCase();
      if (sessionCurrency && sessionCurrency !== currency) throw fail(`Stripe charged ${sessionCurrency}, not ${currency}.`);
      const form = new URLSearchParams({ payment_intent: paymentIntent, amount: String(amountMinor) });
      // A key per call, not per (session, amount): Stripe replays a stored answer, 500s included,
      // for 24 h, which would make a refund that failed once impossible to retry. Paying out twice
      // is still prevented by Stripe itself, which refuses to refund more than was charged.
      const refund = await call('refund', 'POST', '/v1/refunds', { form }, `refund-${reference}-${randomBytes(6).toString('hex')}`);
      const status = str(refund.status);
      const refundId = str(refund.id) ?? reference;
      if (status === 'succeeded' || status === 'pending') return { reference: refundId, ok: true };
      // A definite "no" from Stripe is an answer, not a broken call: the caller keeps the order paid.
      if (status === 'failed' || status === 'canceled' || status === 'requires_action') return { reference: refundId, ok: false };
      throw fail('Stripe refund answered without a known status.');
    },
  };
}
