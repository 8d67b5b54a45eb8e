import type { FastifyInstance } from 'fastify';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/money/currency';
import { STATEMENT_PAGE_SIZE, type AdjustmentInput, type CommissionSettingsAnswer, type DesignerLedger, type DesignerPayoutSettings, type LedgerEntry, type PayoutBalance, type ShopRevenue, type Statement } from '../../../domain/payouts/api';
import { COMMISSION_LIMIT_CURRENCY, lineGoodsMinor, termsFor, type CommissionTerms } from '../../../domain/payouts/commission';
import { csvDocument, decimalOf } from '../../../domain/payouts/csv';
import {
  balanceFromTotals,
  codCommissionEntries,
  deliveredEntry,
  monthBounds,
  monthOf,
  refundEntries,
  saleEntries,
  type LedgerEntryDraft,
  type LedgerEntryKind,
  type SettlingOrder,
} from '../../../domain/payouts/ledger';
import { ratesWithFallback, type LockedRates } from '../../../domain/payouts/money-split';
import { DEFAULT_PAYOUT_CURRENCY, nextPayoutDate, type CommissionSettings, type PayoutCurrency } from '../../../domain/payouts/settings';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import type { OrderLedger, OrderLineRecord, OrderRecord } from '../orders';
import { readMaskedAccount } from './payout-accounts-service';
import * as q from './queries';

export interface PayoutsServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  /** The time the ledger reads and writes (deliveries, the hold, "this month"); tests move it. */
  clock?: () => Date;
}

const designerNotFound = () => notFound('DESIGNER_NOT_FOUND', 'Designer not found.');

/** The rates an order was placed at; orders older than locked rates fall back to what the order itself recorded. */
function ratesOf(order: OrderRecord): LockedRates {
  const known: Partial<Record<CurrencyCode, number>> = {};
  if (order.lockedRates) {
    for (const [code, rate] of Object.entries(order.lockedRates)) if (isCurrencyCode(code)) known[code] = rate;
  } else {
    if (isCurrencyCode(order.displayCurrency)) known[order.displayCurrency] = order.exchangeRate;
    if (isCurrencyCode(order.chargeCurrency) && order.totalMinor > 0) known[order.chargeCurrency] = order.chargeAmountMinor / order.totalMinor;
  }
  return ratesWithFallback(known);
}

const chargeCurrencyOf = (order: OrderRecord): CurrencyCode => (isCurrencyCode(order.chargeCurrency) ? order.chargeCurrency : 'USD');

/**
 * The designers' ledger and the shop's commission: the operations the orders feature calls inside
 * its own transactions (`ledger`), a designer's balance and statement, and the admins' settings,
 * adjustments and revenue. Every write is an appended entry with an idempotency key.
 */
export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function payoutSettingsOf(tx: Database, designerIds: readonly string[]) {
    const rows = await q.designerSettings(tx, designerIds);
    return new Map(rows.map((r) => [r.designerId, r]));
  }

  function platformTerms(settings: CommissionSettings): CommissionTerms {
    return { rateBp: settings.platformRateBp, minMinor: settings.lineMinMinor, maxMinor: settings.lineMaxMinor };
  }

  async function settlingOrder(tx: Database, order: OrderRecord, lines: readonly OrderLineRecord[], lineIds: readonly string[]): Promise<SettlingOrder> {
    const settings = await q.readSettings(tx);
    const designerIds = [...new Set(lines.flatMap((l) => (l.designerId ? [l.designerId] : [])))];
    const designers = await payoutSettingsOf(tx, designerIds);
    const wanted = new Set(lineIds);
    return {
      chargeMinor: order.chargeAmountMinor,
      chargeCurrency: chargeCurrencyOf(order),
      shippingUsdMinor: order.shippingMinor,
      rates: ratesOf(order),
      lines: lines.map((l) => {
        const designer = l.designerId ? designers.get(l.designerId) : undefined;
        const terms: CommissionTerms =
          l.commissionRateBp !== null
            ? { rateBp: l.commissionRateBp, minMinor: l.commissionMinMinor, maxMinor: l.commissionMaxMinor }
            : termsFor(platformTerms(settings), designer?.commissionRateBp);
        const payoutCurrency = designer && isCurrencyCode(designer.payoutCurrency) ? designer.payoutCurrency : DEFAULT_PAYOUT_CURRENCY;
        return { id: l.id, goodsUsdMinor: lineGoodsMinor(l.unitPriceUsdMinor, l.quantity), terms, payoutCurrency, live: wanted.has(l.id) && l.designerId !== null && l.status !== 'cancelled' };
      }),
    };
  }

  function withDesigner(drafts: readonly LedgerEntryDraft[], lines: readonly OrderLineRecord[], orderId: string): q.NewEntry[] {
    const designerOf = new Map(lines.map((l) => [l.id, l.designerId]));
    return drafts.flatMap((d) => {
      const designerId = d.orderItemId ? designerOf.get(d.orderItemId) : null;
      return designerId ? [{ ...d, designerId, orderId, createdAt: clock() }] : [];
    });
  }

  const ledger: OrderLedger = {
    async commissionTerms(tx, designerIds) {
      const settings = await q.readSettings(tx);
      const designers = await payoutSettingsOf(tx, designerIds);
      return new Map(designerIds.map((id) => [id, termsFor(platformTerms(settings), designers.get(id)?.commissionRateBp)]));
    },

    async paid(tx, order, lines, lineIds) {
      const settling = await settlingOrder(tx, order, lines, lineIds);
      await q.appendEntries(tx, withDesigner(saleEntries(settling), lines, order.id));
    },

    async delivered(tx, order, lines, lineIds) {
      const now = clock();
      const settings = await q.readSettings(tx);
      const settling = await settlingOrder(tx, order, lines, lineIds);
      const existing = await q.entriesOfLines(tx, lineIds);
      const drafts: LedgerEntryDraft[] = [];
      if (order.paymentMethod === 'cod') drafts.push(...codCommissionEntries(settling, new Set(lineIds)));
      for (const line of settling.lines) {
        if (!line.live) continue;
        // The marker joins the line's entries in their currency (the payout currency when they were written).
        const currency = existing.find((e) => e.orderItemId === line.id)?.currency ?? drafts.find((d) => d.orderItemId === line.id)?.currency ?? line.payoutCurrency;
        drafts.push(deliveredEntry(line.id, currency, settling.chargeCurrency, now, settings.holdDays));
      }
      await q.appendEntries(tx, withDesigner(drafts, lines, order.id));
    },

    async refunded(tx, order, lineIds, step) {
      const existing = await q.entriesOfLines(tx, lineIds);
      const entries: q.NewEntry[] = [];
      for (const lineId of lineIds) {
        const ofLine = existing.filter((e) => e.orderItemId === lineId);
        const designerId = ofLine[0]?.designerId;
        if (!designerId) continue;
        for (const d of refundEntries(lineId, ofLine, 'all', step)) entries.push({ ...d, designerId, orderId: order.id, createdAt: clock() });
      }
      await q.appendEntries(tx, entries);
    },

    async refundedPart(tx, order, lineId, chargedMinor, step) {
      const ofLine = await q.entriesOfLines(tx, [lineId]);
      const designerId = ofLine[0]?.designerId;
      if (!designerId) return;
      await q.appendEntries(tx, refundEntries(lineId, ofLine, chargedMinor, step).map((d) => ({ ...d, designerId, orderId: order.id, createdAt: clock() })));
    },
  };

  async function payoutCurrencyOf(designerId: string): Promise<PayoutCurrency> {
    const [row] = await q.designerSettings(db, [designerId]);
    return row?.payoutCurrency === 'USD' ? 'USD' : 'ETB';
  }

  async function balance(designerId: string): Promise<PayoutBalance> {
    const now = clock();
    const { from, to } = monthBounds(monthOf(now));
    const [totals, pending, paid, settings, payoutCurrency] = await Promise.all([
      q.designerTotals(db, designerId),
      q.pendingParts(db, designerId, now),
      q.paidBetween(db, designerId, from, to),
      q.readSettings(db),
      payoutCurrencyOf(designerId),
    ]);
    const balances = balanceFromTotals(totals, pending, paid);
    if (!balances.some((b) => b.currency === payoutCurrency)) {
      balances.unshift({ currency: payoutCurrency, availableMinor: 0, pendingMinor: 0, pending: [], paidThisMonthMinor: 0 });
    }
    return {
      payoutCurrency,
      balances: balances.map((b) => ({ ...b, pending: b.pending.map((p) => ({ availableAt: p.availableAt?.toISOString() ?? null, amountMinor: p.amountMinor })) })),
      nextPayoutDate: nextPayoutDate(settings, now).toISOString().slice(0, 10),
      payoutMinimumMinor: settings.payoutMinimumMinor,
    };
  }

  function entryView(r: q.StatementRow): LedgerEntry {
    return {
      id: r.id,
      kind: r.kind as LedgerEntryKind,
      amountMinor: r.amountMinor,
      currency: r.currency as CurrencyCode,
      chargedMinor: r.chargedMinor,
      chargedCurrency: r.chargedCurrency as CurrencyCode,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      orderItemId: r.orderItemId,
      productName: r.productName,
      reason: r.reason,
      availableAt: r.availableAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** A page of a month's entries (UTC month; this month by default) with the whole month's totals. */
  async function statement(designerId: string, month?: string, page = 1): Promise<Statement> {
    const chosen = month ?? monthOf(clock());
    const { from, to } = monthBounds(chosen);
    const pageSize = STATEMENT_PAGE_SIZE;
    const [rows, totals] = await Promise.all([
      q.statementRows(db, designerId, from, to, { offset: (page - 1) * pageSize, limit: pageSize }),
      q.statementTotals(db, designerId, from, to),
    ]);
    return {
      designerId,
      month: chosen,
      page,
      pageSize,
      total: totals.reduce((s, t) => s + t.count, 0),
      entries: rows.map(entryView),
      totals: totals.flatMap((t) => (isCurrencyCode(t.currency) ? [{ currency: t.currency, amountMinor: t.amountMinor }] : [])),
    };
  }

  async function designerSettingsView(designerId: string): Promise<DesignerPayoutSettings> {
    const [row] = await q.designerSettings(db, [designerId]);
    return { designerId, commissionRateBp: row?.commissionRateBp ?? null, payoutCurrency: row?.payoutCurrency === 'USD' ? 'USD' : 'ETB' };
  }

  async function requireDesigner(designerId: string): Promise<void> {
    if (designerId.length === 0 || designerId.length > 100) throw designerNotFound();
    if (!(await q.isDesigner(db, designerId))) throw designerNotFound();
  }

  async function settingsAnswer(): Promise<CommissionSettingsAnswer> {
    const s = await q.readSettings(db);
    return { ...s, limitCurrency: COMMISSION_LIMIT_CURRENCY, updatedAt: s.updatedAt.toISOString() };
  }

  return {
    /** Handed to the orders feature (app.ts): the ledger writes that happen inside its transactions. */
    ledger,
    balance,
    statement,

    async statementCsv(designerId: string, month?: string): Promise<{ month: string; csv: string }> {
      const chosen = month ?? monthOf(clock());
      const { from, to } = monthBounds(chosen);
      const entries = (await q.statementRows(db, designerId, from, to)).map(entryView);
      const csv = csvDocument(
        ['date', 'kind', 'order', 'product', 'amount', 'currency', 'charged', 'charged_currency', 'available_at', 'reason'],
        entries.map((e) => [e.createdAt, e.kind, e.orderNumber, e.productName, decimalOf(e.amountMinor), e.currency, decimalOf(e.chargedMinor), e.chargedCurrency, e.availableAt, e.reason]),
      );
      return { month: chosen, csv };
    },

    settings: settingsAnswer,

    async updateSettings(input: CommissionSettings & { version: number }, actor: AuditActor): Promise<CommissionSettingsAnswer> {
      if (input.lineMinMinor !== null && input.lineMaxMinor !== null && input.lineMinMinor > input.lineMaxMinor) {
        throw badRequest('COMMISSION_LIMITS_INVALID', 'The minimum commission is above the maximum.', { lineMinMinor: ['COMMISSION_LIMITS_INVALID'] });
      }
      const { version, ...values } = input;
      await db.transaction(async (tx) => {
        const before = await q.readSettings(tx);
        if (!(await q.writeSettings(tx, values, version, clock()))) {
          throw conflict('SETTINGS_CHANGED', 'Another admin changed these settings meanwhile. Reload them and try again.');
        }
        const { version: _v, updatedAt: _u, ...beforeValues } = before;
        await deps.audit.record(tx, actor, { kind: 'payouts.settings_changed', targetType: 'commission_settings', targetId: '1', before: beforeValues, after: values });
      });
      return settingsAnswer();
    },

    async setDesigner(designerId: string, input: { commissionRateBp: number | null; payoutCurrency: PayoutCurrency }, actor: AuditActor): Promise<DesignerPayoutSettings> {
      await requireDesigner(designerId);
      const before = await designerSettingsView(designerId);
      await db.transaction(async (tx) => {
        await q.upsertDesignerSettings(tx, { designerId, ...input }, clock());
        await deps.audit.record(tx, actor, { kind: 'payouts.designer_changed', targetType: 'designer', targetId: designerId, before, after: { designerId, ...input } });
      });
      return designerSettingsView(designerId);
    },

    async designerLedger(designerId: string, month?: string, page = 1): Promise<DesignerLedger> {
      await requireDesigner(designerId);
      const [b, s, settings, account] = await Promise.all([balance(designerId), statement(designerId, month, page), designerSettingsView(designerId), readMaskedAccount(db, designerId, clock())]);
      return { balance: b, statement: s, settings, account };
    },

    /** An admin's correction, with a reason; the same idempotency key twice writes it once. */
    async addAdjustment(designerId: string, input: AdjustmentInput, idempotencyKey: string, actor: AuditActor): Promise<{ written: boolean }> {
      await requireDesigner(designerId);
      const reason = input.reason.trim();
      if (!reason) throw badRequest('ADJUSTMENT_REASON_REQUIRED', 'Say why the balance is adjusted.', { reason: ['ADJUSTMENT_REASON_REQUIRED'] });
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) throw badRequest('AMOUNT_INVALID', 'The amount must be a whole, non-zero number.', { amountMinor: ['AMOUNT_INVALID'] });
      let written = false;
      await db.transaction(async (tx) => {
        const count = await q.appendEntries(tx, [
          {
            designerId,
            orderId: null,
            orderItemId: null,
            kind: 'adjustment',
            idempotencyKey: `adjustment:${actor.id}:${idempotencyKey}`,
            amountMinor: input.amountMinor,
            currency: input.currency,
            chargedMinor: 0,
            chargedCurrency: input.currency,
            actorUserId: actor.id,
            reason,
            createdAt: clock(),
          },
        ]);
        written = count === 1;
        if (written) {
          await deps.audit.record(tx, actor, { kind: 'payouts.adjustment_added', targetType: 'designer', targetId: designerId, before: null, after: { amountMinor: input.amountMinor, currency: input.currency, reason } });
        }
      });
      return { written };
    },

    async revenue(): Promise<ShopRevenue> {
      const rows = await q.commissionByMonth(db);
      return { rows: rows.flatMap((r) => (isCurrencyCode(r.currency) ? [{ month: r.month, currency: r.currency, commissionMinor: r.commissionMinor }] : [])) };
    },

    async revenueCsv(): Promise<string> {
      const rows = await q.commissionByMonth(db);
      return csvDocument(['month', 'currency', 'commission'], rows.map((r) => [r.month, r.currency, decimalOf(r.commissionMinor)]));
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
