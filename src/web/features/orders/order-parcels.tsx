import { Package } from 'lucide-react';
import type { OrderParcelView } from '@domain/orders/types';
import { formatArrivalWindow, unbrokenDay, type ArrivalLang } from '@domain/shipping/arrival-text';
import { useTranslation } from '../../lib/use-translation';

function windowText(t: (key: string, options?: Record<string, unknown>) => string, w: { earliest: string; latest: string }, lang: ArrivalLang): string {
  const f = formatArrivalWindow(w, lang);
  // Each date stays on one line on a phone; the sentence wraps between them.
  return f.sameDay ? t('parcels.on', { date: unbrokenDay(f.from) }) : t('parcels.between', { from: unbrokenDay(f.from), to: unbrokenDay(f.to) });
}

/**
 * An order's parcels (issue 40): each designer's, with the window it was promised at checkout and
 * the one it has today (later when a piece is late, or when a made-to-measure piece's
 * measurements were accepted after the order day, or still wait: then it says so); none once
 * every piece has left.
 */
export function OrderParcels({ parcels, money }: { parcels: readonly OrderParcelView[]; money: (usdMinor: number) => string }) {
  const { t, i18n } = useTranslation('orders');
  const lang: ArrivalLang = i18n.language === 'am-ET' ? 'am-ET' : 'en';
  if (parcels.length === 0) return null;
  return (
    <section aria-labelledby="order-parcels-title" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid="order-parcels">
      <h2 id="order-parcels-title" className="font-display text-lg font-semibold">
        {t('parcels.title', { count: parcels.length })}
      </h2>
      <ul className="mt-2 grid gap-2">
        {parcels.map((p, i) => {
          const moved = p.current !== null && (p.current.earliest !== p.promised.earliest || p.current.latest !== p.promised.latest);
          return (
            <li key={p.designerId ?? `parcel-${i}`} className="rounded-lg border border-line bg-linen/40 p-3 text-sm" data-testid="order-parcel" data-late={p.late || undefined}>
              <div className="flex items-start justify-between gap-2">
                <p className="flex items-center gap-1.5 font-semibold">
                  <Package aria-hidden className="h-4 w-4 shrink-0 text-emerald" />
                  {p.designerName ? t('parcels.from', { name: p.designerName }) : t('parcels.parcel', { number: i + 1 })}
                </p>
                <p className="shrink-0 font-semibold tabular-nums">{p.free ? t('parcels.free') : money(p.shippingUsdMinor)}</p>
              </div>
              <p className="mt-1 text-ink-soft" data-testid="order-parcel-promised">
                {t('parcels.promised', { window: windowText(t, p.promised, lang) })}
              </p>
              {p.current === null ? (
                <p className="mt-0.5 text-xs text-muted">{t('parcels.left')}</p>
              ) : (
                <p
                  className={p.late || (moved && !p.awaitingMeasurements) ? 'mt-0.5 font-semibold text-crimson' : 'mt-0.5 font-semibold text-emerald-dark'}
                  data-testid="order-parcel-current"
                >
                  {t(p.late ? 'parcels.currentLate' : 'parcels.current', { window: windowText(t, p.current, lang) })}
                </p>
              )}
              {p.current !== null && p.awaitingMeasurements && (
                <p className="mt-0.5 text-xs text-ink-soft" data-testid="order-parcel-awaiting">
                  {t('parcels.awaitingMeasurements')}
                </p>
              )}
              <p className="mt-0.5 text-xs text-muted">{[lang === 'am-ET' ? p.zone.nameAm : p.zone.nameEn, ...p.carriers.map((c) => c.name)].join(' · ')}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
