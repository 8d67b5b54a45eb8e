import { ArrowLeft, Mail, PackageSearch, Phone, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CURRENCY_CODES, formatMoney, type CurrencyCode } from '@domain/money';
import { STATUS_NOTE_MAX, type OrderStatus } from '@domain/orders/constants';
import { countryName } from '@domain/orders/countries';
import type { AdminOrderDetail, PaymentEventView } from '@domain/orders/types';
import type { LineCash } from '@domain/orders/api';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { TextAreaField } from '../../../components/ui/form-fields';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { ProductImage } from '../../catalog';
import { DELETED_CUSTOMER_EMAIL } from '@domain/orders/constants';
import { OrderConversation } from '../../messages';
import { CashDialog, CashRecordSummary, MeasurementDetails, PaymentBadge, StatusBadge, StatusTimeline, useCustomerName, useOrderFormat } from '../../orders';
import { useAdminOrder } from './get-admin-order';
import { useRefundOrder } from './refund-order';
import { useSetOrderStatus } from './set-order-status';


const isCurrency = (code: string | null): code is CurrencyCode => code !== null && (CURRENCY_CODES as readonly string[]).includes(code);

/** The list's address without the open order, so Back returns to the same filters and page. */
function useListHref(): string {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('order');
  return `/admin?${next.toString()}`;
}

function BackLink() {
  const { t } = useTranslation('admin-commerce');
  return (
    <Link to={useListHref()} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-dark hover:underline" data-testid="admin-order-back">
      <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" /> {t('order.back')}
    </Link>
  );
}

/** One order as an admin handles it: its lines and measurements, history, payments, and what may be done next. */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin-commerce');
  const errorText = useErrorText(['admin-commerce', 'admin']);
  const order = useAdminOrder(id);

  if (order.isPending) {
    return (
      <div aria-busy aria-label={t('order.loading')} className="grid gap-4">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-32 w-full rounded-card" />
        <Skeleton className="h-48 w-full rounded-card" />
      </div>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <div data-testid="admin-order-not-found">
          <EmptyState icon={<PackageSearch aria-hidden className="mx-auto h-10 w-10" />} title={t('order.notFoundTitle')} description={t('order.notFoundBody')} actions={<BackLink />} />
        </div>
      );
    }
    return <ErrorPanel message={`${t('order.loadError')} ${errorText(order.error)}`} onRetry={() => void order.refetch()} />;
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order: o }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin-commerce', 'orders']);
  const customerName = useCustomerName();
  const { date, money } = useOrderFormat();
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [cashLine, setCashLine] = useState<{ id: string; productName: string; orderNumber: string; cash: LineCash } | null>(null);
  const [cashOpen, setCashOpen] = useState(false);
  const titleId = useId();
  const lineNames = useMemo(() => new Map(o.lines.map((l) => [l.id, l.productName])), [o.lines]);
  const address = o.shippingAddress;
  const addressLines = [
    address.addressLine1,
    address.addressLine2,
    [address.houseNumber, address.kebele, address.woreda, address.subCity].filter(Boolean).join(', '),
    address.landmark,
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
    countryName(address.country, i18n.language),
  ].filter((l): l is string => Boolean(l));
  const unpaidOnline = o.paymentMethod !== 'cod' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

  return (
    <section aria-labelledby={titleId} data-testid="admin-order-detail" data-order-id={o.id} data-status={o.status} data-payment-status={o.paymentStatus}>
      <BackLink />
      <header className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-2xl font-semibold" dir="ltr">
            {t('order.title', { number: o.orderNumber })}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('order.placed', { date: date(o.createdAt, true) })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={o.status} testId="admin-order-status" />
          <PaymentBadge status={o.paymentStatus} method={o.paymentMethod} />
        </div>
      </header>

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-5">
          <Panel title={t('order.actionsTitle')}>
            {o.nextStatuses.length ? (
              <div className="flex flex-wrap gap-2" data-testid="admin-order-moves">
                {o.nextStatuses.map((s) => (
                  <Button
                    key={s}
                    variant={s === 'cancelled' ? 'outline' : 'primary'}
                    className={s === 'cancelled' ? 'border-crimson/40 text-crimson hover:bg-crimson/5' : undefined}
                    onClick={() => {
                      setMoving(s);
                      setStatusOpen(true);
                    }}
                    data-testid={`admin-order-move-${s}`}
                  >
                    {t(`order.moves.${s}`)}
                  </Button>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted">{t('order.noMoves')}</p>
            )}
            {unpaidOnline && o.status === 'pending' ? <p className="mt-3 text-sm text-muted">{t('order.awaitingPayment')}</p> : null}
            <div className="mt-4 border-t border-line pt-4">
              {o.canRefund ? (
                <Button variant="outline" onClick={() => setRefundOpen(true)} data-testid="admin-order-refund">
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  {t('order.refund', { amount: formatMoney(o.refundableMinor, o.chargeCurrency, i18n.language === 'am-ET' ? 'am-ET' : 'en-US') })}
                </Button>
              ) : (
                <p className="text-sm text-muted" data-testid="admin-order-no-refund">
                  {o.paymentStatus === 'refunded' ? t('order.refunded') : t('order.notRefundable')}
                </p>
              )}
            </div>
          </Panel>

          <Panel title={t('order.linesTitle', { count: o.lines.length })}>
            <ul className="grid gap-4">
              {o.lines.map((line) => (
                <li key={line.id} className="grid gap-3 border-b border-line pb-4 last:border-0 last:pb-0" data-testid="admin-order-line">
                  <div className="flex gap-3">
                    <ProductImage src={line.productImageUrl} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" />
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold">{line.productName}</p>
                      <p className="text-sm text-ink-soft">{line.designerName ?? t('products.unknownDesigner')}</p>
                      <p className="mt-1 text-sm">
                        {t('order.lineFacts', {
                          size: line.size ?? t('order.noSize'),
                          quantity: line.quantity,
                          price: money(line.unitPriceUsdMinor, o.displayCurrency, o.exchangeRate),
                        })}
                      </p>
                      <div className="mt-2">
                        <StatusBadge status={line.status} />
                      </div>
                      {(() => {
                        // Pay on delivery: a shipped line is delivered (or refused) with its cash recorded, line by line.
                        const cash = o.cash.find((c) => c.lineId === line.id);
                        if (!cash) return null;
                        if (cash.record) return <CashRecordSummary cash={cash} className="mt-2" />;
                        if (line.status !== 'shipped') return null;
                        return (
                          <Button
                            variant="accent"
                            className="mt-2"
                            onClick={() => {
                              setCashLine({ id: line.id, productName: line.productName, orderNumber: o.orderNumber, cash });
                              setCashOpen(true);
                            }}
                            data-testid="admin-order-line-cash"
                          >
                            {t('order.recordCash')}
                          </Button>
                        );
                      })()}
                    </div>
                  </div>
                  {line.measurements ? (
                    <MeasurementDetails lineId={line.id} productName={line.productName} measurements={line.measurements} />
                  ) : (
                    <p className="text-sm text-muted">{line.includeMeasurements ? t('order.measurementsMissing') : t('order.noMeasurements')}</p>
                  )}
                </li>
              ))}
            </ul>
          </Panel>

          <Panel title={t('order.historyTitle')}>
            <StatusTimeline entries={o.history} viewer="designer" lineNames={lineNames} />
          </Panel>
          {/* The order's conversations, read as Tibeb support: reports shown, messages hidden with a reason. */}
          <OrderConversation orderId={o.id} token={null} />
        </div>

        <div className="grid min-w-0 gap-5">
          <Panel title={t('order.totalsTitle')}>
            <dl className="grid gap-1 text-sm">
              <Row label={t('order.subtotal')} value={money(o.subtotalUsdMinor, o.displayCurrency, o.exchangeRate)} />
              <Row label={t('order.shipping')} value={money(o.shippingUsdMinor, o.displayCurrency, o.exchangeRate)} />
              <Row label={t('order.total')} value={money(o.totalUsdMinor, o.displayCurrency, o.exchangeRate)} strong />
              <Row label={t('order.charged')} value={formatMoney(o.chargeAmountMinor, o.chargeCurrency, i18n.language === 'am-ET' ? 'am-ET' : 'en-US')} />
              <Row label={t('orders:payment.label')} value={t(`orders:payment.method.${o.paymentMethod}`)} />
            </dl>
          </Panel>
          <Panel title={t('order.customerTitle')}>
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">{customerName(o.customerName)}</p>
              {o.email === DELETED_CUSTOMER_EMAIL ? null : (
                <a href={`mailto:${o.email}`} className="inline-flex min-h-11 items-center gap-2 break-all text-emerald underline-offset-4 hover:underline sm:min-h-0">
                  <Mail aria-hidden className="h-4 w-4 shrink-0" />
                  {o.email}
                </a>
              )}
              {o.phone ? (
                <a href={`tel:${o.phone.replace(/[^+0-9]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 text-emerald underline-offset-4 hover:underline sm:min-h-0" dir="ltr">
                  <Phone aria-hidden className="h-4 w-4 shrink-0" />
                  {o.phone}
                </a>
              ) : null}
              <address className="mt-2 whitespace-pre-line not-italic text-ink-soft">{addressLines.join('\n')}</address>
              {o.deliveryNotes ? (
                <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-linen p-2">
                  <span className="font-semibold">{t('order.notes')}</span> {o.deliveryNotes}
                </p>
              ) : null}
            </div>
          </Panel>
          <Panel title={t('order.paymentsTitle')}>
            <PaymentEvents events={o.paymentEvents} />
          </Panel>
        </div>
      </div>

      {cashLine ? <CashDialog key={cashLine.id} open={cashOpen} onOpenChange={setCashOpen} line={cashLine} viewer="admin" /> : null}
      {moving ? <StatusDialog key={moving} order={o} to={moving} open={statusOpen} onOpenChange={setStatusOpen} /> : null}
      {o.canRefund || refundOpen ? <RefundDialog order={o} open={refundOpen} onOpenChange={setRefundOpen} /> : null}
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h3 id={id} className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-3', strong && 'font-semibold')}>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
}

function PaymentEvents({ events }: { events: PaymentEventView[] }) {
  const { t, i18n } = useTranslation('admin-commerce');
  const { date } = useOrderFormat();
  if (events.length === 0) return <p className="text-sm text-muted">{t('order.noPayments')}</p>;
  const locale = i18n.language === 'am-ET' ? 'am-ET' : 'en-US';
  return (
    <ol className="grid gap-2 text-sm" data-testid="admin-order-payments">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg border border-line p-2" data-outcome={e.outcome}>
          <p className="font-semibold">{t(`order.paymentOutcome.${e.outcome}`, { defaultValue: e.outcome })}</p>
          <p className="text-muted">
            {date(e.at, true)} · {e.provider}
            {e.amountMinor !== null && isCurrency(e.currency) ? ` · ${formatMoney(e.amountMinor, e.currency, locale)}` : ''}
          </p>
          {e.reference ? (
            <p className="break-all text-xs text-muted" dir="ltr">
              {e.reference}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function StatusDialog({ order, to, open, onOpenChange }: { order: AdminOrderDetail; to: OrderStatus; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['admin-commerce', 'orders']);
  const errorText = useErrorText(['admin-commerce', 'admin']);
  const move = useSetOrderStatus();
  const [note, setNote] = useState('');
  const cancelling = to === 'cancelled';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('order.statusDialog.title', { number: order.orderNumber, status: t(`orders:status.${to}`) })}
      description={cancelling ? (order.canRefund ? t('order.statusDialog.cancelPaid') : t('order.statusDialog.cancel')) : t('order.statusDialog.body')}
      confirmLabel={move.isPending ? t('order.statusDialog.saving') : t(`order.moves.${to}`)}
      cancelLabel={t('common.back')}
      tone={cancelling ? 'danger' : 'default'}
      pending={move.isPending}
      testId="admin-order-move-confirm"
      onConfirm={() =>
        move.mutate(
          { id: order.id, status: to, note: note.trim() || undefined },
          {
            onSuccess: (result) => {
              toast({ title: t('order.toast.moved', { status: t(`orders:status.${to}`) }), description: order.orderNumber, variant: 'success' });
              if (result.refund === 'refunded') toast({ title: t('order.toast.refunded'), description: order.orderNumber, variant: 'success' });
              if (result.refund === 'failed') toast({ title: t('order.toast.refundFailed'), description: errorText('REFUND_FAILED'), variant: 'destructive' });
              onOpenChange(false);
            },
            onError: (err) => {
              toast({ title: t('order.toast.moveFailed'), description: errorText(err), variant: 'destructive' });
              // Moved by someone else meanwhile: the fresh order shows what is possible now.
              if (err instanceof ApiError && err.status === 409) onOpenChange(false);
            },
          },
        )
      }
    >
      <TextAreaField
        name="note"
        label={t('order.statusDialog.note')}
        hint={t('order.statusDialog.noteHint')}
        rows={3}
        maxLength={STATUS_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        counter={t('order.statusDialog.counter', { count: note.length, max: STATUS_NOTE_MAX })}
      />
    </ConfirmDialog>
  );
}

function RefundDialog({ order, open, onOpenChange }: { order: AdminOrderDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('admin-commerce');
  const errorText = useErrorText(['admin-commerce', 'admin']);
  const refund = useRefundOrder();
  const amount = formatMoney(order.refundableMinor, order.chargeCurrency, i18n.language === 'am-ET' ? 'am-ET' : 'en-US');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('order.refundDialog.title', { number: order.orderNumber })}
      description={t('order.refundDialog.body', { amount, name: order.customerName })}
      confirmLabel={refund.isPending ? t('order.refundDialog.refunding') : t('order.refundDialog.confirm', { amount })}
      cancelLabel={t('common.back')}
      pending={refund.isPending}
      testId="admin-order-refund-confirm"
      onConfirm={() =>
        refund.mutate(
          { id: order.id },
          {
            onSuccess: (result) => {
              toast({
                title: t('order.toast.refunded'),
                description: t('order.toast.refundedBody', { amount: formatMoney(result.amountMinor, result.currency, i18n.language === 'am-ET' ? 'am-ET' : 'en-US') }),
                variant: 'success',
              });
              onOpenChange(false);
            },
            onError: (err) => {
              const settled = err instanceof ApiError && (err.code === 'ORDER_ALREADY_REFUNDED' || err.code === 'REFUND_IN_PROGRESS' || err.code === 'ORDER_NOT_PAID');
              toast({ title: settled ? t('order.toast.refundSettled') : t('order.toast.refundFailed'), description: errorText(err), variant: settled ? 'warning' : 'destructive' });
              if (settled) onOpenChange(false);
            },
          },
        )
      }
    >
      <p className="rounded-lg bg-linen p-3 text-center font-display text-2xl font-semibold" data-testid="admin-order-refund-amount">
        {amount}
      </p>
    </ConfirmDialog>
  );
}
