import { createHmac, randomInt } from 'node:crypto';
import type { CurrencyCode } from '../../../domain/money/currency';
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
 * Chapa (telebirr, CBE Birr, cards in birr) over its documented HTTP API: initialize a hosted
 * checkout, verify by tx_ref, refund by tx_ref, and signed webhooks. Everything Chapa is sent
 * or answers goes through here, so the orders service never sees a birr string or a header.
 */

/** Chapa settles in birr only; the orders service converts before it asks. */
const CHAPA_CURRENCIES: readonly CurrencyCode[] = ['ETB'];

/** Chapa caps the hosted page title at 16 characters (longer ones are rejected at initialize). */
const CHECKOUT_TITLE = 'Tibeb';
const DESCRIPTION_MAX = 100;

/**
 * Minor units to Chapa's major-unit string ("1205.50"), done on the digits so that no float
 * ever rounds a santim away.
 */
export function minorToMajor(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('minorToMajor needs a non-negative integer');
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Chapa's amount (a string like "1205.50", or a JSON number like 1205.5) to minor units.
 * Anything with more than two decimals, a sign or an exponent is refused rather than rounded:
 * an amount we cannot read exactly is not an amount we can compare with the order.
 */
export function majorToMinor(major: string | number): number {
  let text: string;
  if (typeof major === 'number') {
    if (!Number.isFinite(major)) throw new RangeError('majorToMinor needs a finite amount');
    // String() gives the shortest exact round-trip form, so 1205.5 reads back as "1205.5".
    text = String(major);
  } else {
    text = major.trim();
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`majorToMinor cannot read "${text.slice(0, 30)}"`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const minor = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(minor)) throw new RangeError('majorToMinor: amount too large');
  return minor;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function randomToken(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Chapa accepts only letters, digits, hyphens, underscores and dots in a tx_ref. */
const refPart = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '');

/** Chapa's description accepts only letters, digits, hyphens, underscores, spaces and dots. */
const descriptionText = (text: string) =>
  text
    .replace(/[^A-Za-z0-9_. -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_MAX)
    .trim();

/**
 * Chapa takes a phone only as 10 local digits (09xxxxxxxx or 07xxxxxxxx) and rejects the
 * whole initialize otherwise, so an Ethiopian number is rewritten and any other is left out.
 */
export function chapaPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s().-]/g, '');
  const local = /^(?:\+?251|0)([79]\d{8})$/.exec(digits);
  return local ? `0${local[1]}` : null;
}

function splitName(fullName: string): { first: string; last: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? fullName.trim();
  const last = parts.slice(1).join(' ');
  return { first, last: last === '' ? null : last };
}

/**
 * Whether a Chapa webhook (payments and transfers alike) carries the HMAC-SHA256 of its exact
 * bytes under the webhook secret. Only x-chapa-signature binds the body: chapa-signature is
 * Chapa's HMAC of the secret itself, the same on every delivery, so once seen it would vouch for
 * any forged body.
 */
export function chapaSignatureValid(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, webhookSecret: string): boolean {
  const signature = headerValue(headers, 'x-chapa-signature');
  const expected = createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
  return signature !== null && hexDigestEquals(signature, expected);
}

function outcomeOfStatus(status: unknown): PaymentOutcome {
  if (status === 'success') return 'paid';
  if (status === 'failed' || status === 'cancelled' || status === 'canceled' || status === 'expired') return 'failed';
  // 'pending' and anything Chapa adds later: never treated as money received nor as a refusal.
  return 'pending';
}

function outcomeOfEvent(event: string, status: unknown): PaymentOutcome | 'ignored' {
  if (event === 'charge.success') return status === undefined || status === 'success' ? 'paid' : 'pending';
  if (event === 'charge.failed' || event === 'charge.cancelled' || event === 'charge.canceled') return 'failed';
  // Refunds, reversals, payouts, disputes... do not move an order's payment by themselves.
  return 'ignored';
}

export function createChapaProvider(options: OnlineProviderOptions): PaymentProvider {
  const { fetchImpl = fetch, ...cfg } = options;
  const { fail, call } = createHttpProviderClient({
    provider: 'chapa',
    label: 'Chapa',
    cfg,
    fetchImpl,
    providerMessage(body: unknown): string {
      if (!isRecord(body) || body.message === undefined) return '';
      const message = typeof body.message === 'string' ? body.message : JSON.stringify(body.message);
      return `: ${message.slice(0, 200)}`;
    },
  });

  function readAmount(value: unknown, what: string): number | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' && typeof value !== 'number') throw fail(`Chapa ${what} gave an amount that is not a number.`);
    try {
      return majorToMinor(value);
    } catch {
      throw fail(`Chapa ${what} gave an amount that cannot be read exactly.`);
    }
  }

  return {
    id: 'chapa',
    currencies: CHAPA_CURRENCIES,

    async initiate(payment) {
      if (payment.currency !== 'ETB') throw fail(`Chapa charges only in ETB, not ${payment.currency}.`);
      if (!Number.isSafeInteger(payment.amountMinor) || payment.amountMinor <= 0) throw fail('Chapa needs a positive whole amount of santim.');
      // A fresh suffix per attempt: Chapa refuses a tx_ref it has seen, and a retried payment is a new transaction.
      const txRef = `tibeb-${refPart(payment.orderNumber)}-${randomToken(6)}`;
      const name = splitName(payment.fullName);
      const phone = chapaPhone(payment.phone);
      const request: Json = {
        amount: minorToMajor(payment.amountMinor),
        currency: 'ETB',
        email: payment.email,
        first_name: name.first,
        ...(name.last ? { last_name: name.last } : {}),
        ...(phone ? { phone_number: phone } : {}),
        tx_ref: txRef,
        callback_url: payment.webhookUrl,
        return_url: payment.returnUrl,
        customization: {
          title: CHECKOUT_TITLE,
          description: descriptionText(payment.description) || descriptionText(`Order ${payment.orderNumber}`),
        },
      };
      const answer = await call('initialize', 'POST', '/v1/transaction/initialize', { json: request });
      const checkoutUrl = answer.status === 'success' && isRecord(answer.data) ? str(answer.data.checkout_url) : null;
      if (!checkoutUrl || !/^https?:\/\//.test(checkoutUrl)) throw fail('Chapa initialize answered without a checkout URL.');
      return { reference: txRef, redirectUrl: checkoutUrl };
    },

    async verify(reference): Promise<VerifyResult> {
      const answer = await call('verify', 'GET', `/v1/transaction/verify/${encodeURIComponent(reference)}`);
      if (answer.status !== 'success' || !isRecord(answer.data)) throw fail('Chapa verify answered without transaction data.');
      const data = answer.data;
      // An answer about another transaction must never settle this one.
      if (data.tx_ref !== undefined && data.tx_ref !== reference) throw fail('Chapa verify answered about another transaction.');
      return {
        outcome: outcomeOfStatus(data.status),
        reference,
        amountMinor: readAmount(data.amount, 'verify'),
        currency: str(data.currency)?.toUpperCase() ?? null,
      };
    },

    parseWebhook(rawBody, headers): WebhookEvent {
      if (!chapaSignatureValid(rawBody, headers, cfg.webhookSecret)) throw signatureInvalid('The webhook signature is missing or wrong.');

      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw webhookInvalid('not JSON');
      }
      if (!isRecord(parsed) || typeof parsed.event !== 'string') throw webhookInvalid('no event');
      // Older payloads nest the transaction under `data`; current ones are flat.
      const body = parsed.tx_ref === undefined && isRecord(parsed.data) ? { ...parsed.data, event: parsed.event } : parsed;
      const event = parsed.event;
      const txRef = str(body.tx_ref);
      const chapaRef = str(body.reference);
      const outcome = outcomeOfEvent(event, body.status);
      if (outcome !== 'ignored' && !txRef) throw webhookInvalid('no tx_ref');

      let amountMinor: number | null = null;
      try {
        amountMinor = readAmount(body.amount, 'webhook');
      } catch {
        if (outcome !== 'ignored') throw webhookInvalid('unreadable amount');
      }
      const currency = str(body.currency)?.toUpperCase() ?? null;
      return {
        // Chapa sends no event id; these three fields are the same on every redelivery of one event.
        eventId: `${event}:${txRef ?? ''}:${chapaRef ?? ''}`,
        reference: txRef ?? chapaRef ?? '',
        outcome,
        amountMinor,
        currency,
        summary: {
          event,
          tx_ref: txRef,
          reference: chapaRef,
          status: body.status ?? null,
          amount: body.amount ?? null,
          currency,
          payment_method: body.payment_method ?? null,
          type: body.type ?? null,
          mode: body.mode ?? null,
        },
      };
    },

    async refund(reference, amountMinor, currency) {
      if (currency !== 'ETB') throw fail(`Chapa refunds only in ETB, not ${currency}.`);
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw fail('Chapa needs a positive whole amount of santim to refund.');
      // Form-encoded as in Chapa's refund reference; the amount is explicit so a partial refund stays partial.
      const form = new URLSearchParams({ reason: 'Order cancelled', amount: minorToMajor(amountMinor) });
      const answer = await call('refund', 'POST', `/v1/refund/${encodeURIComponent(reference)}`, { form });
      const refundRef = (isRecord(answer.data) ? str(answer.data.reference) : null) ?? reference;
      // A 2xx that says it did not refund is Chapa's answer, not a broken call: the order stays paid.
      return { reference: refundRef, ok: answer.status === 'success' };
    },
  };
}
