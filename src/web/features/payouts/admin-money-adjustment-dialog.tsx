import { useState, type FormEvent } from 'react';
import { PAYOUT_CURRENCIES, type PayoutCurrency } from '@domain/payouts/settings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { randomAttemptKey } from '../orders';
import { adjustmentSchema, useAddAdjustment } from './admin-money-adjustment';
import { parseAmountMinor } from './admin-money-amount';
import { issueCodes, refusalCode, refusedFields, type FieldFallbacks } from './admin-money-form-errors';

const REASON_MAX = 500;
type AdjustmentField = 'amountMinor' | 'currency' | 'reason';
const FALLBACK: FieldFallbacks<AdjustmentField> = { amountMinor: 'AMOUNT_INVALID', currency: 'CURRENCY_INVALID', reason: 'ADJUSTMENT_REASON_REQUIRED' };

interface Props {
  open: boolean;
  /** Counts openings: each opening is a new form with a new Idempotency-Key. */
  opening: number;
  designerId: string;
  payoutCurrency: PayoutCurrency;
  onClose: (added: boolean) => void;
}

/** "Add adjustment": an amount (+ owed to the designer, − owed by them), its currency and the reason, which is required. */
export function AdjustmentDialog({ open, opening, designerId, payoutCurrency, onClose }: Props) {
  const { t } = useTranslation('admin-money');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose(false)} title={t('adjustment.title')} description={t('adjustment.body')}>
      {open ? <AdjustmentForm key={opening} designerId={designerId} payoutCurrency={payoutCurrency} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AdjustmentForm({ designerId, payoutCurrency, onClose }: Omit<Props, 'open' | 'opening'>) {
  const { t } = useTranslation('admin-money');
  const errorText = useErrorText(['admin-money']);
  const add = useAddAdjustment();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<PayoutCurrency>(payoutCurrency);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<AdjustmentField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // A double click, or a second press after a lost answer, writes the adjustment once.
  const [idempotencyKey] = useState(randomAttemptKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = adjustmentSchema.safeParse({ amountMinor: parseAmountMinor(amount) ?? Number.NaN, currency, reason });
    if (!checked.success) return setErrors(issueCodes(checked.error.issues, FALLBACK));
    setErrors({});
    add.mutate(
      { ...checked.data, designerId, idempotencyKey },
      {
        onSuccess: () => {
          toast({ title: t('adjustment.added'), description: t('adjustment.addedBody'), variant: 'success', key: 'adjustment' });
          onClose(true);
        },
        onError: (error) => {
          const fields = refusedFields(error, FALLBACK);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else setRefusal(refusalCode(error));
        },
      },
    );
  };

  const fieldError = (field: AdjustmentField) => (errors[field] ? errorText(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="money-adjust-form">
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <Field label={t('adjustment.amount')} hint={t('adjustment.amountHint')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} error={fieldError('amountMinor')} data-testid="money-adjust-amount" />
        <SelectField label={t('adjustment.currency')} value={currency} onChange={(e) => setCurrency(e.target.value as PayoutCurrency)} error={fieldError('currency')} data-testid="money-adjust-currency">
          {PAYOUT_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('adjustment.reason')}
        value={reason}
        maxLength={REASON_MAX}
        required
        counter={t('counter', { count: reason.length, max: REASON_MAX })}
        onChange={(e) => setReason(e.target.value)}
        error={fieldError('reason')}
        hint={t('adjustment.reasonHint')}
        data-testid="money-adjust-reason"
      />
      {refusal ? (
        <p role="alert" className="rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3 text-sm" data-testid="money-adjust-refusal">
          {errorText(refusal)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={add.isPending} onClick={() => onClose(false)}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="accent" disabled={add.isPending} aria-busy={add.isPending || undefined} data-testid="money-adjust-submit">
          {add.isPending ? t('actions.saving') : t('adjustment.submit')}
        </Button>
      </div>
    </form>
  );
}
