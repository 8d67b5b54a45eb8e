import type { MeasurementReview } from '@domain/fitting/api';
import { useFittingFormat } from './use-fitting-format';
import { useTranslation } from '../../lib/use-translation';

/** The product's size chart beside the measurements: each size's ranges in cm, the keys the measurements have first. */
export function SizeChartTable({ review }: { review: MeasurementReview }) {
  const { t } = useTranslation(['fitting', 'orders']);
  const { name } = useFittingFormat();
  const chart = review.chart;
  if (!chart || chart.sizes.length === 0) return <p className="text-sm text-muted">{t('chart.none')}</p>;
  const current = review.versions.find((v) => v.version === review.currentVersion);
  const keys = [...new Set(chart.sizes.flatMap((s) => Object.keys(s.ranges)))].sort((a, b) => Number(current?.metricsCm[b] !== undefined) - Number(current?.metricsCm[a] !== undefined));
  return (
    <div className="overflow-x-auto rounded-lg border border-line" data-testid="measurement-review-chart">
      <table className="w-full text-sm">
        <caption className="px-3 pt-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-soft">{t('chart.title', { name: chart.name })}</caption>
        <thead className="bg-linen/70 text-left text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{t('chart.size')}</th>
            {keys.map((k) => (
              <th key={k} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">{name(k)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {chart.sizes.map((size) => (
            <tr key={size.label}>
              <th scope="row" className="px-3 py-1.5 text-left font-semibold">{size.label}</th>
              {keys.map((k) => {
                const range = size.ranges[k];
                return (
                  <td key={k} className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">
                    {range ? t('chart.range', { min: range[0], max: range[1] }) : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
