import { useState, type Dispatch, type FormEvent } from 'react';
import { MANUAL_PAYOUT_CHANNELS, type ManualPayoutChannel } from '@domain/payouts/api';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { randomAttemptKey } from '../orders';
import { amountText, parseAmountMinor } from './admin-money-amount';
import { useMoneyDesigners } from './admin-money-designers';
import { issueCodes, refusalCode, refusedFields, type FieldFallbacks } from './admin-money-form-errors';
import { currentMonth, useMoneyFormat } from './admin-money-format';
import { useDesignerLedger } from './admin-money-ledger';
import type { PayoutDueRow } from './admin-payouts-due';
import { manualPayoutSchema, useRecordManualPayout } from './admin-payouts-manual';
import { useRetryPayout } from './admin-payouts-retry';
import { useStartPayoutRun } from './admin-payouts-run';
import type { PayNowSummary, PayoutsPanelAction } from './admin-payouts-state';


function Refusal({ code, testId }: { code: string | null; testId: string }) {
  const errorText = useErrorText(['admin-money']);
  if (!code) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3 text-sm" data-testid={testId} data-code={code}>
      {errorText(code)}
    </p>
  );
}

/** "Pay now": how many designers and how much per currency, asked before the run starts. */
export function PayNowDialog({ open, refusal, summary, dispatch }: { open: boolean; refusal: string | null; summary: PayNowSummary; dispatch: Dispatch<PayoutsPanelAction> }) {
  const { t } = useTranslation('admin-money');
  const { money } = useMoneyFormat();
  const run = useStartPayoutRun();
  const nobody = summary.designers === 0;
  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: (started) => {
        toast({ title: t('payNow.started'), description: t('payNow.startedBody', { count: started.payoutCount }), variant: 'success', key: 'payout-run' });
        dispatch({ type: 'run-started' });
      },
      onError: (error) => dispatch({ type: 'refused', code: refusalCode(error) }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !run.isPending && !next && dispatch({ type: 'close' })} title={t('payNow.title')} description={nobody ? t('payNow.nobody') : t('payNow.body')}>
      {nobody ? null : (
        <div className="rounded-lg bg-linen/70 p-4" data-testid="money-pay-now-summary">
          <p className="font-semibold">{t('payNow.designers', { count: summary.designers })}</p>
          <ul className="mt-1 grid gap-0.5">
            {summary.totals.map((s) => (
              <li key={s.currency} className="text-lg font-semibold tabular-nums">
                {money(s.amountMinor, s.currency)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Refusal code={refusal} testId="money-pay-now-refusal" />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={run.isPending} onClick={() => dispatch({ type: 'close' })}>
          {t('actions.cancel')}
        </Button>
        <Button variant="accent" disabled={run.isPending || nobody || refusal === 'PAYOUT_RUN_IN_PROGRESS'} aria-busy={run.isPending || undefined} onClick={confirm} data-testid="money-pay-now-confirm">
          {run.isPending ? t('payNow.starting') : t('payNow.confirm', { count: summary.designers })}
        </Button>
      </div>
    </Dialog>
  );
}

/** Retry a failed payout: a new payout for the same money, asked first. */
export function RetryPayoutDialog({ open, payoutId, refusal, dispatch }: { open: boolean; payoutId: string | null; refusal: string | null; dispatch: Dispatch<PayoutsPanelAction> }) {
  const { t } = useTranslation('admin-money');
  const retry = useRetryPayout();
  const confirm = () => {
    if (!payoutId) return;
    retry.mutate(
      { payoutId },
      {
        onSuccess: () => {
          toast({ title: t('retry.done'), description: t('retry.doneBody'), variant: 'success', key: 'payout-retry' });
          dispatch({ type: 'retried' });
        },
        onError: (error) => dispatch({ type: 'refused', code: refusalCode(error) }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && dispatch({ type: 'close' })}
      title={t('retry.title')}
      description={t('retry.body')}
      confirmLabel={retry.isPending ? t('retry.sending') : t('retry.confirm')}
      cancelLabel={t('actions.cancel')}
      onConfirm={confirm}
      pending={retry.isPending}
      tone="default"
      testId="money-retry-confirm"
    >
      <Refusal code={refusal} testId="money-retry-refusal" />
    </ConfirmDialog>
  );
}

interface ManualDialogProps {
  open: boolean;
  /** Counts openings: the form is new (and has a new Idempotency-Key) each time. */
  opening: number;
  designerId: string | null;
  due: PayoutDueRow[];
  dispatch: Dispatch<PayoutsPanelAction>;
}

export function ManualPayoutDialog({ open, opening, designerId, due, dispatch }: ManualDialogProps) {
  const { t } = useTranslation('admin-money');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && dispatch({ type: 'close' })} title={t('manual.title')} description={t('manual.body')}>
      {open ? <ManualPayoutForm key={opening} initialDesigner={designerId} due={due} dispatch={dispatch} /> : null}
    </Dialog>
  );
}

type ManualField = 'designerId' | 'amountMinor' | 'currency' | 'channel' | 'reference' | 'note';
const FALLBACK: FieldFallbacks<ManualField> = {
  designerId: 'DESIGNER_REQUIRED',
  amountMinor: 'AMOUNT_INVALID',
  currency: 'CURRENCY_INVALID',
  channel: 'CHANNEL_INVALID',
  reference: 'REFERENCE_REQUIRED',
  note: 'NOTE_TOO_LONG',
};
const NOTE_MAX = 500;

function ManualPayoutForm({ initialDesigner, due, dispatch }: { initialDesigner: string | null; due: PayoutDueRow[]; dispatch: Dispatch<PayoutsPanelAction> }) {
  const { t } = useTranslation('admin-money');
  const errorText = useErrorText(['admin-money']);
  const { money } = useMoneyFormat();
  const designers = useMoneyDesigners();
  const record = useRecordManualPayout();
  const dueOf = (id: string) => due.find((r) => r.designerId === id);
  const [designerId, setDesignerId] = useState(initialDesigner ?? '');
  const [amount, setAmount] = useState(() => amountText(initialDesigner ? dueOf(initialDesigner)?.availableMinor : null));
  const [channel, setChannel] = useState<ManualPayoutChannel>('bank');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ManualField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per opening of the dialog: a double click, or a second press after a lost answer, records once.
  const [idempotencyKey] = useState(randomAttemptKey);
  const ledger = useDesignerLedger(designerId || null, currentMonth(), 1);
  const dueRow = dueOf(designerId);
  const currency = ledger.data?.settings.payoutCurrency ?? dueRow?.currency ?? null;
  const available = ledger.data?.balance.balances.find((b) => b.currency === currency)?.availableMinor ?? dueRow?.availableMinor ?? null;

  // Designers due first (their names as the due list shows them), then every other designer.
  const options = [...due.map((r) => ({ id: r.designerId, name: r.designerName })), ...(designers.data ?? []).filter((d) => !dueOf(d.id))];
  if (initialDesigner && !options.some((o) => o.id === initialDesigner)) options.unshift({ id: initialDesigner, name: initialDesigner });

  const pickDesigner = (id: string) => {
    setDesignerId(id);
    setAmount(amountText(dueOf(id)?.availableMinor ?? null));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = manualPayoutSchema.safeParse({ designerId, amountMinor: parseAmountMinor(amount) ?? Number.NaN, currency, channel, reference, note: note.trim() || undefined });
    if (!checked.success) return setErrors(issueCodes(checked.error.issues, FALLBACK));
    setErrors({});
    record.mutate(
      { ...checked.data, idempotencyKey },
      {
        onSuccess: (payout) => {
          toast({ title: t('manual.recorded'), description: `${payout.designerName} · ${money(payout.amountMinor, payout.currency)}`, variant: 'success', key: 'manual-payout' });
          dispatch({ type: 'recorded' });
        },
        onError: (error) => {
          const code = refusalCode(error);
          const fields = code === 'BALANCE_INSUFFICIENT' ? { amountMinor: code } : refusedFields(error, FALLBACK);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else setRefusal(code);
        },
      },
    );
  };

  const fieldError = (field: ManualField) => (errors[field] ? errorText(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="money-manual-form">
      <SelectField label={t('manual.designer')} value={designerId} onChange={(e) => pickDesigner(e.target.value)} error={fieldError('designerId')} data-testid="money-manual-designer">
        <option value="">{t('manual.pickDesigner')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={currency ? t('manual.amountIn', { currency }) : t('manual.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={fieldError('amountMinor') ?? fieldError('currency')}
        hint={available !== null && currency ? t('manual.available', { amount: money(available, currency) }) : undefined}
        data-testid="money-manual-amount"
      />
      <SelectField label={t('manual.channel')} value={channel} onChange={(e) => setChannel(e.target.value as ManualPayoutChannel)} error={fieldError('channel')} data-testid="money-manual-channel">
        {MANUAL_PAYOUT_CHANNELS.map((c) => (
          <option key={c} value={c}>
            {t(`channels.${c}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('manual.reference')} hint={t('manual.referenceHint')} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} error={fieldError('reference')} data-testid="money-manual-reference" />
      <TextAreaField
        label={t('manual.note')}
        value={note}
        maxLength={NOTE_MAX}
        counter={t('counter', { count: note.length, max: NOTE_MAX })}
        onChange={(e) => setNote(e.target.value)}
        error={fieldError('note')}
        data-testid="money-manual-note"
      />
      {refusal ? (
        <p role="alert" className="rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3 text-sm" data-testid="money-manual-refusal">
          {errorText(refusal)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={record.isPending} onClick={() => dispatch({ type: 'close' })}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="accent" disabled={record.isPending} aria-busy={record.isPending || undefined} data-testid="money-manual-submit">
          {record.isPending ? t('manual.recording') : t('manual.submit')}
        </Button>
      </div>
    </form>
  );
}
