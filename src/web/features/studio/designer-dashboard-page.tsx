import { ClipboardList, Plus, Store } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { useErrorText } from '../../lib/error-text';
import { useBecomeDesigner, useMe, type Me, SignInRequired } from '../accounts';
import { DesignerFitPanel } from '../fit-feedback';
import { DesignerReviewsPanel } from '../reviews';
import { DesignerReturns } from '../returns';
import { StudioOverview, StudioProductsTable } from './';
import {
  countByStatus,
  DesignerLineCard,
  isLineFilter,
  isShownAsNew,
  LINE_FILTERS,
  linesToMarkSeen,
  STATUS_STYLES,
  StatusIcon,
  statusLabelKey,
  studioNewCount,
  SUMMARY_STATUSES,
  useDesignerOrderLines,
  useMarkLinesSeen,
  type LineFilter,
} from '../orders';

const LOGIN_HREF = '/login?redirect=/designer-dashboard&next=/designer-dashboard';

const mayUseDashboard = (me: Me | null): boolean => me?.role === 'designer' || me?.role === 'admin';

/** /designer-dashboard: the lines a designer has to make (an admin: every designer's), to move on step by step. */
export function DesignerDashboardPage() {
  const { t } = useTranslation('orders');
  const me = useMe();
  const user = me.data ?? null;
  const allowed = mayUseDashboard(user);

  let body;
  if (me.isPending) {
    body = <LinesSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = (
      <SignInRequired title={t('designer.gate.signInTitle')} description={t('designer.gate.signInBody')} action={t('designer.gate.signIn')} href={LOGIN_HREF} />
    );
  } else if (!allowed) {
    body = <DesignersOnly />;
  } else {
    body = <Dashboard isAdmin={user?.role === 'admin'} isDesigner={user?.role === 'designer'} />;
  }

  return (
    <PageRoot name="designer-dashboard" title={t('designer.title')}>
      <PageHero title={t('designer.title')} subtitle={t('designer.subtitle')}>
        {allowed && user ? (
          <p className="mt-4 text-sm font-semibold text-emerald-dark" data-testid="designer-dashboard-name">
            {t('designer.signedInAs', { name: user.fullName })}
          </p>
        ) : null}
        {user?.role === 'admin' ? <p className="mt-1 text-sm text-ink-soft">{t('designer.adminNote')}</p> : null}
        {/* Profile, earnings and messages are in the studio's navigation (studio-layout.tsx), as is the suspension notice. */}
        {user?.role === 'designer' ? (
          <div className="mt-5 flex flex-wrap gap-2">
            <Button asChild variant="accent">
              <Link to="/designer/add-product" data-testid="designer-dashboard-add-product">
                <Plus aria-hidden className="h-4 w-4" />
                {t('designer.links.addProduct')}
              </Link>
            </Button>
          </div>
        ) : null}
      </PageHero>
      <Container className="py-8 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

/** A signed-in shopper: the dashboard is not theirs, but becoming a designer is one step away. */
function DesignersOnly() {
  const { t } = useTranslation('orders');
  const becomeDesigner = useBecomeDesigner();
  return (
    <div data-testid="designer-dashboard-designers-only">
      <EmptyState
        icon={<Store aria-hidden className="mx-auto h-10 w-10" />}
        title={t('designer.gate.title')}
        description={t('designer.gate.body')}
        actions={
          <>
            <Button onClick={becomeDesigner}>{t('designer.gate.action')}</Button>
            <Button asChild variant="outline">
              <Link to="/products">{t('designer.gate.shop')}</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}

function Dashboard({ isAdmin, isDesigner }: { isAdmin: boolean; isDesigner: boolean }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText(['orders'], { refusalsOnly: true });
  const [params] = useSearchParams();
  // Starts from the address as it is now: the products table below edits the same query.
  const editParams = useEditUrlParams();
  const requested = params.get('status');
  const filter: LineFilter = isLineFilter(requested) ? requested : 'all';
  // The summary counts the unfiltered list, which is also the "All" tab (one request when both are shown).
  const all = useDesignerOrderLines('all', true);
  const lines = useDesignerOrderLines(filter, true);
  const allLines = useMemo(() => all.data?.pages.flatMap((p) => p.lines) ?? [], [all.data]);
  const shown = useMemo(() => lines.data?.pages.flatMap((p) => p.lines) ?? [], [lines.data]);
  const counts = useMemo(() => countByStatus(allLines), [allLines]);
  // Lines that were new when this visit showed them: marked seen at once, badged until the designer leaves.
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate: markSeen } = useMarkLinesSeen();
  const loaded = useMemo(() => [...allLines, ...shown], [allLines, shown]);
  const toMark = useMemo(() => (isDesigner ? linesToMarkSeen(loaded, arrived) : []), [isDesigner, loaded, arrived]);
  useEffect(() => {
    if (toMark.length === 0) return;
    // An admin looking on is not the designer seeing them: only a designer marks (the server holds to it too).
    setArrived((before) => new Set([...before, ...toMark]));
    for (let i = 0; i < toMark.length; i += 100) markSeen(toMark.slice(i, i + 100));
  }, [toMark, markSeen]);
  const newCount = isDesigner ? studioNewCount(loaded, arrived, all.data?.pages[0]?.newCount ?? 0) : 0;

  const choose = (next: LineFilter) => {
    if (next === filter) return;
    editParams(
      (out) => {
        if (next === 'all') out.delete('status');
        else out.set('status', next);
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let list;
  if (lines.data === undefined) {
    list = lines.isError ? <ErrorPanel message={`${t('designer.list.loadError')} ${errorText(lines.error)}`} onRetry={() => void lines.refetch()} /> : <LinesSkeleton />;
  } else if (shown.length === 0) {
    list =
      filter === 'all' ? (
        <EmptyState icon={<ClipboardList aria-hidden className="mx-auto h-10 w-10" />} title={t('designer.list.emptyTitle')} description={t('designer.list.emptyBody')} />
      ) : (
        <EmptyState
          icon={<ClipboardList aria-hidden className="mx-auto h-10 w-10" />}
          title={t('designer.list.emptyFilteredTitle')}
          description={t('designer.list.emptyFilteredBody')}
          actions={
            <Button variant="outline" onClick={() => choose('all')}>
              {t('designer.list.all')}
            </Button>
          }
        />
      );
  } else {
    list = (
      <>
        <ul className="space-y-4">
          {shown.map((line) => (
            <li key={line.id}>
              <DesignerLineCard line={line} showDesigner={isAdmin} isNew={isShownAsNew(line, arrived)} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-muted" aria-live="polite">
            {t('designer.list.count', { count: shown.length })}
          </p>
          {lines.hasNextPage ? (
            <Button variant="outline" onClick={() => void lines.fetchNextPage()} disabled={lines.isFetchingNextPage} data-testid="designer-orders-load-more">
              {lines.isFetchingNextPage ? t('designer.list.loadingMore') : t('designer.list.loadMore')}
            </Button>
          ) : null}
          {lines.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-[#8f1b2a]">
              {errorText(lines.error)}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="space-y-8 sm:space-y-10">
      {isDesigner ? (
        <>
          <nav aria-label={t('designer.sections.label')} className="-mx-4 -mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0" data-testid="designer-dashboard-sections">
            {(
              [
                ['#studio-overview', 'designer.sections.overview'],
                ['#designer-orders', 'designer.sections.orders'],
                ['#designer-returns', 'designer.sections.returns'],
                ['#studio-products', 'designer.sections.products'],
                ['#fit-feedback', 'designer.sections.fit'],
              ] as const
            ).map(([href, key]) => (
              <a key={href} href={href} className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold whitespace-nowrap hover:border-ink/50">
                {t(key)}
              </a>
            ))}
          </nav>
          <Suspense fallback={<Skeleton className="h-72 rounded-card" />}>
            <StudioOverview ordersHref="#designer-orders" productsHref="#studio-products" />
          </Suspense>
        </>
      ) : null}
      <section aria-labelledby="designer-summary-title">
        <h2 id="designer-summary-title" className="sr-only">
          {t('designer.summary.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="designer-summary">
          {SUMMARY_STATUSES.map((status) => (
            <li key={status}>
              <button
                type="button"
                onClick={() => choose(status)}
                aria-pressed={filter === status}
                data-testid={`designer-summary-${status}`}
                className={cn(
                  'flex w-full min-h-11 flex-col items-start gap-1 rounded-card border bg-white p-3 text-left shadow-card transition-colors hover:border-ink/40 sm:p-4',
                  filter === status ? 'border-ink ring-1 ring-ink' : 'border-line',
                )}
              >
                <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[status].className)}>
                  <StatusIcon status={status} />
                  {t(statusLabelKey(status))}
                </span>
                <span className="font-display text-3xl font-bold tabular-nums">
                  {all.data ? (
                    counts[status]
                  ) : all.isError ? (
                    // Nothing to count: the list below says why and offers a retry.
                    <span aria-hidden>–</span>
                  ) : (
                    <span aria-hidden className="mt-1 inline-block h-8 w-10 animate-pulse rounded-md bg-linen" />
                  )}
                  {all.hasNextPage ? '+' : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {all.hasNextPage ? <p className="mt-2 text-xs text-muted">{t('designer.summary.partial', { count: allLines.length })}</p> : null}
      </section>

      <section id="designer-orders" data-testid="designer-orders" aria-labelledby="designer-orders-title" className="scroll-mt-24">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="designer-orders-title" className="font-display text-2xl font-semibold">
            {t('designer.list.title')}
          </h2>
          {/* Beside the heading, not in it: the section keeps its name for screen readers and tests. */}
          {newCount > 0 ? (
            <span data-testid="designer-new-count" className="rounded-full bg-saffron px-3 py-0.5 text-sm font-bold text-ink">
              {t('designer.list.newCount', { count: newCount })}
            </span>
          ) : null}
        </div>
        <div role="group" aria-label={t('designer.list.filters')} className="-mx-4 mt-3 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {LINE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              onClick={() => choose(f)}
              aria-pressed={filter === f}
              data-testid={`designer-filter-${f}`}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                filter === f ? 'border-ink bg-ink text-cotton' : 'border-line bg-white text-ink hover:border-ink/50',
              )}
            >
              {f === 'all' ? t('designer.list.all') : t(statusLabelKey(f))}
            </button>
          ))}
        </div>
        {list}
      </section>
      {/* Returns and fit claims on the designer's lines (issue 39); an admin decides disputes in the console. */}
      {isDesigner ? <DesignerReturns /> : null}
      {isDesigner ? (
        <Suspense fallback={<Skeleton className="h-96 rounded-card" />}>
          <StudioProductsTable />
        </Suspense>
      ) : null}
      {isDesigner ? (
        <Suspense fallback={<Skeleton className="h-72 rounded-card" />}>
          <DesignerReviewsPanel />
        </Suspense>
      ) : null}
      {isDesigner ? (
        <Suspense fallback={<Skeleton className="h-72 rounded-card" />}>
          <DesignerFitPanel />
        </Suspense>
      ) : null}
    </div>
  );
}

function LinesSkeleton() {
  return (
    <div className="space-y-4" aria-busy>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden className="rounded-card border border-line bg-white p-4 sm:p-5">
          <div className="flex gap-3">
            <Skeleton className="aspect-[4/5] w-16 rounded-lg sm:w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-40" />
              <Skeleton className="h-5 w-3/5" />
              <Skeleton className="h-4 w-24" />
            </div>
          </div>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </div>
      ))}
    </div>
  );
}
