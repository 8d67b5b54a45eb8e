import { Check, CheckCircle2, Copy, Hammer, PackageCheck, Ruler, SearchX, Truck, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { convertFromUsd, formatMoney, moneyLocale } from '@domain/money/currency';
import { countryName } from '@domain/orders/countries';
import type { OrderView } from '@domain/orders/types';
import { isOneSizeLabel } from '@domain/sizing/cart-gating';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Container, EmptyState, PageRoot } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../accounts';
import { ReviewForm } from '../../reviews';
import { ShopperMeasurementReview } from '../../fitting';
import { LineReturns, ReturnsPolicyNote } from '../../returns';
import { useOrder } from '../get-order';
import { OrderProduction } from '../../production';
import { OrderPayment } from './order-payment';
import { OrderParcels } from '../order-parcels';
import { OrderConversation } from '../../messages';
import { orderTokens } from './order-tokens';
import { addressLines, firstName, PAYMENT_POLL_FOR_MS, PAYMENT_POLL_MS, paymentState } from './order-view';

function OrderNumber({ number }: { number: string }) {
  const { t } = useTranslation('checkout');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(true);
      toast({ title: t('success.copied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, an old browser): the number is selectable text.
      toast({ title: t('success.copyFailed') });
    }
  };
  return (
    <div className="mt-5 inline-flex flex-wrap items-center gap-3 rounded-card border border-line bg-white px-4 py-3 shadow-card">
      <div className="text-left">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{t('success.orderNumber')}</p>
        <p className="select-all font-mono text-2xl font-bold tracking-wide sm:text-3xl" data-testid="order-success-number">
          {number}
        </p>
      </div>
      <Button variant="outline" size="sm" className="min-h-11" onClick={() => void copy()} aria-label={t('success.copyLabel', { number })}>
        {copied ? <Check aria-hidden className="h-4 w-4 text-emerald" /> : <Copy aria-hidden className="h-4 w-4" />}
        {copied ? t('success.copiedShort') : t('success.copy')}
      </Button>
    </div>
  );
}

function NextSteps() {
  const { t } = useTranslation('checkout');
  const steps = [
    { icon: PackageCheck, key: 'confirm' },
    { icon: Hammer, key: 'made' },
    { icon: Truck, key: 'shipped' },
  ] as const;
  return (
    <section aria-labelledby="order-next-title" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h2 id="order-next-title" className="font-display text-lg font-semibold">
        {t('success.next.title')}
      </h2>
      <ol className="mt-3 grid gap-3">
        {steps.map((step, i) => (
          <li key={step.key} className="flex gap-3">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-emerald-tint text-emerald-dark">
              <step.icon aria-hidden className="h-4.5 w-4.5" />
            </span>
            <div>
              <p className="text-sm font-semibold">
                <span className="sr-only">{i + 1}. </span>
                {t(`success.next.${step.key}.title`)}
              </p>
              <p className="text-sm text-ink-soft">{t(`success.next.${step.key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'One Size' says nothing a shopper needs to read again. */
const shownSize = (size: string | null) => (size && !isOneSizeLabel(size) ? size : null);

function OrderItems({ order, token }: { order: OrderView; token: string | null }) {
  const { t, i18n } = useTranslation('checkout');
  const { data: me } = useMe();
  const locale = moneyLocale(i18n.language);
  // The currency and rate the shopper saw when ordering, not today's.
  const money = (usdMinor: number) => formatMoney(convertFromUsd(usdMinor, order.exchangeRate), order.displayCurrency, locale);
  return (
    <section aria-labelledby="order-items-title" className="rounded-card border border-line bg-white shadow-card">
      <div className="tibeb-band tibeb-band-thin rounded-t-card" />
      <div className="p-4 sm:p-5">
        <h2 id="order-items-title" className="font-display text-lg font-semibold">
          {t('success.items')}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3" data-testid="order-success-line">
              <img src={line.productImageUrl ?? '/placeholder-product.svg'} alt="" className="h-20 w-16 shrink-0 rounded-lg bg-linen object-cover" loading="lazy" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className={line.status === 'cancelled' ? 'text-sm font-semibold line-through' : 'text-sm font-semibold'}>{line.productName}</p>
                  <p className="shrink-0 text-sm font-semibold tabular-nums">{money(line.unitPriceUsdMinor * line.quantity)}</p>
                </div>
                <p className="mt-0.5 text-xs text-ink-soft">
                  {shownSize(line.size) === CUSTOM_FIT ? t('summary.customFit') : shownSize(line.size) ? t('summary.size', { size: line.size }) : null}
                  {shownSize(line.size) ? ' · ' : null}
                  {t('summary.quantity', { count: line.quantity })}
                  {line.designerName ? ` · ${t('success.by', { designer: line.designerName })}` : null}
                </p>
                {line.includeMeasurements && line.measurements ? (
                  <Badge tone="emerald" className="mt-1.5">
                    <Ruler aria-hidden className="h-3.5 w-3.5" /> {t('success.measurementsIncluded')}
                  </Badge>
                ) : null}
                {line.includeMeasurements ? <ShopperMeasurementReview lineId={line.id} token={token} /> : null}
                {line.status === 'cancelled' ? (
                  <Badge tone="neutral" className="ml-1 mt-1.5">
                    {t('success.lineCancelled')}
                  </Badge>
                ) : null}
                {/* The review (issue 43), with the fit verdicts of issue 18 in the same form: the shopper who received the line. */}
                {me && line.status === 'delivered' ? <ReviewForm lineId={line.id} productId={line.productId ?? null} /> : null}
                {/* Returns and the fit guarantee (issue 39): the line's request, or the action while it may get one. */}
                {line.status === 'delivered' ? <LineReturns orderId={order.id} lineId={line.id} token={token} /> : null}
              </div>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid gap-1.5 border-t border-line pt-3 text-sm">
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd className="tabular-nums">{money(order.subtotalUsdMinor)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('summary.shipping')}</dt>
            <dd className="tabular-nums">{order.shippingUsdMinor === 0 ? t('summary.free') : money(order.shippingUsdMinor)}</dd>
          </div>
          <div className="mt-1 flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>{t('summary.total')}</dt>
            <dd className="tabular-nums" data-testid="order-success-total">
              {money(order.totalUsdMinor)}
            </dd>
          </div>
        </dl>
        {/* The policies that apply to this order's garments, from the shop's settings (issue 39). */}
        <ReturnsPolicyNote fulfilment={null} className="mt-3 grid gap-1 border-t border-line pt-3 text-xs text-ink-soft" />
        {order.chargeCurrency !== order.displayCurrency ? (
          <p className="mt-1 text-right text-xs text-muted">{t('success.chargedIn', { amount: formatMoney(order.chargeAmountMinor, order.chargeCurrency, locale) })}</p>
        ) : null}
      </div>
    </section>
  );
}

/** Each parcel's promised and current arrival, in the currency and rate the shopper ordered in. */
function ParcelsOf({ order }: { order: OrderView }) {
  const { i18n } = useTranslation('checkout');
  const locale = moneyLocale(i18n.language);
  return <OrderParcels parcels={order.parcels} money={(usdMinor) => formatMoney(convertFromUsd(usdMinor, order.exchangeRate), order.displayCurrency, locale)} />;
}

function OrderAddress({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('checkout');
  const address = addressLines(order.shippingAddress, countryName(order.shippingAddress.country, i18n.language), {
    house: (value) => t('success.address.house', { value }),
    kebele: (value) => t('success.address.kebele', { value }),
    woreda: (value) => t('success.address.woreda', { value }),
  });
  return (
    <section aria-labelledby="order-address-title" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h2 id="order-address-title" className="font-display text-lg font-semibold">
        {t('success.deliverTo')}
      </h2>
      <address className="mt-2 text-sm not-italic leading-relaxed" data-testid="order-success-address">
        {address.map((line, i) => (
          <span key={i} className={i === 0 ? 'block font-semibold' : 'block'}>
            {line}
          </span>
        ))}
        {order.phone ? <span className="mt-1 block text-ink-soft">{order.phone}</span> : null}
      </address>
      {order.deliveryNotes ? (
        <p className="mt-3 rounded-lg bg-linen/70 p-2.5 text-sm">
          <span className="font-semibold">{t('success.notes')}</span> {order.deliveryNotes}
        </p>
      ) : null}
    </section>
  );
}

function SuccessSkeleton() {
  return (
    <Container className="py-8 sm:py-12" aria-busy>
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-col items-center">
          <Skeleton className="h-14 w-14 rounded-full" />
          <Skeleton className="mt-4 h-8 w-64" />
          <Skeleton className="mt-3 h-4 w-80 max-w-full" />
          <Skeleton className="mt-5 h-20 w-72 rounded-card" />
        </div>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <Skeleton className="h-28 rounded-card md:col-span-2" />
          <Skeleton className="h-64 rounded-card" />
          <Skeleton className="h-64 rounded-card" />
        </div>
      </div>
    </Container>
  );
}

function NotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <Container className="py-12">
      <div data-testid="order-success-not-found">
        <EmptyState
          icon={<SearchX className="mx-auto h-10 w-10" />}
          title={t('success.notFound.title')}
          description={signedIn ? t('success.notFound.bodySignedIn') : t('success.notFound.bodyGuest')}
          actions={
            <>
              <Button asChild>
                <Link to="/products">{t('success.continue')}</Link>
              </Button>
              {signedIn ? (
                <Button asChild variant="outline">
                  <Link to="/profile">{t('success.viewOrders')}</Link>
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/login?next=/profile">{t('contact.signIn')}</Link>
                </Button>
              )}
            </>
          }
        />
      </div>
    </Container>
  );
}

/** /order-success?order=<id>: the confirmation, the payment's state, and what happens next. */
export function OrderSuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const { data: me, isPending: meLoading } = useMe();
  const signedIn = Boolean(me);
  const [token] = useState(() => (orderId ? orderTokens.get(orderId) : null));
  // A guest without this order's token could only be told 'not found': nothing is asked.
  const canAsk = orderId !== '' && !meLoading && (signedIn || token !== null);
  const [pollStartedAt, setPollStartedAt] = useState<number | null>(null);
  const [pollExpired, setPollExpired] = useState(false);
  const [pending, setPending] = useState(false);

  const order = useOrder(orderId, { token, enabled: canAsk, refetchInterval: pending && !pollExpired ? PAYMENT_POLL_MS : false });
  const state = order.data ? paymentState(order.data) : null;

  useEffect(() => {
    setPending(state === 'pending');
    if (state === 'pending') setPollStartedAt((started) => started ?? Date.now());
  }, [state]);
  useEffect(() => {
    // Polling stops after a minute; the shopper can ask again, and a realtime event still updates the page.
    if (pollStartedAt === null) return;
    const timer = setTimeout(() => setPollExpired(true), Math.max(0, pollStartedAt + PAYMENT_POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pollStartedAt]);

  const refresh = () => {
    setPollExpired(false);
    setPollStartedAt(Date.now());
    void order.refetch();
  };

  const title = order.data?.status === 'cancelled' ? t('success.cancelledTitle') : t('success.title');
  let content;
  if (orderId === '' || (!meLoading && !canAsk)) content = <NotFound signedIn={signedIn} />;
  else if (meLoading || order.isPending) content = <SuccessSkeleton />;
  else if (order.isError && !order.data) {
    content =
      order.error instanceof ApiError && [400, 401, 403, 404].includes(order.error.status) ? (
        <NotFound signedIn={signedIn} />
      ) : (
        <Container className="py-12">
          <ErrorPanel message={t('success.loadError')} onRetry={() => void order.refetch()} />
        </Container>
      );
  } else if (order.data && state) {
    const o = order.data;
    const cancelled = o.status === 'cancelled';
    const name = firstName(o.shippingAddress.fullName);
    content = (
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          <header className="text-center">
            <span className={cancelled ? 'inline-grid h-14 w-14 place-items-center rounded-full bg-linen text-ink-soft' : 'inline-grid h-14 w-14 place-items-center rounded-full bg-emerald text-white'}>
              {cancelled ? <XCircle aria-hidden className="h-8 w-8" /> : <CheckCircle2 aria-hidden className="h-8 w-8" />}
            </span>
            <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{cancelled ? t('success.cancelledTitle') : name ? t('success.thanksName', { name }) : t('success.thanks')}</h1>
            <p className="mx-auto mt-2 max-w-xl text-ink-soft">{cancelled ? t('success.cancelledBody') : t('success.emailNote', { email: o.email })}</p>
            <OrderNumber number={o.orderNumber} />
          </header>

          <div className="mt-8">
            <OrderPayment order={o} state={state} token={token} pollExpired={pollExpired} onRefresh={refresh} />
          </div>
          <div className="mt-4 grid items-start gap-4 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
            <OrderItems order={o} token={token} />
            <div className="grid gap-4">
              <OrderAddress order={o} />
              {cancelled ? null : <ParcelsOf order={o} />}
              {cancelled ? null : <NextSteps />}
            </div>
          </div>

          {cancelled ? null : (
            <div className="mt-4">
              <OrderProduction orderId={o.id} token={token} />
            </div>
          )}
          <OrderConversation orderId={o.id} token={signedIn ? null : token} />

          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {signedIn ? (
              <Button asChild variant="outline" size="lg">
                <Link to="/profile" data-testid="order-success-orders">
                  {t('success.viewOrders')}
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline" size="lg">
                <Link to="/login?tab=sign-up" data-testid="order-success-create-account">
                  {t('success.createAccount')}
                </Link>
              </Button>
            )}
            <Button asChild size="lg">
              <Link to="/products" data-testid="order-success-continue">
                {t('success.continue')}
              </Link>
            </Button>
          </div>
          {signedIn ? null : <p className="mt-3 text-center text-sm text-muted">{t('success.createAccountNote')}</p>}
        </div>
      </Container>
    );
  }

  return (
    <PageRoot name="order-success" title={title}>
      <div className="tibeb-band tibeb-band-thin" />
      {content}
    </PageRoot>
  );
}

