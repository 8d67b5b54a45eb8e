import { AlertTriangle, BookOpen, HandCoins, Loader2, Send } from 'lucide-react';
import { useReducer } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page';
import { useTranslation } from '../../lib/use-translation';
import { useMoneyFormat } from './admin-money-format';
import { AccountSummary, Figure, QueryState, SubHeading } from './admin-money-parts';
import { ManualPayoutDialog, PayNowDialog, RetryPayoutDialog } from './admin-payouts-dialogs';
import { usePayoutsDue } from './admin-payouts-due';
import { PayoutLists, RecentRuns } from './admin-payouts-lists';
import { initialPayoutsPanel, paidByRun, payNowSummary, payoutsPanelReducer, type DueRowLike } from './admin-payouts-state';

/** Money › Payouts: who is due and whether the next run pays them, Pay now, manual payouts, and the payouts by status. */
export function AdminPayoutsPanel({ onOpenLedger }: { onOpenLedger: (designerId: string) => void }) {
  const { t } = useTranslation('admin-money');
  const { money, date, dateTime } = useMoneyFormat();
  const due = usePayoutsDue();
  const [state, dispatch] = useReducer(payoutsPanelReducer, initialPayoutsPanel);
  const data = due.data;
  const running = data?.running ?? null;
  const summary = payNowSummary(data?.rows ?? []);
  const canRun = Boolean(data?.providerConfigured) && running === null;

  return (
    <div className="grid gap-8" data-testid="money-payouts">
      <section aria-labelledby="money-due-title" className="grid gap-4">
        <SubHeading
          id="money-due-title"
          actions={
            <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
              <Button variant="outline" onClick={() => dispatch({ type: 'open-manual', designerId: null })} data-testid="money-manual-open">
                <HandCoins aria-hidden className="h-4 w-4" />
                {t('payouts.recordManual')}
              </Button>
              <Button variant="accent" disabled={!data || !canRun} aria-busy={running !== null || undefined} onClick={() => dispatch({ type: 'open-pay-now' })} data-testid="money-pay-now">
                {running ? <Loader2 aria-hidden className="h-4 w-4 motion-safe:animate-spin" /> : <Send aria-hidden className="h-4 w-4" />}
                {running ? t('payouts.running') : t('payouts.payNow')}
              </Button>
            </div>
          }
        >
          {t('payouts.dueTitle')}
        </SubHeading>
        {data ? (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              <Figure label={t('payouts.nextDate')} value={date(data.nextPayoutDate)} testId="money-next-date" />
              <Figure label={t('payouts.minimum')} value={money(data.payoutMinimumMinor, 'ETB')} testId="money-minimum" />
              <Figure
                className="col-span-2 lg:col-span-1"
                label={t('payouts.nextRun')}
                value={t('payouts.nextRunValue', { count: summary.designers })}
                hint={summary.totals.map((s) => money(s.amountMinor, s.currency)).join(' · ') || undefined}
              />
            </div>
            {!data.providerConfigured ? (
              <p role="note" className="flex gap-2 rounded-lg border border-saffron/40 bg-saffron-tint/60 p-3 text-sm" data-testid="money-provider-missing">
                <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                {t('payouts.providerMissing')}
              </p>
            ) : null}
            {running ? (
              <p role="status" className="flex gap-2 rounded-lg border border-line bg-linen/70 p-3 text-sm" data-testid="money-run-running">
                <Loader2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 motion-safe:animate-spin" />
                {t('payouts.runningBody', { since: dateTime(running.startedAt) })}
              </p>
            ) : null}
            {data.rows.length === 0 ? (
              <EmptyState title={t('payouts.dueEmpty')} description={t('payouts.dueEmptyBody')} />
            ) : (
              <ul className="grid gap-3" aria-labelledby="money-due-title" data-testid="money-due-list">
                {data.rows.map((row) => (
                  <DueRow key={`${row.designerId}-${row.currency}`} row={row} onRecord={() => dispatch({ type: 'open-manual', designerId: row.designerId })} onLedger={() => onOpenLedger(row.designerId)} />
                ))}
              </ul>
            )}
          </>
        ) : (
          <QueryState pending={due.isPending} error={due.error} onRetry={() => void due.refetch()} label={t('payouts.loading')} />
        )}
      </section>

      <PayoutLists state={state} dispatch={dispatch} />
      <RecentRuns />

      <PayNowDialog
        open={state.dialog.kind === 'pay-now'}
        refusal={state.dialog.kind === 'pay-now' ? state.dialog.refusal : null}
        summary={summary}
        dispatch={dispatch}
      />
      <RetryPayoutDialog open={state.dialog.kind === 'retry'} payoutId={state.dialog.kind === 'retry' ? state.dialog.payoutId : null} refusal={state.dialog.kind === 'retry' ? state.dialog.refusal : null} dispatch={dispatch} />
      <ManualPayoutDialog
        open={state.dialog.kind === 'manual'}
        opening={state.opening}
        designerId={state.dialog.kind === 'manual' ? state.dialog.designerId : null}
        due={data?.rows ?? []}
        dispatch={dispatch}
      />
    </div>
  );
}

const BLOCK_TONE = { PAYOUT_ACCOUNT_REQUIRED: 'crimson', PAYOUT_ON_HOLD: 'saffron', BALANCE_BELOW_MINIMUM: 'neutral', PAYOUT_IN_PROGRESS: 'neutral' } as const;

function DueRow({ row, onRecord, onLedger }: { row: DueRowLike; onRecord: () => void; onLedger: () => void }) {
  const { t } = useTranslation('admin-money');
  const { money, date } = useMoneyFormat();
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="money-due-row" data-designer-id={row.designerId} data-blocked-by={row.blockedBy ?? (paidByRun(row) ? 'none' : 'manual')}>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] md:items-center">
        <div className="min-w-0">
          <p className="truncate font-semibold">{row.designerName}</p>
          <p className="text-lg font-semibold tabular-nums" data-testid="money-due-amount">
            {money(row.availableMinor, row.currency)}
          </p>
        </div>
        <AccountSummary account={row.account} />
        <div className="text-sm" data-testid="money-due-state">
          {paidByRun(row) ? (
            <Badge tone="emerald">{t('payouts.paidNextRun')}</Badge>
          ) : row.blockedBy === null ? (
            <span className="flex flex-col items-start gap-1">
              <Badge>{t('payouts.byHand')}</Badge>
              <span className="text-muted">{t('payouts.byHandBody')}</span>
            </span>
          ) : (
            <span className="flex flex-col items-start gap-1">
              <Badge tone={BLOCK_TONE[row.blockedBy]}>{t(`blocks.${row.blockedBy}.label`)}</Badge>
              <span className="text-muted">{t(`blocks.${row.blockedBy}.body`, { date: row.account ? date(row.account.heldUntil) : '' })}</span>
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button variant="outline" size="sm" onClick={onRecord} data-testid="money-due-record">
            <HandCoins aria-hidden className="h-4 w-4" />
            {t('payouts.recordShort')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onLedger} data-testid="money-due-ledger">
            <BookOpen aria-hidden className="h-4 w-4" />
            {t('payouts.ledger')}
          </Button>
        </div>
      </div>
    </li>
  );
}
