import { Download, Table2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { MEASUREMENT_KEYS, type MeasurementKey, type SizeChart } from '@domain/sizing/types';
import { isNavelWaist } from '@domain/sizing/waist';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGuideText } from '../size-guide/guide-text';
import { CategorySelect, Notice, UnitSwitch } from './controls';
import { fromBase, type GuideFormAction, type GuideFormState } from './guide-form';
import { formatNumber, unitLabel } from './messages';

/** The chart's measurements in guide order (key measurements first), then any others it defines. */
export function chartRows(chart: SizeChart): MeasurementKey[] {
  const order = [...new Set<MeasurementKey>([...GUIDE_ITEMS[chart.category].map((item) => item.key), ...MEASUREMENT_KEYS])];
  return order.filter((key) => chart.sizes.some((size) => size.ranges[key] !== undefined));
}

export interface TraditionalSizesTabProps {
  state: GuideFormState;
  dispatch: Dispatch<GuideFormAction>;
  chart: SizeChart | null;
  loading: boolean;
  onImport: (label: string) => void;
}

/** Traditional Sizes (docs/requirements/sizing.md §2): the chart in force; importing a size fills Manual Entry. */
export function TraditionalSizesTab({ state, dispatch, chart, loading, onImport }: TraditionalSizesTabProps) {
  const { t, i18n } = useTranslation('sizing');
  const { label } = useGuideText();
  const { category, unit } = state;
  const rows = chart ? chartRows(chart) : [];
  const range = (key: MeasurementKey, [lo, hi]: readonly [number, number]) => {
    const digits = key === 'weight_kg' && unit === 'inches' ? 0 : 1;
    const [a, b] = [lo, hi].map((v) => formatNumber(fromBase(key, v, unit), i18n.language, digits));
    return `${a === b ? a : `${a}–${b}`} ${t(`units.${unitLabel(key, unit)}`)}`;
  };
  const waistAt = chart?.waistDefinition ? (isNavelWaist(chart.waistDefinition) ? t('traditional.navel') : chart.waistDefinition) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-6 sm:px-6">
      <p className="flex gap-2 text-sm text-ink-soft">
        <Table2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
        {t('traditional.intro')}
      </p>
      <div className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2">
        <CategorySelect value={category} onChange={(c) => dispatch({ type: 'category', category: c })} testId="traditional-category" />
        <UnitSwitch value={unit} onChange={(u) => dispatch({ type: 'unit', unit: u })} testIdPrefix="traditional-unit" />
      </div>

      {chart ? (
        <>
          <p className="mt-4 text-sm text-ink-soft">
            <span className="font-semibold text-ink">{t('traditional.chartName', { name: chart.name })}</span>
            {waistAt ? <span> · {t('traditional.waistAt', { definition: waistAt })}</span> : null}
          </p>
          {chart.sizes.length === 0 || rows.length === 0 ? (
            <p className="mt-4 rounded-card border border-dashed border-line p-6 text-center text-ink-soft">{t('traditional.empty')}</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="traditional-sizes">
              {chart.sizes.map((size) => (
                <li key={size.label} className="flex flex-col rounded-card border border-line bg-white p-4">
                  <h3 className="font-display text-xl font-bold">{t('traditional.size', { size: size.label })}</h3>
                  <dl className="mt-2 grid flex-1 gap-1 text-sm">
                    {rows.map((key) => {
                      const r = size.ranges[key];
                      if (!r) return null;
                      return (
                        <div key={key} className="flex justify-between gap-3 border-b border-line py-1 last:border-0">
                          <dt className="text-ink-soft">{key === 'weight_kg' ? t('basics.weight') : key === 'height_cm' ? t('basics.height') : label(category, key)}</dt>
                          <dd className="font-semibold whitespace-nowrap tabular-nums">{range(key, r)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                  <Button
                    variant="outline"
                    className="mt-3 w-full"
                    onClick={() => onImport(size.label)}
                    aria-label={t('traditional.importLabel', { size: size.label })}
                    data-testid={`traditional-import-${size.label}`}
                  >
                    <Download aria-hidden className="h-4 w-4" />
                    {t('traditional.import')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : loading ? (
        <div role="status" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('traditional.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-card" />
          ))}
        </div>
      ) : (
        <Notice className="mt-4" tone="warning" role="status">
          {t('traditional.unavailable')}
        </Notice>
      )}
    </div>
  );
}
