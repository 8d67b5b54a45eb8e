import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { SIZE_CATEGORIES, type SizeCategory, type SizeChart, type UnitSystem } from '@domain/sizing/types';
import { Check, ImageUp, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { cn } from '../../../lib/cn';
import { useConfirmMeasurements, useSizeChart, type ConfirmTarget, type HeightInput, type MeasurementSnapshot } from '../../sizing';
import { FitConsentPanel } from '../consent/fit-consent-dialog';
import { useFitConsent } from '../consent/use-fit-consent';
import { PhotoDropZone, ProcessingErrorView, ProcessingView, QualityFailedView } from './capture-step';
import { buildFitSnapshot, recommendFromResult, schemaMeasurements, type PhotoFitResult } from './fit-result';
import { HeightStep } from './height-step';
import { checkPhotoFile, processingErrorFor, saveErrorKey, stageOf, type PhotoFileProblem, type ProcessingError, type ProcessingStage } from './photo-rules';
import { PhotoFitError, preloadPoseModel, preparePhoto, runPhotoFit, type PreparedPhoto } from './process-photo';
import { ReviewStep } from './review-step';

export interface AiFitProduct {
  id: string;
  category: SizeCategory;
  sizes: readonly string[];
}

export type ConfirmOutcome = Awaited<ReturnType<ReturnType<typeof useConfirmMeasurements>>>;

export interface AiFitDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  product: AiFitProduct;
  target: ConfirmTarget;
  onConfirmed?(outcome: ConfirmOutcome, snapshot: MeasurementSnapshot): void;
}

type Screen =
  | { kind: 'consent' }
  | { kind: 'setup' }
  | { kind: 'height' }
  | { kind: 'capture'; problem: PhotoFileProblem | { code: 'INVALID_IMAGE' } | null }
  | { kind: 'processing'; stage: ProcessingStage }
  | { kind: 'quality'; quality: PoseQuality; view: PoseView | null }
  | { kind: 'error'; error: ProcessingError }
  | { kind: 'review'; result: PhotoFitResult; view: PoseView; quality: PoseQuality }
  | { kind: 'saving'; result: PhotoFitResult; view: PoseView; quality: PoseQuality };

const STEPS = ['height', 'capture', 'review', 'save'] as const;

function stepOf(screen: Screen): number {
  switch (screen.kind) {
    case 'consent':
    case 'setup':
      return -1;
    case 'height':
      return 0;
    case 'capture':
    case 'processing':
    case 'quality':
    case 'error':
      return 1;
    case 'review':
      return 2;
    case 'saving':
      return 3;
  }
}

/**
 * AI Powered Fit by photo (sizing.md §2 overlay 5, §4 "Photo-upload fit stepper"): consent, the
 * category, then Height → Capture → Review → Save. Full-screen on phones, a large window on
 * desktop; Radix traps focus, closes on Escape and returns focus to the opener. Closing aborts
 * whatever is running (model load, detection, the server call).
 */
export function AiFitDialog({ open, onOpenChange, product, target, onConfirmed }: AiFitDialogProps) {
  const { t } = useTranslation('fit-photo');
  const focus = useReturnFocus('[data-testid="fit-dialog"]');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="fit-dialog"
          className="fixed inset-0 z-50 flex h-dvh flex-col bg-cotton outline-none animate-fade-in md:inset-auto md:left-1/2 md:top-1/2 md:h-[min(92dvh,60rem)] md:w-[min(94vw,68rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:overflow-hidden md:rounded-card md:shadow-2xl"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          // A toast (Saved locally, Failed to Save) is outside the dialog: tapping it must not close it.
          onPointerDownOutside={(e) => {
            if ((e.target as HTMLElement | null)?.closest('[data-testid="toast"]')) e.preventDefault();
          }}
        >
          <AiFitContent product={product} target={target} onConfirmed={onConfirmed} onClose={() => onOpenChange(false)} title={t('title')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's content: mounted while open, so each opening starts afresh and unmounting aborts the work. */
function AiFitContent({ product, target, onConfirmed, onClose, title }: { product: AiFitProduct; target: ConfirmTarget; onConfirmed?: AiFitDialogProps['onConfirmed']; onClose(): void; title: string }) {
  const { t } = useTranslation('fit-photo');
  const { consent, give } = useFitConsent(product.id);
  const confirm = useConfirmMeasurements();
  const [screen, setScreen] = useState<Screen>(() => (consent ? { kind: 'setup' } : { kind: 'consent' }));
  const [category, setCategory] = useState<SizeCategory>(product.category);
  const [height, setHeight] = useState<{ text: string; unit: UnitSystem; input: HeightInput | null }>({ text: '', unit: 'metric', input: null });
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [unit, setUnit] = useState<UnitSystem>('metric');
  const abortRef = useRef<AbortController | null>(null);
  // The model preload has its own controller: choosing a photo must not cancel the download it waits on.
  const preloadRef = useRef<AbortController | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const chartQuery = useSizeChart(category, product.id);
  // The chart in force; our standard one while it loads or when the product's is for another category.
  const chart: SizeChart | null = chartQuery.data?.category === category ? chartQuery.data : DEFAULT_SIZE_CHARTS[category];
  const result = screen.kind === 'review' || screen.kind === 'saving' ? screen.result : null;
  const recommendation = useMemo(() => (result && height.input ? recommendFromResult(chart, category, schemaMeasurements({ ...result.measurements, height_cm: height.input.normalizedCm })) : null), [result, chart, category, height.input]);

  // Closing (unmount) stops the run and frees the photo's object URL.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      preloadRef.current?.abort();
    },
    [],
  );
  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo.url);
  }, [photo]);
  // Each screen starts at its top (a long review scrolled down must not open the next one halfway).
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
  }, [screen.kind]);

  const toCapture = () => {
    abortRef.current?.abort();
    // The model is 12 MB: fetch it while the shopper picks a photo (once per opening).
    if (!preloadRef.current) {
      preloadRef.current = new AbortController();
      preloadPoseModel(preloadRef.current.signal);
    }
    setScreen({ kind: 'capture', problem: null });
  };

  const onFile = async (file: File | null) => {
    const problem = checkPhotoFile(file);
    if (problem || !file || !height.input) {
      setScreen({ kind: 'capture', problem: problem ?? { code: 'FIT_NO_PHOTO' } });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setScreen({ kind: 'processing', stage: 'preparing' });
    let prepared: PreparedPhoto;
    try {
      prepared = await preparePhoto(file);
    } catch {
      if (!controller.signal.aborted) setScreen({ kind: 'capture', problem: { code: 'INVALID_IMAGE' } });
      return;
    }
    if (controller.signal.aborted) {
      URL.revokeObjectURL(prepared.url);
      return;
    }
    setPhoto(prepared);
    try {
      const outcome = await runPhotoFit({
        photo: prepared,
        heightCm: height.input.normalizedCm,
        category,
        signal: controller.signal,
        onStep: (step) => !controller.signal.aborted && setScreen({ kind: 'processing', stage: stageOf(step) }),
      });
      if (controller.signal.aborted) return;
      if (outcome.kind === 'quality') {
        setScreen({ kind: 'quality', quality: outcome.quality, view: outcome.view });
        return;
      }
      setScreen({ kind: 'processing', stage: 'finalizing' });
      // The size comes from the chart already at hand; a frame lets 85 % show before 100 %.
      await new Promise((r) => setTimeout(r, 150));
      if (controller.signal.aborted) return;
      setScreen({ kind: 'processing', stage: 'done' });
      await new Promise((r) => setTimeout(r, 250));
      if (controller.signal.aborted) return;
      setScreen({ kind: 'review', result: outcome.result, view: outcome.view, quality: outcome.quality });
    } catch (err) {
      if (controller.signal.aborted && !(err instanceof PhotoFitError && err.code === 'TIMEOUT')) return;
      setScreen({ kind: 'error', error: processingErrorFor(err instanceof PhotoFitError ? err.code : 'PROCESSING_FAILED') });
    }
  };

  const cancelProcessing = () => {
    abortRef.current?.abort();
    setScreen({ kind: 'capture', problem: null });
  };

  const save = async () => {
    if (screen.kind !== 'review' || !height.input) return;
    const { result: res, view, quality } = screen;
    setScreen({ kind: 'saving', result: res, view, quality });
    const snapshot = buildFitSnapshot({ category, result: res, heightInput: height.input, recommendation, unit, productId: product.id });
    try {
      // Include the measurements with the order: that is what 'Save & Attach to Order' means.
      const outcome = await confirm(snapshot, { includeWithOrder: true }, target);
      onConfirmed?.(outcome, snapshot);
      onClose();
    } catch (err) {
      const code = typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : null;
      const key = saveErrorKey(code);
      toast({ title: t('save.failedTitle'), description: t(`save.errors.${key}`), variant: 'destructive' });
      setScreen({ kind: 'review', result: res, view, quality });
    }
  };

  const step = stepOf(screen);

  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2 md:px-6">
        <div className="min-w-0">
          <Dialog.Title className="truncate font-display text-lg font-semibold md:text-xl">{title}</Dialog.Title>
          <Dialog.Description className="truncate text-xs text-muted md:text-sm">{t('subtitle')}</Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <button className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-linen" aria-label={t('actions.close')} data-testid="fit-close">
            <X className="h-5 w-5" />
          </button>
        </Dialog.Close>
      </header>
      {step >= 0 ? (
        <ol className="flex items-center gap-1 border-b border-line bg-white px-4 py-2 text-xs md:gap-2 md:px-6 md:text-sm" aria-label={t('stepper.label')} data-testid="fit-stepper">
          {STEPS.map((s, i) => (
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
              {i < STEPS.length - 1 ? <span aria-hidden className="mx-1 hidden h-px flex-1 bg-line sm:block" /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div ref={bodyRef} className="flex-1 overflow-y-auto px-4 py-5 md:px-8 md:py-6">
        {screen.kind === 'consent' ? (
          <div className="mx-auto max-w-lg">
            <h3 className="mb-4 font-display text-xl font-semibold">{t('consent.title')}</h3>
            <FitConsentPanel
              onCancel={onClose}
              onContinue={() => {
                // Kept here (the snapshot type has no metadata field): consented, timestamp, productId (sizing.md §3).
                give();
                setScreen({ kind: 'setup' });
              }}
            />
          </div>
        ) : null}

        {screen.kind === 'setup' ? (
          <div className="mx-auto flex max-w-lg flex-col gap-5">
            <fieldset>
              <legend className="font-display text-xl font-semibold">{t('setup.category')}</legend>
              <div className="mt-3 grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('setup.category')}>
                {SIZE_CATEGORIES.map((c) => (
                  <button
                    key={c}
                    type="button"
                    role="radio"
                    aria-checked={category === c}
                    data-testid={`fit-category-${c}`}
                    onClick={() => setCategory(c)}
                    className={cn(
                      'min-h-12 rounded-lg border px-3 text-sm font-semibold transition-colors',
                      category === c ? 'border-ink bg-ink text-cotton' : 'border-line bg-white hover:border-ink/40',
                    )}
                  >
                    {t(`setup.categories.${c}`)}
                  </button>
                ))}
              </div>
            </fieldset>
            <div>
              <p className="font-semibold">{t('setup.mode')}</p>
              <div className="mt-2 flex items-start gap-3 rounded-lg border border-emerald/40 bg-emerald-tint p-4">
                <ImageUp aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-dark" />
                <div>
                  <p className="font-semibold">{t('setup.upload')}</p>
                  <p className="text-sm text-ink-soft">{t('setup.uploadBody')}</p>
                </div>
              </div>
            </div>
            <div className="flex justify-end">
              <Button variant="accent" onClick={() => setScreen({ kind: 'height' })} data-testid="fit-setup-next">
                {t('actions.next')}
              </Button>
            </div>
          </div>
        ) : null}

        {screen.kind === 'height' ? (
          <HeightStep
            initialText={height.text}
            initialUnit={height.unit}
            onBack={() => setScreen({ kind: 'setup' })}
            onNext={(text, u, input) => {
              setHeight({ text, unit: u, input });
              // Review shows the unit the height was typed in.
              setUnit(u);
              toCapture();
            }}
          />
        ) : null}

        {screen.kind === 'capture' ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4">
            <div>
              <h3 className="font-display text-xl font-semibold">{t('capture.title')}</h3>
              <p className="mt-1 text-sm text-ink-soft">{t('capture.intro')}</p>
            </div>
            <PhotoDropZone problem={screen.problem} onFile={(f) => void onFile(f)} />
            <div className="flex justify-start">
              <Button variant="outline" onClick={() => setScreen({ kind: 'height' })}>
                {t('actions.back')}
              </Button>
            </div>
          </div>
        ) : null}

        {screen.kind === 'processing' ? <ProcessingView previewUrl={photo?.url ?? null} stage={screen.stage} onCancel={cancelProcessing} /> : null}

        {screen.kind === 'quality' || screen.kind === 'error' ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4">
            {screen.kind === 'quality' ? <QualityFailedView quality={screen.quality} /> : <ProcessingErrorView error={screen.error} />}
            {photo ? <img src={photo.url} alt={t('capture.previewAlt')} className="mx-auto max-h-[36dvh] w-auto rounded-lg object-contain" /> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={onClose}>
                {t('actions.close')}
              </Button>
              <Button variant="accent" onClick={toCapture} data-testid="fit-try-again">
                {t('actions.tryAgain')}
              </Button>
            </div>
          </div>
        ) : null}

        {(screen.kind === 'review' || screen.kind === 'saving') && photo ? (
          <ReviewStep
            result={screen.result}
            view={screen.view}
            image={photo.canvas}
            quality={screen.quality}
            category={category}
            recommendation={recommendation}
            unit={unit}
            onUnit={setUnit}
            saving={screen.kind === 'saving'}
            onSave={() => void save()}
            onTryAgain={toCapture}
            onClose={onClose}
          />
        ) : null}
      </div>
    </>
  );
}
