import type { PoseQuality } from '@domain/fit/quality-gate';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import type { CaptureProblem } from './ai-fit-state';
import { PhotoDropZone, ProcessingErrorView, QualityFailedView } from './capture-step';
import type { ProcessingError } from './photo-rules';

/** Step 2: choose or drop a photo; a refused file says why under the drop zone. */
export function CaptureStep({ problem, onFile, onBack }: { problem: CaptureProblem | null; onFile(file: File | null): void; onBack(): void }) {
  const { t } = useTranslation('fit-photo');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <div>
        <h3 className="font-display text-xl font-semibold">{t('capture.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t('capture.intro')}</p>
      </div>
      <PhotoDropZone problem={problem} onFile={onFile} />
      <div className="flex justify-start">
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </div>
    </div>
  );
}

export type PhotoProblem = { kind: 'quality'; quality: PoseQuality } | { kind: 'error'; error: ProcessingError };

/** 'Quality Check Failed' or a processing error, with the photo, Close and Try Again. */
export function PhotoProblemStep({ problem, previewUrl, onClose, onTryAgain }: { problem: PhotoProblem; previewUrl: string | null; onClose(): void; onTryAgain(): void }) {
  const { t } = useTranslation('fit-photo');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      {problem.kind === 'quality' ? <QualityFailedView quality={problem.quality} /> : <ProcessingErrorView error={problem.error} />}
      {previewUrl ? <img src={previewUrl} alt={t('capture.previewAlt')} className="mx-auto max-h-[36dvh] w-auto rounded-lg object-contain" /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <Button variant="accent" onClick={onTryAgain} data-testid="fit-try-again">
          {t('actions.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
