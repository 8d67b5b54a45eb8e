import { commissionSettingsUpdateSchema, type CommissionSettingsAnswer } from '@domain/payouts/api';
import type { PayoutSchedule } from '@domain/payouts/settings';
import type { z } from 'zod';
import { amountText, parseAmountMinor, parsePercentBp, percentText } from './admin-money-amount';

/** The commission settings as the form holds them: texts as typed, the rate in %, amounts in birr. */
export interface SettingsFormValues {
  rate: string;
  lineMin: string;
  lineMax: string;
  holdDays: string;
  payoutMinimum: string;
  schedule: PayoutSchedule;
  weekday: number;
  accountHoldDays: string;
  feesPassedOn: boolean;
}
export type SettingsField = keyof SettingsFormValues;
type SettingsUpdate = z.output<typeof commissionSettingsUpdateSchema>;

export function toSettingsForm(s: CommissionSettingsAnswer): SettingsFormValues {
  return {
    rate: percentText(s.platformRateBp),
    lineMin: amountText(s.lineMinMinor),
    lineMax: amountText(s.lineMaxMinor),
    holdDays: String(s.holdDays),
    payoutMinimum: amountText(s.payoutMinimumMinor),
    schedule: s.payoutSchedule,
    weekday: s.payoutWeekday,
    accountHoldDays: String(s.accountHoldDays),
    feesPassedOn: s.feesPassedOn,
  };
}

const wholeNumber = (text: string): number => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

// The contract's fields, the form's field each is typed in, and the code a value that is not even a number gets.
const FIELDS: Record<string, { field: SettingsField; code: string }> = {
  platformRateBp: { field: 'rate', code: 'RATE_INVALID' },
  lineMinMinor: { field: 'lineMin', code: 'AMOUNT_INVALID' },
  lineMaxMinor: { field: 'lineMax', code: 'AMOUNT_INVALID' },
  holdDays: { field: 'holdDays', code: 'HOLD_DAYS_INVALID' },
  payoutMinimumMinor: { field: 'payoutMinimum', code: 'AMOUNT_INVALID' },
  payoutSchedule: { field: 'schedule', code: 'SCHEDULE_INVALID' },
  payoutWeekday: { field: 'weekday', code: 'SCHEDULE_INVALID' },
  accountHoldDays: { field: 'accountHoldDays', code: 'HOLD_DAYS_INVALID' },
};

/** The form's field of a server field error ('platformRateBp' → 'rate'). */
export const settingsFieldOf = (serverField: string): SettingsField | null => FIELDS[serverField.replace(/^body\.?/, '')]?.field ?? null;

export type SettingsReading = { ok: true; value: SettingsUpdate } | { ok: false; errors: Partial<Record<SettingsField, string>> };

/**
 * The form read against the server's schema (`commissionSettingsUpdateSchema`), with the version
 * it started from. Each refused field carries a code; a minimum above the maximum is refused as
 * the server would (COMMISSION_LIMITS_INVALID).
 */
export function readSettingsForm(v: SettingsFormValues, version: number): SettingsReading {
  const candidate = {
    platformRateBp: parsePercentBp(v.rate) ?? Number.NaN,
    lineMinMinor: parseAmountMinor(v.lineMin),
    lineMaxMinor: parseAmountMinor(v.lineMax),
    holdDays: wholeNumber(v.holdDays),
    payoutMinimumMinor: parseAmountMinor(v.payoutMinimum) ?? Number.NaN,
    payoutSchedule: v.schedule,
    payoutWeekday: v.weekday,
    accountHoldDays: wholeNumber(v.accountHoldDays),
    feesPassedOn: v.feesPassedOn,
    version,
  };
  const parsed = commissionSettingsUpdateSchema.safeParse(candidate);
  const errors: Partial<Record<SettingsField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const known = FIELDS[String(issue.path[0])];
      if (!known || errors[known.field]) continue;
      errors[known.field] = /^[A-Z_]+$/.test(issue.message) ? issue.message : known.code;
    }
    return { ok: false, errors };
  }
  const { lineMinMinor, lineMaxMinor } = parsed.data;
  if (lineMinMinor !== null && lineMaxMinor !== null && lineMinMinor > lineMaxMinor) return { ok: false, errors: { lineMax: 'COMMISSION_LIMITS_INVALID' } };
  return { ok: true, value: parsed.data };
}
