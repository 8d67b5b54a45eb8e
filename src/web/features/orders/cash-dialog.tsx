import { useId, useState, type ReactNode } from 'react';
import type { CodCashResult, LineCash } from '@domain/orders/api';
import {
  cashAmountText,
  cashDueRounded,
  COD_COLLECTORS,
  COD_OUTCOMES,
  COD_REASON_MAX,
  COD_STOCK_CHOICES,
  judgeCash,
  parseCashAmount,
  type CodCollector,
  type CodOutcome,
  type CodStockChoice,
} from '@domain/orders/cod-cash';
import { formatMoney, moneyLocale } from '@domain/money';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useRecordCash } from './record-cash';

export interface CashDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  line: { id: string; productName: string; orderNumber: string; cash: LineCash };
  /** The designer records as "I"; an admin names the designer. */
  viewer: 'designer' | 'admin';
  onRecorded?(result: CodCashResult): void;
}

const FIELD = 'min-h-11 w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20';

function Choice({ name, value, checked, onChange, label, hint, testId }: { name: string; value: string; checked: boolean; onChange(): void; label: ReactNode; hint?: ReactNode; testId: string }) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald/40',
        checked ? 'border-emerald bg-emerald/5' : 'border-line bg-white hover:border-emerald/50',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="mt-0.5 h-5 w-5 shrink-0 accent-emerald" data-testid={testId} />
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

/**
 * "Mark delivered" for a pay-on-delivery line: what happened at the door (paid in full, paid
 * less, refused), the cash in the order's charge currency (what is due, in whole birr, already
 * typed), who took it, the reason for a shortfall or a refusal, and where a refused garment goes.
 * The rules are the server's (domain/orders/cod-cash.ts), checked here first for fast feedback.
 */
export function CashDialog({ open, onOpenChange, line, viewer, onRecorded }: CashDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const errorText = useErrorText(['orders']);
  const record = useRecordCash();
  const id = useId();
  const { cash } = line;
  const locale = moneyLocale(i18n.language);
  const due = formatMoney(cash.dueMinor, cash.currency, locale);
  const [outcome, setOutcome] = useState<CodOutcome>('collected');
  const [amount, setAmount] = useState(() => cashAmountText(cashDueRounded(cash.dueMinor, cash.currency), cash.currency));
  const [collectedBy, setCollectedBy] = useState<CodCollector>(viewer === 'admin' ? 'courier' : 'designer');
  const [reason, setReason] = useState('');
  const [stock, setStock] = useState<CodStockChoice>('returned');
  const [shown, setShown] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const pending = record.isPending;

  const parsed = parseCashAmount(amount);
  const amountCode = (() => {
    if (outcome === 'refused') return null;
    if (parsed === null || Number.isNaN(parsed)) return 'COD_AMOUNT_INVALID';
    const judged = judgeCash({ outcome, amountMinor: parsed }, cash.dueMinor, cash.currency);
    return judged.ok ? null : judged.code;
  })();
  const reasonCode = outcome !== 'collected' && reason.trim() === '' ? 'REASON_REQUIRED' : reason.trim().length > COD_REASON_MAX ? 'REASON_TOO_LONG' : null;
  const amountError = (shown && amountCode ? t(`cash.errors.${amountCode}`) : null) ?? serverFields.amountMinor ?? null;
  const reasonError = (shown && reasonCode ? t(`cash.errors.${reasonCode}`, { max: COD_REASON_MAX }) : null) ?? serverFields.reason ?? null;

  const submit = () => {
    setShown(true);
    setServerFields({});
    if (amountCode || reasonCode || pending) return;
    record.mutate(
      {
        lineId: line.id,
        outcome,
        collectedBy,
        ...(outcome === 'refused' ? { stock } : { amountMinor: parsed ?? 0 }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          toast({ title: t(`cash.done.${result.record.outcome}`, { product: line.productName }), description: result.orderPaymentStatus === 'paid' ? t('cash.done.orderPaid') : undefined, variant: 'success' });
          onOpenChange(false);
          onRecorded?.(result);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            setServerFields(Object.fromEntries(Object.entries(error.fields).map(([field, codes]) => [field, t(`cash.errors.${codes[0] ?? ''}`, { defaultValue: errorText(codes[0]), max: COD_REASON_MAX })])));
          }
          // Recorded meanwhile (another tab, the admin): the fresh line shows it.
          if (error instanceof ApiError && error.status === 409) onOpenChange(false);
          toast({ title: t('cash.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('cash.title', { product: line.productName })}
      description={t('cash.description', { number: line.orderNumber, amount: due })}
    >
      <form
        noValidate
        data-testid="cash-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="grid gap-5"
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('cash.outcome.legend')}</legend>
          {COD_OUTCOMES.map((o) => (
            <Choice key={o} name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} label={t(`cash.outcome.${o}`)} hint={t(`cash.outcome.${o}Hint`)} testId={`cash-outcome-${o}`} />
          ))}
        </fieldset>

        {outcome !== 'refused' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
              {t('cash.amount', { currency: t(`cash.currency.${cash.currency}`, { defaultValue: cash.currency }) })}
            </label>
            <input
              id={`${id}-amount`}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${id}-amount-error` : `${id}-amount-hint`}
              className={cn(FIELD, amountError ? 'border-crimson' : 'border-line')}
              data-testid="cash-amount"
            />
            {amountError ? (
              <p id={`${id}-amount-error`} role="alert" className="text-sm text-crimson">
                {amountError}
              </p>
            ) : (
              <p id={`${id}-amount-hint`} className="text-sm text-muted">
                {t('cash.amountHint', { amount: due })}
              </p>
            )}
          </div>
        ) : null}

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{outcome === 'refused' ? t('cash.collectedBy.legendRefused') : t('cash.collectedBy.legend')}</legend>
          {COD_COLLECTORS.map((c) => (
            <Choice
              key={c}
              name={`${id}-by`}
              value={c}
              checked={collectedBy === c}
              onChange={() => setCollectedBy(c)}
              label={c === 'designer' && viewer === 'designer' ? t('cash.collectedBy.me') : t(`cash.collectedBy.${c}`)}
              testId={`cash-by-${c}`}
            />
          ))}
        </fieldset>

        {outcome === 'refused' ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">{t('cash.stock.legend')}</legend>
            {COD_STOCK_CHOICES.map((s) => (
              <Choice key={s} name={`${id}-stock`} value={s} checked={stock === s} onChange={() => setStock(s)} label={t(`cash.stock.${s}`)} hint={t(`cash.stock.${s}Hint`)} testId={`cash-stock-${s}`} />
            ))}
          </fieldset>
        ) : null}

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            {outcome === 'collected' ? t('cash.reason.optional') : t('cash.reason.required')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-required={outcome !== 'collected' || undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
            className={cn(FIELD, 'min-h-24 py-2', reasonError ? 'border-crimson' : 'border-line')}
            data-testid="cash-reason"
          />
          {reasonError ? (
            <p id={`${id}-reason-error`} role="alert" className="text-sm text-crimson">
              {reasonError}
            </p>
          ) : (
            <p id={`${id}-reason-hint`} className="text-sm text-muted">
              {t(`cash.reason.hint.${outcome}`, { max: COD_REASON_MAX })}
            </p>
          )}
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('cash.back')}
          </Button>
          <Button type="submit" variant={outcome === 'refused' ? 'danger' : 'accent'} disabled={pending} aria-busy={pending || undefined} data-testid="cash-submit">
            {pending ? t('designer.actions.working') : t(`cash.submit.${outcome}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What was recorded at the door, in one or two lines (the studio's card, the console's line). */
export function CashRecordSummary({ cash, className }: { cash: LineCash; className?: string }) {
  const { t, i18n } = useTranslation('orders');
  const r = cash.record;
  if (!r) return null;
  const locale = moneyLocale(i18n.language);
  const amount = formatMoney(r.amountMinor, r.currency, locale);
  const by = t(`cash.collectedBy.${r.collectedBy}`);
  return (
    <div data-testid="cash-record" data-outcome={r.outcome} className={cn('text-sm', className)}>
      <p className="font-semibold">
        {r.outcome === 'refused'
          ? t('cash.summary.refused', { stock: t(`cash.stock.${r.stock ?? 'returned'}`) })
          : r.outcome === 'shortfall'
            ? t('cash.summary.shortfall', { amount, short: formatMoney(r.shortfallMinor, r.currency, locale), by })
            : t('cash.summary.collected', { amount, by })}
      </p>
      {r.reason ? <p className="whitespace-pre-line break-words text-ink-soft">{r.reason}</p> : null}
    </div>
  );
}
