import { AlertTriangle, ArrowRight, Banknote, Mail, ShoppingBag, UserCheck, type LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { useMoney } from '../../currency';
import { useAdminOverview, type AdminOverview } from './get-admin-overview';

const CARD = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-5';
const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');

/** The console's first section: how the shop is doing today and what needs an admin. */
export function OverviewSection() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  const errorText = useErrorText(['admin']);

  return (
    <section aria-labelledby="admin-overview-title" data-testid="admin-overview" aria-busy={overview.isPending || undefined}>
      <h2 id="admin-overview-title" className="font-display text-2xl font-semibold">
        {t('overview.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('overview.subtitle')}</p>
      <div className="mt-4">
        {overview.data ? (
          <OverviewBody data={overview.data} />
        ) : overview.isError ? (
          <ErrorPanel message={`${t('overview.loadError')} ${errorText(overview.error)}`} onRetry={() => void overview.refetch()} />
        ) : (
          <OverviewSkeleton />
        )}
      </div>
    </section>
  );
}

function Tile({ icon: Icon, label, value, hint, href, action, alert, testId, className: outer }: { icon: LucideIcon; label: string; value: ReactNode; hint?: ReactNode; href?: string; action?: string; alert?: boolean; testId: string; className?: string }) {
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
        <Icon aria-hidden className={cn('h-4 w-4 shrink-0', alert && 'text-crimson')} />
        {label}
      </span>
      <span className="font-display text-2xl font-bold break-words tabular-nums sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </span>
      {hint ? <span className="text-xs text-muted">{hint}</span> : null}
      {href && action ? (
        <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-emerald-dark">
          {action}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </span>
      ) : null}
    </>
  );
  const className = cn('flex h-full min-h-11 flex-col gap-1', CARD, alert ? 'border-saffron' : '');
  return (
    <li className={outer}>
      {href ? (
        <Link to={href} className={cn(className, 'transition-colors hover:border-ink/40')} data-testid={testId}>
          {body}
        </Link>
      ) : (
        <div className={className} data-testid={testId}>
          {body}
        </div>
      )}
    </li>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const { format, currency } = useMoney();
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(i18n.language)), [i18n.language]);
  // Revenue is kept in US dollars; another currency is a conversion at today's rate, and says so.
  const converted = currency !== 'USD' ? t('overview.convertedHint', { currency }) : undefined;

  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        <Tile icon={ShoppingBag} testId="admin-overview-orders-today" label={t('overview.ordersToday')} value={number.format(data.ordersToday)} hint={t('overview.revenueLine', { amount: format(data.revenueTodayMinor) })} />
        <Tile icon={ShoppingBag} testId="admin-overview-orders-week" label={t('overview.ordersThisWeek')} value={number.format(data.ordersThisWeek)} hint={t('overview.weekHint')} />
        <Tile icon={Banknote} testId="admin-overview-revenue-week" label={t('overview.revenueThisWeek', { currency })} value={format(data.revenueThisWeekMinor)} hint={converted} />
        <Tile
          icon={UserCheck}
          testId="admin-overview-applications"
          label={t('overview.pendingApplications')}
          value={number.format(data.pendingApplications)}
          href="/admin?section=designer-applications"
          action={data.pendingApplications > 0 ? t('overview.review') : t('overview.nothingWaiting')}
          alert={data.pendingApplications > 0}
        />
        <Tile
          icon={Mail}
          testId="admin-overview-messages"
          className="col-span-2 sm:col-span-1"
          label={t('overview.unreadMessages')}
          value={number.format(data.unreadMessages)}
          href="/admin?section=messages"
          action={data.unreadMessages > 0 ? t('overview.readThem') : t('overview.nothingWaiting')}
          alert={data.unreadMessages > 0}
        />
      </ul>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DailyOrdersChart daily={data.daily} />
        <LowStockCard lowStock={data.lowStock} />
      </div>
    </div>
  );
}

function LowStockCard({ lowStock }: { lowStock: AdminOverview['lowStock'] }) {
  const { t } = useTranslation('admin');
  return (
    <div className={CARD} data-testid="admin-overview-low-stock">
      <h3 className="flex items-center gap-1.5 font-display text-lg font-semibold">
        <AlertTriangle aria-hidden className={cn('h-4 w-4 shrink-0', lowStock.total > 0 && 'text-crimson')} />
        {t('overview.lowStock.title')}
      </h3>
      {lowStock.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('overview.lowStock.none')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {lowStock.items.map((p) => (
            <li key={p.id}>
              <Link to={`/designer/edit-product/${encodeURIComponent(p.id)}`} className="flex min-h-11 items-center justify-between gap-3 py-1 text-sm hover:underline">
                <span className="min-w-0 truncate font-semibold">{p.name}</span>
                <span className={cn('shrink-0 tabular-nums', p.stockQuantity === 0 ? 'font-semibold text-crimson' : 'text-[#8f1b2a]')}>
                  {p.stockQuantity === 0 ? t('overview.lowStock.soldOut') : t('overview.lowStock.left', { count: p.stockQuantity })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {lowStock.total > lowStock.items.length ? <p className="mt-1 text-xs text-muted">{t('overview.lowStock.more', { count: lowStock.total - lowStock.items.length })}</p> : null}
    </div>
  );
}

const CHART = { height: 140, top: 16, bottom: 22 } as const;

/** Orders per day for 30 days: bars for the eye, a table for a screen reader. */
function DailyOrdersChart({ daily }: { daily: AdminOverview['daily'] }) {
  const { t, i18n } = useTranslation('admin');
  const { format, currency } = useMoney();
  const locale = intlLocale(i18n.language);
  const formats = useMemo(
    () => ({
      // `day` is a calendar date: read and written in UTC, so no time zone moves it.
      short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const total = daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = daily.reduce((sum, d) => sum + d.revenueMinor, 0);
  const max = Math.max(1, ...daily.map((d) => d.orders));
  // One unit per day in the drawing; the SVG stretches to the card's width.
  const width = daily.length * 10;
  const plot = CHART.height - CHART.top - CHART.bottom;
  const date = (iso: string, long = false) => {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : (long ? formats.long : formats.short).format(ms);
  };

  return (
    <figure className={CARD} data-testid="admin-overview-chart">
      <figcaption>
        <h3 className="font-display text-lg font-semibold">{t('overview.chart.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t('overview.chart.totals', { count: total, orders: formats.number.format(total), revenue: format(revenue) })}</p>
      </figcaption>
      {total === 0 ? (
        // The same height as the bars, so the card does not jump when the first order arrives.
        <p className="mt-3 grid h-36 place-items-center rounded-lg bg-linen/60 px-3 text-center text-sm text-ink-soft">{t('overview.chart.noOrders')}</p>
      ) : (
        <>
          <svg aria-hidden focusable="false" viewBox={`0 0 ${width} ${CHART.height}`} preserveAspectRatio="none" className="mt-3 block h-36 w-full">
            <line x1={0} x2={width} y1={CHART.height - CHART.bottom} y2={CHART.height - CHART.bottom} className="stroke-line" strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
            {daily.map((d, i) => {
              const h = (d.orders / max) * plot;
              return (
                <rect key={d.day} x={i * 10 + 1.5} width={7} y={CHART.height - CHART.bottom - h} height={h} rx={1} className={i === daily.length - 1 ? 'fill-emerald-dark' : 'fill-emerald'}>
                  <title>{t('overview.chart.daySummary', { day: date(d.day, true), count: d.orders, orders: formats.number.format(d.orders), revenue: format(d.revenueMinor) })}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between text-[11px] text-muted" aria-hidden>
            <span>{daily[0] ? date(daily[0].day) : ''}</span>
            <span>{daily[14] ? date(daily[14].day) : ''}</span>
            <span>{daily.at(-1) ? date(daily.at(-1)?.day ?? '') : ''}</span>
          </div>
        </>
      )}
      <div className="sr-only">
        <table>
          <caption>{t('overview.chart.tableCaption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.day')}</th>
              <th scope="col">{t('overview.chart.orders')}</th>
              <th scope="col">{t('overview.chart.revenue', { currency })}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{date(d.day, true)}</th>
                <td>{formats.number.format(d.orders)}</td>
                <td>{format(d.revenueMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function OverviewSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={CARD}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
            <Skeleton className="mt-3 h-4 w-20" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-56 w-full rounded-card" />
        <Skeleton className="h-56 w-full rounded-card" />
      </div>
    </div>
  );
}
