import { ChevronDown, FileDown, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useOrderUnread } from '../messages';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { countryName } from '@domain/orders/countries';
import type { OrderLineView, OrderSummary, OrderView } from '@domain/orders/types';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { formatMoney } from '@domain/money';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { CancelOrderDialog } from './cancel-order-dialog';
import { useOrder } from './get-order';
import { LineThumb } from './line-thumb';
import { intlLocale, measurementSheetUrl, paymentMethodLabelKey, timelineEntries } from './order-status';
import { PaymentBadge, StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { useOrderFormat } from './use-order-format';

/** The way to the order's own page, where its conversations are, with their unread figure. */
function OrderPageLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const unread = useOrderUnread(orderId, true);
  return (
    <Link to={`/order-success?order=${encodeURIComponent(orderId)}#messages`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-dark underline-offset-4 hover:underline" data-testid="profile-order-open">
      <MessagesSquare aria-hidden className="h-4 w-4" />
      {t('orders.openPage')}
      {unread > 0 ? (
        <span className="rounded-full bg-crimson px-2 text-xs font-bold text-white" data-testid="profile-order-unread">
          {t('orders.unread', { count: unread })}
        </span>
      ) : null}
    </Link>
  );
}

/** One of the shopper's orders: what was bought, where it is, and the details on demand. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const { date, money } = useOrderFormat();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detailsId = useId();
  const placed = date(order.createdAt);
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <article data-testid="profile-order" data-order-id={order.id} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-all">{t('orders.number', { number: order.orderNumber })}</h3>
          <p className="text-sm text-muted">
            {placed ? <time dateTime={order.createdAt}>{t('orders.placedOn', { date: placed })}</time> : null}
            {placed ? ' · ' : null}
            {t('orders.items', { count: itemCount })}
          </p>
        </div>
        <StatusBadge status={order.status} testId="profile-order-status" className="mt-1 text-sm" />
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-3 sm:px-5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink-soft">{t(paymentMethodLabelKey(order.paymentMethod))}</span>
          <PaymentBadge status={order.paymentStatus} method={order.paymentMethod} />
        </p>
        <p className="text-right">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{t('orders.total')}</span>
          <span className="text-lg font-bold" data-testid="profile-order-total">
            {money(order.totalUsdMinor, order.displayCurrency, order.exchangeRate)}
          </span>
        </p>
      </div>

      <ul className="divide-y divide-line px-4 sm:px-5">
        {order.lines.map((line) => (
          // A single line in the order's own status would only repeat the badge above.
          <OrderLineRow key={line.id} line={line} showStatus={order.lines.length > 1 || line.status !== order.status} />
        ))}
      </ul>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line bg-cotton/60 px-4 py-2 sm:px-5">
        <Button variant="ghost" size="md" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((v) => !v)} className="-ml-3">
          <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')} />
          {expanded ? t('orders.hideDetails') : t('orders.showDetails')}
        </Button>
        <OrderPageLink orderId={order.id} />
        {order.canCancel ? (
          <Button variant="outline" className="border-crimson/40 text-[#8f1b2a] hover:border-crimson hover:bg-crimson-tint" onClick={() => setConfirming(true)} data-testid="profile-order-cancel">
            {t('orders.cancel.action')}
          </Button>
        ) : null}
      </footer>
      <div id={detailsId} hidden={!expanded}>
        {expanded ? <OrderDetails order={order} /> : null}
      </div>
      {order.canCancel ? <CancelOrderDialog order={order} open={confirming} onOpenChange={setConfirming} /> : null}
    </article>
  );
}

function OrderLineRow({ line, showStatus }: { line: OrderLineView; showStatus: boolean }) {
  const { t } = useTranslation('orders');
  const { language } = useOrderFormat();
  const size = line.size === CUSTOM_FIT ? t('line.customFit') : line.size;
  return (
    <li className="flex gap-3 py-3" data-line-id={line.id}>
      <LineThumb src={line.productImageUrl} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words">{line.productName}</p>
        {line.designerName ? <p className="text-sm text-muted">{t('line.by', { name: line.designerName })}</p> : null}
        <p className="text-sm text-ink-soft">
          {size ? `${t('line.size', { size })} · ` : null}
          {t('line.quantity', { count: line.quantity })}
        </p>
        {showStatus ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="sr-only">{t('line.lineStatus')}</span>
            <StatusBadge status={line.status} />
          </div>
        ) : null}
        {line.measurements ? (
          <a
            href={measurementSheetUrl(line.id, language)}
            download
            data-testid="profile-line-measurements-pdf"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-dark underline-offset-4 hover:underline"
          >
            <FileDown aria-hidden className="h-4 w-4" />
            {t('orders.measurementsPdf')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The full order (address, totals, history), fetched the first time the shopper opens it. */
function OrderDetails({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const detail = useOrder(order.id, { enabled: true });
  const errorText = useErrorText(['orders'], { refusalsOnly: true });
  if (detail.isPending) {
    return (
      <div className="space-y-2 px-4 py-4 sm:px-5" aria-busy>
        <span className="sr-only">{t('orders.detailsLoading')}</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-52" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-5">
        <p className="text-sm text-[#8f1b2a]">
          {t('orders.detailsError')} {errorText(detail.error)}
        </p>
        <Button variant="outline" size="sm" className="min-h-11" onClick={() => void detail.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    );
  }
  return <OrderDetailsBody order={detail.data} />;
}

function OrderDetailsBody({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const { language, money } = useOrderFormat();
  const entries = useMemo(() => timelineEntries(order.history, { lineCount: order.lines.length }), [order.history, order.lines.length]);
  const lineNames = useMemo(() => new Map(order.lines.map((l) => [l.id, l.productName])), [order.lines]);
  const a = order.shippingAddress;
  const addressLines = [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    [
      a.subCity,
      a.woreda ? t('address.woreda', { value: a.woreda }) : null,
      a.kebele ? t('address.kebele', { value: a.kebele }) : null,
      a.houseNumber ? t('address.houseNumber', { value: a.houseNumber }) : null,
    ]
      .filter(Boolean)
      .join(t('address.separator')),
    a.landmark,
    [a.city, a.region, a.postalCode].filter(Boolean).join(t('address.separator')),
    countryName(a.country, language),
  ].filter((l): l is string => Boolean(l));
  const amount = (usdMinor: number) => money(usdMinor, order.displayCurrency, order.exchangeRate);
  return (
    <div className="grid gap-5 border-t border-line px-4 py-4 sm:grid-cols-2 sm:px-5">
      <div className="space-y-4">
        <section>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{t('orders.shipTo')}</h4>
          <address className="mt-1 text-sm not-italic break-words">
            {addressLines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('orders.subtotal')}</dt>
            <dd>{amount(order.subtotalUsdMinor)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('orders.shipping')}</dt>
            <dd>{order.shippingUsdMinor === 0 ? t('orders.free') : amount(order.shippingUsdMinor)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-1 font-bold">
            <dt>{t('orders.total')}</dt>
            <dd>{amount(order.totalUsdMinor)}</dd>
          </div>
          {order.chargeCurrency !== order.displayCurrency ? (
            <p className="pt-1 text-xs text-muted">
              {t('orders.charged', { currency: order.chargeCurrency, amount: formatMoney(order.chargeAmountMinor, order.chargeCurrency, intlLocale(language)) })}
            </p>
          ) : null}
        </dl>
      </div>
      <section>
        <h4 className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('timeline.title')}</h4>
        <StatusTimeline entries={entries} viewer="shopper" lineNames={order.lines.length > 1 ? lineNames : undefined} />
      </section>
    </div>
  );
}
