import { CircleAlert, CircleCheck, Loader, Send } from 'lucide-react';
import { useState } from 'react';
import type { PayoutStatus } from '@domain/payouts/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { EARNINGS_CARD } from './earnings-balance-card';
import { useEarningsFormat } from './earnings-format';
import { pageCount } from './earnings-month';
import { EarningsSectionError } from './earnings-section-error';
import { useStudioPayouts, type Payout } from './get-studio-payouts';

const STATUS: Record<PayoutStatus, { tone: 'saffron' | 'emerald' | 'crimson'; Icon: typeof CircleCheck }> = {
  processing: { tone: 'saffron', Icon: Loader },
  paid: { tone: 'emerald', Icon: CircleCheck },
  failed: { tone: 'crimson', Icon: CircleAlert },
};

/** The designer's payouts, newest first, each with its status (processing, paid, failed). */
export function EarningsPayoutsList({ className }: { className?: string }) {
  const { t } = useTranslation('payouts');
  const [page, setPage] = useState(1);
  const payouts = useStudioPayouts(page);
  const data = payouts.data;

  let body;
  if (!data) {
    body = payouts.isError ? (
      <EarningsSectionError message={t('payouts.loadError')} error={payouts.error} onRetry={() => void payouts.refetch()} />
    ) : (
      <div className="mt-4 grid gap-3" aria-busy>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="mt-3 rounded-lg border border-dashed border-line px-4 py-6 text-center" data-testid="earnings-payouts-empty">
        <Send aria-hidden className="mx-auto h-8 w-8 text-muted" />
        <p className="mt-2 font-semibold">{t('payouts.emptyTitle')}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('payouts.emptyBody')}</p>
      </div>
    );
  } else {
    const pages = pageCount(data.total, data.pageSize);
    body = (
      <>
        <ul className={cn('mt-3 divide-y divide-line', payouts.isPlaceholderData && 'opacity-60')}>
          {data.items.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('payouts.title')} className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('payouts.previousPage')}
            </Button>
            <p className="text-sm text-ink-soft">{t('payouts.page', { page, pages })}</p>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('payouts.nextPage')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section id="earnings-payouts" aria-labelledby="earnings-payouts-title" className={cn(EARNINGS_CARD, 'scroll-mt-24', className)} data-testid="earnings-payouts">
      <h2 id="earnings-payouts-title" className="font-display text-xl font-semibold">
        {t('payouts.title')}
      </h2>
      {body}
    </section>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const { t } = useTranslation('payouts');
  const f = useEarningsFormat();
  const { tone, Icon } = STATUS[payout.status];
  const when = payout.paidAt ? t('payouts.paidOn', { date: f.date(payout.paidAt) }) : t('payouts.startedOn', { date: f.date(payout.createdAt) });
  return (
    <li className="py-3" data-testid="earnings-payout" data-status={payout.status}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Badge tone={tone}>
            <Icon aria-hidden className="h-3.5 w-3.5" />
            {t(`payouts.status.${payout.status}`)}
          </Badge>
          <p className="mt-1 text-sm text-ink-soft">{when}</p>
        </div>
        <p className="shrink-0 text-right font-display text-lg font-semibold tabular-nums">{f.money(payout.amountMinor, payout.currency)}</p>
      </div>
      {payout.account ? (
        <p className="mt-1 text-sm break-words text-ink-soft">
          {t('payouts.into', { account: `${payout.account.institutionName} ${payout.account.maskedNumber}` })}
        </p>
      ) : null}
      {payout.status === 'failed' ? <p className="mt-1 text-sm text-crimson">{t('payouts.failedNote')}</p> : null}
    </li>
  );
}
