import type { PoseQuality } from '@domain/fit/quality-gate';
import type { UnitSystem } from '@domain/sizing/types';
import { Info } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { explainFlag, type resultRows } from './fit-result';

type Row = ReturnType<typeof resultRows>[number];

/**
 * The measured values with a cm/in switch, shared by the photo's Review step and the camera's scan
 * summary. `testIdPrefix` names the cells (`fit-value-waist_cm`, `scan-value-waist_cm`).
 */
export function MeasurementsTable({ rows, unit, onUnit, testIdPrefix }: { rows: readonly Row[]; unit: UnitSystem; onUnit(unit: UnitSystem): void; testIdPrefix: string }) {
  const { t } = useTranslation('fit-photo');
  const metric = unit === 'metric';
  const metricName = (key: string) => t(`metrics.${key}`, { defaultValue: key });
  return (
    <section>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-display text-lg font-semibold">{t('review.measurements')}</h3>
        <button
          type="button"
          data-testid="fit-unit-toggle"
          aria-pressed={!metric}
          onClick={() => onUnit(metric ? 'inches' : 'metric')}
          className="inline-flex min-h-10 items-center rounded-full border border-line bg-white p-1 text-sm font-semibold"
        >
          <span className={metric ? 'rounded-full bg-ink px-3 py-1 text-cotton' : 'px-3 py-1 text-ink-soft'}>{t('review.units.metric')}</span>
          <span className={metric ? 'px-3 py-1 text-ink-soft' : 'rounded-full bg-ink px-3 py-1 text-cotton'}>{t('review.units.imperial')}</span>
          <span className="sr-only">{t('review.units.toggle')}</span>
        </button>
      </div>
      <table className="mt-3 w-full overflow-hidden rounded-card border border-line bg-white text-sm">
        <thead className="bg-linen text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('review.columns.measurement')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {metric ? t('review.columns.cm') : t('review.columns.in')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('review.columns.confidence')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line" data-testid={`${testIdPrefix}-row-${row.key}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {metricName(row.key)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-testid={`${testIdPrefix}-value-${row.key}`}>
                {metric ? row.cm.toFixed(1) : row.inches.toFixed(1)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-ink-soft">{row.confidence === null ? t('review.stated') : `${Math.round(row.confidence * 100)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The capture's warnings and the server's quality flags, in plain words ('Good to know'). */
export function QualityNotes({ quality, flags: rawFlags }: { quality: PoseQuality | null; flags: readonly string[] }) {
  const { t } = useTranslation('fit-photo');
  const metricName = (key: string) => t(`metrics.${key}`, { defaultValue: key });
  const warnings = quality?.issues.filter((i) => i.severity === 'warning') ?? [];
  const explained = rawFlags.map(explainFlag);
  // "An arm covered the waist" already says the waist is estimated.
  const covered = new Set(explained.filter((f) => f.key === 'armCovered').map((f) => f.metric));
  const flags = explained.filter((f) => !warnings.some((w) => w.code === f.code) && !(f.key === 'estimated' && covered.has(f.metric)));
  if (warnings.length === 0 && flags.length === 0) return null;
  return (
    <section className="rounded-card border border-saffron/40 bg-saffron-tint/40 p-4 text-sm" data-testid="fit-flags">
      <h3 className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="h-4 w-4" /> {t('review.flagsTitle')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        {warnings.map((w) => (
          <li key={w.code}>{t(`quality.issues.${w.code}`)}</li>
        ))}
        {flags.map((f) => (
          <li key={f.code} data-flag={f.code}>
            {f.issue ? t(`flags.${f.key}`, { issue: t(`quality.issues.${f.issue}`) }) : t(`flags.${f.key}`, { metric: f.metric ? metricName(f.metric) : '', code: f.code })}
          </li>
        ))}
      </ul>
    </section>
  );
}
