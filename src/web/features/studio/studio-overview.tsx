import { AlertTriangle, ArrowRight, Banknote, ClipboardList, Shirt } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useMoney } from '../currency';
import { useStudioOverview, type StudioOverviewData, type StudioWeek } from './get-studio-overview';

/**
 * The chart's drawing box in SVG units. Its width follows the card's (one unit a CSS pixel), so the
 * text keeps its size on a wide screen while the weeks spread out; 320 until the card is measured.
 */
export const CHART_BOX = { width: 320, height: 176, top: 20, bottom: 24, left: 4, right: 4 } as const;
/** Under this much room per week, every other date is written (the newest always). */
export const LABEL_SLOT_MIN = 36;
const BAR_WIDTH_MAX = 48;
export type ChartBox = { readonly [K in keyof typeof CHART_BOX]: number };

/** How many weeks the chart shows (the contract's "last 8 weeks"). */
export const CHART_WEEKS = 8;

export interface WeekShape {
  /** Left edge of the bar. */
  x: number;
  width: number;
  /** Middle of the week's slot: the week label, the count and the revenue point. */
  center: number;
  barY: number;
  barHeight: number;
  lineY: number;
}

export interface WeeklyChart {
  shapes: WeekShape[];
  /** The revenue line as SVG `points`. */
  linePoints: string;
  baseline: number;
  /** Room per week, in SVG units. */
  slot: number;
}

const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Bars for orders and a line for revenue in one plot, each scaled to its own largest week (there
 * is no axis: the numbers are written on the bars and in the hidden table). The line stops a
 * little under the top so its highest point does not sit on the tallest bar's count.
 */
export function weeklyChart(weeks: readonly Pick<StudioWeek, 'orders' | 'revenueMinor'>[], box: ChartBox = CHART_BOX): WeeklyChart {
  const baseline = box.height - box.bottom;
  const plot = baseline - box.top;
  const slot = weeks.length > 0 ? (box.width - box.left - box.right) / weeks.length : 0;
  const barWidth = Math.min(slot * 0.56, BAR_WIDTH_MAX);
  const maxOrders = Math.max(0, ...weeks.map((w) => amount(w.orders)));
  const maxRevenue = Math.max(0, ...weeks.map((w) => amount(w.revenueMinor)));
  const shapes = weeks.map((week, i) => {
    const orders = amount(week.orders);
    const revenue = amount(week.revenueMinor);
    // One order among weeks of dozens still shows as a sliver rather than nothing.
    const barHeight = maxOrders > 0 && orders > 0 ? Math.max(2, (orders / maxOrders) * plot) : 0;
    const center = box.left + slot * i + slot / 2;
    return {
      x: round1(center - barWidth / 2),
      width: round1(barWidth),
      center: round1(center),
      barY: round1(baseline - barHeight),
      barHeight: round1(barHeight),
      lineY: round1(maxRevenue > 0 ? baseline - (revenue / maxRevenue) * plot * 0.85 : baseline),
    };
  });
  return { shapes, linePoints: shapes.map((s) => `${s.center},${s.lineY}`).join(' '), baseline, slot };
}

/** Whether week `index` of `count` gets its date written: all of them when there is room, else every other one counted back from the newest. */
export const showsWeekLabel = (index: number, count: number, slot: number) => slot >= LABEL_SLOT_MIN || (count - 1 - index) % 2 === 0;

/** The weeks to draw: the newest eight, oldest first, whatever length the server sent. */
export const chartWeeks = (weekly: readonly StudioWeek[] | null | undefined): StudioWeek[] => (Array.isArray(weekly) ? weekly.slice(-CHART_WEEKS) : []);

export function weeklyTotals(weeks: readonly Pick<StudioWeek, 'orders' | 'revenueMinor'>[]): { orders: number; revenueMinor: number } {
  return weeks.reduce((sum, w) => ({ orders: sum.orders + amount(w.orders), revenueMinor: sum.revenueMinor + amount(w.revenueMinor) }), { orders: 0, revenueMinor: 0 });
}

const NO_COUNTS: StudioOverviewData['counts'] = { draft: 0, published: 0, hidden: 0 };
/** The answer's counts, or none: a missing field must not take the whole dashboard down. */
const countsOf = (data: StudioOverviewData): StudioOverviewData['counts'] => (data.counts && typeof data.counts === 'object' ? data.counts : NO_COUNTS);
const productTotal = (counts: StudioOverviewData['counts']) => amount(counts.draft) + amount(counts.published) + amount(counts.hidden);

const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');

export interface StudioOverviewProps {
  /** Where "orders to act on" leads: the order lines on the same dashboard. */
  ordersHref?: string;
  /** Where the product counts lead: the products table on the same dashboard. */
  productsHref?: string;
}

const CARD = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

/** The designer's shop at a glance: what to do now, how sales go, and what runs low. */
export function StudioOverview({ ordersHref = '#designer-orders', productsHref = '#studio-products' }: StudioOverviewProps) {
  const { t } = useTranslation('studio');
  const overview = useStudioOverview();
  const errorText = useErrorText();

  let body;
  if (overview.data === undefined) {
    body = overview.isError ? (
      <ErrorPanel message={`${t('overview.loadError')} ${errorText(overview.error)}`} onRetry={() => void overview.refetch()} />
    ) : (
      <OverviewSkeleton />
    );
  } else if (productTotal(countsOf(overview.data)) === 0) {
    body = (
      <div data-testid="studio-overview-empty">
        <EmptyState
          icon={<Shirt aria-hidden className="mx-auto h-10 w-10" />}
          title={t('overview.empty.title')}
          description={t('overview.empty.body')}
          actions={
            <Button asChild variant="accent">
              <Link to="/designer/add-product" data-testid="studio-overview-first-product">
                {t('overview.empty.action')}
              </Link>
            </Button>
          }
        />
      </div>
    );
  } else {
    body = <OverviewTiles data={overview.data} ordersHref={ordersHref} productsHref={productsHref} />;
  }

  return (
    <section id="studio-overview" aria-labelledby="studio-overview-title" className="scroll-mt-24" data-testid="studio-overview" aria-busy={overview.isPending || undefined}>
      <h2 id="studio-overview-title" className="mb-4 font-display text-2xl font-semibold">
        {t('overview.title')}
      </h2>
      {body}
    </section>
  );
}

function OverviewTiles({ data, ordersHref, productsHref }: { data: StudioOverviewData; ordersHref: string; productsHref: string }) {
  const { t, i18n } = useTranslation('studio');
  const { format, currency } = useMoney();
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(i18n.language)), [i18n.language]);
  const toAct = amount(data.toAct);
  const lowStock = Array.isArray(data.lowStock) ? data.lowStock : [];
  const shownLow = lowStock.slice(0, 5);

  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <li>
          <a
            href={ordersHref}
            data-testid="studio-overview-to-act"
            className={cn(
              'flex h-full min-h-11 flex-col gap-1 rounded-card border bg-white p-4 shadow-card transition-colors hover:border-ink/40 sm:p-5',
              toAct > 0 ? 'border-saffron' : 'border-line',
            )}
          >
            <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
              <ClipboardList aria-hidden className="h-4 w-4 shrink-0" />
              {t('overview.toAct.label')}
            </span>
            <span className="font-display text-3xl font-bold tabular-nums">{number.format(toAct)}</span>
            <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-emerald-dark">
              {toAct > 0 ? t('overview.toAct.action') : t('overview.toAct.none')}
              <ArrowRight aria-hidden className="h-4 w-4" />
            </span>
          </a>
        </li>
        <li className="flex flex-col gap-1 rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid="studio-overview-sales">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
            <Banknote aria-hidden className="h-4 w-4 shrink-0" />
            {t('overview.sales.label')}
          </span>
          <span className="font-display text-2xl font-bold break-words tabular-nums sm:text-3xl">{format(amount(data.salesThisMonthMinor))}</span>
          {/* Sales are kept in US dollars: another currency is a conversion, and says so. */}
          {currency !== 'USD' ? <span className="mt-auto pt-1 text-xs text-muted">{t('overview.sales.hint', { currency })}</span> : null}
        </li>
        <li className="col-span-2 flex flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5 lg:col-span-1" data-testid="studio-overview-products">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
            <Shirt aria-hidden className="h-4 w-4 shrink-0" />
            {t('overview.products.label')}
          </span>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            {(['published', 'draft', 'hidden'] as const).map((status) => (
              <div key={status} className="rounded-lg bg-linen/60 px-1 py-2">
                <dt className="text-xs text-ink-soft">{t(`status.${status}`)}</dt>
                <dd className="font-display text-2xl font-bold tabular-nums" data-testid={`studio-overview-count-${status}`}>
                  {number.format(amount(countsOf(data)[status]))}
                </dd>
              </div>
            ))}
          </dl>
          <a href={productsHref} className="mt-2 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-emerald-dark hover:underline">
            {t('overview.products.action')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </a>
        </li>
        <li className="col-span-2 flex flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5 lg:col-span-1" data-testid="studio-overview-low-stock">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
            <AlertTriangle aria-hidden className={cn('h-4 w-4 shrink-0', lowStock.length > 0 && 'text-crimson')} />
            {t('overview.lowStock.label')}
          </span>
          {shownLow.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">{t('overview.lowStock.none')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {shownLow.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/designer/edit-product/${encodeURIComponent(p.id)}`}
                    className="flex min-h-11 items-center justify-between gap-3 py-1 text-sm hover:underline"
                    data-testid="studio-overview-low-stock-item"
                  >
                    <span className="min-w-0 truncate font-semibold">{p.name}</span>
                    <span className={cn('shrink-0 tabular-nums', amount(p.stockQuantity) === 0 ? 'font-semibold text-crimson' : 'text-[#8f1b2a]')}>
                      {amount(p.stockQuantity) === 0 ? t('overview.lowStock.soldOut') : t('overview.lowStock.left', { count: amount(p.stockQuantity) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {lowStock.length > shownLow.length ? <p className="mt-1 text-xs text-muted">{t('overview.lowStock.more', { count: lowStock.length - shownLow.length })}</p> : null}
        </li>
      </ul>
      <WeeklyChartCard weekly={chartWeeks(data.weekly)} />
    </div>
  );
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The element's width in CSS pixels, followed as it changes (rotation, window resize); null before it is measured. */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function WeeklyChartCard({ weekly }: { weekly: StudioWeek[] }) {
  const { t, i18n } = useTranslation('studio');
  const { format, currency } = useMoney();
  const locale = intlLocale(i18n.language);
  const formats = useMemo(
    () => ({
      // weekStart is a calendar date: read and written in UTC, so no time zone moves it a day.
      week: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      weekLong: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const [frameRef, frameWidth] = useWidth<HTMLDivElement>();
  const box = useMemo(() => ({ ...CHART_BOX, width: frameWidth && frameWidth >= 200 ? frameWidth : CHART_BOX.width }), [frameWidth]);
  const chart = useMemo(() => weeklyChart(weekly, box), [weekly, box]);
  const totals = useMemo(() => weeklyTotals(weekly), [weekly]);
  const label = (iso: string, long = false) => {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : (long ? formats.weekLong : formats.week).format(ms);
  };

  return (
    <figure className={CARD} data-testid="studio-overview-chart">
      <figcaption>
        <h3 className="font-display text-lg font-semibold">{t('overview.chart.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">
          {t('overview.chart.totals', { orders: formats.number.format(totals.orders), count: totals.orders, revenue: format(totals.revenueMinor) })}
        </p>
      </figcaption>
      {weekly.length === 0 ? (
        <p className="mt-4 rounded-lg bg-linen/60 px-3 py-6 text-center text-sm text-ink-soft">{t('overview.chart.noData')}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft" aria-hidden>
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block h-3 w-3 rounded-sm bg-emerald" />
              {t('overview.chart.orders')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block h-0.5 w-4 bg-crimson" />
              {t('overview.chart.revenue', { currency })}
            </span>
          </div>
          {/* Drawn for the eye; the table below says the same to a screen reader. */}
          <div ref={frameRef} className="mt-2">
            <svg aria-hidden focusable="false" viewBox={`0 0 ${box.width} ${box.height}`} className="block h-auto w-full overflow-visible text-[11px]">
              <line x1={box.left} x2={box.width - box.right} y1={chart.baseline} y2={chart.baseline} className="stroke-line" strokeWidth={1} />
              {chart.shapes.map((shape, i) => {
                const week = weekly[i];
                if (!week) return null;
                return (
                  <g key={week.weekStart || i}>
                    <title>{t('overview.chart.weekSummary', { week: label(week.weekStart, true), count: amount(week.orders), orders: formats.number.format(amount(week.orders)), revenue: format(amount(week.revenueMinor)) })}</title>
                    <rect x={shape.x} y={shape.barY} width={shape.width} height={shape.barHeight} rx={2} className={i === weekly.length - 1 ? 'fill-emerald-dark' : 'fill-emerald'} />
                    <text
                      x={shape.center}
                      y={shape.barY - 4}
                      textAnchor="middle"
                      className="fill-ink font-semibold"
                      // A halo keeps the count readable where the revenue line crosses it.
                      stroke="white"
                      strokeWidth={3}
                      paintOrder="stroke"
                    >
                      {formats.number.format(amount(week.orders))}
                    </text>
                    {showsWeekLabel(i, weekly.length, chart.slot) ? (
                      <text x={shape.center} y={box.height - 6} textAnchor="middle" className="fill-muted text-[10px]">
                        {label(week.weekStart)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <polyline points={chart.linePoints} fill="none" className="stroke-crimson" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
              {chart.shapes.map((shape, i) => (
                <circle key={i} cx={shape.center} cy={shape.lineY} r={3} className="fill-white stroke-crimson" strokeWidth={2} />
              ))}
            </svg>
          </div>
          {totals.orders === 0 ? <p className="mt-2 text-sm text-ink-soft">{t('overview.chart.noOrders')}</p> : null}
          {/* A table ignores sr-only's 1px width (it sizes to its cells): the wrapper clips it. */}
          <div className="sr-only">
            <table data-testid="studio-overview-chart-table">
              <caption>{t('overview.chart.tableCaption', { currency })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.chart.week')}</th>
                  <th scope="col">{t('overview.chart.orders')}</th>
                  <th scope="col">{t('overview.chart.revenue', { currency })}</th>
                </tr>
              </thead>
              <tbody>
                {weekly.map((week, i) => (
                  <tr key={week.weekStart || i}>
                    <th scope="row">{t('overview.chart.weekOf', { week: label(week.weekStart, true) })}</th>
                    <td>{formats.number.format(amount(week.orders))}</td>
                    <td>{format(amount(week.revenueMinor))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

// Whole class names, so Tailwind finds them in the source.
const SKELETON_BARS = ['h-14', 'h-24', 'h-10', 'h-28', 'h-20', 'h-24', 'h-16', 'h-32'] as const;

function OverviewSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={cn('rounded-card border border-line bg-white p-4 shadow-card sm:p-5', i > 1 && 'col-span-2 lg:col-span-1')}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
            <Skeleton className="mt-3 h-4 w-20" />
          </div>
        ))}
      </div>
      <div className={CARD}>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-2 h-4 w-64 max-w-full" />
        <div className="mt-4 flex h-36 items-end gap-3">
          {SKELETON_BARS.map((height, i) => (
            <Skeleton key={i} className={cn('flex-1 rounded-sm', height)} />
          ))}
        </div>
      </div>
    </div>
  );
}
