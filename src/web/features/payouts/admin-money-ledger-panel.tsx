import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { STATEMENT_PAGE_SIZE, type DesignerLedger, type LedgerEntry } from '@domain/payouts/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/form-fields';
import { EmptyState } from '../../components/ui/page';
import { useTranslation } from '../../lib/use-translation';
import { AdjustmentDialog } from './admin-money-adjustment-dialog';
import { DesignerSettingsForm } from './admin-money-designer-settings-form';
import { useMoneyDesigners } from './admin-money-designers';
import { currentMonth, useMoneyFormat } from './admin-money-format';
import { useDesignerLedger } from './admin-money-ledger';
import { AccountSummary, Figure, Pager, QueryState, SubHeading } from './admin-money-parts';

/** Money › Designer ledger: pick a designer; their balance, settings, payout account and a month's entries; adjustments. */
export function AdminMoneyLedgerPanel({ designerId, onPickDesigner }: { designerId: string | null; onPickDesigner: (id: string | null) => void }) {
  const { t } = useTranslation('admin-money');
  const designers = useMoneyDesigners();
  return (
    <div className="grid gap-6" data-testid="money-ledger">
      <SelectField
        label={t('ledger.designer')}
        value={designerId ?? ''}
        onChange={(e) => onPickDesigner(e.target.value || null)}
        className="max-w-md"
        data-testid="money-ledger-designer"
        hint={designers.isError ? t('ledger.designersError') : undefined}
      >
        <option value="">{designers.isPending ? t('ledger.designersLoading') : t('ledger.pickDesigner')}</option>
        {designerId && designers.data && !designers.data.some((d) => d.id === designerId) ? <option value={designerId}>{designerId}</option> : null}
        {(designers.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      {designerId ? <DesignerLedgerView key={designerId} designerId={designerId} /> : <EmptyState icon={<BookOpen aria-hidden className="mx-auto h-10 w-10" />} title={t('ledger.noneTitle')} description={t('ledger.noneBody')} />}
    </div>
  );
}

function DesignerLedgerView({ designerId }: { designerId: string }) {
  const { t } = useTranslation('admin-money');
  const [month, setMonth] = useState(currentMonth);
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState(0);
  const ledger = useDesignerLedger(designerId, month, page);
  const data = ledger.data;
  if (!data) return <QueryState pending={ledger.isPending} error={ledger.error} onRetry={() => void ledger.refetch()} label={t('ledger.loading')} />;

  return (
    <div className="grid gap-6">
      <Balances ledger={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="money-ledger-settings" className="rounded-card border border-line bg-white p-4 shadow-card">
          <h3 id="money-ledger-settings" className="font-semibold">
            {t('ledger.settingsTitle')}
          </h3>
          <DesignerSettingsForm key={`${data.settings.commissionRateBp}-${data.settings.payoutCurrency}`} settings={data.settings} />
        </section>
        <section aria-labelledby="money-ledger-account" className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="money-ledger-account">
          <h3 id="money-ledger-account" className="mb-3 font-semibold">
            {t('ledger.accountTitle')}
          </h3>
          <AccountSummary account={data.account} />
        </section>
      </div>
      <section aria-labelledby="money-ledger-entries" className="grid gap-3">
        <SubHeading
          id="money-ledger-entries"
          actions={
            <Button variant="accent" onClick={() => setAdjusting((n) => n + 1)} data-testid="money-adjust-open" className="w-full sm:w-auto">
              <Plus aria-hidden className="h-4 w-4" />
              {t('ledger.addAdjustment')}
            </Button>
          }
        >
          {t('ledger.entriesTitle')}
        </SubHeading>
        <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold">
          {t('ledger.month')}
          <input
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) {
                setMonth(e.target.value);
                setPage(1);
              }
            }}
            className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20"
            data-testid="money-ledger-month"
          />
        </label>
        <Entries ledger={data} busy={ledger.isPlaceholderData} />
        <Pager page={data.statement.page} pageSize={data.statement.pageSize || STATEMENT_PAGE_SIZE} total={data.statement.total} onPage={setPage} testId="money-ledger-pager" />
      </section>
      <AdjustmentDialog
        open={adjusting > 0}
        opening={adjusting}
        designerId={designerId}
        payoutCurrency={data.settings.payoutCurrency}
        onClose={(added) => {
          setAdjusting(0);
          // The adjustment is dated now: show this month's first page, where it is.
          if (added) {
            setMonth(currentMonth());
            setPage(1);
          }
        }}
      />
    </div>
  );
}

function Balances({ ledger }: { ledger: DesignerLedger }) {
  const { t } = useTranslation('admin-money');
  const { money, date } = useMoneyFormat();
  const { balance } = ledger;
  const rows = balance.balances.length > 0 ? balance.balances : [{ currency: balance.payoutCurrency, availableMinor: 0, pendingMinor: 0, pending: [], paidThisMonthMinor: 0 }];
  return (
    <div className="grid gap-3" data-testid="money-ledger-balance">
      {rows.map((b) => {
        const next = b.pending.find((p) => p.availableAt)?.availableAt ?? null;
        return (
          <div key={b.currency} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t('ledger.available')} value={money(b.availableMinor, b.currency)} testId={`money-ledger-available-${b.currency}`} />
            <Figure label={t('ledger.pending')} value={money(b.pendingMinor, b.currency)} hint={next ? t('ledger.pendingNext', { date: date(next) }) : undefined} />
            <Figure label={t('ledger.paidThisMonth')} value={money(b.paidThisMonthMinor, b.currency)} />
            <Figure label={t('ledger.nextPayout')} value={date(balance.nextPayoutDate)} />
          </div>
        );
      })}
    </div>
  );
}

const KIND_TONE: Partial<Record<LedgerEntry['kind'], 'emerald' | 'saffron' | 'neutral' | 'ink'>> = { sale: 'emerald', adjustment: 'saffron', payout: 'ink', payout_reversal: 'saffron' };

function Entries({ ledger, busy }: { ledger: DesignerLedger; busy: boolean }) {
  const { t } = useTranslation('admin-money');
  const { money, dateTime, date } = useMoneyFormat();
  const { statement } = ledger;
  if (statement.entries.length === 0) return <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{t('ledger.noEntries')}</p>;
  return (
    <>
      <p className="text-sm text-muted" data-testid="money-ledger-totals">
        {t('ledger.monthTotals', { count: statement.total, totals: statement.totals.map((s) => money(s.amountMinor, s.currency)).join(' · ') })}
      </p>
      <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card" data-testid="money-ledger-entries" aria-busy={busy || undefined}>
        {statement.entries.map((e) => (
          <li key={e.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4" data-testid="money-ledger-entry" data-kind={e.kind}>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={KIND_TONE[e.kind] ?? 'neutral'}>{t(`kinds.${e.kind}`)}</Badge>
                {e.orderNumber ? <span className="text-sm font-semibold tabular-nums">{e.orderNumber}</span> : null}
              </p>
              {e.productName ? <p className="mt-1 truncate text-sm">{e.productName}</p> : null}
              {e.reason ? <p className="mt-1 whitespace-pre-line text-sm" data-testid="money-ledger-reason">{e.reason}</p> : null}
              <p className="mt-1 text-xs text-muted">
                {dateTime(e.createdAt)}
                {e.availableAt ? ` · ${t('ledger.availableFrom', { date: date(e.availableAt) })}` : ''}
              </p>
            </div>
            <p className={`text-right font-semibold tabular-nums ${e.amountMinor < 0 ? 'text-crimson' : ''}`}>
              {money(e.amountMinor, e.currency)}
              {e.chargedCurrency !== e.currency ? <span className="block text-xs font-normal text-muted">{t('ledger.charged', { amount: money(e.chargedMinor, e.chargedCurrency) })}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
