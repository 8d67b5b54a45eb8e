import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page';
import { useTranslation } from '../../lib/use-translation';
import { useMoneyFormat } from './admin-money-format';
import { QueryState, SubHeading } from './admin-money-parts';
import { REVENUE_CSV_HREF, useRevenue } from './admin-money-revenue';

/** Money › Revenue: the shop's commission by month and charged currency, newest month first, and the CSV. */
export function AdminMoneyRevenuePanel() {
  const { t } = useTranslation('admin-money');
  const { money, month } = useMoneyFormat();
  const revenue = useRevenue();
  const rows = [...(revenue.data?.rows ?? [])].sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency));
  return (
    <section aria-labelledby="money-revenue-title" className="grid gap-4" data-testid="money-revenue">
      <SubHeading
        id="money-revenue-title"
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={REVENUE_CSV_HREF} download data-testid="money-revenue-csv">
              <Download aria-hidden className="h-4 w-4" />
              {t('revenue.csv')}
            </a>
          </Button>
        }
      >
        {t('revenue.title')}
      </SubHeading>
      <p className="max-w-prose text-sm text-muted">{t('revenue.body')}</p>
      {!revenue.data ? (
        <QueryState pending={revenue.isPending} error={revenue.error} onRetry={() => void revenue.refetch()} label={t('revenue.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('revenue.empty')} description={t('revenue.emptyBody')} />
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
          <table className="w-full text-left text-sm" data-testid="money-revenue-table">
            <caption className="sr-only">{t('revenue.title')}</caption>
            <thead className="border-b border-line bg-linen/60 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('revenue.month')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('revenue.currency')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('revenue.commission')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((r) => (
                <tr key={`${r.month}-${r.currency}`} data-testid="money-revenue-row">
                  <th scope="row" className="whitespace-nowrap px-4 py-3 font-normal">
                    {month(r.month)}
                  </th>
                  <td className="px-4 py-3">{r.currency}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">{money(r.commissionMinor, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
