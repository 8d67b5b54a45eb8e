import { and, count, desc, eq, gte, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox, notificationPreferences, phoneNumbers, profiles, telegramLinks, telegramStartTokens, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;


/** The facts about a recipient that decide channels and language. */
export async function recipientsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      email: users.email,
      role: profiles.role,
      language: profiles.preferredLanguage,
      chatId: telegramLinks.chatId,
      phone: phoneNumbers.e164,
      phoneVerifiedAt: phoneNumbers.verifiedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .leftJoin(phoneNumbers, eq(phoneNumbers.userId, users.id))
    .where(inArray(users.id, userIds));
}
export type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

export async function preferencesOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

/** Adds deliveries; a key already there (the same event replayed) adds nothing. */
export async function insertOutbox(db: Database, rows: NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(notificationOutbox).values(rows).onConflictDoNothing({ target: notificationOutbox.key }).returning({ id: notificationOutbox.id });
  return inserted.length;
}

/** Deletes a withdrawn event's deliveries that nobody has started to send (a claimed row is locked by its sender's UPDATE). */
export async function deleteUnsent(db: Database, kind: string, keyPrefix: string): Promise<number> {
  const gone = await db
    .delete(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, kind), like(notificationOutbox.key, `${escapeLike(keyPrefix)}%`), eq(notificationOutbox.status, 'pending')))
    .returning({ id: notificationOutbox.id });
  return gone.length;
}

/** A withdrawn event's deliveries that went out, or are going out now. */
export async function sentOrSending(db: Database, kind: string, keyPrefix: string) {
  return db
    .select({ key: notificationOutbox.key, userId: notificationOutbox.userId, channel: notificationOutbox.channel, data: notificationOutbox.data })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, kind), like(notificationOutbox.key, `${escapeLike(keyPrefix)}%`), inArray(notificationOutbox.status, ['sent', 'sending'])));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function upsertPreference(db: Database, userId: string, kind: string, channels: string[]) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channels })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { channels, updatedAt: new Date() } });
}

/**
 * While quiet hours last, the due deliveries of kinds that may wait move to the end of the quiet
 * time (security kinds never reach the outbox: the accounts feature mails them at once).
 */
export async function postponeDue(db: Database, now: Date, until: Date): Promise<number> {
  const result: unknown = await db.execute(sql`
    update notification_outbox set due_at = ${until.toISOString()}::timestamptz
    where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
    returning id`);
  return rowsOf(result).length;
}

/**
 * Claims up to `limit` due deliveries for this sender: one UPDATE whose rows come from
 * `SELECT … FOR UPDATE SKIP LOCKED`, so two senders at once never take the same row (a row
 * another sender has locked is skipped; one it has already claimed no longer matches). A row
 * left 'sending' by a sender that died is taken again after `staleMs`.
 */
export async function claimDue(db: Database, now: Date, limit: number, staleMs: number): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - staleMs).toISOString();
  const result: unknown = await db.execute(sql`
    update notification_outbox set status = 'sending', claimed_at = ${nowIso}::timestamptz, attempts = attempts + 1
    where id in (
      select id from notification_outbox
      where (status = 'pending' and due_at <= ${nowIso}::timestamptz)
         or (status = 'sending' and claimed_at < ${staleIso}::timestamptz)
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id, key, kind, user_id, channel, data, status, attempts, due_at, claimed_at, sent_at, last_error, created_at`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    key: String(r.key),
    kind: String(r.kind),
    userId: String(r.user_id),
    channel: String(r.channel),
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, string>,
    status: String(r.status),
    attempts: Number(r.attempts),
    dueAt: new Date(r.due_at as string),
    claimedAt: r.claimed_at ? new Date(r.claimed_at as string) : null,
    sentAt: null,
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }));
}

/** Records a claimed delivery's outcome; only the sender that claimed it (status 'sending', its claim time) may. */
export async function finishDelivery(db: Database, id: string, claimedAt: Date, outcome: { status: 'sent' | 'pending' | 'failed'; at: Date; dueAt?: Date; error?: string | null }) {
  await db
    .update(notificationOutbox)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
      dueAt: outcome.dueAt ?? sql`${notificationOutbox.dueAt}`,
      lastError: outcome.error ?? null,
    })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending'), eq(notificationOutbox.claimedAt, claimedAt)));
}

// Telegram ------------------------------------------------------------------

export async function insertStartToken(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(telegramStartTokens).values({ tokenHash, userId, expiresAt });
}

/** The token's row, locked, so two /start messages with it cannot both use it. */
export async function lockStartToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(telegramStartTokens).where(eq(telegramStartTokens.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function useStartToken(db: Database, tokenHash: string, at: Date) {
  await db.update(telegramStartTokens).set({ usedAt: at }).where(eq(telegramStartTokens.tokenHash, tokenHash));
}

/** Links the chat to the account: the chat leaves any other account, the account any other chat. */
export async function linkChat(db: Database, userId: string, chatId: string) {
  await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  await db
    .insert(telegramLinks)
    .values({ userId, chatId })
    .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId, linkedAt: new Date() } });
}

export async function unlinkUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning({ chatId: telegramLinks.chatId });
  return row?.chatId ?? null;
}

export async function unlinkChat(db: Database, chatId: string): Promise<string | null> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
  return row?.userId ?? null;
}

export async function languageOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: profiles.preferredLanguage }).from(profiles).where(eq(profiles.userId, userId));
  return row?.language ?? null;
}

// Phones --------------------------------------------------------------------

export async function lockPhone(db: Database, userId: string) {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)).for('update');
  return row ?? null;
}

export async function savePhoneCode(db: Database, userId: string, e164: string, codeHash: string, expiresAt: Date, tries: number) {
  const values = { e164, verifiedAt: null, codeHash, codeExpiresAt: expiresAt, triesLeft: tries, updatedAt: new Date() };
  await db.insert(phoneNumbers).values({ userId, ...values }).onConflictDoUpdate({ target: phoneNumbers.userId, set: values });
}

export async function setPhoneTries(db: Database, userId: string, triesLeft: number) {
  await db.update(phoneNumbers).set({ triesLeft, updatedAt: new Date() }).where(eq(phoneNumbers.userId, userId));
}

export async function verifyPhone(db: Database, userId: string, at: Date) {
  await db.update(phoneNumbers).set({ verifiedAt: at, codeHash: null, codeExpiresAt: null, triesLeft: 0, updatedAt: at }).where(eq(phoneNumbers.userId, userId));
}

export async function deletePhone(db: Database, userId: string) {
  await db.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
}

export async function verifiedPhoneCount(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(phoneNumbers).where(and(eq(phoneNumbers.userId, userId), isNotNull(phoneNumbers.verifiedAt)));
  return row?.n ?? 0;
}

// Admin -----------------------------------------------------------------------

export async function statsSince(db: Database, since: Date) {
  return db
    .select({ channel: notificationOutbox.channel, status: notificationOutbox.status, n: count() })
    .from(notificationOutbox)
    .where(gte(notificationOutbox.createdAt, since))
    .groupBy(notificationOutbox.channel, notificationOutbox.status);
}

/** Deliveries that failed for good, or are being retried, newest first. */
export async function recentFailures(db: Database, since: Date, limit: number) {
  return db
    .select({
      id: notificationOutbox.id,
      kind: notificationOutbox.kind,
      channel: notificationOutbox.channel,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      dueAt: notificationOutbox.dueAt,
      createdAt: notificationOutbox.createdAt,
      email: users.email,
    })
    .from(notificationOutbox)
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .where(and(gte(notificationOutbox.createdAt, since), sql`(${notificationOutbox.status} = 'failed' or (${notificationOutbox.status} = 'pending' and ${notificationOutbox.attempts} > 0))`))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(limit);
}

