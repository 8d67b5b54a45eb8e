import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { SIZE_CATEGORIES, type SizeCategory, type SizeChart, type UnitSystem } from '@domain/sizing/types';
import { Camera, Check, CheckCircle2, ImageUp, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { keepOpenOnToast, toast } from '../../../components/ui/toast';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { cn } from '../../../lib/cn';
import { useMe } from '../../accounts';
import { fitSaveBody, useSaveFitMeasurements } from '../save-fit-measurements';
import { useConfirmMeasurements, useSizeChart, useUnitPreference, type ConfirmTarget, type HeightInput, type MeasurementSnapshot } from '../../sizing';
import { FitConsentPanel } from '../consent/fit-consent-dialog';
import { useFitConsent } from '../consent/use-fit-consent';
import { PhotoDropZone, ProcessingErrorView, ProcessingView, QualityFailedView } from './capture-step';
import { buildFitSnapshot, recommendFromResult, schemaMeasurements, type PhotoFitResult } from './fit-result';
import { HeightStep } from './height-step';
import { CameraScan, type ScanCapture, type ScanView } from '../camera/camera-scan';
import { downloadMeasurementSummary } from '../camera/download-summary';
import { RescanDialog } from '../camera/rescan-dialog';
import { ScanSummary } from '../camera/scan-summary';
import { checkPhotoFile, PROCESSING_TIMEOUT_MS, processingErrorFor, saveErrorKey, stageOf, withTimeout, type PhotoFileProblem, type ProcessingError, type ProcessingStage } from './photo-rules';
import { hashPhoto, measureViews, PhotoFitError, preloadPoseModel, preparePhoto, runPhotoFit, type PreparedPhoto } from './process-photo';
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
  | { kind: 'saving'; result: PhotoFitResult; view: PoseView; quality: PoseQuality }
  // The live camera (sizing.md §4 "Live-camera flow"); `attempt` restarts the scan from the front pose.
  | { kind: 'scan'; attempt: number }
  | { kind: 'scan-processing'; scan: Scan }
  | { kind: 'scan-complete'; scan: Scan; result: PhotoFitResult }
  | { kind: 'scan-error'; scan: Scan; error: ProcessingError }
  | { kind: 'scan-summary'; scan: Scan; result: PhotoFitResult; attaching: boolean };

interface Scan {
  front: ScanCapture;
  side: ScanCapture;
}

type Mode = 'upload' | 'camera';

/** How long 'Scan Complete!' shows before the summary. */
const SCAN_COMPLETE_MS = 1200;
const CAMERA_STEPS = ['details', 'front', 'side', 'summary'] as const;

function cameraStepOf(screen: Screen, view: ScanView): number {
  switch (screen.kind) {
    case 'scan':
      return view === 'front' ? 1 : 2;
    case 'scan-processing':
    case 'scan-error':
      return 2;
    case 'scan-complete':
    case 'scan-summary':
      return 3;
    default:
      return 0;
  }
}

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

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
    default:
      return -1;
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
          onPointerDownOutside={keepOpenOnToast}
        >
          <AiFitContent product={product} target={target} onConfirmed={onConfirmed} onClose={() => onOpenChange(false)} title={t('title')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's content: mounted while open, so each opening starts afresh and unmounting aborts the work. */
function AiFitContent({ product, target, onConfirmed, onClose, title }: { product: AiFitProduct; target: ConfirmTarget; onConfirmed?: AiFitDialogProps['onConfirmed']; onClose(): void; title: string }) {
  const { t, i18n } = useTranslation('fit-photo');
  const { t: tc } = useTranslation('fit-camera');
  const { consent, give } = useFitConsent(product.id);
  const [cameraAvailable] = useState(hasCamera);
  const confirm = useConfirmMeasurements();
  const { data: me } = useMe();
  const saveFit = useSaveFitMeasurements();
  /** Signed in, the result is kept on the server first (fit-save-measurements); a refusal stops here with its code. */
  const keepOnServer = async (res: PhotoFitResult, snapshot: MeasurementSnapshot, source: 'ai_powered_fit' | 'quick_scan') => {
    if (!me || !height.input) return;
    await saveFit.mutateAsync(fitSaveBody({ result: res, category, source, heightCm: height.input.normalizedCm, metrics: { ...snapshot.measurements }, recommendation }));
  };
  const [screen, setScreen] = useState<Screen>(() => (consent ? { kind: 'setup' } : { kind: 'consent' }));
  const [category, setCategory] = useState<SizeCategory>(product.category);
  // The unit the shopper last chose anywhere in sizing (size guide, profiles), and remembered from here
  // too. Without a choice the dialog starts in centimetres, as its messages do (sizing.md §5).
  const unitPreference = useUnitPreference();
  const startUnit: UnitSystem = unitPreference.chosen ? unitPreference.unit : 'metric';
  const [height, setHeight] = useState<{ text: string; unit: UnitSystem; input: HeightInput | null; weightKg: number | null; weightText: string }>(() => ({ text: '', unit: startUnit, input: null, weightKg: null, weightText: '' }));
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [unit, setUnitShown] = useState<UnitSystem>(startUnit);
  const setUnit = (next: UnitSystem) => {
    setUnitShown(next);
    unitPreference.choose(next);
  };
  const [mode, setMode] = useState<Mode>('upload');
  const [scanView, setScanView] = useState<ScanView>('front');
  const [rescanOpen, setRescanOpen] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  // The scan's captures (their object URLs) are freed when replaced and when the dialog closes.
  const scanRef = useRef<Scan | null>(null);
  const keepScan = useCallback((scan: Scan | null) => {
    const old = scanRef.current;
    if (old && old !== scan) for (const c of [old.front, old.side]) URL.revokeObjectURL(c.photo.url);
    scanRef.current = scan;
  }, []);
  const abortRef = useRef<AbortController | null>(null);
  // The model preload has its own controller: choosing a photo must not cancel the download it waits on.
  const preloadRef = useRef<AbortController | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const chartQuery = useSizeChart(category, product.id);
  // The chart in force; our standard one while it loads or when the product's is for another category.
  const chart: SizeChart | null = chartQuery.data?.category === category ? chartQuery.data : DEFAULT_SIZE_CHARTS[category];
  const result = screen.kind === 'review' || screen.kind === 'saving' || screen.kind === 'scan-summary' ? screen.result : null;
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
  useEffect(
    () => () => {
      const scan = scanRef.current;
      if (scan) for (const c of [scan.front, scan.side]) URL.revokeObjectURL(c.photo.url);
      scanRef.current = null;
    },
    [],
  );
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
        weightKg: height.weightKg,
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
      await keepOnServer(res, snapshot, 'ai_powered_fit');
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

  const toScan = () => {
    abortRef.current?.abort();
    keepScan(null);
    setScreen((prev) => ({ kind: 'scan', attempt: prev.kind === 'scan' ? prev.attempt + 1 : Date.now() }));
  };

  const onScanCaptured = useCallback(
    (front: ScanCapture, side: ScanCapture) => {
      const scan: Scan = { front, side };
      keepScan(scan);
      const heightCm = height.input?.normalizedCm;
      const { weightKg } = height;
      if (heightCm === undefined) return;
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setScreen({ kind: 'scan-processing', scan });
      const limit = withTimeout(controller.signal, PROCESSING_TIMEOUT_MS);
      void (async () => {
        try {
          const imageHash = await hashPhoto(front.photo.blob);
          const measured = await measureViews({ front: front.view, side: side.view, heightCm, weightKg, category, signal: limit.signal, ...(imageHash ? { imageHash } : {}) });
          if (controller.signal.aborted) return;
          setScreen({ kind: 'scan-complete', scan, result: measured });
          await new Promise((r) => setTimeout(r, SCAN_COMPLETE_MS));
          if (controller.signal.aborted) return;
          setScreen({ kind: 'scan-summary', scan, result: measured, attaching: false });
        } catch (err) {
          if (controller.signal.aborted) return;
          const code = limit.timedOut() ? 'TIMEOUT' : err instanceof PhotoFitError ? err.code : 'PROCESSING_FAILED';
          setScreen({ kind: 'scan-error', scan, error: processingErrorFor(code) });
        } finally {
          limit.clear();
        }
      })();
    },
    [height, category, keepScan],
  );

  const attachScan = async () => {
    if (screen.kind !== 'scan-summary' || !height.input) return;
    const current = screen;
    setScreen({ ...current, attaching: true });
    const snapshot = buildFitSnapshot({ category, result: current.result, heightInput: height.input, recommendation, unit, productId: product.id, source: 'quick_scan' });
    try {
      await keepOnServer(current.result, snapshot, 'quick_scan');
      const outcome = await confirm(snapshot, { includeWithOrder: true }, target);
      onConfirmed?.(outcome, snapshot);
      onClose();
    } catch (err) {
      const code = typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : null;
      toast({ title: t('save.failedTitle'), description: t(`save.errors.${saveErrorKey(code)}`), variant: 'destructive' });
      setScreen({ ...current, attaching: false });
    }
  };

  const downloadPdf = async () => {
    if (screen.kind !== 'scan-summary' || !height.input) return;
    setPdfBusy(true);
    try {
      await downloadMeasurementSummary({
        lang: i18n.language === 'am-ET' ? 'am-ET' : 'en',
        category,
        source: 'quick_scan',
        size: recommendation?.size ?? null,
        recommendedSize: recommendation?.size ?? null,
        confidence: screen.result.confidence,
        capturedAt: new Date().toISOString(),
        measurements: schemaMeasurements({ ...screen.result.measurements, height_cm: height.input.normalizedCm }),
      });
    } catch {
      toast({ title: tc('summary.pdfFailed'), variant: 'destructive' });
    } finally {
      setPdfBusy(false);
    }
  };

  const step = stepOf(screen);
  const cameraStep = mode === 'camera' ? cameraStepOf(screen, scanView) : -1;

  return (
    <>
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
      {mode === 'camera' && screen.kind !== 'consent' && screen.kind !== 'setup' ? (
        <div className="border-b border-line bg-white px-4 py-2 md:px-6">
          <div className="flex items-center justify-between gap-3 text-xs md:text-sm">
            <span className="font-semibold" data-testid="scan-progress">
              {tc('progress.label', { current: cameraStep + 1, total: CAMERA_STEPS.length })}
            </span>
            <span className="truncate text-muted">{tc(`progress.steps.${CAMERA_STEPS[cameraStep] ?? 'details'}`)}</span>
          </div>
          <div className="mt-1.5 grid grid-cols-4 gap-1" aria-hidden>
            {CAMERA_STEPS.map((s, i) => (
              <span key={s} className={cn('h-1.5 rounded-full', i <= cameraStep ? 'bg-emerald' : 'bg-linen')} />
            ))}
          </div>
        </div>
      ) : step >= 0 ? (
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
            <fieldset>
              <legend className="font-semibold">{t('setup.mode')}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('setup.mode')}>
                {(['upload', 'camera'] as const).map((m) => {
                  const Icon = m === 'upload' ? ImageUp : Camera;
                  const unavailable = m === 'camera' && !cameraAvailable;
                  return (
                    <button
                      key={m}
                      type="button"
                      role="radio"
                      aria-checked={mode === m}
                      disabled={unavailable}
                      data-testid={`fit-mode-${m}`}
                      onClick={() => setMode(m)}
                      className={cn(
                        'flex min-h-20 items-start gap-3 rounded-lg border p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                        mode === m ? 'border-emerald bg-emerald-tint ring-1 ring-emerald' : 'border-line bg-white hover:border-ink/40',
                      )}
                    >
                      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-dark" />
                      <span>
                        <span className="block font-semibold">{m === 'upload' ? t('setup.upload') : tc('setup.camera')}</span>
                        <span className="block text-sm text-ink-soft">{m === 'upload' ? t('setup.uploadBody') : unavailable ? tc('setup.cameraUnavailable') : tc('setup.cameraBody')}</span>
                      </span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
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
            initialWeight={height.weightText}
            onBack={() => setScreen({ kind: 'setup' })}
            onNext={(text, u, input, weightKg, weightText) => {
              setHeight({ text, unit: u, input, weightKg, weightText });
              // Review shows the unit the height was typed in.
              setUnit(u);
              if (mode === 'camera') {
                // The model is 12 MB: fetch it while the camera starts.
                if (!preloadRef.current) {
                  preloadRef.current = new AbortController();
                  preloadPoseModel(preloadRef.current.signal);
                }
                toScan();
              } else toCapture();
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

        {screen.kind === 'scan' ? (
          <CameraScan
            key={screen.attempt}
            onViewChange={setScanView}
            onCaptured={onScanCaptured}
            onBack={() => setScreen({ kind: 'height' })}
            onUploadInstead={() => {
              setMode('upload');
              toCapture();
            }}
          />
        ) : null}

        {screen.kind === 'scan-processing' || screen.kind === 'scan-complete' ? (
          <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-8 text-center" aria-live="polite">
            <img src={screen.scan.front.photo.url} alt="" className="max-h-[32dvh] w-auto rounded-lg object-contain opacity-90" />
            {screen.kind === 'scan-processing' ? (
              <div data-testid="scan-processing" className="flex flex-col items-center gap-3">
                <Spinner label={tc('processing')} />
                <p className="font-display text-lg font-semibold">{tc('processing')}</p>
                <p className="text-xs text-muted">{tc('privacy')}</p>
              </div>
            ) : (
              <div data-testid="scan-complete" className="flex flex-col items-center gap-2 text-emerald-dark">
                <CheckCircle2 aria-hidden className="h-12 w-12" />
                <p className="font-display text-2xl font-semibold">{tc('complete')}</p>
              </div>
            )}
          </div>
        ) : null}

        {screen.kind === 'scan-error' ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4">
            <ProcessingErrorView error={screen.error} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={onClose}>
                {t('actions.close')}
              </Button>
              <Button variant="accent" onClick={toScan} data-testid="scan-error-rescan">
                {tc('summary.rescan')}
              </Button>
            </div>
          </div>
        ) : null}

        {screen.kind === 'scan-summary' ? (
          <>
            <ScanSummary
              result={screen.result}
              front={screen.scan.front}
              side={screen.scan.side}
              category={category}
              recommendation={recommendation}
              unit={unit}
              onUnit={setUnit}
              attaching={screen.attaching}
              pdfBusy={pdfBusy}
              onAttach={() => void attachScan()}
              onRescan={() => setRescanOpen(true)}
              onPdf={() => void downloadPdf()}
              onClose={onClose}
            />
            <RescanDialog
              open={rescanOpen}
              hasCurrent
              onKeep={() => setRescanOpen(false)}
              onStartNew={() => {
                setRescanOpen(false);
                toScan();
              }}
            />
          </>
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
