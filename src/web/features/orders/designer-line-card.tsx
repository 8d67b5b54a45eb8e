import { ChevronDown, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { OrderStatus } from '@domain/orders/constants';
import { countryName } from '@domain/orders/countries';
import type { DesignerOrderLine } from '@domain/orders/types';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { LineProductionPanel } from '../production';
import { useErrorText } from '../../lib/error-text';
import { DesignerMeasurementReview } from '../fitting';
import { CancelLineDialog } from './cancel-line-dialog';
import { CashDialog, CashRecordSummary } from './cash-dialog';
import { LineThumb } from './line-thumb';
import { MeasurementDetails } from './measurement-details';
import { actionLabelKey, isCustomFit, paymentMethodLabelKey, statusLabelKey, timelineEntries } from './order-status';
import { useSetLineStatus } from './set-line-status';
import { ShipToBlock } from './ship-to-block';
import { undoableMove, useUndoLineMove } from './undo-line-move';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PaymentBadge, StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { useOrderFormat } from './use-order-format';
import { useCustomerName } from './use-customer-name';

const SUMMARY = 'flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-emerald-dark [&::-webkit-details-marker]:hidden sm:px-5';

/** One garment to make: what, for whom, to where, with the measurements and the next steps. */
/** `showDesigner`: an admin sees every designer's lines, so each says whose it is. */
/** `isNew`: the designer was told of it and this visit is the first to show it (see new-lines.ts). */
export function DesignerLineCard({ line, showDesigner = false, isNew = false }: { line: DesignerOrderLine; showDesigner?: boolean; isNew?: boolean }) {
  const { t } = useTranslation('orders');
  const { language, date } = useOrderFormat();
  const change = useSetLineStatus();
  const errorText = useErrorText(['orders'], { refusalsOnly: true });
  const customerName = useCustomerName();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cashOpen, setCashOpen] = useState(false);
  const [deliverOpen, setDeliverOpen] = useState(false);
  const undo = useUndoLineMove();
  // Read once per render: the server decides at the tap (UNDO_EXPIRED after 10 minutes).
  const [renderedAt] = useState(() => Date.now());
  const undoable = undoableMove(line.history, line.id, renderedAt);
  const cash = line.cash;
  const viewer = showDesigner ? 'admin' : 'designer';
  const customFit = isCustomFit(line);
  const entries = useMemo(() => timelineEntries(line.history, { lineId: line.id }), [line.history, line.id]);
  const ordered = date(line.createdAt);
  const size = line.size === CUSTOM_FIT ? t('line.customFit') : line.size;
  const working = change.isPending ? change.variables.status : null;
  // Shipping asks for the carrier and tracking number: the production panel below does it.
  const actions = line.nextStatuses.filter((status) => status !== 'shipped');

  const move = (status: OrderStatus, note?: string) =>
    change.mutate(
      { lineId: line.id, status, note },
      {
        onSuccess: (updated) => {
          setCancelOpen(false);
          setDeliverOpen(false);
          toast({ title: t('designer.changed', { product: updated.productName, status: t(statusLabelKey(updated.status)) }), variant: 'success' });
        },
        onError: (error) => {
          setCancelOpen(false);
          setDeliverOpen(false);
          toast({ title: t('designer.changeFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
      },
    );

  return (
    <article data-testid="designer-line" data-line-id={line.id} data-status={line.status} data-new={isNew || undefined} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="flex gap-3 p-4 sm:gap-4 sm:p-5">
        <LineThumb src={line.productImageUrl} className="w-16 sm:w-20" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="text-xs text-muted">
              <span className="font-semibold text-ink-soft">{t('designer.line.order', { number: line.orderNumber })}</span>
              {ordered ? (
                <>
                  {' · '}
                  <time dateTime={line.createdAt}>{ordered}</time>
                </>
              ) : null}
            </p>
            <span className="flex flex-wrap items-center gap-2">
              {isNew ? (
                <span data-testid="designer-line-new" className="rounded-full bg-saffron px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">
                  {t('designer.line.new')}
                </span>
              ) : null}
              {/* Past its ready-by date and not shipped (issue 40): the designer sees it before the shopper asks. */}
              {line.late ? (
                <span data-testid="designer-line-late" className="rounded-full bg-crimson px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-cotton">
                  {t('designer.line.late')}
                </span>
              ) : null}
              <StatusBadge status={line.status} testId="designer-line-status" className="text-sm" />
            </span>
          </div>
          <h3 className="mt-1 font-semibold break-words">{line.productName}</h3>
          {showDesigner && line.designerName ? <p className="text-xs text-muted">{t('designer.line.madeBy', { name: line.designerName })}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
            {size ? (
              <span className={cn(customFit && 'rounded-full bg-saffron-tint px-2 py-0.5 font-semibold text-[#6b4f00]')}>{customFit ? size : t('line.size', { size })}</span>
            ) : null}
            <span>{t('line.quantity', { count: line.quantity })}</span>
          </p>
          {showDesigner ? null : (
            <Link to={`/designer/messages?order=${encodeURIComponent(line.orderId)}`} className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-emerald-dark underline-offset-4 hover:underline" data-testid="designer-line-message">
              <MessagesSquare aria-hidden className="h-4 w-4" />
              {t('designer.line.message')}
            </Link>
          )}
        </div>
      </div>

      <dl className="grid gap-3 border-t border-line px-4 py-3 text-sm sm:grid-cols-3 sm:px-5">
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('designer.line.customer')}</dt>
          <dd className="break-words">{customerName(line.customerName)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('designer.line.shipTo')}</dt>
          <dd className="break-words">
            {/* Orders forgotten before issue 35 lost their city: the country alone, not ", Ethiopia". */}
            {line.shippingCity
              ? t('designer.line.place', { city: line.shippingCity, country: countryName(line.shippingCountry, language) })
              : countryName(line.shippingCountry, language)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('designer.line.payment')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span>{t(paymentMethodLabelKey(line.paymentMethod))}</span>
            <PaymentBadge status={line.paymentStatus} method={line.paymentMethod} />
          </dd>
          {cash?.record ? <CashRecordSummary cash={cash} className="mt-1" /> : null}
        </div>
        {line.shipTo ? <ShipToBlock shipTo={line.shipTo} orderId={line.orderId} /> : null}
        {line.deliveryNotes ? (
          <div className="min-w-0 sm:col-span-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('designer.line.notes')}</dt>
            <dd className="whitespace-pre-line break-words" data-testid="designer-line-notes">
              {line.deliveryNotes}
            </dd>
          </div>
        ) : null}
      </dl>

      {line.measurements ? (
        <details open={customFit} className="group border-t border-line">
          <summary className={SUMMARY}>
            <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            {customFit ? t('measurements.customFitTitle') : t('measurements.title')}
          </summary>
          <MeasurementDetails lineId={line.id} productName={line.productName} measurements={line.measurements} className="px-4 pb-4 sm:px-5" />
          <DesignerMeasurementReview lineId={line.id} />
        </details>
      ) : null}

      <details className="group border-t border-line">
        <summary className={SUMMARY}>
          <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          {t('timeline.title')}
        </summary>
        <StatusTimeline entries={entries} viewer="designer" className="mx-4 mb-4 ml-7 sm:mx-5 sm:ml-8" />
      </details>

      <LineProductionPanel lineId={line.id} productName={line.productName} status={line.status} />

      {undoable ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line bg-saffron-tint/60 px-4 py-3 sm:px-5" data-testid="designer-line-undo-bar">
          <p className="min-w-0 flex-1 text-sm">{t('designer.undo.text', { status: t(statusLabelKey(undoable.to)) })}</p>
          <Button
            variant="outline"
            disabled={undo.isPending}
            aria-busy={undo.isPending || undefined}
            data-testid="designer-line-undo"
            onClick={() =>
              undo.mutate(line.id, {
                onSuccess: (updated) => toast({ title: t('designer.undo.done', { product: updated.productName, status: t(statusLabelKey(updated.status)) }), variant: 'success' }),
                onError: (error) => toast({ title: t('designer.undo.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 }),
              })
            }
          >
            {undo.isPending ? t('designer.actions.working') : t('designer.undo.button')}
          </Button>
        </div>
      ) : null}

      {actions.length > 0 || change.isError ? (
        <div className="border-t border-line bg-cotton/60 px-4 py-3 sm:px-5">
          {actions.length > 0 ? (
            <div role="group" aria-label={t('designer.line.actionsLabel', { product: line.productName })} className="flex flex-wrap gap-2">
              {actions.map((status, i) => {
                const cancel = status === 'cancelled';
                const busy = working === status;
                return (
                  <Button
                    key={status}
                    variant={cancel ? 'outline' : i === 0 ? 'accent' : 'outline'}
                    className={cn(cancel && 'border-crimson/40 text-[#8f1b2a] hover:border-crimson hover:bg-crimson-tint')}
                    disabled={change.isPending}
                    aria-busy={busy || undefined}
                    data-testid={`designer-line-action-${status}`}
                    // A pay-on-delivery line is delivered with its cash recorded: the dialog asks for it.
                    // Delivered paid online asks first: it starts the payout hold and cannot be undone.
                    onClick={() => (cancel ? setCancelOpen(true) : status === 'delivered' ? (cash ? setCashOpen(true) : setDeliverOpen(true)) : move(status))}
                  >
                    {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" /> : null}
                    {busy ? t('designer.actions.working') : t(actionLabelKey(status))}
                  </Button>
                );
              })}
            </div>
          ) : null}
          {change.isError ? (
            <p role="alert" className="mt-2 text-sm text-[#8f1b2a]" data-testid="designer-line-error">
              {errorText(change.error)}
            </p>
          ) : null}
        </div>
      ) : null}

      {cash && line.nextStatuses.includes('delivered') ? (
        <CashDialog open={cashOpen} onOpenChange={setCashOpen} line={{ id: line.id, productName: line.productName, orderNumber: line.orderNumber, cash }} viewer={viewer} />
      ) : null}

      {!cash && line.nextStatuses.includes('delivered') ? (
        <ConfirmDialog
          open={deliverOpen}
          onOpenChange={setDeliverOpen}
          title={t('designer.deliver.title', { product: line.productName })}
          description={t('designer.deliver.body')}
          confirmLabel={t('designer.actions.delivered')}
          cancelLabel={t('designer.deliver.cancel')}
          tone="default"
          pending={working === 'delivered'}
          onConfirm={() => move('delivered')}
          testId="designer-line-deliver-confirm"
        />
      ) : null}

      {line.nextStatuses.includes('cancelled') ? (
        <CancelLineDialog
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          productName={line.productName}
          orderNumber={line.orderNumber}
          pending={working === 'cancelled'}
          onConfirm={(note) => move('cancelled', note || undefined)}
        />
      ) : null}
    </article>
  );
}
