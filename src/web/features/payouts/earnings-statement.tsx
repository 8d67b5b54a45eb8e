import { ChevronLeft, ChevronRight, Download, ReceiptText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { EARNINGS_CARD } from './earnings-balance-card';
import { useEarningsFormat, type EarningsFormat } from './earnings-format';
import { FIRST_MONTH, pageCount, shiftMonth } from './earnings-month';
import { EarningsSectionError } from './earnings-section-error';
import { earningsStatementCsvHref, useEarningsStatement, type LedgerEntry } from './get-earnings-statement';

export interface EarningsStatementProps {
  month: string;
  /** This month: the picker goes no further. */
  currentMonth: string;
  page: number;
  onMonth: (month: string) => void;
  onPage: (page: number) => void;
  /** Whether the designer has any money yet (the empty month then says "no earnings yet"). */
  hasEarnings: boolean;
  className?: string;
}

/** A month's ledger entries, 100 a page, with the month's totals and its CSV. */
export function EarningsStatement({ month, currentMonth, page, onMonth, onPage, hasEarnings, className }: EarningsStatementProps) {
  const { t } = useTranslation('payouts');
  const f = useEarningsFormat();
  const statement = useEarningsStatement(month, page);
  const data = statement.data?.month === month ? statement.data : undefined;
  const label = f.month(month);

  let body;
  if (statement.isError && !data) {
    body = <EarningsSectionError message={t('statement.loadError')} error={statement.error} onRetry={() => void statement.refetch()} />;
  } else if (!data) {
    body = <StatementSkeleton />;
  } else if (data.total === 0) {
    body = hasEarnings ? (
      <EmptyState icon={<ReceiptText aria-hidden className="mx-auto h-10 w-10" />} title={t('statement.emptyMonthTitle', { month: label })} description={t('statement.emptyMonthBody')} />
    ) : (
      <EmptyState icon={<ReceiptText aria-hidden className="mx-auto h-10 w-10" />} title={t('statement.emptyTitle')} description={t('statement.emptyBody')} />
    );
  } else {
    const pages = pageCount(data.total, data.pageSize);
    body = (
      <div aria-busy={statement.isPlaceholderData || undefined} className={cn(statement.isPlaceholderData && 'opacity-60')}>
        <div aria-hidden className="hidden grid-cols-[8rem_minmax(0,1fr)_10rem] gap-4 border-b border-line pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
          <span>{t('statement.columns.date')}</span>
          <span>{t('statement.columns.entry')}</span>
          <span className="text-right">{t('statement.columns.amount')}</span>
        </div>
        <ul className="divide-y divide-line" data-testid="earnings-statement-entries">
          {data.entries.map((entry) => (
            <StatementRow key={entry.id} entry={entry} f={f} />
          ))}
        </ul>
        <dl className="mt-1 grid gap-1 border-t-2 border-ink pt-3" data-testid="earnings-statement-totals">
          {data.totals.map((total) => (
            <div key={total.currency} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <dt className="font-semibold">{t('statement.total', { month: label })}</dt>
              <dd className={cn('text-right font-display text-lg font-bold tabular-nums', total.amountMinor < 0 && 'text-crimson')}>{f.signed(total.amountMinor, total.currency)}</dd>
            </div>
          ))}
        </dl>
        {pages > 1 ? (
          <nav aria-label={t('statement.title')} className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="earnings-statement-previous-page">
              <ChevronLeft aria-hidden className="h-4 w-4" />
              {t('statement.previousPage')}
            </Button>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {t('statement.page', { page, pages })}
            </p>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="earnings-statement-next-page">
              {t('statement.nextPage')}
              <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        ) : null}
      </div>
    );
  }

  return (
    <section id="earnings-statement" aria-labelledby="earnings-statement-title" className={cn(EARNINGS_CARD, 'min-w-0 scroll-mt-24', className)} data-testid="earnings-statement">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="earnings-statement-title" className="font-display text-xl font-semibold">
          {t('statement.title')}
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={earningsStatementCsvHref(month)} download data-testid="earnings-statement-csv">
            <Download aria-hidden className="h-4 w-4" />
            {t('statement.download')}
          </a>
        </Button>
      </div>
      <div role="group" aria-label={t('statement.month')} className="mt-4 flex items-center justify-between gap-2 rounded-full border border-line bg-linen/50 p-1 sm:max-w-sm">
        <Button variant="ghost" size="icon" disabled={month <= FIRST_MONTH} onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('statement.previousMonth')} data-testid="earnings-month-previous">
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <p className="min-w-0 text-center font-semibold" aria-live="polite" data-testid="earnings-month">
          {label}
        </p>
        <Button variant="ghost" size="icon" disabled={month >= currentMonth} onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('statement.nextMonth')} data-testid="earnings-month-next">
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {data && data.total > 0 ? <p className="mt-3 text-sm text-muted">{t('statement.count', { count: data.total })}</p> : null}
      <div className="mt-2">{body}</div>
    </section>
  );
}

function StatementRow({ entry, f }: { entry: LedgerEntry; f: EarningsFormat }) {
  const { t } = useTranslation('payouts');
  const details = [entry.orderNumber ? t('statement.order', { number: entry.orderNumber }) : null, entry.productName, entry.reason].filter(Boolean).join(' · ');
  const when = f.date(entry.createdAt);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[8rem_minmax(0,1fr)_10rem]" data-testid="earnings-statement-entry" data-kind={entry.kind}>
      <span className="hidden text-sm text-ink-soft sm:block">{when}</span>
      <div className="min-w-0">
        <p className="font-semibold">{t(`kinds.${entry.kind}`)}</p>
        {details ? <p className="text-sm break-words text-ink-soft">{details}</p> : null}
        {entry.kind === 'delivered' && entry.availableAt ? <p className="text-sm text-emerald-dark">{t('statement.availableFrom', { date: f.date(entry.availableAt) })}</p> : null}
        <p className="text-xs text-muted sm:hidden">{when}</p>
      </div>
      <span className={cn('text-right font-semibold whitespace-nowrap tabular-nums', entry.amountMinor < 0 ? 'text-crimson' : entry.amountMinor > 0 ? 'text-emerald-dark' : 'text-muted')} data-testid="earnings-entry-amount">
        {f.signed(entry.amountMinor, entry.currency)}
      </span>
    </li>
  );
}

function StatementSkeleton() {
  return (
    <div className="grid gap-3" aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden className="grid grid-cols-[minmax(0,1fr)_5rem] gap-4">
          <div className="grid gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-5" />
        </div>
      ))}
    </div>
  );
}
