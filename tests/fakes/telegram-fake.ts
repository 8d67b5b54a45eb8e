import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createFakeServer, readBody, sendJson, type FakeServer } from './http-fake';

/**
 * A local Telegram Bot API for one bot: `POST /bot<token>/sendMessage` records each message (a
 * wrong token gets Telegram's 401), and `sendUpdate` plays a person writing to the bot: it posts
 * an update to the shop's webhook with the secret header Telegram sends. `failNext` makes the
 * next sends answer 500 (Telegram down) or 403 (the person blocked the bot).
 *
 * Given `control` (the journeys' fake, tests/fakes/serve.ts), the same things over HTTP for a
 * journey in another process:
 * - `GET /control/messages?chat=<id>`: `{ messages: [{ chatId, text, parseMode }] }`, oldest first
 *   (all chats without `chat`);
 * - `POST /control/updates` `{ chatId, text, languageCode? }`: a person writes to the bot (`/start
 *   <token>` to connect); answers `{ status }`, the shop webhook's HTTP status;
 * - `POST /control/fail` `{ count, status? }`: `failNext` (500 by default).
 */

export interface TelegramFakeMessage {
  chatId: string;
  text: string;
  parseMode: string | null;
}

export interface TelegramFake extends FakeServer {
  readonly messages: TelegramFakeMessage[];
  /** What the bot said to one chat, oldest first. */
  chat(chatId: number | string): string[];
  failNext(count: number, status?: 403 | 429 | 500): void;
  /** A person writes `text` in their private chat (chat id = their user id); answers the webhook's status. */
  sendUpdate(opts: { webhookUrl: string; secret: string | null; chatId: number; text: string; languageCode?: string; chatType?: string; fromId?: number }): Promise<number>;
}

export interface TelegramFakeControl {
  /** The shop's webhook (`<PUBLIC_URL>/api/notifications/telegram/webhook`). */
  webhookUrl: string;
  /** TELEGRAM_WEBHOOK_SECRET, sent as Telegram sends it. */
  secret: string;
}

const controlFailSchema = z.object({ count: z.number().int().min(1).max(100), status: z.union([z.literal(403), z.literal(429), z.literal(500)]).optional() });
const controlUpdateSchema = z.object({ chatId: z.number().int(), text: z.string().min(1).max(4096), languageCode: z.string().max(16).optional() });

export function createTelegramFake(opts: { botToken: string; control?: TelegramFakeControl }): TelegramFake {
  const messages: TelegramFakeMessage[] = [];
  const failures: number[] = [];
  let updateId = 1000;

  async function handleControl(req: IncomingMessage, res: ServerResponse, control: TelegramFakeControl) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/control/messages') {
      const chat = url.searchParams.get('chat');
      return sendJson(res, 200, { messages: chat === null ? messages : messages.filter((x) => x.chatId === chat) });
    }
    if (req.method === 'POST' && url.pathname === '/control/updates') {
      const parsed = controlUpdateSchema.safeParse(JSON.parse((await readBody(req)) || '{}'));
      if (!parsed.success) return sendJson(res, 400, { error: parsed.error.message });
      const status = await fake.sendUpdate({ webhookUrl: control.webhookUrl, secret: control.secret, chatId: parsed.data.chatId, text: parsed.data.text, languageCode: parsed.data.languageCode });
      return sendJson(res, 200, { status });
    }
    if (req.method === 'POST' && url.pathname === '/control/fail') {
      const parsed = controlFailSchema.safeParse(JSON.parse((await readBody(req)) || '{}'));
      if (!parsed.success) return sendJson(res, 400, { error: parsed.error.message });
      fake.failNext(parsed.data.count, parsed.data.status);
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { error: 'unknown control' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (opts.control && (req.url ?? '').startsWith('/control/')) return handleControl(req, res, opts.control);
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!m || req.method !== 'POST') return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    if (m[1] !== opts.botToken) return sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (m[2] !== 'sendMessage') return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    const body = JSON.parse(await readBody(req)) as { chat_id?: unknown; text?: unknown; parse_mode?: unknown };
    const failure = failures.shift();
    if (failure) return sendJson(res, failure, { ok: false, error_code: failure, description: failure === 403 ? 'Forbidden: bot was blocked by the user' : 'Internal Server Error' });
    if ((typeof body.chat_id !== 'string' && typeof body.chat_id !== 'number') || typeof body.text !== 'string' || body.text.length === 0) {
      return sendJson(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
    }
    if (body.parse_mode === 'HTML' && /<(?!\/?(b|i|a)[\s>])/.test(body.text)) {
      // Telegram refuses an HTML message with a tag it does not know: unescaped input would show here.
      return sendJson(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse entities" });
    }
    const message = { chatId: String(body.chat_id), text: body.text, parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : null };
    messages.push(message);
    return sendJson(res, 200, { ok: true, result: { message_id: messages.length, chat: { id: Number(body.chat_id), type: 'private' }, date: Math.floor(Date.now() / 1000), text: body.text } });
  }

  const server = createFakeServer('telegram', '127.0.0.1', handle, (message) => ({ ok: false, error_code: 500, description: message }));
  const fake: TelegramFake = Object.assign(server, {
    messages,
    chat: (chatId: number | string) => messages.filter((x) => x.chatId === String(chatId)).map((x) => x.text),
    failNext(count: number, status: 403 | 429 | 500 = 500) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    async sendUpdate(u: { webhookUrl: string; secret: string | null; chatId: number; text: string; languageCode?: string; chatType?: string; fromId?: number }) {
      updateId += 1;
      const update = {
        update_id: updateId,
        message: {
          message_id: updateId,
          date: Math.floor(Date.now() / 1000),
          text: u.text,
          chat: { id: u.chatId, type: u.chatType ?? 'private', first_name: 'Fake' },
          from: { id: u.fromId ?? u.chatId, is_bot: false, first_name: 'Fake', language_code: u.languageCode ?? 'en' },
        },
      };
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (u.secret !== null) headers['x-telegram-bot-api-secret-token'] = u.secret;
      const res = await fetch(u.webhookUrl, { method: 'POST', headers, body: JSON.stringify(update) });
      await res.arrayBuffer();
      return res.status;
    },
  });
  return fake;
}
