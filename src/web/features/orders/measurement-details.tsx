import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { OrderMeasurementsView } from '@domain/orders/types';
import { cn } from '../../lib/cn';
import { humanizeKey, measurementRows } from './measurement-rows';
import { confidencePercent, measurementSheetUrl } from './order-status';
import { useOrderFormat } from './use-order-format';

export interface MeasurementDetailsProps {
  lineId: string;
  productName: string;
  measurements: OrderMeasurementsView;
  className?: string;
}

/**
 * Everything a maker needs to cut a custom-fit garment: each measurement in both unit systems,
 * where the numbers came from, how sure the sizing was, and the printable sheet.
 */
export function MeasurementDetails({ lineId, productName, measurements, className }: MeasurementDetailsProps) {
  const { t } = useTranslation('orders');
  const { language, date, number } = useOrderFormat();
  const rows = useMemo(() => measurementRows(measurements), [measurements]);
  const percent = confidencePercent(measurements.confidence);
  const captured = date(measurements.capturedAt);
  const value = (n: number, unit: 'cm' | 'in' | 'kg' | 'lb') => t('measurements.value', { value: number(n, unit === 'cm' || unit === 'kg' ? 1 : 2), unit: t(`measurements.units.${unit}`) });
  const facts: Array<[string, string]> = [
    [t('measurements.source'), t(`measurements.sources.${measurements.source}`, { defaultValue: humanizeKey(measurements.source) })],
    [t('measurements.confidence'), percent === null ? t('measurements.notGiven') : t('measurements.percent', { percent: number(percent, 0) })],
    [t('measurements.recommendedSize'), measurements.recommendedSize ?? t('measurements.none')],
    [t('measurements.captured'), captured ?? t('measurements.notGiven')],
  ];
  // Once the shopper corrected them, these are the version in force (issue 38), not the set as placed.
  if (measurements.version) {
    const accepted = date(measurements.acceptedAt ?? null);
    facts.push([t('measurements.version'), accepted ? t('measurements.versionAccepted', { version: measurements.version, date: accepted }) : t('measurements.versionAwaiting', { version: measurements.version })]);
  }
  if (measurements.category) facts.push([t('measurements.category'), t(`measurements.categories.${measurements.category}`, { defaultValue: measurements.category })]);

  return (
    <div data-testid="designer-line-measurements" className={cn('grid gap-4 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8', className)}>
      <dl className="grid grid-cols-2 content-start gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:col-start-2 lg:row-start-1 lg:grid-cols-2">
        {facts.map(([label, text]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="font-semibold break-words">{text}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-muted lg:col-start-1 lg:row-span-2 lg:row-start-1">{t('measurements.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('measurements.table.caption', { product: productName })}</caption>
            <thead className="bg-linen/70 text-left text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('measurements.table.measurement')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('measurements.table.metric')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('measurements.table.imperial')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key} data-measurement={row.key}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {t(`measurements.names.${row.name}`, { defaultValue: humanizeKey(row.key) })}
                  </th>
                  <td className="px-3 py-1.5 text-right font-semibold tabular-nums whitespace-nowrap">{value(row.metric, row.kind === 'weight' ? 'kg' : 'cm')}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap text-ink-soft">{value(row.imperial, row.kind === 'weight' ? 'lb' : 'in')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="space-y-3 lg:col-start-2 lg:row-start-2">
        {measurements.notes ? (
          <p className="text-sm break-words">{t('measurements.notesLine', { notes: measurements.notes })}</p>
        ) : null}
        <a
          href={measurementSheetUrl(lineId, language)}
          target="_blank"
          rel="noopener"
          data-testid="designer-line-pdf"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 bg-white px-4 text-sm font-semibold hover:border-ink/60 hover:bg-linen"
        >
          <Printer aria-hidden className="h-4 w-4" />
          {t('measurements.printPdf')}
          <span className="sr-only"> {t('measurements.newTab')}</span>
        </a>
      </div>
    </div>
  );
}
