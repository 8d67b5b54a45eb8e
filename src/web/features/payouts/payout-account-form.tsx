import { Landmark, Smartphone, WifiOff } from 'lucide-react';
import { useId, type Dispatch, type FormEvent } from 'react';
import { PAYOUT_WALLETS, WALLET_NAMES, type PayoutAccountKind } from '@domain/payouts/payout-account';
import type { StudioPayoutAccount } from '@domain/payouts/api';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useOnline } from '../../lib/use-online';
import { useTranslation } from '../../lib/use-translation';
import type { PayoutAccount } from './get-studio-payout-account';
import {
  checkPayoutAccount,
  PAYOUT_ACCOUNT_FIELDS,
  serverPayoutAccountErrors,
  type PayoutAccountErrors,
  type PayoutAccountFormAction,
  type PayoutAccountFormState,
} from './payout-account-form-state';
import { useSavePayoutAccount } from './save-payout-account';
import { CHOICE_INPUT } from '../../components/ui/choice-input';

export interface PayoutAccountFormProps {
  state: PayoutAccountFormState;
  dispatch: Dispatch<PayoutAccountFormAction>;
  banks: StudioPayoutAccount['banks'];
  accountHoldDays: number;
  onSaved: (account: PayoutAccount) => void;
}

const KINDS: readonly { kind: PayoutAccountKind; Icon: typeof Landmark }[] = [
  { kind: 'bank', Icon: Landmark },
  { kind: 'wallet', Icon: Smartphone },
];

/** The bank (from the server's list) or wallet, the number, the holder's name and the current password. */
export function PayoutAccountForm({ state, dispatch, banks, accountHoldDays, onSaved }: PayoutAccountFormProps) {
  const { t } = useTranslation('payouts');
  const errorText = useErrorText(['payouts']);
  const save = useSavePayoutAccount();
  const online = useOnline();
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const { values, errors } = state;
  const message = (field: keyof PayoutAccountErrors) => (errors[field] ? errorText(errors[field]) : null);
  const bank = banks.find((b) => b.code === values.bankCode);

  const focusFirst = (found: PayoutAccountErrors) => {
    const first = PAYOUT_ACCOUNT_FIELDS.find((field) => found[field]);
    if (first) requestAnimationFrame(() => document.getElementById(id(first))?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.saving) return;
    const checked = checkPayoutAccount(state);
    if (!checked.ok) {
      dispatch({ type: 'invalid', errors: checked.errors });
      focusFirst(checked.errors);
      return;
    }
    dispatch({ type: 'submit' });
    save.mutate(checked.value, {
      onSuccess: (account) => {
        dispatch({ type: 'saved' });
        onSaved(account);
      },
      onError: (err) => {
        const { errors: found, formError } = serverPayoutAccountErrors(err);
        dispatch({ type: 'failed', errors: found, formError });
        focusFirst(found);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4" data-testid="payout-account-form" aria-labelledby={id('title')}>
      <h3 id={id('title')} className="sr-only">
        {t('account.form.title')}
      </h3>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">{t('account.form.kind')}</legend>
        <div className="grid grid-cols-2 gap-2" id={id('kind')} tabIndex={-1}>
          {KINDS.map(({ kind, Icon }) => (
            <label
              key={kind}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron',
                state.kind === kind ? 'border-emerald bg-emerald-tint text-emerald-dark' : 'border-line bg-white hover:border-ink/40',
              )}
            >
              <input type="radio" name={id('kind-choice')} value={kind} checked={state.kind === kind} onChange={() => dispatch({ type: 'kind', kind })} className={CHOICE_INPUT} data-testid={`payout-account-kind-${kind}`} />
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              <span className="min-w-0 break-words">{t(`account.form.${kind}`)}</span>
            </label>
          ))}
        </div>
        {message('kind') ? (
          <p className="text-sm text-crimson" role="alert">
            {message('kind')}
          </p>
        ) : null}
      </fieldset>

      {state.kind === 'bank' ? (
        <>
          <SelectField
            id={id('bankCode')}
            label={t('account.form.bankCode')}
            value={values.bankCode}
            onChange={(e) => dispatch({ type: 'set', field: 'bankCode', value: e.target.value })}
            error={message('bankCode')}
            data-testid="payout-account-bank"
          >
            <option value="">{t('account.form.chooseBank')}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <Field
            id={id('accountNumber')}
            label={t('account.form.accountNumber')}
            value={values.accountNumber}
            onChange={(e) => dispatch({ type: 'set', field: 'accountNumber', value: e.target.value })}
            error={message('accountNumber')}
            hint={bank?.accountLength ? t('account.form.accountNumberLength', { count: bank.accountLength }) : t('account.form.accountNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={40}
            data-testid="payout-account-number-input"
          />
        </>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-semibold">{t('account.form.walletName')}</legend>
            <div className="grid grid-cols-2 gap-2" id={id('wallet')} tabIndex={-1}>
              {PAYOUT_WALLETS.map((wallet) => (
                <label
                  key={wallet}
                  className={cn(
                    'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron',
                    values.wallet === wallet ? 'border-emerald bg-emerald-tint text-emerald-dark' : 'border-line bg-white hover:border-ink/40',
                  )}
                >
                  <input type="radio" name={id('wallet-choice')} value={wallet} checked={values.wallet === wallet} onChange={() => dispatch({ type: 'set', field: 'wallet', value: wallet })} className={CHOICE_INPUT} data-testid={`payout-account-wallet-${wallet}`} />
                  {WALLET_NAMES[wallet]}
                </label>
              ))}
            </div>
            {message('wallet') ? (
              <p className="text-sm text-crimson" role="alert">
                {message('wallet')}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={id('phone')}
            label={t('account.form.phone')}
            value={values.phone}
            onChange={(e) => dispatch({ type: 'set', field: 'phone', value: e.target.value })}
            error={message('phone')}
            hint={t('account.form.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={40}
            data-testid="payout-account-phone"
          />
        </>
      )}

      <Field
        id={id('accountName')}
        label={t('account.form.accountName')}
        value={values.accountName}
        onChange={(e) => dispatch({ type: 'set', field: 'accountName', value: e.target.value })}
        error={message('accountName')}
        hint={t('account.form.accountNameHint')}
        autoComplete="name"
        maxLength={100}
        data-testid="payout-account-name"
      />
      <Field
        id={id('currentPassword')}
        label={t('account.form.currentPassword')}
        value={values.currentPassword}
        onChange={(e) => dispatch({ type: 'set', field: 'currentPassword', value: e.target.value })}
        error={message('currentPassword')}
        hint={t('account.form.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        data-testid="payout-account-password"
      />
      <p className="rounded-lg bg-saffron-tint px-3 py-2 text-sm">{t('account.form.holdNote', { days: accountHoldDays })}</p>
      {!online ? (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-[#7a5a00]" data-testid="payout-account-offline">
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          {t('account.form.offline')}
        </p>
      ) : null}
      {state.formError ? (
        <p role="alert" className="text-sm text-crimson" data-testid="payout-account-form-error">
          {t('account.failedTitle')}: {errorText(state.formError)}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="accent" size="lg" disabled={state.saving || !online} data-testid="payout-account-save">
          {state.saving ? t('account.form.saving') : t('account.form.save')}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={() => dispatch({ type: 'cancel' })} disabled={state.saving}>
          {t('account.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
