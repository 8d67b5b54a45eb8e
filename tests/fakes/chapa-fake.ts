import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createChapaTransfersFake } from './chapa-transfers-fake';
import { createFakeServer, deliverWebhook, escapeHtml, readBody, sendHtml, sendJson, type RecordedRequest, type RecordedWebhook } from './http-fake';

export type { RecordedRequest, RecordedWebhook, StartedFake } from './http-fake';

/**
 * A local stand-in for Chapa's HTTP API and hosted checkout, speaking the same contract as
 * src/server/modules/payments/chapa.ts expects from the real one: initialize, verify, refund,
 * a hosted page with "Pay" and "Fail" buttons, and webhooks signed like Chapa signs them.
 * Used by vitest (through `settle`, `lastWebhook`, `failNext`) and by browser journeys
 * (through the hosted page at GET /pay/<tx_ref>).
 */

export interface ChapaFakeOptions {
  /** The Bearer token every API call must carry. */
  secretKey?: string;
  /** The secret the webhooks are signed with. */
  webhookSecret?: string;
  host?: string;
  /** Where transfer (payout) webhooks go: Chapa sends them to the URL set in its dashboard. */
  transferWebhookUrl?: string;
}

export type ChapaFakeStatus = 'pending' | 'success' | 'failed';

export interface ChapaFakeTransaction {
  txRef: string;
  /** Chapa's own reference, sent in webhooks. */
  reference: string;
  /** Major units exactly as the merchant sent them ("1205.50"). */
  amount: string;
  currency: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  callbackUrl: string | null;
  returnUrl: string | null;
  title: string | null;
  description: string | null;
  status: ChapaFakeStatus;
  /** Refunded so far, in minor units. */
  refundedMinor: number;
  createdAt: string;
  updatedAt: string;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
/** "1205.50" → 120550 without floats (the fake must not be the thing that drifts). */
function toMinor(amount: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Chapa's refund takes a form; its other calls JSON. The fake reads either, like a lenient server. */
function parseBody(req: IncomingMessage, raw: string): Record<string, unknown> | null {
  if (raw === '') return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const fieldError = (field: string, message: string) => ({ message: { [field]: [message] }, status: 'failed', data: null });

export function createChapaFake(options: ChapaFakeOptions = {}) {
  const secretKey = options.secretKey ?? 'CHASECK_TEST-fake-chapa-secret-key';
  const webhookSecret = options.webhookSecret ?? 'chapa-fake-webhook-secret';
  const host = options.host ?? '127.0.0.1';
  const transactions = new Map<string, ChapaFakeTransaction>();
  const requests: RecordedRequest[] = [];
  const webhooks: RecordedWebhook[] = [];
  const failures: number[] = [];

  function sign(body: string, opts: { secret?: string } = {}): Record<string, string> {
    const secret = opts.secret ?? webhookSecret;
    return {
      'content-type': 'application/json',
      // HMAC of the payload: the signature that binds the body.
      'x-chapa-signature': hmacHex(secret, body),
      // Chapa also sends the HMAC of the secret keyed with itself.
      'chapa-signature': hmacHex(secret, secret),
    };
  }

  const transfersFake = createChapaTransfersFake({ sign: (body) => sign(body), webhookUrl: options.transferWebhookUrl });

  function webhookBody(tx: ChapaFakeTransaction): string {
    const event = tx.status === 'success' ? 'charge.success' : 'charge.failed';
    return JSON.stringify({
      event,
      first_name: tx.firstName,
      last_name: tx.lastName,
      email: tx.email,
      mobile: tx.phoneNumber,
      currency: tx.currency,
      amount: tx.amount,
      charge: '0.00',
      status: tx.status,
      failure_reason: tx.status === 'failed' ? 'Declined by the fake' : null,
      mode: 'test',
      reference: tx.reference,
      created_at: tx.createdAt,
      updated_at: tx.updatedAt,
      type: 'API',
      tx_ref: tx.txRef,
      payment_method: 'telebirr',
      customization: { title: tx.title, description: tx.description, logo: null },
      meta: null,
    });
  }

  async function deliver(tx: ChapaFakeTransaction, send: boolean): Promise<RecordedWebhook> {
    const body = webhookBody(tx);
    const record: RecordedWebhook = { url: tx.callbackUrl, body, headers: sign(body), deliveredStatus: null, error: null };
    return deliverWebhook(webhooks, record, send, 'no callback_url');
  }

  async function settle(txRef: string, outcome: 'paid' | 'failed', opts: { sendWebhook?: boolean } = {}): Promise<RecordedWebhook> {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`chapa fake: no transaction ${txRef}`);
    tx.status = outcome === 'paid' ? 'success' : 'failed';
    tx.updatedAt = new Date().toISOString();
    return deliver(tx, opts.sendWebhook ?? true);
  }

  function initialize(body: Record<string, unknown>, res: ServerResponse) {
    const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : null);
    const amount = typeof body.amount === 'number' ? String(body.amount) : s('amount');
    const txRef = s('tx_ref');
    const currency = s('currency') ?? 'ETB';
    if (!amount || toMinor(amount) === null || toMinor(amount) === 0) return sendJson(res, 400, fieldError('amount', 'The amount must be a positive number.'));
    if (!['ETB', 'USD'].includes(currency)) return sendJson(res, 400, fieldError('currency', 'The selected currency is invalid.'));
    if (!txRef || !/^[A-Za-z0-9_.-]+$/.test(txRef)) return sendJson(res, 400, fieldError('tx_ref', 'The tx ref may only contain letters, numbers, dashes, underscores and dots.'));
    if (transactions.has(txRef)) return sendJson(res, 400, { message: 'Transaction reference has been used before', status: 'failed', data: null });
    const phone = s('phone_number');
    if (phone !== null && !/^0[79]\d{8}$/.test(phone)) return sendJson(res, 400, fieldError('phone_number', 'The phone number must be 10 digits starting with 09 or 07.'));
    const custom = typeof body.customization === 'object' && body.customization !== null ? (body.customization as Record<string, unknown>) : {};
    const title = typeof custom.title === 'string' ? custom.title : null;
    const description = typeof custom.description === 'string' ? custom.description : null;
    if (title !== null && title.length > 16) return sendJson(res, 400, fieldError('customization.title', 'The customization.title must not be greater than 16 characters.'));
    if (description !== null && !/^[A-Za-z0-9_. -]*$/.test(description)) {
      return sendJson(res, 400, fieldError('customization.description', 'The customization.description may only contain letters, numbers, hyphens, underscores, spaces, and dots.'));
    }
    const now = new Date().toISOString();
    transactions.set(txRef, {
      txRef,
      reference: `AP${token(9)}`,
      amount,
      currency,
      email: s('email'),
      firstName: s('first_name'),
      lastName: s('last_name'),
      phoneNumber: phone,
      callbackUrl: s('callback_url'),
      returnUrl: s('return_url'),
      title,
      description,
      status: 'pending',
      refundedMinor: 0,
      createdAt: now,
      updatedAt: now,
    });
    sendJson(res, 200, { message: 'Hosted Link', status: 'success', data: { checkout_url: `${server.baseUrl}/pay/${encodeURIComponent(txRef)}` } });
  }

  function verify(txRef: string, res: ServerResponse) {
    const tx = transactions.get(txRef);
    if (!tx) return sendJson(res, 404, { message: 'Invalid transaction or Transaction not found', status: 'failed', data: null });
    sendJson(res, 200, {
      message: 'Payment details',
      status: 'success',
      data: {
        first_name: tx.firstName,
        last_name: tx.lastName,
        email: tx.email,
        currency: tx.currency,
        // Chapa's verify gives a JSON number here (its webhook gives a string): both are exercised.
        amount: Number(tx.amount),
        charge: 0,
        mode: 'test',
        method: 'test',
        type: 'API',
        status: tx.status,
        reference: tx.reference,
        tx_ref: tx.txRef,
        customization: { title: tx.title, description: tx.description, logo: null },
        meta: null,
        created_at: tx.createdAt,
        updated_at: tx.updatedAt,
      },
    });
  }

  function refund(txRef: string, body: Record<string, unknown>, res: ServerResponse) {
    const tx = transactions.get(txRef);
    if (!tx) return sendJson(res, 404, { message: 'Invalid transaction or Transaction not found', status: 'failed', data: null });
    if (tx.status !== 'success') return sendJson(res, 400, { message: 'Only successful transactions can be refunded', status: 'failed', data: null });
    const paid = toMinor(tx.amount) ?? 0;
    const requested = body.amount === undefined ? paid - tx.refundedMinor : toMinor(String(body.amount));
    if (requested === null || requested <= 0) return sendJson(res, 400, fieldError('amount', 'The amount must be a positive number.'));
    if (tx.refundedMinor + requested > paid) return sendJson(res, 400, { message: 'Refund amount exceeds the transaction amount', status: 'failed', data: null });
    tx.refundedMinor += requested;
    sendJson(res, 200, {
      message: 'Refund processed successfully',
      status: 'success',
      data: { reference: `RF${token(9)}`, tx_ref: tx.txRef, amount: String(body.amount ?? tx.amount), currency: tx.currency, status: 'refunded' },
    });
  }

  function checkoutPage(tx: ChapaFakeTransaction): string {
    const action = `/pay/${encodeURIComponent(tx.txRef)}`;
    const settled = tx.status === 'pending' ? '' : `<p id="fake-status">This payment is already ${escapeHtml(tx.status)}.</p>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chapa (fake) checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto;">
<h1>Chapa (fake) checkout</h1>
<p>${escapeHtml(tx.title ?? '')} ${escapeHtml(tx.description ?? '')}</p>
<p>Amount: <strong id="fake-amount">${escapeHtml(tx.amount)} ${escapeHtml(tx.currency)}</strong></p>
${settled}
<form method="post" action="${action}/pay"><button id="fake-pay" type="submit">Pay</button></form>
<form method="post" action="${action}/fail" style="margin-top: 1rem;"><button id="fake-fail" type="submit">Fail</button></form>
</body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const path = url.pathname;

    // The hosted page is for the shopper's browser: no API key, like the real one.
    const page = /^\/pay\/([^/]+)(?:\/(pay|fail))?$/.exec(path);
    if (page) {
      const tx = transactions.get(decodeURIComponent(page[1] ?? ''));
      if (!tx) return sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such payment.</p>');
      if (!page[2] && method === 'GET') return sendHtml(res, 200, checkoutPage(tx));
      if (page[2] && method === 'POST') {
        // A double click (or a back-and-resubmit) does not settle twice or send a second webhook.
        if (tx.status === 'pending') await settle(tx.txRef, page[2] === 'pay' ? 'paid' : 'failed');
        res.writeHead(303, { Location: tx.returnUrl ?? '/' });
        return res.end();
      }
      return sendHtml(res, 405, '<!doctype html><title>Method not allowed</title>');
    }

    if (await transfersFake.control(method, path, res)) return;

    requests.push({ method, path: `${path}${url.search}`, headers: { ...req.headers }, body: raw });
    const failure = failures.shift();
    if (failure !== undefined) {
      // 0 stands for the network itself failing: the connection drops without an answer.
      if (failure === 0) return req.socket.destroy();
      return sendJson(res, failure, { message: 'Simulated failure', status: 'failed', data: null });
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return sendJson(res, 401, { message: 'Invalid API Key', status: 'failed', data: null });

    const body = parseBody(req, raw);
    if (body === null) return sendJson(res, 400, { message: 'Invalid request body', status: 'failed', data: null });

    if (transfersFake.handle(method, path, body, res)) return;
    if (method === 'POST' && path === '/v1/transaction/initialize') return initialize(body, res);
    const verifyMatch = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verifyMatch) return verify(decodeURIComponent(verifyMatch[1] ?? ''), res);
    const refundMatch = /^\/v1\/refund\/([^/]+)$/.exec(path);
    if (method === 'POST' && refundMatch) return refund(decodeURIComponent(refundMatch[1] ?? ''), body, res);
    sendJson(res, 404, { message: 'Not found', status: 'failed', data: null });
  }

  const server = createFakeServer('chapa', host, handle, (message) => ({ message, status: 'failed' }));

  return {
    secretKey,
    webhookSecret,

    start: server.start,

    get url(): string {
      return server.url;
    },

    transaction: (txRef: string): ChapaFakeTransaction | undefined => transactions.get(txRef),
    transactions: (): ChapaFakeTransaction[] => [...transactions.values()],
    /** Every API call received (not hosted-page visits), oldest first. */
    requests: (): RecordedRequest[] => [...requests],

    /** Marks the payment as a shopper would on the hosted page; sends the signed webhook unless told not to. */
    settle,
    lastWebhook: (): RecordedWebhook | null => webhooks.at(-1) ?? null,
    webhooks: (): RecordedWebhook[] => [...webhooks],
    /** The headers Chapa would send with `body`; pass another `secret` to forge a bad signature. */
    sign,
    transfer: transfersFake.transfer,
    transfers: transfersFake.transfers,
    settleTransfer: transfersFake.settleTransfer,
    transferWebhooks: transfersFake.transferWebhooks,
    setTransferWebhookUrl: transfersFake.setTransferWebhookUrl,
    nextTransfers: transfersFake.nextTransfers,
    /** The next API call answers with this HTTP status (0: the connection is dropped). Calls queue up. */
    failNext(status: number) {
      failures.push(status);
    },
  };
}

export type ChapaFake = ReturnType<typeof createChapaFake>;
