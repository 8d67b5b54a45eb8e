import type { Mailer } from '../../plugins/mailer';
import type { Database } from '../../db/client';
import { MESSAGE_PHOTO_PENDING_MS, MESSAGE_REMIND_AFTER_MS, MESSAGE_REMIND_EVERY_MS } from '../../../domain/messages/rules';
import type { FastifyInstance } from 'fastify';
import { emailWanted } from '../notifications';
import * as q from './queries';
import { mailLang, reminderMail } from './reminder-mail';

export interface MessageRemindersOptions {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyInstance['log'], 'warn'>;
  publicUrl: string;
  storage: FastifyInstance['storage'];
  imageVariants: FastifyInstance['imageVariants'];
  clock?: () => Date;
}

const BATCH = 200;

/**
 * The messages job's work: mail whoever has had a message unread for 15 minutes (at most once per
 * thread and side an hour, claimed row by row so two runs never mail twice), and remove photos
 * uploaded but never sent.
 */
export function createMessageReminders(deps: MessageRemindersOptions) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  async function recipientOf(thread: q.ThreadWithOrder, side: q.Side) {
    if (side === 'designer') {
      if (!thread.thread.designerId) return null;
      const box = await q.mailboxOf(db, thread.thread.designerId);
      return box ? { userId: thread.thread.designerId, email: box.email, name: box.name, lang: mailLang(box.language), link: `${deps.publicUrl}/designer/messages?thread=${thread.thread.id}` } : null;
    }
    const order = await q.orderFacts(db, thread.thread.orderId);
    if (!order) return null;
    const link = `${deps.publicUrl}/order-success?order=${order.id}#messages`;
    if (order.userId) {
      const box = await q.mailboxOf(db, order.userId);
      if (box) return { userId: order.userId, email: box.email, name: box.name, lang: mailLang(box.language), link };
    }
    // A guest: the address and language of the order.
    return order.email.endsWith('.invalid') ? null : { userId: null, email: order.email, name: order.fullName, lang: mailLang(order.locale), link };
  }

  return {
    /** One pass; answers how many mails went out. */
    async run(): Promise<{ mailed: number; photosRemoved: number }> {
      const at = now();
      const unreadBefore = new Date(at.getTime() - MESSAGE_REMIND_AFTER_MS);
      const mailedBefore = new Date(at.getTime() - MESSAGE_REMIND_EVERY_MS);
      let mailed = 0;
      for (const side of ['shopper', 'designer'] as const) {
        for (const { id } of await q.dueReminders(db, side, unreadBefore, mailedBefore, BATCH)) {
          if (!(await q.claimReminder(db, id, side, at, mailedBefore))) continue;
          const thread = await q.threadById(db, id);
          if (!thread) continue;
          const to = await recipientOf(thread, side);
          // The person's e-mail choice for new messages decides (decision 044 as amended); the claim stands either way.
          if (!to || !(await emailWanted(db, to.userId, 'message-new'))) continue;
          const unread = side === 'shopper' ? thread.thread.shopperUnread : thread.thread.designerUnread;
          const mail = reminderMail({ lang: to.lang, recipient: side, name: to.name, unread, orderNumber: thread.orderNumber, link: to.link });
          try {
            await deps.mailer.send({ to: to.email, subject: mail.subject, text: mail.text });
            mailed += 1;
          } catch (err) {
            deps.log.warn({ err, thread: id }, 'message reminder mail failed');
          }
        }
      }
      let photosRemoved = 0;
      for (const photo of await q.stalePendingPhotos(db, new Date(at.getTime() - MESSAGE_PHOTO_PENDING_MS), BATCH)) {
        await q.deletePhoto(db, photo.id);
        await Promise.all([deps.storage.remove(photo.storagePath), deps.imageVariants.remove(photo.storagePath)]).catch(() => undefined);
        photosRemoved += 1;
      }
      return { mailed, photosRemoved };
    },
  };
}

export type MessageReminders = ReturnType<typeof createMessageReminders>;
