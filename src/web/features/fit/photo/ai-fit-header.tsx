import { Check, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import type { ScanView } from '../camera/camera-scan';
import { CAMERA_STEPS, cameraStepOf, PHOTO_STEPS, photoStepOf, type Mode, type Screen } from './ai-fit-state';

/** The title bar, with the close button. */
export function AiFitHeader({ title, mode }: { title: string; mode: Mode }) {
  const { t } = useTranslation('fit-photo');
  const { t: tc } = useTranslation('fit-camera');
  return (
    <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2 md:px-6" data-toast-avoid="">
      <div className="min-w-0">
        <Dialog.Title className="truncate font-display text-lg font-semibold md:text-xl">{title}</Dialog.Title>
        <Dialog.Description className="truncate text-xs text-muted md:text-sm">{mode === 'camera' ? tc('subtitle') : t('subtitle')}</Dialog.Description>
      </div>
      <Dialog.Close asChild>
        <button className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-linen" aria-label={t('actions.close')} data-testid="fit-close">
          <X className="h-5 w-5" />
        </button>
      </Dialog.Close>
    </header>
  );
}

/** Where the shopper is: the camera's 1/4…4/4 bar, or the photo's Height → Capture → Review → Save. */
export function AiFitProgress({ mode, screen, scanView }: { mode: Mode; screen: Screen; scanView: ScanView }) {
  if (screen.kind === 'consent' || screen.kind === 'setup') return null;
  return mode === 'camera' ? <CameraProgress step={cameraStepOf(screen, scanView)} /> : <PhotoStepper step={photoStepOf(screen)} />;
}

function CameraProgress({ step }: { step: number }) {
  const { t: tc } = useTranslation('fit-camera');
  return (
    <div className="border-b border-line bg-white px-4 py-2 md:px-6">
      <div className="flex items-center justify-between gap-3 text-xs md:text-sm">
        <span className="font-semibold" data-testid="scan-progress">
          {tc('progress.label', { current: step + 1, total: CAMERA_STEPS.length })}
        </span>
        <span className="truncate text-muted">{tc(`progress.steps.${CAMERA_STEPS[step] ?? 'details'}`)}</span>
      </div>
      <div className="mt-1.5 grid grid-cols-4 gap-1" aria-hidden>
        {CAMERA_STEPS.map((s, i) => (
          <span key={s} className={cn('h-1.5 rounded-full', i <= step ? 'bg-emerald' : 'bg-linen')} />
        ))}
      </div>
    </div>
  );
}

function PhotoStepper({ step }: { step: number }) {
  const { t } = useTranslation('fit-photo');
  if (step < 0) return null;
  return (
    <ol className="flex items-center gap-1 border-b border-line bg-white px-4 py-2 text-xs md:gap-2 md:px-6 md:text-sm" aria-label={t('stepper.label')} data-testid="fit-stepper">
      {PHOTO_STEPS.map((s, i) => (
        <li key={s} className="flex min-w-0 flex-1 items-center gap-1.5" aria-current={i === step ? 'step' : undefined}>
          <span
            className={cn(
              'grid h-6 w-6 shrink-0 place-items-center rounded-full text-xs font-semibold',
              i < step ? 'bg-emerald text-white' : i === step ? 'bg-ink text-cotton' : 'bg-linen text-muted',
            )}
          >
            {i < step ? <Check aria-hidden className="h-3.5 w-3.5" /> : i + 1}
          </span>
          <span className={cn('truncate', i === step ? 'font-semibold text-ink' : 'text-muted')}>{t(`stepper.${s}`)}</span>
          {i < PHOTO_STEPS.length - 1 ? <span aria-hidden className="mx-1 hidden h-px flex-1 bg-line sm:block" /> : null}
        </li>
      ))}
    </ol>
  );
}
