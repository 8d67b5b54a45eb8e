import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MessageFilter, MessageStatus } from '../../../domain/contact/admin';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema';

export async function insertContactMessage(db: Database, row: typeof contactMessages.$inferInsert) {
  const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return created;
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  userId: contactMessages.userId,
  status: contactMessages.status,
  handledAt: contactMessages.handledAt,
  handledByEmail: users.email,
  repliedAt: contactMessages.repliedAt,
  createdAt: contactMessages.createdAt,
};

/** Messages for the admin console, newest first, with who handled each. */
export async function listContactMessages(db: Database, filter: { status: MessageFilter; limit: number; offset: number }) {
  const where: SQL | undefined = filter.status === 'all' ? undefined : eq(contactMessages.status, filter.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

export async function contactMessageById(db: Database, id: string): Promise<ContactMessageRow | null> {
  const [row] = await db.select(messageColumns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.handledBy)).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** The message, its row locked until the transaction ends (two admins answering at once go one by one). */
export async function lockContactMessage(tx: Database, id: string) {
  const [row] = await tx
    .select({ id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, userId: contactMessages.userId, subject: contactMessages.subject, message: contactMessages.message, status: contactMessages.status, handledAt: contactMessages.handledAt, repliedAt: contactMessages.repliedAt, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateContactMessage(tx: Database, id: string, values: { status: MessageStatus; handledAt: Date | null; handledBy: string | null; repliedAt?: Date }) {
  await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id));
}

export async function countContactMessages(db: Database, status: MessageStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(and(eq(contactMessages.status, status)));
  return row?.n ?? 0;
}
