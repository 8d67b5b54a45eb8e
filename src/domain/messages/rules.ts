import type { OrderStatus } from '../orders/constants';

/**
 * The conversation's rules (issue 38, "A conversation per order"), shared by the server, which
 * enforces them, and the web app, which says them early.
 */

/** Characters a message may have (after the cleaning below). */
export const MESSAGE_BODY_MAX = 2000;
/** Photos one message may carry. */
export const MESSAGE_PHOTOS_MAX = 3;
/** An author may correct a message this long after sending it; never after, and never delete it. */
export const MESSAGE_EDIT_WINDOW_MS = 5 * 60_000;
/** A message unread this long gets its recipient a mail… */
export const MESSAGE_REMIND_AFTER_MS = 15 * 60_000;
/** …and a thread mails each side at most once in this long. */
export const MESSAGE_REMIND_EVERY_MS = 60 * 60_000;
/** A photo uploaded but never sent is removed after this long. */
export const MESSAGE_PHOTO_PENDING_MS = 24 * 60 * 60_000;
export const REPORT_REASON_MAX = 500;
export const HIDE_REASON_MAX = 500;
/** Messages per account a minute (the rate limit's `messages` policy). */
export const MESSAGES_PER_MINUTE = 20;

export const AUTHOR_ROLES = ['shopper', 'designer', 'support'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];
export const MESSAGE_KINDS = ['message', 'change_request', 'note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

// Control characters other than tab and newline: invisible, and some cannot be stored at all.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * What is stored of a typed message: line ends made `\n`, invisible control characters dropped,
 * outer blank space trimmed. Nothing else changes: hostile markup stays as typed and is shown as
 * text (the web app never renders a message as HTML); phone numbers and addresses are allowed.
 */
export function cleanMessageBody(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** Whether a message sent at `createdAt` may still be edited at `now`. */
export function withinEditWindow(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= -60_000 && age < MESSAGE_EDIT_WINDOW_MS;
}

/** A line can take a change request until it ships (and not once cancelled). */
export function lineTakesChangeRequest(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'in_production';
}

/**
 * Whether a side of a thread is due its reminder mail at `now`: something has been unread for the
 * reminder delay, and that side was not mailed within the last hour.
 */
export function reminderDue(unread: number, unreadSince: Date | null, mailedAt: Date | null, now: Date): boolean {
  if (unread <= 0 || !unreadSince) return false;
  if (now.getTime() - unreadSince.getTime() < MESSAGE_REMIND_AFTER_MS) return false;
  return !mailedAt || now.getTime() - mailedAt.getTime() >= MESSAGE_REMIND_EVERY_MS;
}

/** A short one-line preview of a message for lists and mails. */
export function messagePreview(body: string, max = 120): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
