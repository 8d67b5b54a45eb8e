import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type QueuedMail = typeof mailQueue.$inferSelect;


export async function enqueueMail(db: Database, row: { to: string; subject: string; text: string; html: string | null; error: string; dueAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(mailQueue).values({ toAddress: row.to, subject: row.subject, bodyText: row.text, bodyHtml: row.html, lastError: row.error, dueAt: row.dueAt, createdAt: row.createdAt });
}

/**
 * Claims up to `limit` due mails for this sender: one UPDATE whose rows come from
 * `SELECT … FOR UPDATE SKIP LOCKED`, so two senders (two instances, a test and the job) never
 * take the same mail. A mail left 'sending' by a sender that died is taken again after `staleMs`.
 */
export async function claimDueMail(db: Database, now: Date, limit: number, staleMs: number): Promise<QueuedMail[]> {
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - staleMs).toISOString();
  const result: unknown = await db.execute(sql`
    update mail_queue set status = 'sending', claimed_at = ${nowIso}::timestamptz
    where id in (
      select id from mail_queue
      where (status = 'pending' and due_at <= ${nowIso}::timestamptz)
         or (status = 'sending' and claimed_at < ${staleIso}::timestamptz)
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, subject, body_text, body_html, status, attempts, due_at, claimed_at, last_error, created_at`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    toAddress: String(r.to_address),
    subject: String(r.subject),
    bodyText: String(r.body_text),
    bodyHtml: (r.body_html as string | null) ?? null,
    status: String(r.status),
    attempts: Number(r.attempts),
    dueAt: new Date(r.due_at as string),
    claimedAt: new Date(r.claimed_at as string),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }));
}

const claimedBy = (id: string, claimedAt: Date) => and(eq(mailQueue.id, id), eq(mailQueue.status, 'sending'), eq(mailQueue.claimedAt, claimedAt));

/** A sent mail leaves the queue; only the sender that claimed it may remove it. */
export async function removeSentMail(db: Database, id: string, claimedAt: Date): Promise<void> {
  await db.delete(mailQueue).where(claimedBy(id, claimedAt));
}

/** A failed try: again at `dueAt`, or failed for good (null). */
export async function recordMailFailure(db: Database, id: string, claimedAt: Date, error: string, dueAt: Date | null): Promise<void> {
  await db
    .update(mailQueue)
    .set(dueAt ? { status: 'pending', dueAt, attempts: sql`${mailQueue.attempts} + 1`, lastError: error } : { status: 'failed', attempts: sql`${mailQueue.attempts} + 1`, lastError: error })
    .where(claimedBy(id, claimedAt));
}

/** What waits, for health and the log. */
export async function mailQueueCounts(db: Database): Promise<{ waiting: number; failed: number }> {
  const rows = rowsOf<{ status: string; n: number | string }>(await db.execute(sql`select status, count(*)::int as n from mail_queue group by status`));
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { waiting: of('pending') + of('sending'), failed: of('failed') };
}
