import { timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '../../../domain/orders/constants';
import type { ProviderConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { PaymentProviderError } from './provider';

/**
 * What the hosted-checkout providers (Chapa, Stripe) share: reading untyped JSON answers,
 * webhook headers and signatures, and one HTTP call that never lets a key out in a message.
 * Each provider keeps only what its own API documents.
 */

export type FetchLike = typeof fetch;
export type Json = Record<string, unknown>;

/** A checkout must not hang on a slow provider: the shopper is waiting on the other end. */
export const REQUEST_TIMEOUT_MS = 15_000;

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Header names arrive lower-cased from Node, but a caller building them by hand may not. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first && first.trim() !== '' ? first.trim() : null;
  }
  return null;
}

/** Constant-time comparison of two hex digests; a malformed header simply does not match. */
export function hexDigestEquals(received: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(received) || received.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(received.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

/** `message` differs per provider: Stripe also refuses a signature that is too old. */
export function signatureInvalid(message: string): AppError {
  return new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', message);
}

export function webhookInvalid(detail: string): AppError {
  return new AppError(400, 'WEBHOOK_INVALID', `The webhook body cannot be read: ${detail}.`);
}

export type RequestBody = { json: unknown } | { form: URLSearchParams };

/** What an online provider's factory takes: its configured keys and address, and the fetch to call it with. */
export interface OnlineProviderOptions extends ProviderConfig {
  /** Tests hand in a fake; the global fetch otherwise. */
  fetchImpl?: FetchLike;
}

export interface HttpProviderOptions {
  provider: PaymentMethod;
  /** The provider's name as it reads in messages ("Chapa", "Stripe"). */
  label: string;
  cfg: ProviderConfig;
  fetchImpl: FetchLike;
  /** The provider's own error text out of a failed answer, as ": <text>", or ''. */
  providerMessage(body: unknown): string;
}

export interface HttpProviderClient {
  /** A PaymentProviderError whose message never carries the secret key or the webhook secret. */
  fail(message: string): PaymentProviderError;
  /**
   * One authenticated call answering a JSON object. With an idempotency key, a call that never
   * got an answer is sent once more with the same key, so the provider returns what it already
   * did rather than doing it twice; without one, it is sent once.
   */
  call(what: string, method: 'GET' | 'POST', path: string, body?: RequestBody | null, idempotencyKey?: string | null): Promise<Json>;
}

export function createHttpProviderClient(opts: HttpProviderOptions): HttpProviderClient {
  const { cfg, fetchImpl, label } = opts;
  const secrets = [cfg.secretKey, cfg.webhookSecret].filter((s) => s.length > 0);

  /** Belt and braces: whatever a provider or a network error echoes, our keys never leave in a message. */
  const redact = (text: string) => secrets.reduce((acc, secret) => acc.split(secret).join('[redacted]'), text);
  const fail = (message: string) => new PaymentProviderError(opts.provider, redact(message));

  async function send(what: string, method: 'GET' | 'POST', path: string, body: RequestBody | null, idempotencyKey: string | null): Promise<Json> {
    const headers: Record<string, string> = { Authorization: `Bearer ${cfg.secretKey}`, Accept: 'application/json' };
    let payload: string | undefined;
    if (body && 'json' in body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = body.form.toString();
    }
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetchImpl(`${cfg.apiUrl}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    if (!res.ok) throw fail(`${label} ${what} answered HTTP ${res.status}${opts.providerMessage(json)}.`);
    if (!isRecord(json)) throw fail(`${label} ${what} answered something other than a JSON object.`);
    return json;
  }

  async function call(what: string, method: 'GET' | 'POST', path: string, body: RequestBody | null = null, idempotencyKey: string | null = null): Promise<Json> {
    const attempts = idempotencyKey ? 2 : 1;
    let lastError: unknown = null;
    for (let i = 0; i < attempts; i += 1) {
      try {
        return await send(what, method, path, body, idempotencyKey);
      } catch (err) {
        // An answer (an HTTP error, a body we cannot read) is final; only the network is retried.
        if (err instanceof PaymentProviderError) throw err;
        lastError = err;
      }
    }
    const reason = lastError instanceof Error ? `${lastError.name}: ${lastError.message}` : 'unknown error';
    throw fail(`${label} ${what} could not be reached (${reason}).`);
  }

  return { fail, call };
}
