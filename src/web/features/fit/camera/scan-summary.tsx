import { PHOTO_FIT_KEYS } from '@domain/fit/measure';
import type { SizeCategory, UnitSystem } from '@domain/sizing/types';
import { confidenceLevel } from '@domain/sizing/validation';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { SizeRecommendationSummary } from '../../sizing';
import { FitPicture } from '../photo/fit-picture';
import { resultRows, type PhotoFitResult } from '../photo/fit-result';
import { MeasurementsTable, QualityNotes } from '../photo/results-parts';
import type { ScanCapture } from './camera-scan';
import { scanQualityOf, usedSideView } from './scan-quality';

const LEVEL_TONE = { excellent: 'emerald', good: 'emerald', fair: 'saffron', poor: 'crimson' } as const;

export interface ScanSummaryProps {
  result: PhotoFitResult;
  front: ScanCapture;
  side: ScanCapture;
  category: SizeCategory;
  recommendation: SizeRecommendationSummary | null;
  unit: UnitSystem;
  onUnit(unit: UnitSystem): void;
  attaching: boolean;
  /** On a product page, signed in: attaching puts the garment in the cart, and the button says so (issue 41). */
  addsToCart?: boolean;
  pdfBusy: boolean;
  onAttach(): void;
  onRescan(): void;
  onPdf(): void;
  onClose(): void;
}

/** docs/requirements/sizing.md §2 overlay 7: confidence level, scan quality, the measurements, Attach to Order, Rescan, Close, the disclaimer, and the PDF. */
export function ScanSummary({ result, front, side, category, recommendation, unit, onUnit, attaching, addsToCart = false, pdfBusy, onAttach, onRescan, onPdf, onClose }: ScanSummaryProps) {
  const { t } = useTranslation(['fit-camera', 'fit-photo']);
  const percent = Math.round(result.confidence * 100);
  const level = confidenceLevel(percent);
  const quality = scanQualityOf(front, side, result);
  const sideUsed = usedSideView(result);
  const rows = resultRows(result, PHOTO_FIT_KEYS[category]);

  return (
    <div data-testid="scan-summary" className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      {/* Camera frames are usually landscape: one under the other, so the body is not tiny. */}
      {/* On a phone the figures come first and the pictures after them. */}
      <div className={cn('order-2 grid gap-3 lg:order-1 lg:sticky lg:top-0', front.photo.width > front.photo.height ? 'grid-cols-1' : 'grid-cols-2')}>
        <FitPicture image={front.photo.canvas} view={front.view} category={category} readAt={result.levels.front} caption={t('summary.frontPicture')} />
        <FitPicture image={side.photo.canvas} view={side.view} category={category} readAt={result.levels.side} caption={t('summary.sidePicture')} />
      </div>
      <div className="order-1 flex flex-col gap-5 lg:order-2">
        <h3 className="font-display text-2xl font-semibold">{t('summary.title')}</h3>
        <section className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('summary.confidence')}</p>
            <p className="mt-1 flex items-center gap-2" data-testid="scan-confidence">
              <span className="font-display text-2xl font-semibold">{percent}%</span>
              <Badge tone={LEVEL_TONE[level]}>{t(`summary.levels.${level}`)}</Badge>
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('summary.quality')}</p>
            <p className="mt-1" data-testid="scan-quality">
              <span className="font-display text-2xl font-semibold">{Math.round(quality * 100)}%</span>
              <span className="block text-xs text-ink-soft">{sideUsed ? t('summary.bothViews') : t('summary.frontOnly')}</span>
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('fit-photo:review.recommended')}</p>
            {recommendation?.size ? (
              <p className="mt-1">
                <span className="font-display text-2xl font-semibold" data-testid="scan-size">
                  {recommendation.size}
                </span>
                {recommendation.alternates.length > 0 ? <span className="block text-xs text-muted">{t('fit-photo:review.alternates', { sizes: recommendation.alternates.join(', ') })}</span> : null}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">{t('fit-photo:review.noSize')}</p>
            )}
          </div>
        </section>

        <MeasurementsTable rows={rows} unit={unit} onUnit={onUnit} testIdPrefix="scan" />
        <QualityNotes quality={front.quality} flags={result.qualityFlags} />

        <p className="text-xs text-muted" data-testid="scan-disclaimer">
          {t('summary.disclaimer')}
        </p>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={attaching} data-testid="scan-close">
            {t('fit-photo:actions.close')}
          </Button>
          <Button variant="outline" onClick={onPdf} disabled={attaching || pdfBusy} data-testid="scan-pdf">
            {pdfBusy ? (
              <Spinner label={t('summary.pdfBusy')} />
            ) : (
              <>
                <Download aria-hidden className="h-4 w-4" /> {t('summary.pdf')}
              </>
            )}
          </Button>
          <Button variant="outline" onClick={onRescan} disabled={attaching} data-testid="scan-rescan">
            {t('summary.rescan')}
          </Button>
          <Button variant="accent" onClick={onAttach} disabled={attaching} data-testid="scan-attach">
            {attaching ? <Spinner label={t('summary.attaching')} /> : addsToCart ? t('summary.addToCart') : t('summary.attach')}
          </Button>
        </div>
      </div>
    </div>
  );
}
