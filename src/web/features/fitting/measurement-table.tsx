import type { MeasurementReview } from '@domain/fitting/api';
import { MEASUREMENT_KEYS, type MeasurementKey } from '@domain/sizing/types';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { useFittingFormat } from './use-fitting-format';

/**
 * The version in force, one row per measurement in cm and inches with its source; the keys the
 * designer asked about are marked. With `pick`, each row has a checkbox to choose keys to ask about.
 */
export function MeasurementTable({
  review,
  pick,
}: {
  review: MeasurementReview;
  pick?: { keys: readonly MeasurementKey[]; toggle: (key: MeasurementKey) => void };
}) {
  const { t } = useTranslation(['fitting', 'orders']);
  const { value, name, source } = useFittingFormat();
  const current = review.versions.find((v) => v.version === review.currentVersion) ?? review.versions.at(-1);
  if (!current) return null;
  const keys = MEASUREMENT_KEYS.filter((k) => current.metricsCm[k] !== undefined);
  const asked = new Set<string>(review.state === 'question_asked' ? review.askedKeys : []);
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('table.caption', { product: review.productName, version: current.version })}</caption>
        <thead className="bg-linen/70 text-left text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{t('table.measurement')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">{t('table.metric')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">{t('table.imperial')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {keys.map((key) => (
            <tr key={key} data-measurement={key} className={cn(asked.has(key) && 'bg-saffron-tint/60')}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {pick ? (
                  <label className="flex min-h-11 cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-emerald"
                      checked={pick.keys.includes(key)}
                      onChange={() => pick.toggle(key)}
                      data-testid={`measurement-pick-${key}`}
                    />
                    <span>
                      {name(key)}
                      <span className="block text-xs text-muted">{source(current.sources[key])}</span>
                    </span>
                  </label>
                ) : (
                  <>
                    {name(key)}
                    {asked.has(key) ? <span className="ml-1 text-xs font-semibold text-[#7a5a00]">{t('table.asked')}</span> : null}
                    {/* Where the value came from, under its name: a fourth column would not fit a phone. */}
                    <span className="block text-xs text-muted">{source(current.sources[key])}</span>
                  </>
                )}
              </th>
              <td className="px-3 py-1.5 text-right font-semibold tabular-nums whitespace-nowrap">{value(key, current.metricsCm[key] ?? null, 'metric')}</td>
              <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap text-ink-soft">{value(key, current.metricsIn[key] ?? null, 'imperial')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
