import { Camera, CheckCircle2, Package, Scissors, Truck } from 'lucide-react';
import { useState } from 'react';
import type { ProductionPhoto, TimelineEntry } from '@domain/production/api';
import { Dialog } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useProductionFormat } from './use-production-format';

export interface ProductionTimelineProps {
  entries: readonly TimelineEntry[];
  productName: string;
  className?: string;
}

const DOT = 'absolute -left-[1.95rem] top-0.5 grid h-5 w-5 place-items-center rounded-full border';

/** A line's story, oldest first: status steps, the designer's updates with photos and notes, the shipment. */
export function ProductionTimeline({ entries, productName, className }: ProductionTimelineProps) {
  const { t } = useTranslation('production');
  const { date } = useProductionFormat();
  const [open, setOpen] = useState<{ photo: ProductionPhoto; n: number } | null>(null);
  return (
    <>
      <ol className={cn('relative space-y-4 border-l-2 border-line pl-5', className)} data-testid="production-timeline">
        {entries.map((entry, i) => {
          const when = date(entry.at);
          const time = when ? <time dateTime={entry.at}>{when}</time> : null;
          if (entry.kind === 'status') {
            return (
              <li key={`s-${i}`} className="relative" data-testid="production-status">
                <span aria-hidden className={cn(DOT, 'border-line bg-white text-ink-soft')}>
                  <CheckCircle2 className="h-3 w-3" />
                </span>
                <p className="text-sm font-semibold">{entry.undo ? t('undone', { status: t(`status.${entry.to}`) }) : t(`status.${entry.to}`)}</p>
                <p className="text-xs text-muted">{time}</p>
                {entry.note ? <p className="mt-1 text-sm break-words text-ink-soft">{t('note', { note: entry.note })}</p> : null}
              </li>
            );
          }
          if (entry.kind === 'shipment') {
            return (
              <li key={`t-${i}`} className="relative" data-testid="production-shipment">
                <span aria-hidden className={cn(DOT, 'border-emerald bg-emerald text-white')}>
                  <Truck className="h-3 w-3" />
                </span>
                <p className="text-sm font-semibold">{t('shipment.title')}</p>
                <p className="text-xs text-muted">{time}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-muted">{t('shipment.carrier')}</dt>
                  {/* A listed carrier by its name in the reader's language; an older one as the designer typed it. */}
                  <dd className="break-words">{entry.shipment.carrierId ? t(`carriers.${entry.shipment.carrierId}`) : entry.shipment.carrier}</dd>
                  {entry.shipment.trackingNumber ? (
                    <>
                      <dt className="text-muted">{t('shipment.tracking')}</dt>
                      <dd className="font-mono break-all select-all" data-testid="production-tracking">
                        {entry.shipment.trackingNumber}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {entry.shipment.trackingUrl ? (
                  <a
                    href={entry.shipment.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-emerald-dark underline underline-offset-4"
                    data-testid="production-tracking-link"
                  >
                    {t('shipment.track', { carrier: entry.shipment.carrierId ? t(`carriers.${entry.shipment.carrierId}`) : entry.shipment.carrier })}
                  </a>
                ) : null}
              </li>
            );
          }
          const { update } = entry;
          // The shipping's own update says nothing the shipment entry does not, unless it carries a note or photos.
          if (update.step === 'shipped' && !update.note && update.photos.length === 0) return null;
          const Icon = update.step === 'ready_to_ship' ? Package : update.step === 'shipped' ? Truck : Scissors;
          return (
            <li key={update.id} className="relative" data-testid="production-update" data-step={update.step}>
              <span aria-hidden className={cn(DOT, 'border-saffron bg-saffron-tint text-[#6b4f00]')}>
                <Icon className="h-3 w-3" />
              </span>
              <p className="text-sm font-semibold">{t(`step.${update.step}`)}</p>
              <p className="text-xs text-muted">
                {time}
                {time ? ' · ' : null}
                {t(`by.${update.by}`)}
              </p>
              {/* Text, never HTML: whatever the note holds is shown as written. */}
              {update.note ? <p className="mt-1 text-sm whitespace-pre-line break-words" data-testid="production-note">{update.note}</p> : null}
              {update.photos.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {update.photos.map((photo, n) => (
                    <li key={photo.id}>
                      <button
                        type="button"
                        className="block overflow-hidden rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-emerald focus-visible:outline-none"
                        aria-label={t('openPhoto', { n: n + 1, product: productName })}
                        data-testid="production-photo"
                        onClick={() => setOpen({ photo, n: n + 1 })}
                      >
                        <img src={photo.thumbUrl} alt={t('photoAlt', { n: n + 1, product: productName })} width={96} height={Math.round((96 * photo.height) / Math.max(1, photo.width))} loading="lazy" className="h-24 w-24 object-cover" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={open ? t('photoTitle', { product: productName, n: open.n }) : ''} className="max-w-3xl">
        {open ? (
          <figure className="grid gap-2">
            <img src={open.photo.url} alt={t('photoAlt', { n: open.n, product: productName })} width={open.photo.width} height={open.photo.height} className="max-h-[75vh] w-full rounded-lg object-contain" data-testid="production-photo-large" />
            <figcaption className="flex items-center gap-1 text-xs text-muted">
              <Camera aria-hidden className="h-3.5 w-3.5" />
              {t('photoCaption')}
            </figcaption>
          </figure>
        ) : null}
      </Dialog>
    </>
  );
}
