import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFakeServer, deliverWebhook, escapeHtml, readBody, sendHtml, sendJson, type RecordedRequest, type RecordedWebhook } from './http-fake';

export type { RecordedRequest, RecordedWebhook, StartedFake } from './http-fake';

/**
 * A local stand-in for the part of Stripe that src/server/modules/payments/stripe.ts uses:
 * Checkout Sessions (create, retrieve), Refunds, Idempotency-Key replay, a hosted page with
 * "Pay" and "Fail" buttons, and webhooks signed with Stripe's `t=...,v1=...` scheme. Stripe
 * sends webhooks to an endpoint set in its dashboard, so the fake takes a `webhookUrl` option.
 */

export interface StripeFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where webhooks go (Stripe's dashboard setting); can be set later with setWebhookUrl. */
  webhookUrl?: string;
  host?: string;
}

export interface StripeFakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** Not part of Stripe's session object: what the fake knows about the line and the refunds. */
  fake: { productName: string; description: string | null; refundedMinor: number };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const invalid = (message: string, param?: string) => ({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

/** Stripe's public view of a session: everything but the fake's own bookkeeping. */
function publicSession(session: StripeFakeSession): Omit<StripeFakeSession, 'fake'> {
  const { fake: _fake, ...rest } = session;
  return rest;
}

export function createStripeFake(options: StripeFakeOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe_secret_key';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_webhook_secret';
  const host = options.host ?? '127.0.0.1';
  let webhookUrl: string | null = options.webhookUrl ?? null;
  const sessions = new Map<string, StripeFakeSession>();
  const requests: RecordedRequest[] = [];
  const webhooks: RecordedWebhook[] = [];
  const failures: number[] = [];
  /** Idempotency-Key → the first answer, replayed for a repeat with the same parameters, as Stripe does. */
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();

  /** The Stripe-Signature header for `body`; `timestamp` (unix seconds) and `secret` forge old or wrong ones. */
  function sign(body: string, opts: { timestamp?: number; secret?: string } = {}): string {
    const t = opts.timestamp ?? nowSeconds();
    const v1 = createHmac('sha256', opts.secret ?? webhookSecret)
      .update(`${t}.${body}`)
      .digest('hex');
    return `t=${t},v1=${v1}`;
  }

  /** A whole Stripe event around `object`, as the dashboard endpoint would receive it. */
  function eventBody(type: string, object: unknown): string {
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  async function deliver(body: string, send: boolean): Promise<RecordedWebhook> {
    const headers = { 'content-type': 'application/json', 'stripe-signature': sign(body), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
    const record: RecordedWebhook = { url: webhookUrl, body, headers, deliveredStatus: null, error: null };
    return deliverWebhook(webhooks, record, send, 'no webhookUrl');
  }

  /**
   * 'paid' completes the session (a PaymentIntent appears) and sends checkout.session.completed;
   * 'failed' expires it and sends checkout.session.expired, the event a shopper who gave up causes.
   */
  async function settle(sessionId: string, outcome: 'paid' | 'failed', opts: { sendWebhook?: boolean } = {}): Promise<RecordedWebhook> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe fake: no session ${sessionId}`);
    if (outcome === 'paid') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = session.payment_intent ?? id('pi');
    } else {
      session.status = 'expired';
      session.url = null;
    }
    const type = outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired';
    return deliver(eventBody(type, publicSession(session)), opts.sendWebhook ?? true);
  }

  function createSession(form: URLSearchParams): { status: number; body: unknown } {
    const get = (k: string) => form.get(k);
    if (get('mode') !== 'payment') return { status: 400, body: invalid('This fake supports mode=payment only.', 'mode') };
    const successUrl = get('success_url');
    if (!successUrl || !/^https?:\/\//.test(successUrl)) return { status: 400, body: invalid('Not a valid URL', 'success_url') };
    const currency = get('line_items[0][price_data][currency]');
    if (!currency || !/^[a-z]{3}$/.test(currency)) return { status: 400, body: invalid('Invalid currency', 'line_items[0][price_data][currency]') };
    const unit = Number(get('line_items[0][price_data][unit_amount]'));
    if (!Number.isSafeInteger(unit) || unit <= 0) return { status: 400, body: invalid('Invalid integer', 'line_items[0][price_data][unit_amount]') };
    const quantity = Number(get('line_items[0][quantity]') ?? '1');
    if (!Number.isSafeInteger(quantity) || quantity <= 0) return { status: 400, body: invalid('Invalid integer', 'line_items[0][quantity]') };
    const productName = get('line_items[0][price_data][product_data][name]');
    if (!productName) return { status: 400, body: invalid('Missing required param', 'line_items[0][price_data][product_data][name]') };
    const created = nowSeconds();
    const expiresAt = get('expires_at') === null ? created + 24 * 3600 : Number(get('expires_at'));
    if (!Number.isSafeInteger(expiresAt) || expiresAt < created + 30 * 60 - 5 || expiresAt > created + 24 * 3600 + 5) {
      return { status: 400, body: invalid('The expires_at timestamp must be between 30 minutes and 24 hours from now.', 'expires_at') };
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const sessionId = id('cs');
    const session: StripeFakeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unit * quantity,
      amount_subtotal: unit * quantity,
      currency,
      customer_email: get('customer_email'),
      client_reference_id: get('client_reference_id'),
      metadata,
      locale: get('locale'),
      success_url: successUrl,
      cancel_url: get('cancel_url'),
      url: `${server.baseUrl}/pay/${sessionId}`,
      // Since API 2022-08-01 the PaymentIntent is only created when the shopper pays.
      payment_intent: null,
      expires_at: expiresAt,
      created,
      livemode: false,
      fake: { productName, description: get('line_items[0][price_data][product_data][description]'), refundedMinor: 0 },
    };
    sessions.set(sessionId, session);
    return { status: 200, body: publicSession(session) };
  }

  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const pi = form.get('payment_intent');
    if (!pi) return { status: 400, body: invalid('You must pass either a charge or a payment_intent.', 'payment_intent') };
    const session = [...sessions.values()].find((s) => s.payment_intent === pi);
    if (!session || session.payment_status !== 'paid') {
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${pi}'` } } };
    }
    const remaining = session.amount_total - session.fake.refundedMinor;
    const amount = form.get('amount') === null ? remaining : Number(form.get('amount'));
    if (!Number.isSafeInteger(amount) || amount <= 0) return { status: 400, body: invalid('Invalid positive integer', 'amount') };
    if (remaining <= 0) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
    if (amount > remaining) return { status: 400, body: invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'amount') };
    session.fake.refundedMinor += amount;
    return { status: 200, body: { id: id('re'), object: 'refund', amount, currency: session.currency, payment_intent: pi, status: 'succeeded', created: nowSeconds() } };
  }

  function checkoutPage(session: StripeFakeSession): string {
    const action = `/pay/${encodeURIComponent(session.id)}`;
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const closed = session.status === 'open' ? '' : `<p id="fake-status">This session is ${escapeHtml(session.status)}.</p>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe (fake) checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto;">
<h1>Stripe (fake) checkout</h1>
<p>${escapeHtml(session.fake.productName)}</p>
<p>Amount: <strong id="fake-amount">${escapeHtml(amount)}</strong></p>
${closed}
<form method="post" action="${action}/pay"><button id="fake-pay" type="submit">Pay</button></form>
<form method="post" action="${action}/fail" style="margin-top: 1rem;"><button id="fake-fail" type="submit">Fail</button></form>
${session.cancel_url ? `<p><a id="fake-back" href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}
</body></html>`;
  }

  function declinedPage(session: StripeFakeSession): string {
    const back = session.cancel_url ? `<p><a id="fake-cancel" href="${escapeHtml(session.cancel_url)}">Return to the shop</a></p>` : '';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment declined</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto;">
<h1 id="fake-declined">Payment declined</h1>
${back}
</body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const path = url.pathname;

    const page = /^\/pay\/([^/]+)(?:\/(pay|fail))?$/.exec(path);
    if (page) {
      const session = sessions.get(decodeURIComponent(page[1] ?? ''));
      if (!session) return sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such session.</p>');
      if (!page[2] && method === 'GET') return sendHtml(res, 200, checkoutPage(session));
      if (page[2] === 'pay' && method === 'POST') {
        if (session.status === 'open') await settle(session.id, 'paid');
        if (session.status === 'complete') {
          // Stripe fills in the {CHECKOUT_SESSION_ID} template variable of success_url.
          res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return res.end();
        }
        return sendHtml(res, 200, checkoutPage(session));
      }
      if (page[2] === 'fail' && method === 'POST') {
        // Stripe never redirects a declined shopper; the page says so and offers the way back.
        if (session.status === 'open') await settle(session.id, 'failed');
        return sendHtml(res, 200, declinedPage(session));
      }
      return sendHtml(res, 405, '<!doctype html><title>Method not allowed</title>');
    }

    requests.push({ method, path: `${path}${url.search}`, headers: { ...req.headers }, body: raw });
    const failure = failures.shift();
    if (failure !== undefined) {
      if (failure === 0) return req.socket.destroy();
      return sendJson(res, failure, { error: { type: 'api_error', message: 'Simulated failure' } });
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
      if (!session) return sendJson(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      // Sessions left open past expires_at expire on their own, as Stripe's do.
      if (session.status === 'open' && session.expires_at <= nowSeconds()) {
        session.status = 'expired';
        session.url = null;
      }
      return sendJson(res, 200, publicSession(session));
    }

    const create = method === 'POST' && path === '/v1/checkout/sessions' ? createSession : method === 'POST' && path === '/v1/refunds' ? createRefund : null;
    if (!create) return sendJson(res, 404, invalid(`Unrecognized request URL (${method}: ${path}).`));
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' ? `${path}:${key}` : null;
    const previous = idemKey ? idempotent.get(idemKey) : undefined;
    if (previous) {
      if (previous.params !== raw) {
        return sendJson(res, 400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
      }
      res.setHeader('Idempotent-Replayed', 'true');
      return sendJson(res, previous.status, previous.body);
    }
    const result = create(new URLSearchParams(raw));
    if (idemKey) idempotent.set(idemKey, { params: raw, ...result });
    sendJson(res, result.status, result.body);
  }

  const server = createFakeServer('stripe', host, handle, (message) => ({ error: { type: 'api_error', message } }));

  return {
    secretKey,
    webhookSecret,

    start: server.start,

    get url(): string {
      return server.url;
    },

    setWebhookUrl(next: string | null) {
      webhookUrl = next;
    },

    session: (sessionId: string): StripeFakeSession | undefined => sessions.get(sessionId),
    sessions: (): StripeFakeSession[] => [...sessions.values()],
    requests: (): RecordedRequest[] => [...requests],

    settle,
    lastWebhook: (): RecordedWebhook | null => webhooks.at(-1) ?? null,
    webhooks: (): RecordedWebhook[] => [...webhooks],
    sign,
    /** A complete event body of any type (e.g. checkout.session.async_payment_failed) for tests to sign and parse. */
    eventBody,
    /** The next API call answers with this HTTP status (0: the connection is dropped). Calls queue up. */
    failNext(status: number) {
      failures.push(status);
    },
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;
