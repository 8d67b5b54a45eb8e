import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currency';
import { MAX_RATE_BP } from './commission';
import { LEDGER_ENTRY_KINDS } from './ledger';
import { PAYOUT_CURRENCIES, PAYOUT_SCHEDULES } from './settings';

/**
 * The payouts feature's contract: what callers send (codes as messages) and what the server
 * answers. Amounts are integers of minor units beside their currency.
 */

const minor = z.number().int().safe();
const currency = z.enum(CURRENCY_CODES);
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'MONTH_INVALID');

export const commissionSettingsSchema = z.object({
  platformRateBp: z.number().int().min(0, 'RATE_INVALID').max(MAX_RATE_BP, 'RATE_INVALID'),
  lineMinMinor: z.number().int('AMOUNT_INVALID').min(0, 'AMOUNT_INVALID').max(1e12, 'AMOUNT_INVALID').nullable(),
  lineMaxMinor: z.number().int('AMOUNT_INVALID').min(0, 'AMOUNT_INVALID').max(1e12, 'AMOUNT_INVALID').nullable(),
  holdDays: z.number().int().min(0, 'HOLD_DAYS_INVALID').max(365, 'HOLD_DAYS_INVALID'),
  payoutMinimumMinor: z.number().int('AMOUNT_INVALID').min(0, 'AMOUNT_INVALID').max(1e12, 'AMOUNT_INVALID'),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
  payoutWeekday: z.number().int().min(1).max(7),
});
export type CommissionSettingsDto = z.infer<typeof commissionSettingsSchema>;

export const commissionSettingsAnswerSchema = commissionSettingsSchema.extend({
  limitCurrency: currency,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CommissionSettingsAnswer = z.infer<typeof commissionSettingsAnswerSchema>;

/** An admin's change: the version read, so two admins cannot overwrite each other unseen. */
export const commissionSettingsUpdateSchema = commissionSettingsSchema.extend({ version: z.number().int() });

export const designerPayoutSettingsSchema = z.object({
  /** null: the platform's rate applies. */
  commissionRateBp: z.number().int().min(0, 'RATE_INVALID').max(MAX_RATE_BP, 'RATE_INVALID').nullable(),
  payoutCurrency: z.enum(PAYOUT_CURRENCIES),
});
export const designerPayoutSettingsAnswerSchema = designerPayoutSettingsSchema.extend({ designerId: z.string() });
export type DesignerPayoutSettings = z.infer<typeof designerPayoutSettingsAnswerSchema>;

export const adjustmentSchema = z.object({
  amountMinor: z.number({ error: 'AMOUNT_INVALID' }).int('AMOUNT_INVALID').min(-1e10, 'AMOUNT_INVALID').max(1e10, 'AMOUNT_INVALID').refine((v) => v !== 0, 'AMOUNT_INVALID'),
  currency: z.enum(PAYOUT_CURRENCIES, { error: 'CURRENCY_INVALID' }),
  reason: z.string({ error: 'ADJUSTMENT_REASON_REQUIRED' }).trim().min(1, 'ADJUSTMENT_REASON_REQUIRED').max(500, 'ADJUSTMENT_REASON_TOO_LONG'),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

export const balanceSchema = z.object({
  payoutCurrency: z.enum(PAYOUT_CURRENCIES),
  balances: z.array(
    z.object({
      currency,
      availableMinor: minor,
      pendingMinor: minor,
      pending: z.array(z.object({ availableAt: z.string().nullable(), amountMinor: minor })),
      paidThisMonthMinor: minor,
    }),
  ),
  nextPayoutDate: z.string(),
  payoutMinimumMinor: minor,
});
export type PayoutBalance = z.infer<typeof balanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amountMinor: minor,
  currency,
  chargedMinor: minor,
  chargedCurrency: currency,
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderItemId: z.string().nullable(),
  productName: z.string().nullable(),
  reason: z.string().nullable(),
  availableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A month's statement is read a page at a time (offset paging, decision 006); the CSV holds the whole month. */
export const STATEMENT_PAGE_SIZE = 100;
export const STATEMENT_PAGE_MAX = 1_000;

export const statementSchema = z.object({
  designerId: z.string(),
  month: monthSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Entries in the whole month. */
  total: z.number().int(),
  entries: z.array(ledgerEntrySchema),
  /** The whole month's entries summed per currency. */
  totals: z.array(z.object({ currency, amountMinor: minor })),
});
export type Statement = z.infer<typeof statementSchema>;

export const designerLedgerSchema = z.object({ balance: balanceSchema, statement: statementSchema, settings: designerPayoutSettingsAnswerSchema });
export type DesignerLedger = z.infer<typeof designerLedgerSchema>;

export const revenueSchema = z.object({
  rows: z.array(z.object({ month: monthSchema, currency, commissionMinor: minor })),
});
export type ShopRevenue = z.infer<typeof revenueSchema>;

export const PAYOUTS_ERROR_CODES = [
  'ADJUSTMENT_REASON_REQUIRED',
  'AMOUNT_INVALID',
  'CURRENCY_INVALID',
  'DESIGNER_NOT_FOUND',
  'MONTH_INVALID',
  'RATE_INVALID',
  'HOLD_DAYS_INVALID',
  'SETTINGS_CHANGED',
  'COMMISSION_LIMITS_INVALID',
] as const;
