import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import { PHOTO_FIT_KEYS } from '@domain/fit/measure';
import type { SizeCategory, UnitSystem } from '@domain/sizing/types';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SizeRecommendationSummary } from '../../sizing';
import { FitPicture } from './fit-picture';
import { armsTouchedBody, confidenceTone, type PhotoFitResult, resultRows } from './fit-result';
import { MeasurementsTable, QualityNotes } from './results-parts';

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
  /** On a product page, signed in: the save puts the garment in the cart, and the button says so (issue 41). */
  addsToCart?: boolean;
  onSave(): void;
  onTryAgain(): void;
  onClose(): void;
}

/** Step 3 (docs/requirements/sizing.md §2 overlay 5): the measurements, how sure they are, the picture, and the size. */
export function ReviewStep({ result, view, image, quality, category, recommendation, unit, onUnit, saving, addsToCart = false, onSave, onTryAgain, onClose }: ReviewStepProps) {
  const { t } = useTranslation('fit-photo');
  const rows = resultRows(result, PHOTO_FIT_KEYS[category]);
  const overall = Math.round(result.confidence * 100);

  return (
    <div data-testid="fit-results" className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <FitPicture image={image} view={view} category={category} readAt={result.levels.front} className="lg:sticky lg:top-0" />
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

        {armsTouchedBody(result.qualityFlags, quality?.issues) ? (
          <section className="flex flex-col gap-3 rounded-card border border-saffron bg-saffron-tint p-4 text-sm sm:flex-row sm:items-center" data-testid="fit-arms-retake" aria-labelledby="fit-arms-retake-title">
            <div className="min-w-0 flex-1">
              <h3 id="fit-arms-retake-title" className="font-semibold">
                {t('review.armsTitle')}
              </h3>
              <p className="mt-1 text-ink-soft">{t('review.armsBody')}</p>
            </div>
            <Button variant="outline" className="shrink-0" onClick={onTryAgain} disabled={saving} data-testid="fit-arms-retake-button">
              {t('review.armsRetake')}
            </Button>
          </section>
        ) : null}
        <MeasurementsTable rows={rows} unit={unit} onUnit={onUnit} testIdPrefix="fit" />
        <QualityNotes quality={quality} flags={result.qualityFlags} />

        <p className="text-xs text-muted">{t('review.disclaimer')}</p>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('actions.close')}
          </Button>
          <Button variant="outline" onClick={onTryAgain} disabled={saving} data-testid="fit-try-again">
            {t('actions.tryAgain')}
          </Button>
          <Button variant="accent" onClick={onSave} disabled={saving} data-testid="fit-save">
            {saving ? <Spinner label={t('review.saving')} /> : addsToCart ? t('review.addToCart') : t('review.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
