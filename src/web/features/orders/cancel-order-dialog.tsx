import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import type { OrderSummary } from '@domain/orders/types';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useCancelOrder } from './cancel-order';

export interface CancelOrderDialogProps {
  order: Pick<OrderSummary, 'id' | 'orderNumber' | 'paymentMethod' | 'paymentStatus'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Cancel order N?" with what happens to the money; the order stays until the server says it is cancelled. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const cancel = useCancelOrder();
  const errorText = useErrorText(['orders'], { refusalsOnly: true });
  const paidOnline = order.paymentMethod !== 'cod' && order.paymentStatus === 'paid';
  const confirm = () =>
    cancel.mutate({ id: order.id }, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('orders.cancel.done', { number: order.orderNumber }), variant: 'success' });
      },
      onError: (error) => {
        onOpenChange(false);
        toast({ title: t('orders.cancel.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the request is out the dialog stays, so the shopper sees how it ends.
        if (!cancel.isPending) onOpenChange(next);
      }}
      title={t('orders.cancel.title', { number: order.orderNumber })}
      description={t('orders.cancel.body')}
    >
      {paidOnline ? <p className="rounded-lg bg-emerald-tint px-3 py-2 text-sm text-emerald-dark">{t('orders.cancel.paidBody')}</p> : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          {t('orders.cancel.keep')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined} data-testid="profile-order-cancel-confirm">
          {cancel.isPending ? t('orders.cancel.working') : t('orders.cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
