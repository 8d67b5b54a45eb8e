import { CalendarClock } from 'lucide-react';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/use-translation';
import { useOrderProduction } from './get-order-production';
import { ProductionTimeline } from './production-timeline';
import { useProductionFormat } from './use-production-format';

export interface OrderProductionProps {
  orderId: string;
  /** A guest's key to the order (null for its signed-in shopper or an admin). */
  token: string | null;
}

/**
 * The order page's "Your garment's progress": per line, the expected ready date, the designer's
 * updates with photos and notes, the status steps and, once shipped, the carrier and tracking
 * number. New updates arrive live (`orders` change events refetch it).
 */
export function OrderProduction({ orderId, token }: OrderProductionProps) {
  const { t } = useTranslation('production');
  const { date } = useProductionFormat();
  const query = useOrderProduction(orderId, token, orderId !== '');
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div className="p-4 sm:p-5">
        <ErrorPanel message={t('loadError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-line">
        {query.data.lines.map((line) => {
          const readyBy = date(line.readyBy, 'day');
          const hasUpdates = line.timeline.some((e) => e.kind !== 'status');
          return (
            <li key={line.lineId} className="p-4 sm:p-5" data-testid="order-production-line" data-line-id={line.lineId} data-status={line.status}>
              <h3 className="font-semibold break-words">{line.productName}</h3>
              {line.madeToMeasure ? <p className="text-xs font-semibold text-[#6b4f00]">{t('madeToMeasure')}</p> : null}
              {readyBy && line.status !== 'shipped' && line.status !== 'delivered' && line.status !== 'cancelled' ? (
                <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft" data-testid="order-production-ready-by">
                  <CalendarClock aria-hidden className="h-4 w-4" />
                  {t('readyBy', { date: readyBy })}
                </p>
              ) : null}
              {hasUpdates ? null : <p className="mt-2 text-sm text-muted">{t('empty')}</p>}
              <ProductionTimeline entries={line.timeline} productName={line.productName} className="mt-3 ml-2.5" />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="order-production-title" className="rounded-card border border-line bg-white shadow-card" data-testid="order-production">
      <h2 id="order-production-title" className="border-b border-line px-4 py-3 font-display text-xl font-bold sm:px-5">
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
