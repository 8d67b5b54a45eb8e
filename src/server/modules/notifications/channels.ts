import type { SmsConfig, TelegramConfig } from '../../config';

/**
 * The two phone channels over raw HTTPS (no SDKs, like the payment providers: decision 016).
 * Each answers `{ ok: true }` or `{ ok: false, error, permanent }`: a permanent failure (the chat
 * blocked the bot, a number the gateway refuses) is not retried; anything else is.
 */
export type ChannelResult = { ok: true } | { ok: false; error: string; permanent: boolean };

const TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json };
}

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

export interface TelegramBot {
  readonly username: string;
  sendMessage(chatId: string, html: string): Promise<ChannelResult>;
}

/** The Bot API's sendMessage in HTML parse mode (every value escaped by the templates). */
export function createTelegramBot(config: TelegramConfig): TelegramBot {
  return {
    username: config.botUsername,
    async sendMessage(chatId, html) {
      try {
        const { status, json } = await postJson(`${config.apiUrl}/bot${config.botToken}/sendMessage`, {
          chat_id: chatId,
          text: html,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        });
        const answer = json as { ok?: boolean; description?: string } | null;
        if (status === 200 && answer?.ok === true) return { ok: true };
        // 400 (chat not found) and 403 (blocked by the user) do not heal by waiting; 429 and 5xx do.
        return { ok: false, error: `telegram ${status}: ${answer?.description ?? 'no answer'}`.slice(0, 300), permanent: status === 400 || status === 403 };
      } catch (err) {
        return { ok: false, error: `telegram: ${describeError(err)}`, permanent: false };
      }
    },
  };
}

export interface SmsProvider {
  readonly name: SmsConfig['provider'];
  send(to: string, text: string): Promise<ChannelResult>;
}

/** AfroMessage: POST /api/send with a bearer token; answers `{ acknowledge: 'success' | 'error', response }`. */
export function createAfroMessageProvider(config: SmsConfig): SmsProvider {
  return {
    name: 'afromessage',
    async send(to, text) {
      try {
        const body: Record<string, string> = { to, message: text };
        if (config.senderId) body.from = config.senderId;
        if (config.senderName) body.sender = config.senderName;
        const { status, json } = await postJson(`${config.apiUrl}/api/send`, body, { authorization: `Bearer ${config.apiKey}` });
        const answer = json as { acknowledge?: string; response?: { errors?: string[] } } | null;
        if (status === 200 && answer?.acknowledge === 'success') return { ok: true };
        return { ok: false, error: `afromessage ${status}: ${answer?.response?.errors?.join('; ') ?? answer?.acknowledge ?? 'no answer'}`.slice(0, 300), permanent: status === 400 || status === 401 };
      } catch (err) {
        return { ok: false, error: `afromessage: ${describeError(err)}`, permanent: false };
      }
    },
  };
}

/** GeezSMS: POST /api/v1/sms/send with the token in the body; answers `{ error: false | true, msg }`. */
export function createGeezSmsProvider(config: SmsConfig): SmsProvider {
  return {
    name: 'geezsms',
    async send(to, text) {
      try {
        const body: Record<string, string> = { token: config.apiKey, phone: to, msg: text };
        if (config.senderId) body.shortcode_id = config.senderId;
        const { status, json } = await postJson(`${config.apiUrl}/api/v1/sms/send`, body);
        const answer = json as { error?: boolean; msg?: string } | null;
        if (status === 200 && answer?.error === false) return { ok: true };
        return { ok: false, error: `geezsms ${status}: ${answer?.msg ?? 'no answer'}`.slice(0, 300), permanent: status === 400 || status === 401 };
      } catch (err) {
        return { ok: false, error: `geezsms: ${describeError(err)}`, permanent: false };
      }
    },
  };
}

export function createSmsProvider(config: SmsConfig): SmsProvider {
  return config.provider === 'afromessage' ? createAfroMessageProvider(config) : createGeezSmsProvider(config);
}
