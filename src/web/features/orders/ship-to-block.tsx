import { FileText, Phone } from 'lucide-react';
import type { ShipTo } from '@domain/orders/api';
import { countryName } from '@domain/orders/countries';
import { useTranslation } from '../../lib/use-translation';

/** The parcel's packing slip, labels in the language on screen first (the server prints both). */
export const packingSlipUrl = (orderId: string, language: string) => `/api/designer/orders/${encodeURIComponent(orderId)}/packing-slip.pdf?lang=${language === 'am-ET' ? 'am-ET' : 'en'}`;

/**
 * Where the garment goes, in full: shown to the line's designer from her confirmation until 30
 * days after delivery (the server sends it only then), with the phone to call and the packing slip.
 */
export function ShipToBlock({ shipTo, orderId }: { shipTo: ShipTo; orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  return (
    <div className="min-w-0 sm:col-span-3" data-testid="designer-line-ship-to">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('designer.line.deliverTo')}</dt>
      <dd className="mt-1 grid gap-0.5 break-words">
        <span className="font-semibold">{shipTo.fullName}</span>
        {shipTo.lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
        <span>{countryName(shipTo.country, language)}</span>
        {shipTo.landmark ? <span data-testid="designer-line-landmark">{t('designer.line.landmark', { landmark: shipTo.landmark })}</span> : null}
        <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {shipTo.phone ? (
            <a href={`tel:${shipTo.phone}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-dark underline underline-offset-4" data-testid="designer-line-phone">
              <Phone aria-hidden className="h-4 w-4" />
              <span dir="ltr">{shipTo.phone}</span>
            </a>
          ) : null}
          <a href={packingSlipUrl(orderId, language)} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-dark underline underline-offset-4" data-testid="designer-line-packing-slip">
            <FileText aria-hidden className="h-4 w-4" />
            {t('designer.line.packingSlip')}
          </a>
        </span>
      </dd>
    </div>
  );
}
