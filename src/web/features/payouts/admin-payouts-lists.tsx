import { RotateCcw } from 'lucide-react';
import type { Dispatch } from 'react';
import { PAYOUT_STATUSES, type Payout } from '@domain/payouts/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../lib/use-translation';
import { useMoneyFormat } from './admin-money-format';
import { Pager, QueryState, SubHeading } from './admin-money-parts';
import { useAdminPayouts, type PayoutStatus } from './admin-payouts-list';
import { usePayoutRuns } from './admin-payouts-runs';
import type { PayoutsPanelAction, PayoutsPanelState } from './admin-payouts-state';

const STATUS_TONE = { processing: 'saffron', paid: 'emerald', failed: 'crimson' } as const;

/** The payouts in progress, failed (with Retry) and paid, a page at a time. */
export function PayoutLists({ state, dispatch }: { state: PayoutsPanelState; dispatch: Dispatch<PayoutsPanelAction> }) {
  const { t } = useTranslation('admin-money');
  return (
    <section aria-labelledby="money-lists-title" className="grid gap-3">
      <SubHeading id="money-lists-title">{t('lists.title')}</SubHeading>
      <Tabs.Root value={state.list} onValueChange={(list) => dispatch({ type: 'show-list', list: list as PayoutStatus })}>
        <Tabs.List className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-linen p-1" aria-label={t('lists.title')}>
          {PAYOUT_STATUSES.map((status) => (
            <Tabs.Trigger
              key={status}
              value={status}
              data-testid={`money-list-${status}`}
              className="min-h-9 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-ink-soft data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-card"
            >
              {t(`lists.${status}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PAYOUT_STATUSES.map((status) => (
          <Tabs.Content key={status} value={status} className="pt-4 outline-none">
            <PayoutPage status={status} page={state.pages[status]} dispatch={dispatch} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function PayoutPage({ status, page, dispatch }: { status: PayoutStatus; page: number; dispatch: Dispatch<PayoutsPanelAction> }) {
  const { t } = useTranslation('admin-money');
  const list = useAdminPayouts(status, page);
  if (!list.data) return <QueryState pending={list.isPending} error={list.error} onRetry={() => void list.refetch()} label={t('lists.loading')} />;
  if (list.data.items.length === 0) return <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{t(`lists.empty.${status}`)}</p>;
  return (
    <>
      <ul className="grid gap-3" data-testid={`money-payouts-${status}`} aria-busy={list.isPlaceholderData || undefined}>
        {list.data.items.map((p) => (
          <PayoutItem key={p.id} payout={p} onRetry={() => dispatch({ type: 'open-retry', payoutId: p.id })} />
        ))}
      </ul>
      <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => dispatch({ type: 'page', list: status, page: next })} testId={`money-pager-${status}`} />
    </>
  );
}

function PayoutItem({ payout: p, onRetry }: { payout: Payout; onRetry: () => void }) {
  const { t } = useTranslation('admin-money');
  const { money, dateTime } = useMoneyFormat();
  const how = p.method === 'chapa' ? t('method.chapa') : t(`channels.${p.channel ?? 'bank'}`);
  const when = p.status === 'paid' ? p.paidAt : p.status === 'failed' ? p.failedAt : p.createdAt;
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="money-payout" data-status={p.status} data-payout-id={p.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold">{p.designerName}</p>
          <p className="text-sm text-muted">{dateTime(when)}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold tabular-nums">{money(p.amountMinor, p.currency)}</p>
          <Badge tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-muted">{t('lists.how')}</dt>
        <dd>{p.method === 'manual' ? `${t('method.manual')} · ${how}` : how}</dd>
        <dt className="text-muted">{t('lists.reference')}</dt>
        <dd className="break-all" dir="ltr">
          {p.externalReference ?? p.reference}
        </dd>
        {p.account ? (
          <>
            <dt className="text-muted">{t('lists.account')}</dt>
            <dd>
              {p.account.institutionName}{' '}
              <span className="whitespace-nowrap tabular-nums" dir="ltr">
                {p.account.maskedNumber}
              </span>{' '}
              · {p.account.accountName}
            </dd>
          </>
        ) : null}
        {p.note ? (
          <>
            <dt className="text-muted">{t('lists.note')}</dt>
            <dd className="whitespace-pre-line">{p.note}</dd>
          </>
        ) : null}
      </dl>
      {p.status === 'failed' ? (
        <div className="mt-3 flex flex-col gap-2 rounded-lg bg-crimson-tint/60 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="money-payout-failure">
            <span className="font-semibold">{t('lists.failure')}</span> {p.failureReason ?? t('lists.failureUnknown')}
          </p>
          {p.retriedBy ? (
            <Badge>{t('lists.retried')}</Badge>
          ) : (
            <Button variant="outline" size="sm" onClick={onRetry} data-testid="money-payout-retry" className="shrink-0">
              <RotateCcw aria-hidden className="h-4 w-4" />
              {t('lists.retry')}
            </Button>
          )}
        </div>
      ) : null}
      {p.retryOf ? <p className="mt-2 text-xs text-muted">{t('lists.isRetry')}</p> : null}
    </li>
  );
}

const RUNS_SHOWN = 5;

/** The latest runs (schedule or an admin's Pay now): when, how many payouts, how it ended. */
export function RecentRuns() {
  const { t } = useTranslation('admin-money');
  const { dateTime } = useMoneyFormat();
  const runs = usePayoutRuns();
  const shown = runs.data?.slice(0, RUNS_SHOWN);
  return (
    <section aria-labelledby="money-runs-title" className="grid gap-3">
      <SubHeading id="money-runs-title">{t('runs.title')}</SubHeading>
      {shown ? (
        shown.length === 0 ? (
          <p className="text-sm text-muted">{t('runs.empty')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card" data-testid="money-runs">
            {shown.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm" data-status={r.status}>
                <span>
                  <span className="font-semibold">{dateTime(r.startedAt)}</span> <span className="text-muted">· {t(`runs.trigger.${r.trigger}`)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-muted">{t('runs.count', { count: r.payoutCount })}</span>
                  <Badge tone={r.status === 'done' ? 'emerald' : r.status === 'failed' ? 'crimson' : 'saffron'}>{t(`runs.status.${r.status}`)}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryState pending={runs.isPending} error={runs.error} onRetry={() => void runs.refetch()} rows={1} label={t('runs.loading')} />
      )}
    </section>
  );
}

