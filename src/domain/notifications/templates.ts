import type { NotificationKind } from './kinds';
import { fitSms } from './sms';
import { escapeTelegramHtml } from './telegram';
import { NOTIFICATION_TEXTS, STATUS_WORDS, type NotificationLocale } from './texts';

/** What an event carries to its texts: short strings only (ids, numbers, names), never markup. */
export type NotificationData = Partial<Record<'orderId' | 'orderNumber' | 'name' | 'count' | 'carrier' | 'tracking' | 'threadId' | 'status' | 'amount' | 'side', string>>;

/** The page that acts on each kind, for the person it is sent to. */
export function linkPath(kind: NotificationKind, data: NotificationData): string {
  const order = data.orderId ? `/order-success?order=${encodeURIComponent(data.orderId)}` : '/profile';
  switch (kind) {
    case 'new-order':
    case 'measurements-to-review':
    case 'question-answered':
      return '/designer-dashboard#designer-orders';
    case 'message-new':
      return data.side === 'designer' ? `/designer/messages${data.threadId ? `?thread=${encodeURIComponent(data.threadId)}` : ''}` : `${order}#messages`;
    case 'payout-sent':
    case 'payout-failed':
      return '/designer/earnings';
    case 'application-decided':
      return data.status === 'approved' ? '/designer-dashboard' : '/designer-register';
    case 'contact-answered':
    case 'password-changed':
    case 'email-changed':
      return '/profile';
    case 'return-update':
      return data.side === 'designer' ? '/designer-dashboard#designer-returns' : order;
    default:
      return order;
  }
}

const fill = (template: string, data: NotificationData, escape: (s: string) => string) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => escape((data as Record<string, string | undefined>)[key] ?? ''));

export interface RenderedNotification {
  /** E-mail subject. */
  subject: string;
  /** E-mail plain text. */
  text: string;
  /** Telegram message in its HTML parse mode: every value escaped. */
  telegramHtml: string;
  /** The SMS, at most two parts. */
  sms: string;
}

/** One notification's words for every channel, in the recipient's language. */
export function renderNotification(kind: NotificationKind, locale: NotificationLocale, data: NotificationData, publicUrl: string): RenderedNotification {
  const words = NOTIFICATION_TEXTS[locale][kind];
  const link = `${publicUrl.replace(/\/$/, '')}${linkPath(kind, data)}`;
  // A status code is read in the recipient's language (after the link, which reads the code).
  if (data.status !== undefined) data = { ...data, status: STATUS_WORDS[locale][data.status] ?? data.status };
  // Names arrive from people: a newline or control character must not change the message's shape.
  const flat = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 120);
  const title = fill(words.title, data, flat);
  const body = fill(words.body, data, flat);
  const htmlTitle = fill(escapeTelegramHtml(words.title), data, (s) => escapeTelegramHtml(flat(s)));
  const htmlBody = fill(escapeTelegramHtml(words.body), data, (s) => escapeTelegramHtml(flat(s)));
  return {
    subject: title,
    text: `${title}\n\n${body}\n\n${link}\n`,
    telegramHtml: `<b>${htmlTitle}</b>\n${htmlBody}\n<a href="${escapeTelegramHtml(link)}">${escapeTelegramHtml(link)}</a>`,
    sms: fitSms(`${title}. ${body}`, ` ${link}`),
  };
}

export const notificationLocale = (language: string | null | undefined): NotificationLocale => (language === 'am-ET' || language === 'am' ? 'am-ET' : 'en');
