import type { ProviderConfig } from '../../../config';
import { AppError } from '../../../lib/errors';
import { chapaPhone, chapaSignatureValid, isRecord, minorToMajor, str, type FetchLike, type Json } from '../../payments';
import { PayoutProviderError, type PayoutDestination, type PayoutProvider, type TransferEvent, type TransferResult } from './provider';

/**
 * Chapa Transfers over its documented HTTP API: `POST /v1/transfers` (account_name,
 * account_number, amount, currency ETB, our unique reference, Chapa's bank id),
 * `GET /v1/transfers/verify/:reference`, and the signed `payout.*` webhooks (Chapa's docs name
 * them `payout.success` / `payout.failed`; `transfer.*` is accepted too). It uses the same secret
 * key and webhook secret as Chapa payments (config.payments.chapa).
 */

/**
 * Our bank codes (domain/payouts/payout-account.ts) → Chapa's bank ids (its `GET /v1/banks`).
 * A bank missing here is not reached by Chapa Transfers from this shop: its designers are paid
 * by hand (the run lists them as due with method `manual`). Add a bank once its id is confirmed
 * against the live bank list; a wrong id would send money to another bank.
 */
export const CHAPA_BANK_IDS: Readonly<Record<string, number>> = {
  cbe: 946,
  awash: 656,
  dashen: 880,
  abyssinia: 347,
  wegagen: 472,
  united: 534,
  nib: 979,
  lion: 315,
  oromia: 423,
  zemen: 687,
  berhan: 571,
  abay: 130,
  addis: 772,
  global: 301,
  ahadu: 207,
};

/** Mobile wallets are banks in Chapa's list; the account number is the wallet's phone. */
export const CHAPA_WALLET_IDS: Readonly<Record<string, number>> = { telebirr: 855, cbe_birr: 128 };

/** A run must not hang on a slow provider; an unanswered call leaves the payout processing. */
const REQUEST_TIMEOUT_MS = 15_000;

const FAILED_STATUSES = new Set(['failed', 'failure', 'cancelled', 'canceled', 'reversed', 'rejected']);
const PAID_EVENTS = new Set(['payout.success', 'transfer.success']);
const FAILED_EVENTS = new Set(['payout.failed', 'transfer.failed', 'payout.reversed', 'transfer.reversed', 'payout.cancelled', 'transfer.cancelled']);

function bankIdOf(destination: PayoutDestination): number | null {
  if (destination.kind === 'wallet') return destination.wallet ? (CHAPA_WALLET_IDS[destination.wallet] ?? null) : null;
  return destination.bankCode ? (CHAPA_BANK_IDS[destination.bankCode] ?? null) : null;
}

function messageOf(body: unknown): string {
  if (!isRecord(body) || body.message === undefined) return '';
  return (typeof body.message === 'string' ? body.message : JSON.stringify(body.message)).slice(0, 200);
}

/** Chapa refuses a reference it has seen: the transfer exists, so its fate is asked, not assumed. */
const saysDuplicate = (message: string) => /reference/i.test(message) && /(used|exist|duplicate|already)/i.test(message);

function outcomeOfStatus(status: unknown): TransferResult['outcome'] {
  const s = typeof status === 'string' ? status.toLowerCase() : '';
  if (s === 'success' || s === 'successful' || s === 'paid') return 'paid';
  if (FAILED_STATUSES.has(s)) return 'failed';
  return 'processing';
}

export interface ChapaTransfersOptions extends ProviderConfig {
  fetchImpl?: FetchLike;
}

export function createChapaTransfersProvider(options: ChapaTransfersOptions): PayoutProvider {
  const { fetchImpl = fetch, ...cfg } = options;
  const redact = (text: string) => [cfg.secretKey, cfg.webhookSecret].reduce((acc, secret) => (secret ? acc.split(secret).join('[redacted]') : acc), text);

  /** One call; answers the HTTP status and the JSON body (null when it is not JSON). A network failure or a timeout throws. */
  async function send(method: 'GET' | 'POST', path: string, body?: Json): Promise<{ status: number; json: unknown }> {
    try {
      const res = await fetchImpl(`${cfg.apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${cfg.secretKey}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text === '' ? null : JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: res.status, json };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
      throw new PayoutProviderError(redact(`Chapa Transfers could not be reached (${reason}).`));
    }
  }

  return {
    id: 'chapa',

    reaches: (destination) => bankIdOf(destination) !== null,

    async transfer(request): Promise<TransferResult> {
      const bankId = bankIdOf(request.destination);
      if (bankId === null) return { outcome: 'failed', externalReference: null, failureReason: 'Chapa Transfers does not reach this bank.' };
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) throw new PayoutProviderError('A transfer needs a positive whole amount of santim.');
      const d = request.destination;
      const accountNumber = d.kind === 'wallet' ? (chapaPhone(d.accountNumber) ?? d.accountNumber) : d.accountNumber;
      const { status, json } = await send('POST', '/v1/transfers', {
        account_name: d.accountName,
        account_number: accountNumber,
        amount: minorToMajor(request.amountMinor),
        currency: 'ETB',
        reference: request.reference,
        bank_code: bankId,
      });
      const message = messageOf(json);
      if (status >= 200 && status < 300 && isRecord(json) && json.status === 'success') {
        // Chapa queues the transfer and answers its reference; how it ends comes by webhook.
        const external = typeof json.data === 'string' ? json.data : isRecord(json.data) ? (str(json.data.chapa_transfer_id) ?? str(json.data.reference)) : null;
        return { outcome: 'processing', externalReference: external && external !== request.reference ? external : null, failureReason: null };
      }
      if (status >= 400 && status < 500 && !saysDuplicate(message) && status !== 408 && status !== 429) {
        // Refused (a bad account, our balance, our key): nothing was sent.
        return { outcome: 'failed', externalReference: null, failureReason: redact(`Chapa refused the transfer (HTTP ${status})${message ? `: ${message}` : ''}.`) };
      }
      // A 5xx, a duplicate reference after a lost answer, a 2xx we cannot read: the transfer may exist.
      throw new PayoutProviderError(redact(`Chapa Transfers answered HTTP ${status}${message ? `: ${message}` : ''}; the transfer's fate is unknown.`));
    },

    async verify(reference): Promise<TransferResult | null> {
      const { status, json } = await send('GET', `/v1/transfers/verify/${encodeURIComponent(reference)}`);
      if (status === 404) return null;
      if (status < 200 || status >= 300 || !isRecord(json) || !isRecord(json.data)) {
        throw new PayoutProviderError(redact(`Chapa Transfers verify answered HTTP ${status}${messageOf(json) ? `: ${messageOf(json)}` : ''}.`));
      }
      const data = json.data;
      const about = str(data.tx_ref) ?? str(data.reference);
      // An answer about another transfer must never settle this one.
      if (about !== null && about !== reference) throw new PayoutProviderError('Chapa Transfers verify answered about another transfer.');
      const outcome = outcomeOfStatus(data.status);
      return { outcome, externalReference: str(data.chapa_transfer_id) ?? str(data.chapa_reference), failureReason: outcome === 'failed' ? `Chapa: ${String(data.status)}` : null };
    },

    parseWebhook(rawBody, headers): TransferEvent {
      if (!chapaSignatureValid(rawBody, headers, cfg.webhookSecret)) throw new AppError(401, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing or wrong.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError(400, 'WEBHOOK_INVALID', 'The webhook body cannot be read: not JSON.');
      }
      if (!isRecord(parsed) || typeof parsed.event !== 'string') throw new AppError(400, 'WEBHOOK_INVALID', 'The webhook body cannot be read: no event.');
      const body = isRecord(parsed.data) && parsed.reference === undefined ? { ...parsed.data, event: parsed.event } : parsed;
      const event = parsed.event.toLowerCase();
      const outcome = PAID_EVENTS.has(event) ? 'paid' : FAILED_EVENTS.has(event) ? 'failed' : 'ignored';
      return {
        reference: str(body.reference) ?? str(body.tx_ref) ?? '',
        outcome,
        summary: {
          event,
          type: body.type ?? null,
          status: body.status ?? null,
          amount: body.amount ?? null,
          currency: body.currency ?? null,
          chapa_reference: body.chapa_reference ?? null,
          bank_reference: body.bank_reference ?? null,
        },
      };
    },
  };
}
