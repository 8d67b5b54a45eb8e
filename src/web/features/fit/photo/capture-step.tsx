import type { PoseQuality } from '@domain/fit/quality-gate';
import { AlertTriangle, ImageUp, Lightbulb } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { STAGE_PROGRESS, type PhotoFileProblem, type ProcessingError, type ProcessingStage } from './photo-rules';

export interface DropZoneProps {
  problem: PhotoFileProblem | { code: 'INVALID_IMAGE' } | null;
  onFile(file: File | null): void;
}

/** Drag-and-drop or Browse (a real file input, reachable with Tab and opened with Space or Enter). */
export function PhotoDropZone({ problem, onFile }: DropZoneProps) {
  const { t } = useTranslation('fit-photo');
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  const message = problem
    ? problem.code === 'FIT_IMAGE_TOO_LARGE'
      ? t('capture.errors.tooLarge', { size: problem.sizeMb })
      : problem.code === 'FIT_UNSUPPORTED_FORMAT'
        ? problem.heic
          ? t('capture.errors.heic')
          : t('capture.errors.format')
        : problem.code === 'INVALID_IMAGE'
          ? t('capture.errors.invalid')
          : t('capture.errors.noPhoto')
    : null;
  return (
    <div className="flex flex-col gap-3">
      <label
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-56 cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-6 py-8 text-center transition-colors focus-within:border-emerald focus-within:ring-2 focus-within:ring-emerald/30',
          dragging ? 'border-emerald bg-emerald/5' : 'border-line bg-white hover:border-ink/40',
        )}
      >
        <ImageUp aria-hidden className="h-10 w-10 text-emerald" />
        <span className="font-display text-lg font-semibold">{t('capture.dropTitle')}</span>
        <span className="text-sm text-ink-soft">{t('capture.dropHint')}</span>
        <span className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-ink px-5 text-sm font-semibold text-cotton">{t('capture.browse')}</span>
        <span className="text-xs text-muted">{t('capture.formats')}</span>
        <input
          type="file"
          data-testid="fit-file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          className="sr-only"
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            // The same file chosen again (after Try Again) must fire a change.
            e.target.value = '';
          }}
        />
      </label>
      {message ? (
        <p role="alert" data-testid="fit-error" data-code={problem?.code} className="flex items-start gap-2 rounded-lg border border-crimson/30 bg-crimson-tint px-4 py-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-crimson" />
          {message}
        </p>
      ) : null}
      <div className="rounded-card border border-line bg-white p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="h-4 w-4 text-saffron" /> {t('capture.tipsTitle')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
          <li>{t('capture.tips.fullBody')}</li>
          <li>{t('capture.tips.facing')}</li>
          <li>{t('capture.tips.clothing')}</li>
          <li>{t('capture.tips.light')}</li>
        </ul>
      </div>
    </div>
  );
}

/** The photo with a real progress bar and the stage message (docs/requirements/sizing.md §4: 10/25/40/65/85/100 %). */
export function ProcessingView({ previewUrl, stage, onCancel }: { previewUrl: string | null; stage: ProcessingStage; onCancel(): void }) {
  const { t } = useTranslation('fit-photo');
  const percent = STAGE_PROGRESS[stage];
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4" aria-busy="true">
      {previewUrl ? <img src={previewUrl} alt={t('capture.previewAlt')} className="max-h-[40dvh] w-auto rounded-lg object-contain shadow-card" /> : null}
      <div className="w-full">
        <div className="flex items-baseline justify-between text-sm">
          <p className="font-semibold" aria-live="polite" data-testid="fit-stage" data-stage={stage}>
            {t(`processing.stages.${stage}`)}
          </p>
          <span className="tabular-nums text-muted">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('processing.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="fit-progress"
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-linen"
        >
          <div className="h-full rounded-full bg-emerald transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-xs text-muted">{t('processing.privacy')}</p>
      </div>
      <Button variant="outline" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </div>
  );
}

/** 'Quality Check Failed': each error and warning in the active language, and the score. */
export function QualityFailedView({ quality }: { quality: PoseQuality }) {
  const { t } = useTranslation('fit-photo');
  return (
    <div role="alert" data-testid="fit-quality-issues" className="rounded-card border border-crimson/30 bg-crimson-tint p-4">
      <h3 className="font-display text-lg font-semibold">{t('quality.failedTitle')}</h3>
      <p className="mt-1 text-sm text-ink-soft">{t('quality.score', { score: Math.round(quality.score * 100) })}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {quality.issues.map((issue) => (
          <li key={issue.code} data-code={issue.code} data-severity={issue.severity} className="flex items-start gap-2">
            <span className={cn('mt-0.5 shrink-0 whitespace-nowrap rounded px-1.5 text-xs font-semibold', issue.severity === 'error' ? 'bg-crimson text-white' : 'bg-saffron-tint text-[#7a5a00]')}>
              {issue.severity === 'error' ? t('quality.error') : t('quality.warning')}
            </span>
            <span>{t(`quality.issues.${issue.code}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A processing error of docs/requirements/sizing.md §8: title, message and tips. */
export function ProcessingErrorView({ error }: { error: ProcessingError }) {
  const { t } = useTranslation('fit-photo');
  const tips = t(`errors.${error}.tips`, { returnObjects: true });
  return (
    <div role="alert" data-testid="fit-error" data-code={error} className="rounded-card border border-crimson/30 bg-crimson-tint p-4">
      <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
        <AlertTriangle aria-hidden className="h-5 w-5 text-crimson" /> {t(`errors.${error}.title`)}
      </h3>
      <p className="mt-1 text-sm">{t(`errors.${error}.message`)}</p>
      {Array.isArray(tips) && tips.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
          {tips.map((tip) => (
            <li key={String(tip)}>{String(tip)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
