import { describe, expect, it } from 'vitest';
import type { PayoutAccount } from '@domain/payouts/api';
import { ApiError } from '../../lib/api-client';
import {
  checkPayoutAccount,
  formInput,
  initialPayoutAccountForm,
  payoutAccountFormReducer as reduce,
  serverPayoutAccountErrors,
  type PayoutAccountFormAction,
  type PayoutAccountFormState,
} from './payout-account-form-state';

const run = (...actions: PayoutAccountFormAction[]): PayoutAccountFormState => actions.reduce(reduce, initialPayoutAccountForm);
const set = (field: 'bankCode' | 'accountNumber' | 'wallet' | 'phone' | 'accountName' | 'currentPassword', value: string): PayoutAccountFormAction => ({ type: 'set', field, value });

const account: PayoutAccount = {
  kind: 'wallet',
  bankCode: null,
  wallet: 'cbe_birr',
  institutionName: 'CBE Birr',
  maskedNumber: '•••• 4567',
  accountName: 'Hirut Bekele',
  heldUntil: '2026-03-07T09:00:00.000Z',
  onHold: true,
  updatedAt: '2026-03-02T09:00:00.000Z',
};

describe('the payout account form', () => {
  it('opens empty on a bank account, or from the account it changes without its number', () => {
    expect(run({ type: 'edit', account: null })).toMatchObject({ editing: true, kind: 'bank', values: { bankCode: '', accountNumber: '' } });
    const change = run({ type: 'edit', account });
    expect(change).toMatchObject({ editing: true, kind: 'wallet', values: { wallet: 'cbe_birr', accountName: 'Hirut Bekele', phone: '', currentPassword: '' } });
  });

  it('checks with the server schema: each field its own code', () => {
    const state = run({ type: 'edit', account: null }, set('bankCode', 'cbe'), set('accountNumber', '1000 12A'), set('accountName', 'H'));
    const checked = checkPayoutAccount(state);
    expect(checked).toEqual({ ok: false, errors: { accountNumber: 'ACCOUNT_NUMBER_INVALID', accountName: 'ACCOUNT_NAME_INVALID', currentPassword: 'PASSWORD_REQUIRED' } });
    expect(checkPayoutAccount(run({ type: 'edit', account: null }, set('bankCode', 'nowhere'), set('accountNumber', '12345678')))).toMatchObject({ ok: false, errors: { bankCode: 'BANK_UNKNOWN' } });
    // CBE numbers have 13 digits; spaces and dashes people type are dropped.
    const ok = checkPayoutAccount(run({ type: 'edit', account: null }, set('bankCode', 'cbe'), set('accountNumber', '1000-1234 56789'), set('accountName', 'Hirut Bekele'), set('currentPassword', 'x')));
    expect(ok).toEqual({ ok: true, value: { kind: 'bank', bankCode: 'cbe', accountNumber: '1000123456789', accountName: 'Hirut Bekele', currentPassword: 'x' } });
  });

  it('sends only the chosen kind, a wallet phone in +251 form', () => {
    const state = run({ type: 'edit', account: null }, set('bankCode', 'cbe'), { type: 'kind', kind: 'wallet' }, set('phone', '0911 23 45 67'), set('accountName', 'Hirut'), set('currentPassword', 'pw'));
    expect(formInput(state)).toEqual({ kind: 'wallet', wallet: 'telebirr', phone: '0911 23 45 67', accountName: 'Hirut', currentPassword: 'pw' });
    expect(checkPayoutAccount(state)).toMatchObject({ ok: true, value: { phone: '+251911234567' } });
    expect(checkPayoutAccount(reduce(state, set('phone', '0111 23 45 67')))).toMatchObject({ ok: false, errors: { phone: 'PHONE_INVALID' } });
  });

  it('clears a field error as it is typed in, and switching kind clears them all', () => {
    const invalid = run({ type: 'edit', account: null }, { type: 'invalid', errors: { accountNumber: 'ACCOUNT_NUMBER_INVALID', accountName: 'ACCOUNT_NAME_INVALID' } });
    expect(reduce(invalid, set('accountNumber', '1')).errors).toEqual({ accountName: 'ACCOUNT_NAME_INVALID' });
    expect(reduce(invalid, { type: 'kind', kind: 'wallet' }).errors).toEqual({});
  });

  it('saves once, forgets the password after a refusal, and closes when saved', () => {
    const filled = run({ type: 'edit', account: null }, set('currentPassword', 'wrong'));
    const saving = reduce(filled, { type: 'submit' });
    expect(saving.saving).toBe(true);
    expect(reduce(saving, { type: 'submit' })).toBe(saving);
    const refused = reduce(saving, { type: 'failed', errors: { currentPassword: 'PASSWORD_INCORRECT' }, formError: null });
    expect(refused).toMatchObject({ saving: false, editing: true, errors: { currentPassword: 'PASSWORD_INCORRECT' }, values: { currentPassword: '' } });
    expect(reduce(reduce(refused, { type: 'submit' }), { type: 'saved' })).toMatchObject({ editing: false, saving: false, saved: true, values: { currentPassword: '' } });
    expect(reduce(refused, { type: 'cancel' })).toEqual(initialPayoutAccountForm);
  });

  it("puts the server's refusals on their fields, and the rest on the form", () => {
    expect(serverPayoutAccountErrors(new ApiError(400, 'PASSWORD_INCORRECT', 'wrong'))).toEqual({ errors: { currentPassword: 'PASSWORD_INCORRECT' }, formError: null });
    expect(serverPayoutAccountErrors(new ApiError(400, 'VALIDATION_FAILED', 'bad', { accountNumber: ['ACCOUNT_NUMBER_INVALID'], body: ['X'] }))).toEqual({
      errors: { accountNumber: 'ACCOUNT_NUMBER_INVALID' },
      formError: null,
    });
    const limited = new ApiError(429, 'RATE_LIMITED', 'slow down');
    expect(serverPayoutAccountErrors(limited)).toEqual({ errors: {}, formError: limited });
  });
});
