import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { STATUS_NOTE_MAX } from '@domain/orders/constants';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

export interface CancelLineDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  productName: string;
  orderNumber: string;
  pending: boolean;
  onConfirm(note: string): void;
}

/** "Cancel this line?" with an optional note the customer will read. */
export function CancelLineDialog({ open, onOpenChange, productName, orderNumber, pending, onConfirm }: CancelLineDialogProps) {
  const { t } = useTranslation('orders');
  const [note, setNote] = useState('');
  const id = useId();
  const tooLong = note.trim().length > STATUS_NOTE_MAX;
  const describedBy = tooLong ? `${id}-error` : `${id}-hint`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('designer.cancelLine.title')}
      description={t('designer.cancelLine.body', { product: productName, number: orderNumber })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong && !pending) onConfirm(note.trim());
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('designer.cancelLine.note')}
          </label>
          <textarea
            id={id}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={describedBy}
            className={cn(
              'rounded-lg border bg-white px-3 py-2 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20',
              tooLong ? 'border-crimson' : 'border-line',
            )}
            data-testid="designer-line-cancel-note"
          />
          {tooLong ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-crimson">
              {t('designer.cancelLine.noteTooLong', { max: STATUS_NOTE_MAX })}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {t('designer.cancelLine.noteHint', { max: STATUS_NOTE_MAX })}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('designer.cancelLine.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={pending || tooLong} aria-busy={pending || undefined} data-testid="designer-line-cancel-confirm">
            {pending ? t('designer.actions.working') : t('designer.cancelLine.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
