import { AlertTriangle, ChevronDown, Ruler, Truck } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Totals } from '@domain/money/totals';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { localized } from '../../../lib/localized';
import { offersSizeChoice } from '@domain/sizing/cart-gating';
import { isCustomFit, productSize, type CheckoutLineView, type LineMeasurements } from './checkout-lines';
import { ShippingParcels, type ShippingState } from './checkout-parcels';
import { measurementRows } from './measurement-rows';
import { lineCode, type LineProblem } from './server-errors';
import { ReturnsPolicyNote } from '../../returns';

function useNumber() {
  const { i18n } = useTranslation('checkout');
  return (value: number) => new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en-US', { maximumFractionDigits: 1 }).format(value);
}

/** A compact badge; the list opens in place, in cm and inches, as the designer will read it. */
export function LineMeasurementsView({ measurements, sent }: { measurements: LineMeasurements; sent: boolean }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const num = useNumber();
  const rows = measurementRows(measurements.metric, measurements.category);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-1.5" data-testid="checkout-line-measurements">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={sent ? 'emerald' : 'neutral'}>
          <Ruler aria-hidden className="h-3.5 w-3.5" />
          {t('summary.measurementsBadge', { count: rows.length })}
        </Badge>
        <Collapsible.Trigger asChild>
          <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-xs font-semibold text-emerald-dark underline-offset-4 hover:underline sm:min-h-8">
            {open ? t('summary.hideMeasurements') : t('summary.showMeasurements')}
            <ChevronDown aria-hidden className={cn('h-3.5 w-3.5 transition-transform', open && 'rotate-180')} />
          </button>
        </Collapsible.Trigger>
      </div>
      {sent ? null : <p className="text-xs text-muted">{t('summary.measurementsNotSent')}</p>}
      <Collapsible.Content>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 rounded-lg bg-linen/70 p-2.5 text-xs">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="text-ink-soft">{t(`measurements.${row.key}`)}</dt>
              <dd className="text-right tabular-nums">
                {row.kind === 'weight'
                  ? t('summary.weightValue', { kg: num(row.metric), lb: num(row.imperial) })
                  : t('summary.lengthValue', { cm: num(row.metric), inches: num(row.imperial) })}
              </dd>
            </div>
          ))}
        </dl>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function lineProblemText(t: (key: string, options?: Record<string, unknown>) => string, problem: LineProblem, line: CheckoutLineView): string {
  const code = lineCode(problem);
  if (code === 'OUT_OF_STOCK') {
    // The server's count, else the stock checkout has just re-read.
    const left = problem.left ?? (line.stock < line.quantity ? line.stock : null);
    if (left === null) return t('lineProblems.notEnough');
    return left > 0 ? t('lineProblems.onlyLeft', { count: left }) : t('lineProblems.soldOut');
  }
  return t(`lineProblems.${code}`, { defaultValue: t('lineProblems.generic') });
}

function SummaryLine({
  line,
  format,
  measurementsSent,
  problem,
  onEditCart,
}: {
  line: CheckoutLineView;
  format: (usdMinor: number) => string;
  measurementsSent: boolean;
  problem: LineProblem | undefined;
  onEditCart: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const name = localized(i18n.language, line.name, line.nameAm) ?? line.name;
  // 'One Size' says nothing a shopper needs to read again.
  const shownSize = offersSizeChoice(line.sizes) ? productSize(line) : null;
  const custom = isCustomFit(line, measurementsSent);
  const overStock = line.available && line.quantity > line.stock;
  const note = problem ? lineProblemText(t, problem, line) : overStock ? t('lineProblems.onlyLeft', { count: line.stock }) : null;
  return (
    <li className={cn('flex gap-3 py-3', !line.available && 'opacity-70')} data-testid="checkout-line" data-product-id={line.productId} data-available={line.available}>
      <div className="relative shrink-0">
        <img src={line.imageUrl ?? '/placeholder-product.svg'} alt="" className={cn('h-20 w-16 rounded-lg bg-linen object-cover', !line.available && 'grayscale')} loading="lazy" />
        <span className="absolute -right-2 -top-2 grid h-6 min-w-6 place-items-center rounded-full bg-ink px-1.5 text-xs font-bold text-cotton" aria-hidden>
          {line.quantity}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className={cn('line-clamp-2 text-sm font-semibold leading-snug', !line.available && 'line-through')}>{name}</p>
          <p className={cn('shrink-0 text-sm font-semibold tabular-nums', !line.available && 'text-muted line-through')}>{format(line.priceMinor * line.quantity)}</p>
        </div>
        <p className="mt-0.5 text-xs text-ink-soft">
          {custom ? t('summary.customFit') : shownSize ? t('summary.size', { size: shownSize }) : null}
          {custom || shownSize ? ' · ' : null}
          {t('summary.quantity', { count: line.quantity })}
          {line.quantity > 1 ? ` · ${t('summary.each', { price: format(line.priceMinor) })}` : null}
        </p>
        {line.available && line.productionDays ? (
          <p className="mt-0.5 text-xs font-semibold text-emerald-dark" data-testid="checkout-line-made-to-measure">
            {t('summary.madeToMeasure', { count: line.productionDays })}
          </p>
        ) : null}
        {/* Beside each line, the rule that applies to it (made to measure when it has production days), said before paying (issue 39). */}
        {line.available ? <ReturnsPolicyNote fulfilment={line.productionDays ? 'made_to_measure' : 'ready'} className="mt-0.5 grid gap-0.5 text-xs text-muted" /> : null}
        {!line.available ? <p className="mt-1 text-xs font-semibold text-crimson" data-testid="checkout-line-unavailable">{t('summary.unavailable')}</p> : null}
        {line.available && line.measurements ? <LineMeasurementsView measurements={line.measurements} sent={measurementsSent} /> : null}
        {note && line.available ? (
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 rounded-lg bg-crimson-tint px-2 py-1 text-xs" data-testid="checkout-line-problem">
            <AlertTriangle aria-hidden className="h-3.5 w-3.5 shrink-0 text-crimson" />
            <span className="font-semibold text-crimson">{note}</span>
            <Button variant="link" size="sm" className="min-h-11 px-0 text-xs sm:min-h-8" onClick={onEditCart}>
              {t('summary.editCart')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export interface OrderSummaryProps {
  lines: CheckoutLineView[];
  totals: Totals;
  /** Each parcel's cost and arrival window once quoted for the destination (issue 40). */
  shipping: ShippingState;
  format: (usdMinor: number) => string;
  measurementsSent: boolean;
  problems: Map<string, LineProblem>;
  onEditCart: () => void;
  /** Phones: the item list folds away (the totals stay); desktops always show it. */
  expanded: boolean;
  onExpandedChange: (open: boolean) => void;
}

/** Lines, the parcels with their shipping and arrival, subtotal, shipping and total in the shopper's currency. */
export function OrderSummary({ lines, totals, shipping, format, measurementsSent, problems, onEditCart, expanded, onExpandedChange }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const quoted = shipping.kind === 'ready';
  const count = lines.filter((l) => l.available).reduce((n, l) => n + l.quantity, 0);
  return (
    <section id="checkout-summary" aria-labelledby="checkout-summary-title" className="scroll-mt-24 rounded-card border border-line bg-white shadow-card" data-testid="checkout-summary">
      <div className="tibeb-band tibeb-band-thin rounded-t-card" />
      <div className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="checkout-summary-title" className="font-display text-lg font-semibold sm:text-xl">
            {t('summary.title')}
          </h2>
          <span className="text-sm text-muted">{t('summary.items', { count })}</span>
        </div>
        <button
          type="button"
          className="mt-2 flex min-h-11 w-full items-center justify-between rounded-lg bg-linen/70 px-3 text-sm font-semibold lg:hidden"
          aria-expanded={expanded}
          aria-controls="checkout-summary-lines"
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? t('summary.hideItems') : t('summary.showItems', { count: lines.length })}
          <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
        </button>
        <ul id="checkout-summary-lines" className={cn('divide-y divide-line lg:block lg:max-h-[max(12rem,calc(100dvh-29rem))] lg:overflow-y-auto lg:pr-1', expanded ? 'block' : 'hidden')}>
          {lines.map((line) => (
            <SummaryLine key={line.id} line={line} format={format} measurementsSent={measurementsSent} problem={problems.get(line.id)} onEditCart={onEditCart} />
          ))}
        </ul>
        <ShippingParcels state={shipping} lines={lines} format={format} />
        <dl className="mt-3 grid gap-1.5 border-t border-line pt-3 text-sm">
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd className="tabular-nums" data-testid="checkout-subtotal">
              {format(totals.subtotal)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="flex items-center gap-1.5">
              <Truck aria-hidden className="h-4 w-4 text-emerald" />
              {t('summary.shipping')}
            </dt>
            <dd className={cn('tabular-nums', !quoted && 'text-muted', quoted && totals.shipping === 0 && 'font-semibold text-emerald-dark')} data-testid="checkout-shipping" data-quoted={quoted}>
              {!quoted ? t('shipping.pending') : totals.shipping === 0 ? t('summary.free') : format(totals.shipping)}
            </dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between border-t border-line pt-2 text-base font-bold">
            <dt>{t('summary.total')}</dt>
            <dd className="text-lg tabular-nums" data-testid="checkout-total">
              {format(totals.total)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
