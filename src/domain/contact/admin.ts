import { z } from 'zod';

export const MESSAGES_PAGE_SIZE = 20;
export const REPLY_MAX = 5000;

export const MESSAGE_STATUSES = ['new', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_FILTERS = ['new', 'handled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const messageListSchema = z.object({
  status: z.enum(MESSAGE_FILTERS, { error: 'STATUS_INVALID' }).optional(),
  page: z.coerce.number<number>({ error: 'PAGE_INVALID' }).int({ error: 'PAGE_INVALID' }).min(1, { error: 'PAGE_INVALID' }).max(10_000, { error: 'PAGE_INVALID' }).optional(),
});

export const messageStatusSchema = z.object({ status: z.enum(MESSAGE_STATUSES, { error: 'STATUS_INVALID' }) });

/** An admin's answer, sent as a plain-text e-mail: whatever it holds cannot become markup. */
export const replySchema = z.object({
  text: z
    .string({ error: 'REPLY_REQUIRED' })
    .trim()
    .min(1, { error: 'REPLY_REQUIRED' })
    .max(REPLY_MAX, { error: 'REPLY_TOO_LONG' }),
});
export type ReplyInput = z.input<typeof replySchema>;

/** The subject of a reply: the sender's own subject, once prefixed ("Re: Re:" helps nobody). */
export function replySubject(subject: string | null, fallback: string): string {
  const base = (subject ?? '').trim() || fallback;
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}
