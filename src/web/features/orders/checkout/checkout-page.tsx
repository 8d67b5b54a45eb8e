import { ChevronRight, Lock, LogIn, ShoppingBag, UserCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { formatMoney, moneyLocale } from '@domain/money/currency';
import { DELIVERY_NOTES_MAX, PAYMENT_METHODS, type PaymentMethod } from '@domain/orders/constants';
import type { PlaceOrderResult } from '@domain/orders/types';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { Container, EmptyState, PageRoot } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useExchangeRates, useMoney } from '../../currency';
import { useShippingQuote } from '../../shipping';
import { ApiError } from '../../../lib/api-client';
import { AddressFields, type Bind } from './address-fields';
import { checkoutAttempt } from './attempt-key';
import { CheckoutBanner } from './checkout-banner';
import { TextAreaField } from '../../../components/ui/form-fields';
import { CheckoutSection } from './checkout-fields';
import { fieldId, firstInvalidField, validateCheckout, type CheckoutContext, type CheckoutField, type CheckoutValues } from './checkout-form';
import { billable, carriesMeasurements, checkoutSubtotal, linesNeedingSize, requestLines } from './checkout-lines';
import { chargeFor } from './checkout-money';
import { quotedShipping, type ShippingState } from './checkout-parcels';
import { usePaymentMethods } from './get-payment-methods';
import { MeasurementsChoice } from './measurements-choice';
import { OrderSummary } from './order-summary';
import { orderTokens } from './order-tokens';
import { PaymentOptions } from './payment-options';
import { useOnline } from '../../../lib/use-online';
import { usePlaceOrder } from './place-order';
import { retryPayment } from './retry-payment';
import { describeFailure, problemsByLineId, type CheckoutProblem } from './server-errors';
import { safeRedirect } from './safe-redirect';
import { SizeGate } from './size-gate';
import { useCheckoutForm, forgetCheckoutDraft } from './use-checkout-form';
import { useCheckoutLines } from './use-checkout-lines';
import { useCodeText } from './use-code-text';
import { useLastAddress } from './use-last-address';

/** Focuses a field (the first radio of a group) and brings it into view below the sticky header. */
function focusField(field: CheckoutField, values: CheckoutValues) {
  const el =
    field === 'paymentMethod'
      ? (document.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked') ?? document.querySelector<HTMLInputElement>('input[name="paymentMethod"]'))
      : field === 'measurementConsent'
        ? document.getElementById('checkout-measurement-consent')
        : document.getElementById(fieldId(field, values.paymentMethod));
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

function CheckoutHeader() {
  const { t } = useTranslation('checkout');
  return (
    <section className="border-b border-line bg-linen/60">
      <Container className="py-5 sm:py-7">
        <ol className="flex flex-wrap items-center gap-1 text-xs font-semibold text-muted" aria-label={t('steps.label')}>
          <li>{t('steps.cart')}</li>
          <li aria-hidden>
            <ChevronRight className="h-3.5 w-3.5" />
          </li>
          <li className="text-emerald-dark" aria-current="step">
            {t('steps.details')}
          </li>
          <li aria-hidden>
            <ChevronRight className="h-3.5 w-3.5" />
          </li>
          <li>{t('steps.confirmation')}</li>
        </ol>
        <h1 className="mt-1 font-display text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
          <Lock aria-hidden className="h-4 w-4 text-emerald" /> {t('secure')}
        </p>
      </Container>
      <div className="tibeb-band tibeb-band-thin" />
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <Container className="grid gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-8" aria-busy>
      <div className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-card border border-line bg-white p-4 sm:p-6">
            <Skeleton className="h-6 w-40" />
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
              <Skeleton className="h-11 sm:col-span-2" />
            </div>
          </div>
        ))}
      </div>
      <div className="rounded-card border border-line bg-white p-5">
        <Skeleton className="h-6 w-32" />
        {[0, 1].map((i) => (
          <div key={i} className="mt-4 flex gap-3">
            <Skeleton className="h-20 w-16 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
        <Skeleton className="mt-6 h-12 rounded-full" />
      </div>
    </Container>
  );
}

/** /checkout: contact, delivery address, notes, payment and the order summary on one page (phone first). */
export function CheckoutPage() {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const codeText = useCodeText();
  const checkout = useCheckoutLines();
  const { lines, cart, me, signedIn } = checkout;
  const { currency, format } = useMoney();
  const { data: rateData } = useExchangeRates();
  const methods = usePaymentMethods();
  const connected = useOnline();
  const place = usePlaceOrder();
  const [placed, setPlaced] = useState<PlaceOrderResult | null>(null);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [sentIds, setSentIds] = useState<string[]>([]);
  // Phones: a short order is shown in full for review; a long one folds away (totals stay visible).
  const [summaryChoice, setSummaryOpen] = useState<boolean | null>(null);
  const inFlight = useRef(false);

  const isGuest = !signedIn;
  const hasMeasurements = carriesMeasurements(lines);
  const includeDefault = signedIn ? true : checkout.pendingWantsInclude;
  const subtotal = useMemo(() => checkoutSubtotal(lines), [lines]);
  // The shipping the summary shows now (null: not quoted): what the order is placed with (issue 40).
  const shownShipping = useRef<number | null>(null);
  const locale = i18n.language === 'am-ET' ? 'am-ET' : 'en';

  const contextFor = useCallback(
    (_values: CheckoutValues, includeChoice: boolean | null, consent: boolean): CheckoutContext => {
      const include = hasMeasurements && (includeChoice ?? includeDefault);
      const sent = include && (signedIn || consent);
      return {
        lines: requestLines(lines, sent).lines,
        currency,
        locale,
        includeMeasurements: include,
        measurementConsent: isGuest && include && consent,
        expectedTotalUsdMinor: subtotal + (shownShipping.current ?? 0),
        expectedShippingUsdMinor: shownShipping.current ?? undefined,
        isGuest,
      };
    },
    [hasMeasurements, includeDefault, signedIn, lines, currency, locale, isGuest, subtotal],
  );
  const form = useCheckoutForm(contextFor);
  const { values, errors, setErrors, prefill, settlePaymentMethod } = form;
  const include = hasMeasurements && (form.includeMeasurements ?? includeDefault);
  const measurementsSent = include && (signedIn || form.measurementConsent);
  const needingSize = linesNeedingSize(lines, measurementsSent);
  const billed = billable(lines);

  // Shipping is quoted once the destination is entered (country, and the city its zone may need), never guessed.
  const quoteLines = useMemo(() => billable(lines).map((l) => ({ productId: l.productId, quantity: l.quantity })), [lines]);
  const destinationEntered = values.country.length === 2 && values.city.trim().length > 0;
  const quote = useShippingQuote(values.country, values.city, quoteLines, connected && destinationEntered);
  const shippingState: ShippingState = !destinationEntered
    ? { kind: 'destination' }
    : !connected
      ? { kind: 'offline' }
      : quote.isError
        ? { kind: 'refused', code: quote.error instanceof ApiError ? quote.error.code : 'NETWORK_ERROR' }
        : quote.data && quote.settled
          ? { kind: 'ready', quote: quote.data }
          : { kind: 'loading' };
  const shipping = quotedShipping(shippingState);
  useEffect(() => {
    shownShipping.current = shipping;
  }, [shipping]);
  const totals = { subtotal, shipping: shipping ?? 0, total: subtotal + (shipping ?? 0) };
  const summaryOpen = summaryChoice ?? lines.length <= 3;

  // Known details fill what is still empty: the account first, then the last order's address.
  useEffect(() => {
    if (me) prefill({ email: me.email, fullName: me.fullName, phone: me.phone });
  }, [me, prefill]);
  const lastAddress = useLastAddress(signedIn);
  const lastAddressKey = JSON.stringify(lastAddress);
  useEffect(() => {
    if (lastAddress) prefill(lastAddress);
    // The key stands for the object, which is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastAddressKey, prefill]);

  const offered = useMemo<PaymentMethod[]>(() => (methods.isError || !methods.data ? ['cod'] : methods.data.map((m) => m.id).filter((id) => (PAYMENT_METHODS as readonly string[]).includes(id))), [methods.isError, methods.data]);
  useEffect(() => {
    if (!methods.isPending) settlePaymentMethod(offered);
  }, [methods.isPending, offered, settlePaymentMethod]);

  const message = (field: CheckoutField) => codeText(errors[field]);
  const bind: Bind = (field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'data-testid': fieldId(field),
    onChange: (event) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
    error: message(field),
  });

  const openCart = () => cart.setOpen(true);
  const lineProblems = useMemo(() => problemsByLineId(problem, sentIds), [problem, sentIds]);
  useEffect(() => {
    // A problem on a line must be seen even where the list is folded away (phones).
    if (lineProblems.size > 0) setSummaryOpen(true);
  }, [lineProblems]);

  const finish = async (result: PlaceOrderResult) => {
    const { order, payment } = result;
    if (result.accessToken) orderTokens.save(order.id, result.accessToken);
    setPlaced(result);
    cart.clear();
    checkoutAttempt.forget();
    forgetCheckoutDraft();
    let redirect = safeRedirect(payment.redirectUrl, window.location.href);
    if (!redirect && payment.status === 'pending' && payment.method !== 'cod' && order.canRetryPayment) {
      // A retry answered with the order made before the connection dropped: the replay carries no
      // payment page, so a fresh one is asked for rather than leaving the shopper waiting unpaid.
      try {
        redirect = safeRedirect((await retryPayment(order.id, result.accessToken)).redirectUrl, window.location.href);
      } catch {
        // The confirmation page offers 'Try payment again'.
      }
    }
    if (redirect) window.location.assign(redirect);
    else void navigate(`/order-success?order=${encodeURIComponent(order.id)}`, { replace: true });
  };

  const fail = (error: unknown) => {
    const next = describeFailure(error);
    setProblem(next);
    if (Object.keys(next.fields).length) {
      setErrors((prev) => ({ ...prev, ...next.fields }));
      const first = firstInvalidField(next.fields, values.country);
      if (first) focusField(first, values);
    }
    // Prices, stock or availability moved: the summary shows today's before the shopper tries again.
    if (['PRICE_CHANGED', 'OUT_OF_STOCK', 'PRODUCT_UNAVAILABLE', 'SIZE_NOT_AVAILABLE'].includes(next.code)) checkout.refetch();
    // The zones moved (a rate, a threshold, a zone gone): the parcels are quoted again before a retry.
    if (['PRICE_CHANGED', 'SHIPPING_UNAVAILABLE', 'PARCEL_TOO_HEAVY'].includes(next.code)) void quote.refetch();
    if (next.code === 'PAYMENT_METHOD_UNAVAILABLE') void methods.refetch();
    // The key the server refused as malformed is of no use for a retry.
    if (next.code === 'IDEMPOTENCY_KEY_REQUIRED') checkoutAttempt.forget();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || placed) return;
    if (needingSize.length > 0) {
      document.getElementById('checkout-size-gate')?.focus();
      return;
    }
    const ctx = contextFor(values, form.includeMeasurements, form.measurementConsent);
    const verdict = validateCheckout(values, ctx);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      const first = firstInvalidField(verdict.errors, values.country);
      if (first) focusField(first, values);
      setProblem(verdict.other[0] ? { code: verdict.other[0], message: '', fields: {}, lines: {}, uncertain: false } : null);
      return;
    }
    setErrors({});
    setProblem(null);
    setSentIds(requestLines(lines, measurementsSent).ids);
    inFlight.current = true;
    // Made on the first submit and kept until an order is confirmed: every retry sends the same one.
    const idempotencyKey = checkoutAttempt.obtain();
    place.mutate(
      { input: verdict.input, idempotencyKey },
      {
        onSuccess: (result) => void finish(result),
        onError: fail,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  let content;
  if (placed) {
    content = (
      <Container className="py-16">
        <div className="mx-auto flex max-w-md flex-col items-center rounded-card border border-line bg-white p-8 text-center shadow-card" role="status">
          <Spinner className="text-emerald" />
          <p className="mt-3 font-semibold">{placed.payment.redirectUrl ? t('placed.toPayment') : t('placed.toConfirmation')}</p>
          <p className="mt-1 text-sm text-muted">{t('placed.number', { number: placed.order.orderNumber })}</p>
        </div>
      </Container>
    );
  } else if (checkout.isLoading) {
    content = <CheckoutSkeleton />;
  } else if (checkout.isError) {
    content = (
      <Container className="py-12">
        <ErrorPanel message={t('loadError')} onRetry={checkout.refetch} />
      </Container>
    );
  } else if (lines.length === 0) {
    content = (
      <Container className="py-12">
        <EmptyState
          icon={<ShoppingBag className="mx-auto h-10 w-10" />}
          title={t('empty.title')}
          description={t('empty.body')}
          actions={
            <Button asChild>
              <Link to="/products" data-testid="checkout-continue-shopping">
                {t('empty.continue')}
              </Link>
            </Button>
          }
        />
      </Container>
    );
  } else {
    const online = values.paymentMethod === 'chapa' || values.paymentMethod === 'stripe';
    // Offline, the order cannot be placed; what the shopper entered stays in the form meanwhile.
    const blockedReason = !connected
      ? t('blocked.offline')
      : billed.length === 0
        ? t('blocked.nothingAvailable')
        : needingSize.length > 0
          ? t('blocked.needsSize', { count: needingSize.length })
          : shipping === null
            ? t('shipping.blocked')
            : null;
    const charge = values.paymentMethod ? chargeFor(values.paymentMethod, currency, values.country, totals.total, rateData?.rates) : null;
    content = (
      <form noValidate onSubmit={submit} aria-describedby={blockedReason ? 'checkout-blocked' : undefined}>
        <Container className="grid gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8 lg:py-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="grid min-w-0 gap-4 sm:gap-5">
            <a
              href="#checkout-summary"
              onClick={() => setSummaryOpen(true)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-card border border-line bg-white px-4 py-2 text-sm shadow-card lg:hidden"
            >
              <span className="flex items-center gap-2 font-semibold">
                <ShoppingBag aria-hidden className="h-4 w-4 text-emerald" />
                {t('summary.jump', { count: billed.reduce((n, l) => n + l.quantity, 0) })}
              </span>
              <span className="font-bold tabular-nums">{format(totals.total)}</span>
            </a>
            <SizeGate lines={needingSize} onOpenCart={openCart} />

            <CheckoutSection id="checkout-contact" step={1} title={t('contact.title')} description={t('contact.description')}>
              {signedIn ? (
                <p className="mb-4 flex items-center gap-2 rounded-lg bg-emerald-tint/60 px-3 py-2 text-sm">
                  <UserCheck aria-hidden className="h-4 w-4 shrink-0 text-emerald" />
                  {t('contact.signedInAs', { email: me?.email ?? '' })}
                </p>
              ) : (
                <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-linen/70 px-3 py-2 text-sm">
                  <span>{t('contact.guestNote')}</span>
                  <Button asChild variant="outline" size="sm" className="min-h-11">
                    <Link to="/login?next=/checkout" data-testid="checkout-sign-in">
                      <LogIn aria-hidden className="h-4 w-4" /> {t('contact.signIn')}
                    </Link>
                  </Button>
                </div>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <Field {...bind('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} label={t('contact.email')} hint={t('contact.emailHint')} />
                <Field {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" label={t('contact.phone')} hint={t('contact.phoneHint')} />
              </div>
            </CheckoutSection>

            <CheckoutSection id="checkout-shipping" step={2} title={t('address.title')} description={t('address.description')}>
              <AddressFields bind={bind} country={values.country} />
            </CheckoutSection>

            <CheckoutSection id="checkout-delivery-notes" step={3} title={t('notes.title')}>
              <TextAreaField
                {...bind('deliveryNotes')}
                label={t('notes.label')}
                hint={t('notes.hint')}
                rows={3}
                maxLength={DELIVERY_NOTES_MAX}
                counter={t('notes.counter', { length: values.deliveryNotes.length, max: DELIVERY_NOTES_MAX })}
              />
            </CheckoutSection>

            <CheckoutSection id="checkout-payment" step={4} title={t('payment.title')} description={t('payment.description')}>
              <PaymentOptions
                methods={methods.data}
                loading={methods.isPending}
                failed={methods.isError}
                onRetry={() => void methods.refetch()}
                value={values.paymentMethod}
                onChange={(method) => form.change('paymentMethod', method)}
                error={message('paymentMethod')}
                totalUsdMinor={totals.total}
                currency={currency}
                country={values.country}
                rates={rateData?.rates}
              />
            </CheckoutSection>

            {hasMeasurements ? (
              <CheckoutSection id="checkout-measurements" step={5} title={t('measurementsChoice.title')}>
                <MeasurementsChoice
                  include={include}
                  onIncludeChange={form.chooseInclude}
                  isGuest={isGuest}
                  consent={form.measurementConsent}
                  onConsentChange={form.chooseConsent}
                  consentError={message('measurementConsent')}
                  lineCount={billed.filter((l) => l.measurements).length}
                />
              </CheckoutSection>
            ) : null}
          </div>

          <div className="grid gap-4 lg:sticky lg:top-24">
            <OrderSummary
              lines={lines}
              totals={totals}
              shipping={shippingState}
              format={format}
              measurementsSent={measurementsSent}
              problems={lineProblems}
              onEditCart={openCart}
              expanded={summaryOpen}
              onExpandedChange={setSummaryOpen}
            />
            {checkout.pricesUnchecked ? <p className="text-xs text-muted">{t('summary.pricesUnchecked')}</p> : null}
            {problem ? (
              <CheckoutBanner
                problem={problem}
                onOpenCart={openCart}
                onStartOver={() => {
                  checkoutAttempt.forget();
                  setProblem(null);
                }}
              />
            ) : null}
            <div className="grid gap-2">
              <Button type="submit" size="lg" variant="accent" className="w-full" disabled={place.isPending || blockedReason !== null} aria-busy={place.isPending} data-testid="checkout-place-order">
                {place.isPending ? (
                  <>
                    <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
                    {t('placing')}
                  </>
                ) : (
                  <>
                    <Lock aria-hidden className="h-4 w-4" />
                    {online ? t('placeOnline', { amount: format(totals.total) }) : t('place', { amount: format(totals.total) })}
                  </>
                )}
              </Button>
              {blockedReason ? (
                <p id="checkout-blocked" className="text-center text-sm font-semibold text-crimson">
                  {blockedReason}
                </p>
              ) : null}
              {charge && charge.currency !== currency ? <p className="text-center text-xs text-muted">{t('chargeNote', { amount: formatMoney(charge.minor, charge.currency, moneyLocale(i18n.language)) })}</p> : null}
              <p className="text-center text-xs text-muted">
                {t('terms.before')}{' '}
                <Link to="/terms" className="underline underline-offset-2 hover:text-ink">
                  {t('terms.link')}
                </Link>
                {t('terms.after')}
              </p>
            </div>
          </div>
        </Container>
      </form>
    );
  }

  return (
    <PageRoot name="checkout" title={t('title')}>
      <CheckoutHeader />
      {content}
    </PageRoot>
  );
}
