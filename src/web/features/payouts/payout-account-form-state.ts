import type { PayoutAccount } from '@domain/payouts/api';
import type { PayoutAccountKind, PayoutWallet } from '@domain/payouts/payout-account';
import { ApiError } from '../../lib/api-client';
import { payoutAccountInputSchema, type PayoutAccountInput, type PayoutAccountValues } from './save-payout-account';

/**
 * The payout account card's states: shown (none, on hold or active), being edited, saving, and
 * the errors of each field as codes, from the browser's check or the server's answer.
 */
export const PAYOUT_ACCOUNT_FIELDS = ['kind', 'bankCode', 'accountNumber', 'wallet', 'phone', 'accountName', 'currentPassword'] as const;
export type PayoutAccountField = (typeof PAYOUT_ACCOUNT_FIELDS)[number];
export type PayoutAccountErrors = Partial<Record<PayoutAccountField, string>>;

export interface PayoutAccountFormValues {
  bankCode: string;
  accountNumber: string;
  wallet: PayoutWallet;
  phone: string;
  accountName: string;
  currentPassword: string;
}

export interface PayoutAccountFormState {
  editing: boolean;
  saving: boolean;
  kind: PayoutAccountKind;
  values: PayoutAccountFormValues;
  errors: PayoutAccountErrors;
  /** A refusal that belongs to no field (rate limited, offline, the server's own trouble), as a code or error. */
  formError: unknown;
  /** Just saved: the card says so until the designer edits again. */
  saved: boolean;
}

export type PayoutAccountFormAction =
  | { type: 'edit'; account: PayoutAccount | null }
  | { type: 'cancel' }
  | { type: 'kind'; kind: PayoutAccountKind }
  | { type: 'set'; field: keyof PayoutAccountFormValues; value: string }
  | { type: 'invalid'; errors: PayoutAccountErrors }
  | { type: 'submit' }
  | { type: 'failed'; errors: PayoutAccountErrors; formError: unknown }
  | { type: 'saved' };

const EMPTY_VALUES: PayoutAccountFormValues = { bankCode: '', accountNumber: '', wallet: 'telebirr', phone: '', accountName: '', currentPassword: '' };

export const initialPayoutAccountForm: PayoutAccountFormState = { editing: false, saving: false, kind: 'bank', values: EMPTY_VALUES, errors: {}, formError: null, saved: false };

export function payoutAccountFormReducer(state: PayoutAccountFormState, action: PayoutAccountFormAction): PayoutAccountFormState {
  switch (action.type) {
    case 'edit': {
      // A change starts from the account's bank or wallet and name; its number is only known masked, so it is typed again.
      const a = action.account;
      const values: PayoutAccountFormValues = a
        ? { ...EMPTY_VALUES, bankCode: a.bankCode ?? '', wallet: a.wallet ?? 'telebirr', accountName: a.accountName }
        : EMPTY_VALUES;
      return { ...initialPayoutAccountForm, editing: true, kind: a?.kind ?? 'bank', values };
    }
    case 'cancel':
      return initialPayoutAccountForm;
    case 'kind':
      return state.kind === action.kind ? state : { ...state, kind: action.kind, errors: {}, formError: null };
    case 'set': {
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors, formError: null };
    }
    case 'invalid':
      return { ...state, saving: false, errors: action.errors, formError: null };
    case 'submit':
      return state.saving ? state : { ...state, saving: true, errors: {}, formError: null };
    case 'failed':
      // The password is asked again after any refusal: it is never kept longer than one try.
      return { ...state, saving: false, errors: action.errors, formError: action.formError, values: { ...state.values, currentPassword: '' } };
    case 'saved':
      return { ...initialPayoutAccountForm, saved: true };
  }
}

/** What the form sends for its kind (the other kind's fields are not sent). */
export function formInput(state: Pick<PayoutAccountFormState, 'kind' | 'values'>): PayoutAccountInput {
  const { values: v } = state;
  return state.kind === 'bank'
    ? { kind: 'bank', bankCode: v.bankCode, accountNumber: v.accountNumber, accountName: v.accountName, currentPassword: v.currentPassword }
    : { kind: 'wallet', wallet: v.wallet, phone: v.phone, accountName: v.accountName, currentPassword: v.currentPassword };
}

const isField = (key: string): key is PayoutAccountField => (PAYOUT_ACCOUNT_FIELDS as readonly string[]).includes(key);

/** The browser's check, with the server's schema: the normalised values, or each field's first code. */
export function checkPayoutAccount(state: Pick<PayoutAccountFormState, 'kind' | 'values'>): { ok: true; value: PayoutAccountValues } | { ok: false; errors: PayoutAccountErrors } {
  const parsed = payoutAccountInputSchema.safeParse(formInput(state));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: PayoutAccountErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'kind');
    if (isField(key)) errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A code the server answers without naming a field, and the field it is about. */
const FIELD_OF_CODE: Readonly<Record<string, PayoutAccountField>> = {
  PASSWORD_INCORRECT: 'currentPassword',
  PASSWORD_REQUIRED: 'currentPassword',
  ACCOUNT_NUMBER_INVALID: 'accountNumber',
  BANK_UNKNOWN: 'bankCode',
  WALLET_UNKNOWN: 'wallet',
  PHONE_INVALID: 'phone',
  ACCOUNT_NAME_INVALID: 'accountName',
  ACCOUNT_KIND_INVALID: 'kind',
};

/** The server's refusal as field codes where it names (or means) a field, else as the form's error. */
export function serverPayoutAccountErrors(error: unknown): { errors: PayoutAccountErrors; formError: unknown } {
  if (!(error instanceof ApiError)) return { errors: {}, formError: error };
  const errors: PayoutAccountErrors = {};
  for (const [key, codes] of Object.entries(error.fields ?? {})) if (isField(key) && codes[0]) errors[key] = codes[0];
  const own = FIELD_OF_CODE[error.code];
  if (own) errors[own] ??= error.code;
  return Object.keys(errors).length > 0 ? { errors, formError: null } : { errors, formError: error };
}
