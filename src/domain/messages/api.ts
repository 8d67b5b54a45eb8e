import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/constants';
import { noteSchema } from './notes';
import { AUTHOR_ROLES, HIDE_REASON_MAX, MESSAGE_BODY_MAX, MESSAGE_KINDS, MESSAGE_PHOTOS_MAX, REPORT_REASON_MAX } from './rules';

/**
 * The messages feature's contract (issue 38): the conversation of an order with each of its
 * designers, the studio's thread list, unread counts, reports and the admin's hide.
 */

/** A guest's key to the order (the same header the order page sends). */
export const messageTokenHeadersSchema = z.object({ 'x-order-token': z.string().max(200).optional() });
/** The photo upload's guest key: a form upload cannot carry the header, so it may come as `?token=`. */
export const photoUploadQuerySchema = z.object({ token: z.string().max(200).optional() });

const body = z.string().max(MESSAGE_BODY_MAX, 'MESSAGE_TOO_LONG');

/** POST /api/message-threads/:id/messages: text and/or photos uploaded before; a change request names its line. */
export const postMessageSchema = z.object({
  body: body.default(''),
  photoIds: z.array(z.string().max(64)).max(MESSAGE_PHOTOS_MAX, 'MESSAGE_TOO_MANY_PHOTOS').default([]),
  changeRequestLineId: z.string().max(64).optional(),
});
export type PostMessageInput = z.input<typeof postMessageSchema>;

/** PATCH /api/order-messages/:id: the corrected text, within five minutes. */
export const editMessageSchema = z.object({ body });
export type EditMessageInput = z.input<typeof editMessageSchema>;

export const reportMessageSchema = z.object({ reason: z.string().trim().min(1, 'REPORT_REASON_REQUIRED').max(REPORT_REASON_MAX, 'REPORT_REASON_TOO_LONG') });
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

export const hideMessageSchema = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().max(HIDE_REASON_MAX, 'HIDE_REASON_TOO_LONG').default(''),
});
export type HideMessageInput = z.input<typeof hideMessageSchema>;

export const messagePhotoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string().nullable(), width: z.number().int(), height: z.number().int() });
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const messageSchema = z.object({
  id: z.string(),
  authorRole: z.enum(AUTHOR_ROLES),
  /** The author's name as the reader may see it; null for a guest shopper. */
  authorName: z.string().nullable(),
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** Empty when hidden (admins still read it). */
  body: z.string(),
  photos: z.array(messagePhotoSchema),
  changeRequestLineId: z.string().nullable(),
  /** For a change request: whether the designer has answered it. */
  answered: z.boolean().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Until when its author may still edit it (null: not the reader's, or too late). */
  editableUntil: z.string().nullable(),
  hidden: z.boolean(),
  /** Admins only: who hid it and why. */
  hiddenReason: z.string().nullable(),
  reportCount: z.number().int().nullable(),
  /** A system note (kind `note`): its code and parameters, which the reader's language words. */
  note: noteSchema.nullable(),
});
export type MessageDto = z.infer<typeof messageSchema>;

export const threadLineSchema = z.object({
  id: z.string(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The line's measurements (cm) when the shopper shared them. */
  measurements: z.record(z.string(), z.number()).nullable(),
  /** The shopper may still send this line's one change request. */
  changeRequestAllowed: z.boolean(),
  /** A change request waits for the designer's answer: the line cannot ship. */
  changeRequestOpen: z.boolean(),
});
export type ThreadLine = z.infer<typeof threadLineSchema>;

export const threadSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  designerName: z.string().nullable(),
  shopperName: z.string(),
  /** Messages the reader has not read (0 for admins). */
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** GET /api/message-threads/:id: the newest `limit` messages (the page asks for more to show earlier ones). */
export const THREAD_PAGE = 100;
export const threadQuerySchema = z.object({ limit: z.coerce.number<number>().int().min(1).max(5000).default(THREAD_PAGE) });
export type ThreadQuery = z.input<typeof threadQuerySchema>;

export const threadSchema = threadSummarySchema.extend({
  /** How the reader takes part: the shopper, the designer, or Tibeb support (admins). */
  viewerRole: z.enum(AUTHOR_ROLES),
  lines: z.array(threadLineSchema),
  /** The newest messages, oldest first. */
  messages: z.array(messageSchema),
  /** Older messages exist beyond those sent. */
  hasEarlier: z.boolean(),
});
export type ThreadDto = z.infer<typeof threadSchema>;

export const threadResultSchema = z.object({ thread: threadSchema });
export const orderThreadsSchema = z.object({ threads: z.array(threadSummarySchema) });
export type OrderThreads = z.infer<typeof orderThreadsSchema>;

export const studioThreadSchema = threadSummarySchema.extend({ lines: z.array(threadLineSchema) });
export type StudioThread = z.infer<typeof studioThreadSchema>;
export const studioThreadsSchema = z.object({ threads: z.array(studioThreadSchema) });
export type StudioThreads = z.infer<typeof studioThreadsSchema>;

export const messageResultSchema = z.object({ message: messageSchema });
export const photoUploadResultSchema = z.object({ photo: messagePhotoSchema });

/** GET /api/messages/unread: the header's figure and each order's. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  orders: z.array(z.object({ orderId: z.string(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const reportResultSchema = z.object({ reported: z.literal(true) });

/** GET /api/admin/message-reports: reported messages, newest report first. */
export const messageReportsSchema = z.object({
  reports: z.array(
    z.object({
      messageId: z.string(),
      threadId: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      body: z.string(),
      hidden: z.boolean(),
      reasons: z.array(z.string()),
      lastReportedAt: z.string(),
    }),
  ),
});
export type MessageReports = z.infer<typeof messageReportsSchema>;
