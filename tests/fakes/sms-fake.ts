import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFakeServer, readBody, sendJson, type FakeServer } from './http-fake';

/**
 * Local fakes of the two Ethiopian SMS gateways, each on its own address, each recording what
 * it was asked to send: AfroMessage (`POST /api/send`, bearer token, answers `acknowledge`) and
 * GeezSMS (`POST /api/v1/sms/send`, token in the body, answers `error`). `failNext` makes the
 * next sends fail as a gateway that is down does (503).
 */

export interface SmsFakeMessage {
  to: string;
  text: string;
  sender: string | null;
}

export interface SmsFake extends FakeServer {
  readonly messages: SmsFakeMessage[];
  to(phone: string): string[];
  failNext(count: number): void;
  /** Every authorised call, failed ones too (a retry shows here). */
  attempts(): number;
}

export function createSmsFake(opts: { provider: 'afromessage' | 'geezsms'; apiKey: string }): SmsFake {
  const messages: SmsFakeMessage[] = [];
  let failures = 0;
  let attempts = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : null);
    if (opts.provider === 'afromessage') {
      if (req.method !== 'POST' || req.url !== '/api/send') return sendJson(res, 404, { acknowledge: 'error', response: { errors: ['not found'] } });
      if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return sendJson(res, 401, { acknowledge: 'error', response: { errors: ['Invalid token'] } });
      attempts += 1;
      if (failures > 0) {
        failures -= 1;
        return sendJson(res, 503, { acknowledge: 'error', response: { errors: ['Service unavailable'] } });
      }
      const to = s('to');
      const message = s('message');
      if (!to || !/^\+?251[79]\d{8}$/.test(to) || !message) return sendJson(res, 400, { acknowledge: 'error', response: { errors: ['Invalid recipient or message'] } });
      messages.push({ to, text: message, sender: s('sender') });
      return sendJson(res, 200, { acknowledge: 'success', response: { status: 'Send', message_id: String(messages.length), message, to } });
    }
    if (req.method !== 'POST' || req.url !== '/api/v1/sms/send') return sendJson(res, 404, { error: true, msg: 'not found' });
    if (s('token') !== opts.apiKey) return sendJson(res, 401, { error: true, msg: 'Invalid token' });
    attempts += 1;
    if (failures > 0) {
      failures -= 1;
      return sendJson(res, 503, { error: true, msg: 'Service unavailable' });
    }
    const phone = s('phone');
    const msg = s('msg');
    if (!phone || !/^\+?251[79]\d{8}$/.test(phone) || !msg) return sendJson(res, 400, { error: true, msg: 'Invalid phone or message' });
    messages.push({ to: phone, text: msg, sender: s('shortcode_id') });
    return sendJson(res, 200, { error: false, msg: 'SMS sent', data: { id: String(messages.length) } });
  }

  const server = createFakeServer(opts.provider, '127.0.0.1', handle, (message) => ({ error: true, msg: message }));
  return Object.assign(server, {
    messages,
    to: (phone: string) => messages.filter((m) => m.to === phone).map((m) => m.text),
    failNext(count: number) {
      failures += count;
    },
    attempts: () => attempts,
  });
}
