import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { LedgerEntryDraft, LedgerEntryFact, LedgerEntryKind, PendingGroup } from '../../../domain/payouts/ledger';
import { DEFAULT_COMMISSION_SETTINGS, type CommissionSettings, type PayoutSchedule } from '../../../domain/payouts/settings';
import type { Database } from '../../db/client';
import { commissionSettings, designerPayoutSettings, ledgerDesignerTotals, ledgerEntries, ledgerLineTotals, orderItems, orders, profiles } from '../../db/schema';

export interface StoredSettings extends CommissionSettings {
  version: number;
  updatedAt: Date;
}

export async function readSettings(db: Database): Promise<StoredSettings> {
  const [row] = await db.select().from(commissionSettings).where(eq(commissionSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_COMMISSION_SETTINGS, version: 0, updatedAt: new Date(0) };
  return {
    platformRateBp: row.platformRateBp,
    lineMinMinor: row.lineMinMinor,
    lineMaxMinor: row.lineMaxMinor,
    holdDays: row.holdDays,
    payoutMinimumMinor: row.payoutMinimumMinor,
    payoutSchedule: row.payoutSchedule as PayoutSchedule,
    payoutWeekday: row.payoutWeekday,
    accountHoldDays: row.accountHoldDays,
    feesPassedOn: row.feesPassedOn,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

/** Writes the settings if `version` is still the stored one (0: never saved); answers false when another admin saved first. */
export async function writeSettings(tx: Database, values: CommissionSettings, version: number, now: Date): Promise<boolean> {
  if (version === 0) {
    const inserted = await tx
      .insert(commissionSettings)
      .values({ id: 1, ...values, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: commissionSettings.id });
    return inserted.length === 1;
  }
  const updated = await tx
    .update(commissionSettings)
    .set({ ...values, version: sql`${commissionSettings.version} + 1`, updatedAt: now })
    .where(and(eq(commissionSettings.id, 1), eq(commissionSettings.version, version)))
    .returning({ id: commissionSettings.id });
  return updated.length === 1;
}

export interface DesignerSettingsRow {
  designerId: string;
  commissionRateBp: number | null;
  payoutCurrency: string;
}

export async function designerSettings(db: Database, designerIds: readonly string[]): Promise<DesignerSettingsRow[]> {
  if (designerIds.length === 0) return [];
  return db
    .select({ designerId: designerPayoutSettings.designerId, commissionRateBp: designerPayoutSettings.commissionRateBp, payoutCurrency: designerPayoutSettings.payoutCurrency })
    .from(designerPayoutSettings)
    .where(inArray(designerPayoutSettings.designerId, [...designerIds]));
}

export async function upsertDesignerSettings(tx: Database, row: DesignerSettingsRow, now: Date): Promise<void> {
  await tx
    .insert(designerPayoutSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: designerPayoutSettings.designerId, set: { commissionRateBp: row.commissionRateBp, payoutCurrency: row.payoutCurrency, updatedAt: now } });
}

export async function isDesigner(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.role === 'designer';
}

export interface NewEntry extends LedgerEntryDraft {
  designerId: string;
  orderId: string | null;
  actorUserId?: string | null;
  reason?: string | null;
  /** `payout` and `payout_reversal` entries: the payout they record. */
  payoutId?: string | null;
  createdAt?: Date;
}

/** Appends entries; an entry whose idempotency key is already there is skipped (a replayed event). Answers how many were written. */
export async function appendEntries(tx: Database, entries: readonly NewEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await tx
    .insert(ledgerEntries)
    .values(
      entries.map((e) => ({
        designerId: e.designerId,
        kind: e.kind,
        amountMinor: e.amountMinor,
        currency: e.currency,
        chargedMinor: e.chargedMinor,
        chargedCurrency: e.chargedCurrency,
        orderId: e.orderId,
        orderItemId: e.orderItemId,
        availableAt: e.availableAt ?? null,
        idempotencyKey: e.idempotencyKey,
        actorUserId: e.actorUserId ?? null,
        reason: e.reason ?? null,
        payoutId: e.payoutId ?? null,
        ...(e.createdAt ? { createdAt: e.createdAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return written.length;
}

export interface EntryOfLine extends LedgerEntryFact {
  designerId: string;
}

export async function entriesOfLines(tx: Database, lineIds: readonly string[]): Promise<EntryOfLine[]> {
  if (lineIds.length === 0) return [];
  const rows = await tx
    .select({
      designerId: ledgerEntries.designerId,
      kind: ledgerEntries.kind,
      amountMinor: ledgerEntries.amountMinor,
      currency: ledgerEntries.currency,
      chargedMinor: ledgerEntries.chargedMinor,
      chargedCurrency: ledgerEntries.chargedCurrency,
      orderItemId: ledgerEntries.orderItemId,
      availableAt: ledgerEntries.availableAt,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.orderItemId, [...lineIds]))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((r) => ({ ...r, kind: r.kind as LedgerEntryKind, currency: r.currency as CurrencyCode, chargedCurrency: r.chargedCurrency as CurrencyCode }));
}

/** A designer's total per currency (ledger_designer_totals, kept by the database from the entries). */
export async function designerTotals(db: Database, designerId: string): Promise<Map<CurrencyCode, number>> {
  const rows = await db
    .select({ currency: ledgerDesignerTotals.currency, total: ledgerDesignerTotals.totalMinor })
    .from(ledgerDesignerTotals)
    .where(eq(ledgerDesignerTotals.designerId, designerId));
  return new Map(rows.map((r) => [r.currency as CurrencyCode, Number(r.total)]));
}

/** The lines still pending (domain isPending: a positive net, undelivered or not yet released), summed by release date. */
export async function pendingParts(db: Database, designerId: string, now: Date): Promise<PendingGroup[]> {
  const rows = await db
    .select({ currency: ledgerLineTotals.currency, availableAt: ledgerLineTotals.availableAt, amount: sql<string>`sum(${ledgerLineTotals.netMinor})::bigint` })
    .from(ledgerLineTotals)
    .where(
      and(
        eq(ledgerLineTotals.designerId, designerId),
        sql`${ledgerLineTotals.netMinor} > 0`,
        or(isNull(ledgerLineTotals.availableAt), gt(ledgerLineTotals.availableAt, now)),
      ),
    )
    .groupBy(ledgerLineTotals.currency, ledgerLineTotals.availableAt);
  return rows.map((r) => ({ currency: r.currency as CurrencyCode, availableAt: r.availableAt, amountMinor: Number(r.amount) }));
}

/** Paid out in [from, to) per currency, as a positive figure (payouts less reversed payouts). */
export async function paidBetween(db: Database, designerId: string, from: Date, to: Date): Promise<Map<CurrencyCode, number>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, paid: sql<string>`(-sum(${ledgerEntries.amountMinor}))::bigint` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.designerId, designerId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
        // Written out (not parameters), so the planner can use the partial index on payouts.
        sql`${ledgerEntries.kind} in ('payout', 'payout_reversal')`,
      ),
    )
    .groupBy(ledgerEntries.currency);
  return new Map(rows.map((r) => [r.currency as CurrencyCode, Number(r.paid)]));
}

export interface StatementRow {
  id: string;
  kind: string;
  amountMinor: number;
  currency: string;
  chargedMinor: number;
  chargedCurrency: string;
  orderId: string | null;
  orderNumber: string | null;
  orderItemId: string | null;
  productName: string | null;
  reason: string | null;
  availableAt: Date | null;
  createdAt: Date;
}

/** A designer's entries of [from, to), oldest first, each with its order number and product; a page of them when `page` is given. */
export async function statementRows(db: Database, designerId: string, from: Date, to: Date, page?: { offset: number; limit: number }): Promise<StatementRow[]> {
  const query = db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountMinor: ledgerEntries.amountMinor,
      currency: ledgerEntries.currency,
      chargedMinor: ledgerEntries.chargedMinor,
      chargedCurrency: ledgerEntries.chargedCurrency,
      orderId: ledgerEntries.orderId,
      orderNumber: orders.orderNumber,
      orderItemId: ledgerEntries.orderItemId,
      productName: orderItems.productName,
      reason: ledgerEntries.reason,
      availableAt: ledgerEntries.availableAt,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .leftJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(and(eq(ledgerEntries.designerId, designerId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** A designer's entries of [from, to) summed per currency, with their count. */
export async function statementTotals(db: Database, designerId: string, from: Date, to: Date): Promise<Array<{ currency: string; amountMinor: number; count: number }>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, amount: sql<string>`sum(${ledgerEntries.amountMinor})::bigint`, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.designerId, designerId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .groupBy(ledgerEntries.currency);
  return rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amount), count: Number(r.count) }));
}

/** The shop's commission per UTC month and charged currency: what the designers' commission entries took. */
export async function commissionByMonth(db: Database): Promise<Array<{ month: string; currency: string; commissionMinor: number }>> {
  const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, currency: ledgerEntries.chargedCurrency, commission: sql<string>`(-sum(${ledgerEntries.chargedMinor}))::bigint` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.kind} in ('commission', 'commission_reversal', 'cod_commission')`)
    .groupBy(month, ledgerEntries.chargedCurrency)
    .orderBy(sql`1 desc`, sql`2`);
  return rows.map((r) => ({ month: r.month, currency: r.currency, commissionMinor: Number(r.commission) }));
}
