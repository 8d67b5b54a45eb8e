import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerDesignerTotals, ledgerLineTotals, payoutRuns, payouts, profiles, users } from '../../db/schema';
import { UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors';
import { rowsOf } from '../../db/rows';

/** SQL of payout runs and payouts (the accounts they pay into are read through payout-accounts-queries). Only the payouts module calls it. */


/* ---------- Balances ---------- */

export interface DesignerAvailable {
  designerId: string;
  designerName: string;
  currency: string;
  availableMinor: number;
  processing: boolean;
}

/**
 * Every designer's available balance in their payout currency, in one statement: the kept total
 * less the lines still pending (the same rule as queries.pendingParts), with whether a payout of
 * theirs is still processing. Designers with nothing in that currency are left out.
 */
export async function availableBalances(db: Database, now: Date, designerId?: string): Promise<DesignerAvailable[]> {
  const at = now.toISOString();
  const only = designerId ? sql`and t.designer_id = ${designerId}` : sql``;
  const result: unknown = await db.execute(sql`
    select t.designer_id as "designerId",
           coalesce(p.full_name, '') as "designerName",
           t.currency,
           (t.total_minor - coalesce((
             select sum(l.net_minor) from ${ledgerLineTotals} l
             where l.designer_id = t.designer_id and l.currency = t.currency and l.net_minor > 0
               and (l.available_at is null or l.available_at > ${at}::timestamptz)
           ), 0))::bigint as "availableMinor",
           exists (select 1 from ${payouts} po where po.designer_id = t.designer_id and po.status = 'processing') as processing
    from ${ledgerDesignerTotals} t
    join ${profiles} p on p.user_id = t.designer_id and p.role = 'designer'
    left join designer_payout_settings s on s.designer_id = t.designer_id
    where t.currency = coalesce(s.payout_currency, 'ETB') ${only}
    order by t.designer_id`);
  return rowsOf<{ designerId: string; designerName: string; currency: string; availableMinor: string | number; processing: boolean }>(result).map((r) => ({
    ...r,
    availableMinor: Number(r.availableMinor),
  }));
}

/**
 * Locks the designer's profile row for a payout's transaction and reads, in the same statement,
 * her available balance in `currency` and whether a payout of hers is processing. Two runs, a run
 * and a retry, or two manual payouts for one designer wait for each other here, and each reads the
 * balance the other left. Null when there is no such profile.
 */
export async function lockForPayout(tx: Database, designerId: string, currency: string, now: Date): Promise<{ role: string; available: number; processing: boolean } | null> {
  const result: unknown = await tx.execute(sql`
    select p.role,
      (coalesce((select total_minor from ${ledgerDesignerTotals} where designer_id = p.user_id and currency = ${currency}), 0)
        - coalesce((select sum(net_minor) from ${ledgerLineTotals}
            where designer_id = p.user_id and currency = ${currency} and net_minor > 0
              and (available_at is null or available_at > ${now.toISOString()}::timestamptz)), 0))::bigint as available,
      exists (select 1 from ${payouts} po where po.designer_id = p.user_id and po.status = 'processing') as processing
    from ${profiles} p where p.user_id = ${designerId}
    for update of p`);
  const row = rowsOf<{ role: string; available: string | number; processing: boolean }>(result)[0];
  return row ? { role: row.role, available: Number(row.available), processing: row.processing === true } : null;
}

export async function designerPayoutCurrency(db: Database, designerId: string): Promise<'ETB' | 'USD'> {
  const result: unknown = await db.execute(sql`select payout_currency from designer_payout_settings where designer_id = ${designerId}`);
  return rowsOf<{ payout_currency: string }>(result)[0]?.payout_currency === 'USD' ? 'USD' : 'ETB';
}

export interface DesignerContact {
  email: string;
  name: string;
  language: string;
  emailVerified: boolean;
}

/** Who to mail about payouts, in which language (a run reads all its designers' at once). */
export async function designerContacts(db: Database, designerIds: readonly string[]): Promise<Map<string, DesignerContact>> {
  if (designerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, name: profiles.fullName, language: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...designerIds]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/* ---------- Payouts ---------- */

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

export async function insertPayout(tx: Database, row: NewPayout): Promise<PayoutRow> {
  const [inserted] = await tx.insert(payouts).values(row).returning();
  if (!inserted) throw new Error('payout not inserted');
  return inserted;
}

/** Moves a processing payout to its end; null when it is no longer processing (a replay, a race). */
export async function finishPayout(
  tx: Database,
  id: string,
  to: { status: 'paid' | 'failed'; at: Date; externalReference?: string | null; failureReason?: string | null },
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({
      status: to.status,
      updatedAt: to.at,
      ...(to.status === 'paid' ? { paidAt: to.at } : { failedAt: to.at, failureReason: to.failureReason ?? null }),
      ...(to.externalReference ? { externalReference: to.externalReference } : {}),
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'processing')))
    .returning();
  return row ?? null;
}

export async function payoutById(db: Database, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row ?? null;
}

export async function payoutByReference(db: Database, reference: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference)).limit(1);
  return row ?? null;
}

export async function retryOf(db: Database, failedId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.retryOf, failedId)).limit(1);
  return row ?? null;
}

/** Chapa payouts still processing, oldest first: the job asks the provider about them. */
export async function processingPayouts(db: Database, createdBefore: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'processing'), eq(payouts.method, 'chapa'), lt(payouts.createdAt, createdBefore)))
    .orderBy(payouts.createdAt)
    .limit(limit);
}

export interface PayoutListRow extends PayoutRow {
  designerName: string;
  retriedBy: string | null;
}

/** Payouts newest first, with the designer's name and the retry that followed a failed one. */
export async function listPayouts(db: Database, filter: { status?: string; designerId?: string; id?: string }, page: { offset: number; limit: number }): Promise<{ rows: PayoutListRow[]; total: number }> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(payouts.status, filter.status));
  if (filter.designerId) where.push(eq(payouts.designerId, filter.designerId));
  if (filter.id) where.push(eq(payouts.id, filter.id));
  const condition = where.length ? and(...where) : undefined;
  const retry = sql<string | null>`(select r.id from ${payouts} r where r.retry_of = ${payouts.id})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ payout: payouts, designerName: sql<string>`coalesce(${profiles.fullName}, '')`, retriedBy: retry })
      .from(payouts)
      .leftJoin(profiles, eq(profiles.userId, payouts.designerId))
      .where(condition)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(condition),
  ]);
  return { rows: rows.map((r) => ({ ...r.payout, designerName: r.designerName, retriedBy: r.retriedBy })), total: Number(count?.n ?? 0) };
}

/* ---------- Runs ---------- */

export type PayoutRunRow = typeof payoutRuns.$inferSelect;

/** Starts a run; null when one is already running (the unique index on the running row). */
export async function insertRun(db: Database, run: { trigger: 'schedule' | 'admin'; actorUserId: string | null; startedAt: Date }): Promise<PayoutRunRow | null> {
  try {
    const [row] = await db.insert(payoutRuns).values({ ...run, status: 'running' }).returning();
    return row ?? null;
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

export async function finishRun(db: Database, id: string, outcome: { status: 'done' | 'failed'; payoutCount: number; error: string | null; at: Date }): Promise<PayoutRunRow | null> {
  const [row] = await db
    .update(payoutRuns)
    .set({ status: outcome.status, payoutCount: outcome.payoutCount, error: outcome.error?.slice(0, 1000) ?? null, finishedAt: outcome.at })
    .where(eq(payoutRuns.id, id))
    .returning();
  return row ?? null;
}

/** A run left `running` by a process that died would block every later run: after `before`, it is marked failed. */
export async function abandonStaleRuns(db: Database, before: Date, at: Date): Promise<number> {
  const rows = await db
    .update(payoutRuns)
    .set({ status: 'failed', error: 'abandoned: the process running it stopped', finishedAt: at })
    .where(and(eq(payoutRuns.status, 'running'), lt(payoutRuns.startedAt, before)))
    .returning({ id: payoutRuns.id });
  return rows.length;
}

export async function runningRun(db: Database): Promise<PayoutRunRow | null> {
  const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.status, 'running')).limit(1);
  return row ?? null;
}

export async function latestRuns(db: Database, limit: number): Promise<PayoutRunRow[]> {
  return db.select().from(payoutRuns).orderBy(desc(payoutRuns.startedAt), desc(payoutRuns.id)).limit(limit);
}

/** Whether the schedule already ran (or is running) since `since`: once per payout day. */
export async function scheduledRunSince(db: Database, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(and(eq(payoutRuns.trigger, 'schedule'), sql`${payoutRuns.startedAt} >= ${since.toISOString()}::timestamptz`))
    .limit(1);
  return row !== undefined;
}
