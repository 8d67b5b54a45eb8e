import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthorRole } from '../../../domain/messages/rules';
import { cleanMessageBody, lineTakesChangeRequest, MESSAGE_BODY_MAX, MESSAGE_EDIT_WINDOW_MS, messagePreview, withinEditWindow } from '../../../domain/messages/rules';
import { cleanNoteParams, readNote, type NoteCode } from '../../../domain/messages/notes';
import { THREAD_PAGE, type MessageDto, type MessagePhoto, type MessageReports, type PostMessageInput, type StudioThread, type ThreadDto, type ThreadLine, type ThreadSummary, type UnreadCounts } from '../../../domain/messages/api';
import { isUuid } from '../../../domain/ids';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import type { OrderStatus } from '../../../domain/orders/constants';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AuditActor, AuditExecutor, AuditEntry } from '../../plugins/audit';
import { orderAudience, type EventBus } from '../../plugins/realtime';
import * as q from './queries';
import { notify, type NotificationEvent } from '../notifications';

/** Who is asking: an account (with its role), or a guest who may hold an order's token. */
export interface MessagesActor {
  userId: string | null;
  email: string | null;
  role: 'admin' | 'designer' | 'customer' | null;
  token?: string | undefined;
}

/** How the asker takes part in a thread; `key` names them on their uploads and reports. */
/** The new-message notification for whoever did not write it: the designer, the shopper, or both when Tibeb support writes. */
function messageEvent(row: q.ThreadWithOrder, author: AuthorRole, messageId: string): NotificationEvent {
  const base = { orderId: row.thread.orderId, orderNumber: row.orderNumber, threadId: row.thread.id };
  const recipients: NotificationEvent['recipients'] = [];
  if (author !== 'designer' && row.thread.designerId) recipients.push({ userId: row.thread.designerId, data: { ...base, side: 'designer', name: author === 'support' ? 'Tibeb' : row.shopperName } });
  if (author !== 'shopper' && row.orderUserId) recipients.push({ userId: row.orderUserId, data: { ...base, side: 'shopper', name: author === 'support' ? 'Tibeb' : (row.designerName ?? 'Tibeb') } });
  return { kind: 'message-new', eventId: messageId, recipients };
}

interface Party {
  role: AuthorRole;
  key: string;
  userId: string | null;
}

export interface MessagesServiceOptions {
  db: Database;
  audit: { record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> };
  events: Pick<EventBus, 'publish'>;
  storage: FastifyInstance['storage'];
  imageVariants: FastifyInstance['imageVariants'];
  /** The order's access token (the orders feature's), which a guest holds. */
  orderToken: (orderId: string) => string;
  clock?: () => Date;
}

const threadNotFound = () => notFound('THREAD_NOT_FOUND', 'Conversation not found.');
const messageNotFound = () => notFound('MESSAGE_NOT_FOUND', 'Message not found.');
const STUDIO_THREADS_MAX = 200;

export function createMessagesService(deps: MessagesServiceOptions) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  function tokenMatches(orderId: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(deps.orderToken(orderId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The asker's part in a thread; anyone else is told it does not exist (never whether it does). */
  function partyOf(thread: q.ThreadWithOrder, actor: MessagesActor): Party {
    const { userId } = actor;
    if (actor.role === 'admin' && userId) return { role: 'support', key: userId, userId };
    if (userId && thread.thread.designerId === userId) return { role: 'designer', key: userId, userId };
    if (userId && thread.orderUserId === userId) return { role: 'shopper', key: userId, userId };
    if (thread.orderUserId === null || !userId) {
      // A guest's order, or a signed-out shopper of an account's order holding its link: the token decides.
      if (tokenMatches(thread.thread.orderId, actor.token)) return { role: 'shopper', key: `guest:${thread.thread.orderId}`, userId: null };
    }
    throw threadNotFound();
  }

  async function readableThread(id: string, actor: MessagesActor, lock = false, tx: Database = db) {
    if (!isUuid(id)) throw threadNotFound();
    const thread = await q.threadById(tx, id, lock);
    if (!thread) throw threadNotFound();
    return { thread, party: partyOf(thread, actor) };
  }

  /** Change events reach only the thread's parties (and admins, who hear every owned event). */
  function announce(thread: Pick<q.ThreadWithOrder, 'thread' | 'orderUserId'>, action: 'insert' | 'update'): void {
    const owners = new Set([thread.orderUserId, thread.thread.designerId].filter((o): o is string => o !== null));
    for (const owner of owners) deps.events.publish({ topic: 'messages', action, id: thread.thread.id, owner });
    // A guest (or a signed-out shopper) watching through the order's link hears it too.
    deps.events.publish({ topic: 'messages', action, id: thread.thread.id, owner: orderAudience(thread.thread.orderId) });
  }

  const unreadFor = (row: q.ThreadWithOrder, party: Party) =>
    party.role === 'designer' ? row.thread.designerUnread : party.role === 'shopper' ? row.thread.shopperUnread : 0;

  function summary(row: q.ThreadWithOrder, party: Party, preview: string | null): ThreadSummary {
    return {
      id: row.thread.id,
      orderId: row.thread.orderId,
      orderNumber: row.orderNumber,
      designerName: row.designerName,
      shopperName: row.shopperName,
      unread: unreadFor(row, party),
      lastMessageAt: row.thread.lastMessageAt?.toISOString() ?? null,
      lastMessagePreview: preview === null ? null : messagePreview(preview),
    };
  }

  function lineView(line: q.LineRow, party: Party): ThreadLine {
    const shares = line.includeMeasurements && line.metrics;
    return {
      id: line.id,
      productName: line.productName,
      productImageUrl: line.productImageUrl,
      size: line.size,
      quantity: line.quantity,
      status: line.status,
      measurements: shares ? line.metrics : null,
      changeRequestAllowed: party.role === 'shopper' && line.changeRequestId === null && lineTakesChangeRequest(line.status),
      changeRequestOpen: line.changeRequestId !== null && line.changeRequestAnsweredAt === null,
    };
  }

  const photoView = (p: q.PhotoRow): MessagePhoto => ({ id: p.id, url: p.url, thumbUrl: p.thumbUrl, width: p.width, height: p.height });

  function messageView(m: q.MessageRow, authorName: string | null, photos: q.PhotoRow[], reports: number, party: Party): MessageDto {
    const mine = m.authorRole === party.role && (party.userId ? m.authorId === party.userId : m.authorId === null);
    const admin = party.role === 'support';
    const hidden = m.hiddenAt !== null;
    const until = new Date(m.createdAt.getTime() + MESSAGE_EDIT_WINDOW_MS);
    return {
      id: m.id,
      authorRole: m.authorRole as AuthorRole,
      // Tibeb support speaks as the shop, never as the admin's own name.
      authorName: m.authorRole === 'support' ? null : authorName,
      mine,
      kind: m.kind as MessageDto['kind'],
      body: hidden && !admin ? '' : m.body,
      photos: hidden && !admin ? [] : photos.map(photoView),
      changeRequestLineId: m.changeRequestLineId,
      answered: m.kind === 'change_request' ? m.answeredAt !== null : null,
      createdAt: m.createdAt.toISOString(),
      editedAt: m.editedAt?.toISOString() ?? null,
      editableUntil: mine && !hidden && withinEditWindow(m.createdAt, now()) ? until.toISOString() : null,
      hidden,
      hiddenReason: admin ? m.hiddenReason : null,
      reportCount: admin ? reports : null,
      note: m.kind === 'note' ? readNote(m.noteCode, m.noteParams) : null,
    };
  }

  async function threadView(row: q.ThreadWithOrder, party: Party, limit: number): Promise<ThreadDto> {
    const [page, lines] = await Promise.all([q.messagesOf(db, row.thread.id, limit + 1), q.linesOf(db, [row.thread])]);
    // One more than asked tells whether earlier messages exist.
    const hasEarlier = page.length > limit;
    const messages = hasEarlier ? page.slice(1) : page;
    const ids = messages.map((m) => m.message.id);
    const since = messages[0]?.message.createdAt ?? new Date(0);
    const [photos, reports] = await Promise.all([q.photosOfThread(db, row.thread.id, since), party.role === 'support' ? q.reportCountsOf(db, ids) : Promise.resolve(new Map<string, number>())]);
    const photosBy = new Map<string, q.PhotoRow[]>();
    for (const p of photos) if (p.messageId) photosBy.set(p.messageId, [...(photosBy.get(p.messageId) ?? []), p]);
    return {
      ...summary(row, party, messages.findLast((m) => m.message.hiddenAt === null && m.message.kind !== 'note')?.message.body ?? null),
      viewerRole: party.role,
      lines: lines.filter((l) => l.designerId === row.thread.designerId).map((l) => lineView(l, party)),
      messages: messages.map((m) => messageView(m.message, m.authorName, photosBy.get(m.message.id) ?? [], reports.get(m.message.id) ?? 0, party)),
      hasEarlier,
    };
  }

  async function messageDto(id: string, party: Party): Promise<MessageDto> {
    const m = await q.messageWithThread(db, id);
    if (!m) throw messageNotFound();
    const author = m.authorId ? await q.mailboxOf(db, m.authorId) : null;
    return messageView(m, author?.name ?? null, await q.photosOf(db, [id]), 0, party);
  }

  /** A message of a thread the asker takes part in, with both. */
  async function readableMessage(id: string, actor: MessagesActor) {
    if (!isUuid(id)) throw messageNotFound();
    const message = await q.messageWithThread(db, id);
    if (!message) throw messageNotFound();
    try {
      return { message, ...(await readableThread(message.threadId, actor)) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'THREAD_NOT_FOUND') throw messageNotFound();
      throw err;
    }
  }

  function cleanedBody(raw: string): string {
    const body = cleanMessageBody(raw);
    if (body.length > MESSAGE_BODY_MAX) throw badRequest('MESSAGE_TOO_LONG', `A message has at most ${MESSAGE_BODY_MAX} characters.`);
    return body;
  }

  /**
   * Writes a system note into the conversation of an order and designer, inside the caller's
   * transaction (so a step and its note land together or not at all). Answers the announcement to
   * make once that transaction has committed.
   */
  const postNote: PostThreadNote = async (tx, note) => {
    const thread = await q.lockedThreadOf(tx, note.orderId, note.designerId);
    const at = now();
    await q.insertMessage(tx, {
      threadId: thread.thread.id,
      authorId: note.authorId,
      authorRole: note.authorRole,
      kind: 'note',
      noteCode: note.code,
      noteParams: cleanNoteParams(note.params ?? {}),
      createdAt: at,
    });
    await q.touchThread(tx, thread.thread.id, at);
    return () => announce(thread, 'insert');
  };

  return {
    postNote,

    /**
     * The order's conversations the asker may read: all of them for its shopper (or a guest with
     * its token) and admins, only her own for a designer with lines in it.
     */
    async orderThreads(orderId: string, actor: MessagesActor): Promise<ThreadSummary[]> {
      const missing = () => notFound('ORDER_NOT_FOUND', 'Order not found.');
      if (!isUuid(orderId)) throw missing();
      const order = await q.orderFacts(db, orderId);
      if (!order) throw missing();
      const designers = await q.designersOfOrder(db, orderId);
      const isShopper = (actor.userId !== null && order.userId === actor.userId) || tokenMatches(orderId, actor.token);
      const isDesigner = actor.userId !== null && designers.includes(actor.userId);
      if (!isShopper && !isDesigner && actor.role !== 'admin') throw missing();
      await q.ensureThreads(db, orderId, designers);
      const rows = await q.threadsOfOrder(db, orderId);
      const visible = rows.filter((r) => actor.role === 'admin' || isShopper || r.thread.designerId === actor.userId);
      return visible.map((r) => summary(r, partyOf(r, actor), r.preview));
    },

    async thread(id: string, actor: MessagesActor, limit: number = THREAD_PAGE): Promise<ThreadDto> {
      const { thread, party } = await readableThread(id, actor);
      return threadView(thread, party, limit);
    },

    /** The studio's conversations: unread first, then the latest, with each order's lines and measurements. */
    async studioThreads(designerId: string): Promise<StudioThread[]> {
      const rows = await q.threadsOfDesigner(db, designerId, STUDIO_THREADS_MAX);
      const lines = await q.linesOf(db, rows.map((r) => r.thread));
      const party: Party = { role: 'designer', key: designerId, userId: designerId };
      return rows.map((r) => ({
        ...summary(r, party, r.preview),
        lines: lines.filter((l) => l.orderId === r.thread.orderId && l.designerId === designerId).map((l) => lineView(l, party)),
      }));
    },

    async unread(userId: string): Promise<UnreadCounts> {
      const { total, rows } = await q.unreadOf(db, userId);
      const byOrder = new Map<string, number>();
      for (const r of rows) byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + r.unread);
      return { total, orders: [...byOrder].map(([orderId, unread]) => ({ orderId, unread })) };
    },

    /** A photo for a message about to be sent: stored cleaned, with its variants, kept for its uploader. */
    async uploadPhoto(threadId: string, actor: MessagesActor, image: { data: Buffer; width: number; height: number }): Promise<MessagePhoto> {
      const { thread, party } = await readableThread(threadId, actor);
      const key = `messages/${thread.thread.id}/${randomUUID()}.webp`;
      const { url } = await deps.storage.put(key, image.data, 'image/webp');
      try {
        await deps.imageVariants.prepare(key, image.data, image.width);
        const row = await q.insertPhoto(db, {
          threadId: thread.thread.id,
          uploadedBy: party.key,
          storagePath: key,
          url,
          thumbUrl: image.width > 320 ? imageVariantUrl(url, 320) : null,
          width: image.width,
          height: image.height,
          createdAt: now(),
        });
        return photoView(row);
      } catch (err) {
        // Nothing half-written: the file goes if its row could not be made.
        await Promise.all([deps.storage.remove(key), deps.imageVariants.remove(key)]).catch(() => undefined);
        throw err;
      }
    },

    async post(threadId: string, actor: MessagesActor, input: PostMessageInput): Promise<MessageDto> {
      const body = cleanedBody(input.body ?? '');
      const photoIds = [...new Set(input.photoIds ?? [])];
      if (photoIds.some((id) => !isUuid(id))) throw badRequest('MESSAGE_PHOTO_NOT_FOUND', 'A photo of this message was not found; upload it again.');
      const lineId = input.changeRequestLineId;
      if (body === '' && (photoIds.length === 0 || lineId !== undefined)) throw badRequest('MESSAGE_EMPTY', 'Write a message or add a photo.');
      const at = now();
      let party: Party | null = null;
      let row: q.ThreadWithOrder | null = null;
      let created: q.MessageRow;
      try {
        created = await db.transaction(async (tx) => {
          const found = await readableThread(threadId, actor, true, tx);
          party = found.party;
          row = found.thread;
          if (lineId !== undefined) {
            if (party.role !== 'shopper') throw conflict('CHANGE_REQUEST_SHOPPER_ONLY', 'Only the shopper asks for a change.');
            const line = isUuid(lineId) ? await q.lineOf(tx, lineId) : null;
            if (!line || line.orderId !== row.thread.orderId || line.designerId !== row.thread.designerId) throw notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
            if (await q.changeRequestExists(tx, lineId)) throw conflict('CHANGE_REQUEST_ALREADY_SENT', 'A change was already asked for this garment.');
            if (!lineTakesChangeRequest(line.status)) throw conflict('CHANGE_REQUEST_TOO_LATE', 'This garment has shipped or was cancelled; a change can no longer be asked.');
          }
          const photos = await q.pendingPhotos(tx, row.thread.id, party.key, photoIds);
          if (photos.length !== photoIds.length) throw badRequest('MESSAGE_PHOTO_NOT_FOUND', 'A photo of this message was not found; upload it again.');
          const message = await q.insertMessage(tx, {
            threadId: row.thread.id,
            authorId: party.userId,
            authorRole: party.role,
            body,
            kind: lineId !== undefined ? 'change_request' : 'message',
            changeRequestLineId: lineId ?? null,
            createdAt: at,
          });
          for (const [i, id] of photoIds.entries()) await q.attachPhoto(tx, id, message.id, i);
          await q.countNewMessage(tx, row.thread.id, party.role, at);
          if (party.role === 'designer') await q.answerChangeRequests(tx, row.thread.id, at);
          // The other side hears of it by Telegram or SMS if they chose (their e-mail stays the unread reminder's).
          await notify(tx, messageEvent(row, party.role, message.id));
          return message;
        });
      } catch (err) {
        // Two change requests at once: the unique index lets one in.
        if (pgCode(err) === UNIQUE_VIOLATION) throw conflict('CHANGE_REQUEST_ALREADY_SENT', 'A change was already asked for this garment.');
        throw err;
      }
      announce(row!, 'insert');
      return messageDto(created.id, party!);
    },

    /** Its author corrects a message within five minutes; never later, never a hidden one. */
    async edit(id: string, actor: MessagesActor, raw: string): Promise<MessageDto> {
      const { message, thread, party } = await readableMessage(id, actor);
      const mine = message.authorRole === party.role && (party.userId ? message.authorId === party.userId : message.authorId === null);
      if (!mine) throw new AppError(403, 'MESSAGE_NOT_YOURS', 'Only its author can edit a message.');
      if (message.hiddenAt) throw conflict('MESSAGE_HIDDEN', 'This message was hidden by Tibeb.');
      if (!withinEditWindow(message.createdAt, now())) throw conflict('MESSAGE_EDIT_WINDOW_CLOSED', 'A message can be edited for 5 minutes after sending.');
      const body = cleanedBody(raw);
      const hasPhotos = (await q.photosOf(db, [id])).length > 0;
      if (body === '' && (!hasPhotos || message.kind === 'change_request')) throw badRequest('MESSAGE_EMPTY', 'Write a message or add a photo.');
      await q.updateBody(db, id, body, now());
      announce(thread, 'update');
      return messageDto(id, party);
    },

    /** A party of the thread reports a message to the admins (once each). */
    async report(id: string, actor: MessagesActor, reason: string): Promise<void> {
      const { message, thread, party } = await readableMessage(id, actor);
      const mine = message.authorRole === party.role && (party.userId ? message.authorId === party.userId : message.authorId === null);
      if (mine) throw conflict('MESSAGE_REPORT_OWN', 'You cannot report your own message.');
      await q.insertReport(db, { messageId: id, reporter: party.key, reason: cleanMessageBody(reason), createdAt: now() });
      announce(thread, 'update');
    },

    /** An admin hides (or shows again) a message, with the reason; audited in the same transaction. */
    async setHidden(id: string, admin: { id: string; email: string }, hidden: boolean, reason: string): Promise<MessageDto> {
      if (!isUuid(id)) throw messageNotFound();
      const why = cleanMessageBody(reason);
      if (hidden && why === '') throw badRequest('HIDE_REASON_REQUIRED', 'Say why the message is hidden.');
      await db.transaction(async (tx) => {
        const before = await q.messageWithThread(tx, id, true);
        if (!before) throw messageNotFound();
        const after = await q.setHidden(tx, id, hidden ? { at: now(), by: admin.id, reason: why } : null);
        await deps.audit.record(tx, admin, {
          kind: hidden ? 'order_messages.hidden' : 'order_messages.shown',
          targetType: 'order_message',
          targetId: id,
          before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason, body: before.body },
          after: { hidden: after.hiddenAt !== null, reason: after.hiddenReason },
        });
      });
      const { thread, party } = await readableMessage(id, { userId: admin.id, email: admin.email, role: 'admin' });
      announce(thread, 'update');
      return messageDto(id, party);
    },

    async reports(): Promise<MessageReports> {
      const rows = await q.reportedMessages(db, 200);
      return {
        reports: rows.map((r) => ({
          messageId: r.messageId,
          threadId: r.threadId,
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          body: r.body,
          hidden: r.hiddenAt !== null,
          reasons: r.reasons,
          lastReportedAt: new Date(r.lastReportedAt).toISOString(),
        })),
      };
    },

    /** The asker has read the thread: their side's counter goes to zero (admins have none). */
    async markRead(id: string, actor: MessagesActor): Promise<void> {
      const { thread, party } = await readableThread(id, actor);
      if (party.role === 'support') return;
      if (await q.markRead(db, thread.thread.id, party.role)) announce(thread, 'update');
    },

    /**
     * The orders feature's guard (orders.guardLineMoves): a line whose change request has no
     * answer from its designer cannot ship.
     */
    async guardLineMove(tx: Database, move: { line: { id: string }; to: OrderStatus }): Promise<void> {
      if (move.to !== 'shipped' && move.to !== 'delivered') return;
      if (await q.openChangeRequestOf(tx, move.line.id)) {
        throw conflict('CHANGE_REQUEST_UNANSWERED', 'The shopper asked for a change to this garment: answer it in the conversation before shipping.');
      }
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/** A step another feature took on a line, told in the line's conversation. */
export interface ThreadNoteInput {
  orderId: string;
  designerId: string;
  code: NoteCode;
  params?: Record<string, string | number>;
  /** Who took the step (null: the shop, as a deadline job). */
  authorId: string | null;
  authorRole: AuthorRole;
}

/** `messages.postNote`: what fitting, returns and the like are handed in `app.ts`. */
export type PostThreadNote = (tx: Database, note: ThreadNoteInput) => Promise<() => void>;
