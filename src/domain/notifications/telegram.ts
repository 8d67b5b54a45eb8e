/**
 * Telegram's HTML parse mode reads <, > and & as markup: every piece of text that comes from a
 * person (a designer's or shop's name, a product name, a message) goes through this first, so a
 * name like "<b>Sale</b>" is shown as written, never as formatting or a link.
 */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** Telegram's limit for one message's text. */
export const TELEGRAM_MAX_TEXT = 4096;

/** A /start payload Telegram accepts: 1–64 characters of A–Z, a–z, 0–9, _ and -. */
export const START_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** How long a Connect Telegram link works. */
export const START_TOKEN_TTL_MS = 10 * 60_000;

export type BotCommand = { command: 'start'; token: string | null } | { command: 'stop' } | { command: 'other' };

/** Reads a chat message sent to the bot: "/start <token>", "/start@bot <token>", "/stop", or anything else. */
export function readBotCommand(text: string | undefined | null): BotCommand {
  const m = /^\/(start|stop)(?:@[A-Za-z0-9_]+)?(?:\s+(\S+))?\s*$/.exec((text ?? '').trim());
  if (!m) return { command: 'other' };
  if (m[1] === 'stop') return { command: 'stop' };
  const token = m[2] ?? null;
  return { command: 'start', token: token && START_TOKEN_PATTERN.test(token) ? token : null };
}

/** The deep link that opens the bot with a start token. */
export function telegramDeepLink(botUsername: string, token: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`;
}
