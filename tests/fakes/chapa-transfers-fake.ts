import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { deliverWebhook, sendJson, type RecordedWebhook } from './http-fake';

/**
 * The Transfers part of the Chapa fake (chapa-fake.ts serves it on the same address, with the same
 * key): `POST /v1/transfers` queues a transfer under the merchant's reference, `GET
 * /v1/transfers/verify/:reference` answers its state, and `settleTransfer` ends it and sends the
 * signed `payout.success` / `payout.failed` webhook Chapa sends to the dashboard's webhook URL.
 * Journeys steer it with `POST /control/transfers/<reference>/success|failed`.
 */

export type ChapaFakeTransferStatus = 'pending' | 'success' | 'failed';

export interface ChapaFakeTransfer {
  reference: string;
  /** Chapa's own id for it. */
  chapaReference: string;
  accountName: string;
  accountNumber: string;
  bankCode: number;
  /** Major units as sent ("1205.50"). */
  amount: string;
  currency: string;
  status: ChapaFakeTransferStatus;
  createdAt: string;
  updatedAt: string;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
const fieldError = (field: string, message: string) => ({ message: { [field]: [message] }, status: 'failed', data: null });

export function createChapaTransfersFake(opts: { sign: (body: string) => Record<string, string>; webhookUrl?: string }) {
  const transfers = new Map<string, ChapaFakeTransfer>();
  const webhooks: RecordedWebhook[] = [];
  let webhookUrl = opts.webhookUrl ?? null;
  /** What the next transfers answer, queued: 'queue' (the real API's answer), or settle at once. */
  const plan: Array<'queue' | 'success' | 'failed'> = [];

  function webhookBody(t: ChapaFakeTransfer): string {
    return JSON.stringify({
      event: t.status === 'success' ? 'payout.success' : 'payout.failed',
      type: 'Payout',
      account_name: t.accountName,
      account_number: t.accountNumber,
      bank_id: t.bankCode,
      bank_name: 'Fake bank',
      amount: t.amount,
      charge: '0.00',
      currency: t.currency,
      status: t.status,
      reference: t.reference,
      chapa_reference: t.chapaReference,
      bank_reference: t.status === 'success' ? `BK${token(6)}` : null,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
    });
  }

  async function settleTransfer(reference: string, outcome: 'paid' | 'failed', o: { sendWebhook?: boolean } = {}): Promise<RecordedWebhook> {
    const t = transfers.get(reference);
    if (!t) throw new Error(`chapa fake: no transfer ${reference}`);
    t.status = outcome === 'paid' ? 'success' : 'failed';
    t.updatedAt = new Date().toISOString();
    const body = webhookBody(t);
    return deliverWebhook(webhooks, { url: webhookUrl, body, headers: opts.sign(body), deliveredStatus: null, error: null }, o.sendWebhook ?? true, 'no transfer webhook URL');
  }

  function create(body: Record<string, unknown>, res: ServerResponse) {
    const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : null);
    const amount = typeof body.amount === 'number' ? String(body.amount) : s('amount');
    const reference = s('reference');
    const bankCode = typeof body.bank_code === 'number' ? body.bank_code : Number(s('bank_code'));
    if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return sendJson(res, 400, fieldError('amount', 'The amount must be a positive number.'));
    if (s('currency') !== 'ETB') return sendJson(res, 400, fieldError('currency', 'The selected currency is invalid.'));
    if (!reference || !/^[A-Za-z0-9_.-]+$/.test(reference)) return sendJson(res, 400, fieldError('reference', 'The reference may only contain letters, numbers, dashes, underscores and dots.'));
    if (!Number.isInteger(bankCode) || bankCode <= 0) return sendJson(res, 400, fieldError('bank_code', 'The selected bank code is invalid.'));
    if (!s('account_name') || !s('account_number')) return sendJson(res, 400, fieldError('account_number', 'The account number field is required.'));
    if (transfers.has(reference)) return sendJson(res, 400, { message: 'Transfer reference has been used before', status: 'failed', data: null });
    const now = new Date().toISOString();
    const t: ChapaFakeTransfer = {
      reference,
      chapaReference: `TR${token(9)}`,
      accountName: s('account_name') ?? '',
      accountNumber: s('account_number') ?? '',
      bankCode,
      amount,
      currency: 'ETB',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    };
    transfers.set(reference, t);
    const next = plan.shift() ?? 'queue';
    if (next !== 'queue') t.status = next;
    sendJson(res, 200, { message: 'Transfer Queued Successfully', status: 'success', data: t.chapaReference });
  }

  function verify(reference: string, res: ServerResponse) {
    const t = transfers.get(reference);
    if (!t) return sendJson(res, 404, { message: 'Transfer not found', status: 'failed', data: null });
    sendJson(res, 200, {
      message: 'Transfer details',
      status: 'success',
      data: {
        account_name: t.accountName,
        account_number: t.accountNumber,
        currency: t.currency,
        amount: Number(t.amount),
        charge: 0,
        mode: 'test',
        transfer_method: 'bank',
        chapa_transfer_id: t.chapaReference,
        bank_code: t.bankCode,
        status: t.status,
        tx_ref: t.reference,
        created_at: t.createdAt,
        updated_at: t.updatedAt,
      },
    });
  }

  return {
    /** Answers the Transfers paths (after the fake's key check); false for any other path. */
    handle(method: string, path: string, body: Record<string, unknown>, res: ServerResponse): boolean {
      if (method === 'POST' && path === '/v1/transfers') {
        create(body, res);
        return true;
      }
      const m = /^\/v1\/transfers\/verify\/([^/]+)$/.exec(path);
      if (method === 'GET' && m) {
        verify(decodeURIComponent(m[1] ?? ''), res);
        return true;
      }
      return false;
    },
    /** Journeys' steering, without the API key: POST /control/transfers/<reference>/success|failed. */
    async control(method: string, path: string, res: ServerResponse): Promise<boolean> {
      const m = /^\/control\/transfers\/([^/]+)\/(success|failed)$/.exec(path);
      if (method !== 'POST' || !m) return false;
      const reference = decodeURIComponent(m[1] ?? '');
      if (!transfers.has(reference)) {
        sendJson(res, 404, { message: 'Transfer not found' });
        return true;
      }
      const hook = await settleTransfer(reference, m[2] === 'success' ? 'paid' : 'failed');
      sendJson(res, 200, { delivered: hook.deliveredStatus });
      return true;
    },
    transfer: (reference: string): ChapaFakeTransfer | undefined => transfers.get(reference),
    transfers: (): ChapaFakeTransfer[] => [...transfers.values()],
    /** Ends a transfer as Chapa would and sends its signed webhook unless told not to. */
    settleTransfer,
    transferWebhooks: (): RecordedWebhook[] => [...webhooks],
    setTransferWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** How the next transfers end when they are created: 'success' or 'failed' at once (verify tells), or 'queue'. */
    nextTransfers(...outcomes: Array<'queue' | 'success' | 'failed'>) {
      plan.push(...outcomes);
    },
  };
}

export type ChapaTransfersFake = ReturnType<typeof createChapaTransfersFake>;
