import { useTranslation } from '../../../lib/use-translation';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { MEASUREMENT_KEYS, type MeasurementKey, type SizeChart } from '@domain/sizing/types';
import { isNavelWaist } from '@domain/sizing/waist';
import { useGuideText } from './guide-text';
import { formatRange, unitKey, type LengthUnit } from './units';

/** Rows in guide order (key measurements first), then anything else the chart defines. */
function rowsOf(chart: SizeChart): MeasurementKey[] {
  const order = [...new Set<MeasurementKey>([...GUIDE_ITEMS[chart.category].map((i) => i.key), ...MEASUREMENT_KEYS])];
  return order.filter((key) => chart.sizes.some((s) => s.ranges[key]));
}

/**
 * A size chart as a table: one column per size, one row per measurement. On phones it scrolls
 * sideways inside its own box, with the measurement names pinned on the left.
 */
/** Children's age bands ("2-4Y") read naturally in either language; other labels (S, XL) stay as set. */
const AGE_BAND = /^(\d+)\s*-\s*(\d+)\s*Y$/i;

export function SizeChartTable({ chart, unit }: { chart: SizeChart; unit: LengthUnit }) {
  const { t, i18n } = useTranslation('sizing-guide');
  const { label } = useGuideText();
  const rows = rowsOf(chart);
  const sizeLabel = (text: string) => {
    const band = AGE_BAND.exec(text);
    return band ? t('sizing-guide:page.chart.ageBand', { from: band[1], to: band[2] }) : text;
  };
  if (chart.sizes.length === 0 || rows.length === 0) return <p className="rounded-card border border-dashed border-line p-6 text-center text-ink-soft">{t('sizing-guide:page.chart.empty')}</p>;
  const waistAt = chart.waistDefinition ? (isNavelWaist(chart.waistDefinition) ? t('sizing-guide:page.chart.navel') : chart.waistDefinition) : null;
  return (
    <div>
      <div
        role="region"
        aria-label={chart.name}
        // Focusable so keyboard users can scroll the table sideways.
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-line bg-white"
        data-testid="size-chart-table"
      >
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">{t('sizing-guide:page.chart.caption', { name: chart.name, unit: t(`sizing-guide:page.chart.${unit}`) })}</caption>
          <thead>
            <tr className="bg-linen">
              <th scope="col" className="sticky left-0 z-10 bg-linen px-4 py-3 text-left font-semibold">
                {t('sizing-guide:page.chart.measurement')}
              </th>
              {chart.sizes.map((s) => (
                <th key={s.label} scope="col" className="px-4 py-3 text-center font-display text-base font-bold whitespace-nowrap">
                  {sizeLabel(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((key) => (
              <tr key={key} className="border-t border-line">
                <th scope="row" className="sticky left-0 z-10 max-w-44 bg-white px-4 py-3 text-left align-top font-semibold">
                  <span className="block">
                    {label(chart.category, key)} <span className="font-normal text-muted">({t(`sizing-guide:page.chart.${unitKey(key, unit)}`)})</span>
                  </span>
                  {key === 'waist_cm' && waistAt ? <span className="block text-xs font-normal text-emerald">{t('sizing-guide:page.chart.waistAt', { definition: waistAt })}</span> : null}
                </th>
                {chart.sizes.map((s) => {
                  const range = s.ranges[key];
                  return (
                    <td key={s.label} className="px-4 py-3 text-center whitespace-nowrap tabular-nums">
                      {range ? formatRange(key, range, unit, i18n.language) : <span className="text-muted">—</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted sm:hidden">{t('sizing-guide:page.chart.scrollHint')}</p>
    </div>
  );
}
