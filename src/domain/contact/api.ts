import { z } from 'zod';
import { MESSAGE_STATUSES, messageListSchema } from './admin';

/** A contact message as the console lists it (GET /api/admin/messages). */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  fromAccount: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** One page of messages, newest first, with the count of new ones. */
export const messagePageSchema = z.object({ items: z.array(contactMessageSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), newCount: z.number().int() });
export type ContactMessagePage = z.infer<typeof messagePageSchema>;

// ---- Requests (field rules with their codes in schemas.ts and admin.ts) ----

export { contactSchema } from './schemas';
export { messageListSchema };
export { messageStatusSchema, replySchema } from './admin';
/** GET /api/admin/messages: what the console sends. */
export type MessageListQuery = z.input<typeof messageListSchema>;
/** A message's moves (status, reply) answer the message as listed. */
export const contactMessageResultSchema = z.object({ message: contactMessageSchema });
/** POST /api/contact answers the stored message's id. */
export const contactSentSchema = z.object({ ok: z.literal(true), id: z.string() });
