import { ChevronDown, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrderStatus } from '@domain/orders/constants';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/use-translation';
import { useLineProduction } from './get-line-production';
import { ProductionTimeline } from './production-timeline';
import { ShipDialog } from './ship-dialog';
import { UpdateForm } from './update-form';

export interface LineProductionPanelProps {
  lineId: string;
  productName: string;
  status: OrderStatus;
}

const SUMMARY = 'flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-emerald-dark [&::-webkit-details-marker]:hidden sm:px-5';

/**
 * The studio line card's production part: the line's updates and, while it is in production, the
 * form to post one (photos with previews, a note) and shipping with carrier and tracking. Open at
 * once for a line in production; loaded only when opened, so a list of fifty lines asks for none.
 */
export function LineProductionPanel({ lineId, productName, status }: LineProductionPanelProps) {
  const { t } = useTranslation('production');
  const working = status === 'in_production';
  const [open, setOpen] = useState(working);
  // A line moved into production on this very card opens its panel, as one loaded in production does.
  useEffect(() => {
    if (working) setOpen(true);
  }, [working]);
  const [shipOpen, setShipOpen] = useState(false);
  // The dialog unmounts when the line ships (so its own "close" callback never runs): once the
  // line has left production the dialog is closed, or an undone shipping would reopen it.
  if (shipOpen && !working) setShipOpen(false);
  const query = useLineProduction(lineId, open);
  const line = query.data;
  const needsPhoto = line ? line.madeToMeasure && line.finishedPhotos === 0 : false;
  const shown = status !== 'pending' && status !== 'confirmed';
  if (!shown && !open) return null;
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group border-t border-line" data-testid="line-production">
      <summary className={SUMMARY}>
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        {t('studioTitle')}
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:px-5">
        {query.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError && !line ? (
          <ErrorPanel message={t('loadError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
        ) : line ? (
          <>
            {line.timeline.some((e) => e.kind !== 'status') ? (
              <ProductionTimeline entries={line.timeline.filter((e) => e.kind !== 'status')} productName={productName} className="ml-2.5" />
            ) : (
              <p className="text-sm text-muted">{t('emptyStudio')}</p>
            )}
            {line.status === 'in_production' ? (
              <>
                <UpdateForm lineId={lineId} suggestedStep={needsPhoto ? 'ready_to_ship' : 'in_production'} />
                <div className="grid gap-2 border-t border-line pt-3">
                  {needsPhoto ? (
                    <p className="text-sm text-ink-soft" data-testid="production-needs-photo">
                      {t('ship.needsPhoto')}
                    </p>
                  ) : null}
                  <Button variant="outline" className="w-full sm:w-fit" disabled={needsPhoto} onClick={() => setShipOpen(true)} data-testid="production-ship">
                    <Truck aria-hidden className="h-4 w-4" />
                    {t('ship.open')}
                  </Button>
                </div>
                <ShipDialog open={shipOpen} onOpenChange={setShipOpen} lineId={lineId} productName={productName} carriers={line.carriers} zone={line.zone} />
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </details>
  );
}
