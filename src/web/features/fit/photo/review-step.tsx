import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import { PHOTO_FIT_KEYS } from '@domain/fit/measure';
import type { SizeCategory, UnitSystem } from '@domain/sizing/types';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SizeRecommendationSummary } from '../../sizing';
import { FitPicture } from './fit-picture';
import { confidenceTone, explainFlag, resultRows, type PhotoFitResult } from './fit-result';

const TONE = { good: 'emerald', medium: 'saffron', low: 'crimson' } as const;

export interface ReviewStepProps {
  result: PhotoFitResult;
  view: PoseView;
  image: HTMLCanvasElement;
  quality: PoseQuality;
  category: SizeCategory;
  recommendation: SizeRecommendationSummary | null;
  unit: UnitSystem;
  onUnit(unit: UnitSystem): void;
  saving: boolean;
  onSave(): void;
  onTryAgain(): void;
  onClose(): void;
}

/** Step 3 (sizing.md §2 overlay 5): the measurements, how sure they are, the picture, and the size. */
export function ReviewStep({ result, view, image, quality, category, recommendation, unit, onUnit, saving, onSave, onTryAgain, onClose }: ReviewStepProps) {
  const { t } = useTranslation('fit-photo');
  const rows = resultRows(result, PHOTO_FIT_KEYS[category]);
  const overall = Math.round(result.confidence * 100);
  const metric = unit === 'metric';
  const warnings = quality.issues.filter((i) => i.severity === 'warning');
  const flags = result.qualityFlags.map(explainFlag).filter((f) => !warnings.some((w) => w.code === f.code));
  const metricName = (key: string) => t(`metrics.${key}`, { defaultValue: key });

  return (
    <div data-testid="fit-results" className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <FitPicture image={image} view={view} category={category} className="lg:sticky lg:top-0" />
      <div className="flex flex-col gap-5">
        <section className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('review.recommended')}</p>
            {recommendation?.size ? (
              <p className="mt-1 flex items-baseline gap-2">
                <span className="font-display text-3xl font-semibold" data-testid="fit-recommended-size">
                  {recommendation.size}
                </span>
                <span className="text-sm text-ink-soft">{t('review.sizeConfidence', { percent: Math.round(recommendation.confidence * 100) })}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">{t('review.noSize')}</p>
            )}
            {recommendation && recommendation.alternates.length > 0 ? <p className="mt-1 text-xs text-muted">{t('review.alternates', { sizes: recommendation.alternates.join(', ') })}</p> : null}
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('review.overall')}</p>
            <p className="mt-1 flex items-center gap-2">
              <span className="font-display text-3xl font-semibold" data-testid="fit-confidence">
                {overall}%
              </span>
              <Badge tone={TONE[confidenceTone(result.confidence)]}>{t(`review.tone.${confidenceTone(result.confidence)}`)}</Badge>
            </p>
          </div>
        </section>

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
                <tr key={row.key} className="border-t border-line" data-testid={`fit-row-${row.key}`}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {metricName(row.key)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid={`fit-value-${row.key}`}>
                    {metric ? row.cm.toFixed(1) : row.inches.toFixed(1)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-ink-soft">{row.confidence === null ? t('review.stated') : `${Math.round(row.confidence * 100)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {warnings.length > 0 || flags.length > 0 ? (
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
                  {f.issue
                    ? t(`flags.${f.key}`, { issue: t(`quality.issues.${f.issue}`) })
                    : t(`flags.${f.key}`, { metric: f.metric ? metricName(f.metric) : '', code: f.code })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="text-xs text-muted">{t('review.disclaimer')}</p>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('actions.close')}
          </Button>
          <Button variant="outline" onClick={onTryAgain} disabled={saving} data-testid="fit-try-again">
            {t('actions.tryAgain')}
          </Button>
          <Button variant="accent" onClick={onSave} disabled={saving} data-testid="fit-save">
            {saving ? <Spinner label={t('review.saving')} /> : t('review.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
