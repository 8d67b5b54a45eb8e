import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currency';
import { MAX_RATE_BP } from './commission';
import { LEDGER_ENTRY_KINDS } from './ledger';
import { accountNumberError, normalizeAccountNumber, normalizeEthiopianMobile, PAYOUT_ACCOUNT_KINDS, PAYOUT_WALLETS } from './payout-account';
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
  accountHoldDays: z.number().int().min(0, 'HOLD_DAYS_INVALID').max(60, 'HOLD_DAYS_INVALID'),
  feesPassedOn: z.boolean(),
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

/* ---------- Payout accounts ---------- */

const accountName = z.string({ error: 'ACCOUNT_NAME_INVALID' }).trim().min(2, 'ACCOUNT_NAME_INVALID').max(100, 'ACCOUNT_NAME_INVALID');
const currentPassword = z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(256, 'PASSWORD_REQUIRED');

/**
 * A designer adds or changes where she is paid, with her current password. Numbers are answered
 * normalised: an account number without spaces, a wallet's phone in +251 form.
 */
export const payoutAccountInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('bank'),
        bankCode: z.string({ error: 'BANK_UNKNOWN' }).max(40, 'BANK_UNKNOWN'),
        accountNumber: z.string({ error: 'ACCOUNT_NUMBER_INVALID' }).max(40, 'ACCOUNT_NUMBER_INVALID'),
        accountName,
        currentPassword,
      })
      .superRefine((v, ctx) => {
        const error = accountNumberError(v.bankCode, v.accountNumber);
        if (error) ctx.addIssue({ code: 'custom', message: error, path: [error === 'BANK_UNKNOWN' ? 'bankCode' : 'accountNumber'] });
      })
      .transform((v) => ({ ...v, accountNumber: normalizeAccountNumber(v.accountNumber) })),
    z
      .object({
        kind: z.literal('wallet'),
        wallet: z.enum(PAYOUT_WALLETS, { error: 'WALLET_UNKNOWN' }),
        phone: z.string({ error: 'PHONE_INVALID' }).max(40, 'PHONE_INVALID'),
        accountName,
        currentPassword,
      })
      .superRefine((v, ctx) => {
        if (!normalizeEthiopianMobile(v.phone)) ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID', path: ['phone'] });
      })
      .transform((v) => ({ ...v, phone: normalizeEthiopianMobile(v.phone) ?? v.phone })),
  ],
  { error: 'ACCOUNT_KIND_INVALID' },
);
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;
export type PayoutAccountValues = z.output<typeof payoutAccountInputSchema>;

/** An account as every answer shows it: masked (the last four digits), never the whole number. */
export const payoutAccountSchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  bankCode: z.string().nullable(),
  wallet: z.enum(PAYOUT_WALLETS).nullable(),
  /** The bank's or the wallet's name. */
  institutionName: z.string(),
  maskedNumber: z.string(),
  accountName: z.string(),
  /** Payouts wait until then after the account was added or changed. */
  heldUntil: z.string(),
  onHold: z.boolean(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const studioPayoutAccountSchema = z.object({
  account: payoutAccountSchema.nullable(),
  banks: z.array(z.object({ code: z.string(), name: z.string(), accountLength: z.number().int().nullable() })),
  /** Days payouts wait after a change (the setting). */
  accountHoldDays: z.number().int(),
});
export type StudioPayoutAccount = z.infer<typeof studioPayoutAccountSchema>;

/* ---------- Payouts ---------- */

export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_METHODS = ['chapa', 'manual'] as const;
export const MANUAL_PAYOUT_CHANNELS = ['bank', 'telebirr', 'cbe_birr', 'cash'] as const;
export type ManualPayoutChannel = (typeof MANUAL_PAYOUT_CHANNELS)[number];

export const payoutSchema = z.object({
  id: z.string(),
  designerId: z.string(),
  designerName: z.string(),
  currency: z.enum(PAYOUT_CURRENCIES),
  amountMinor: minor,
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYOUT_METHODS),
  channel: z.enum(MANUAL_PAYOUT_CHANNELS).nullable(),
  reference: z.string(),
  externalReference: z.string().nullable(),
  /** The account paid into, masked, as it was at the time. */
  account: z.object({ institutionName: z.string(), maskedNumber: z.string(), accountName: z.string() }).nullable(),
  failureReason: z.string().nullable(),
  /** A failed payout a person has already retried: the retry's id. */
  retriedBy: z.string().nullable(),
  retryOf: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const PAYOUTS_PAGE_SIZE = 50;
export const payoutListQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  designerId: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});
export const payoutListSchema = z.object({ items: z.array(payoutSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PayoutList = z.infer<typeof payoutListSchema>;

/** Why a designer with money is not paid in the next run; null: they will be. */
export const PAYOUT_BLOCKS = ['PAYOUT_ACCOUNT_REQUIRED', 'PAYOUT_ON_HOLD', 'BALANCE_BELOW_MINIMUM', 'PAYOUT_IN_PROGRESS'] as const;

/** Admins: every designer with a non-zero available balance, and whether the next run pays them. */
export const payoutsDueSchema = z.object({
  rows: z.array(
    z.object({
      designerId: z.string(),
      designerName: z.string(),
      currency: z.enum(PAYOUT_CURRENCIES),
      availableMinor: minor,
      account: payoutAccountSchema.nullable(),
      blockedBy: z.enum(PAYOUT_BLOCKS).nullable(),
      /**
       * How a run would pay them: `chapa` (Chapa Transfers), or `manual` when a run cannot (paid in
       * dollars, a bank Chapa does not reach, or no provider configured): an admin records it.
       */
      method: z.enum(PAYOUT_METHODS),
    }),
  ),
  nextPayoutDate: z.string(),
  payoutMinimumMinor: minor,
  /** The run under way, if one is. */
  running: z.object({ id: z.string(), startedAt: z.string() }).nullable(),
  /** Chapa Transfers is configured (else only manual payouts can be made). */
  providerConfigured: z.boolean(),
});
export type PayoutsDue = z.infer<typeof payoutsDueSchema>;

export const payoutRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'admin']),
  status: z.enum(['running', 'done', 'failed']),
  payoutCount: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;
/** GET /api/admin/payouts/runs: the latest 20, newest first. */
export const payoutRunListSchema = z.object({ items: z.array(payoutRunSchema) });
export type PayoutRunList = z.infer<typeof payoutRunListSchema>;
export const payoutParamsSchema = z.object({ payoutId: z.string().min(1).max(100) });
export const studioPayoutListQuerySchema = payoutListQuerySchema.pick({ page: true });
/** What the payout webhook answers Chapa: a replay or an event about something else writes nothing. */
export const payoutWebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean(), ignored: z.boolean() });

/** An admin records a payout made outside the shop: a bank transfer, telebirr, CBE Birr or cash, with its reference. */
export const manualPayoutSchema = z.object({
  designerId: z.string().min(1).max(100),
  amountMinor: z.number({ error: 'AMOUNT_INVALID' }).int('AMOUNT_INVALID').min(1, 'AMOUNT_INVALID').max(1e10, 'AMOUNT_INVALID'),
  currency: z.enum(PAYOUT_CURRENCIES, { error: 'CURRENCY_INVALID' }),
  channel: z.enum(MANUAL_PAYOUT_CHANNELS, { error: 'CHANNEL_INVALID' }),
  reference: z.string({ error: 'REFERENCE_REQUIRED' }).trim().min(1, 'REFERENCE_REQUIRED').max(100, 'REFERENCE_TOO_LONG'),
  note: z.string().trim().max(500, 'NOTE_TOO_LONG').optional(),
});
export type ManualPayoutInput = z.infer<typeof manualPayoutSchema>;

/** What the designer terms page states, from the settings (public). */
export const payoutTermsSchema = z.object({
  platformRateBp: z.number().int(),
  lineMinMinor: minor.nullable(),
  lineMaxMinor: minor.nullable(),
  limitCurrency: currency,
  holdDays: z.number().int(),
  payoutMinimumMinor: minor,
  payoutMinimumCurrency: currency,
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
  payoutWeekday: z.number().int(),
  accountHoldDays: z.number().int(),
  feesPassedOn: z.boolean(),
});
export type PayoutTerms = z.infer<typeof payoutTermsSchema>;

export const designerLedgerSchema = z.object({
  balance: balanceSchema,
  statement: statementSchema,
  settings: designerPayoutSettingsAnswerSchema,
  account: payoutAccountSchema.nullable(),
});
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
  'ACCOUNT_KIND_INVALID',
  'ACCOUNT_NAME_INVALID',
  'ACCOUNT_NUMBER_INVALID',
  'BANK_UNKNOWN',
  'WALLET_UNKNOWN',
  'PHONE_INVALID',
  'PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  'PAYOUT_ACCOUNT_REQUIRED',
  'PAYOUT_ON_HOLD',
  'BALANCE_BELOW_MINIMUM',
  'BALANCE_INSUFFICIENT',
  'PAYOUT_IN_PROGRESS',
  'PAYOUT_RUN_IN_PROGRESS',
  'PAYOUT_NOT_FOUND',
  'PAYOUT_NOT_FAILED',
  'PAYOUT_ALREADY_RETRIED',
  'PAYOUT_PROVIDER_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'CHANNEL_INVALID',
  'REFERENCE_REQUIRED',
  'REFERENCE_TOO_LONG',
  'NOTE_TOO_LONG',
] as const;
