import { AlertTriangle, Banknote, CheckCircle2, Clock, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney, moneyLocale } from '@domain/money/currency';
import type { OrderView } from '@domain/orders/types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCancelOrder } from '../cancel-order';
import type { PaymentState } from './order-view';
import { useRetryPayment } from './retry-payment';
import { safeRedirect } from './safe-redirect';
import { useCodeText } from './use-code-text';

const TONE: Record<PaymentState, string> = {
  on_delivery: 'border-line bg-white',
  paid: 'border-emerald/40 bg-emerald-tint/60',
  refunded: 'border-line bg-white',
  pending: 'border-saffron bg-saffron-tint',
  failed: 'border-crimson/40 bg-crimson-tint',
};

/** The payment's state in words, with what the shopper can do about it (pay again, cancel). */
export function OrderPayment({ order, state, token, pollExpired, onRefresh }: { order: OrderView; state: PaymentState; token: string | null; pollExpired: boolean; onRefresh: () => void }) {
  const { t, i18n } = useTranslation('checkout');
  const codeText = useCodeText();
  const retry = useRetryPayment(order.id, token);
  const cancel = useCancelOrder();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const charged = formatMoney(order.chargeAmountMinor, order.chargeCurrency, moneyLocale(i18n.language));
  const cancelled = order.status === 'cancelled';
  const Icon = state === 'paid' ? CheckCircle2 : state === 'failed' ? AlertTriangle : state === 'pending' ? Clock : state === 'refunded' ? RotateCcw : Banknote;

  const payAgain = () =>
    retry.mutate(undefined, {
      onSuccess: (step) => {
        const redirect = safeRedirect(step.redirectUrl, window.location.href);
        if (redirect) window.location.assign(redirect);
        else onRefresh();
      },
      onError: (error) => toast({ title: t('success.payment.retryFailed'), description: codeText(error instanceof ApiError ? error.code : 'NETWORK_ERROR'), variant: 'destructive' }),
    });

  const doCancel = () =>
    cancel.mutate({ id: order.id, token }, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({ title: t('success.cancel.done'), variant: 'success' });
      },
      onError: (error) => toast({ title: t('success.cancel.failed'), description: codeText(error instanceof ApiError ? error.code : 'NETWORK_ERROR'), variant: 'destructive' }),
    });

  return (
    <section className={cn('rounded-card border p-4 sm:p-5', TONE[state])} data-testid="order-success-payment" data-state={state} aria-live="polite">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className={cn('h-5 w-5 shrink-0', state === 'paid' ? 'text-emerald' : state === 'failed' ? 'text-crimson' : state === 'pending' ? 'text-[#7a5a00]' : 'text-ink-soft')} />
        {t(`success.payment.${state}.title`)}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t(`success.payment.${state}.body`, { amount: charged, method: t(`payment.methods.${order.paymentMethod}.name`) })}</p>
      {state === 'pending' ? (
        pollExpired ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="basis-full">{t('success.payment.stillPending')}</span>
            <Button variant="outline" size="sm" className="min-h-11" onClick={onRefresh}>
              {t('success.payment.check')}
            </Button>
            {order.canRetryPayment ? (
              // Back from the provider's page without paying: the order waits, a new page can be opened.
              <Button variant="accent" size="sm" className="min-h-11" onClick={payAgain} disabled={retry.isPending} data-testid="order-success-retry-payment">
                {t('success.payment.reopen')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 flex items-center gap-2 text-xs text-ink-soft">
            <span aria-hidden className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
            {t('success.payment.checking')}
          </p>
        )
      ) : null}
      {state === 'failed' && !cancelled ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {order.canRetryPayment ? (
            <Button variant="accent" className="min-h-11" onClick={payAgain} disabled={retry.isPending} aria-busy={retry.isPending} data-testid="order-success-retry-payment">
              {retry.isPending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
              {t('success.payment.retry')}
            </Button>
          ) : null}
          {order.canCancel ? (
            <Button variant="outline" className="min-h-11" onClick={() => setConfirmCancel(true)} data-testid="order-success-cancel">
              {t('success.cancel.action')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel} title={t('success.cancel.title')} description={t('success.cancel.body', { number: order.orderNumber })}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmCancel(false)}>
            {t('success.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={doCancel} disabled={cancel.isPending} data-testid="order-success-cancel-confirm">
            {t('success.cancel.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
