import { framingOf, judgeCapture, lightingOf, meanBrightness, SCAN_COUNTDOWN_SECONDS, type CaptureVerdict, type Framing, type Lighting } from '@domain/fit/camera';
import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PoseView } from '@domain/fit/types';
import { AlertTriangle, Camera, CheckCircle2, ImageUp, RotateCcw, Sun } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { processingErrorFor, type ProcessingError } from '../photo/photo-rules';
import { captureFrame, loadPose, PhotoFitError, type PreparedPhoto } from '../photo/process-photo';
import { ScanOutline } from './scan-outline';
import { useCamera } from './use-camera';

export interface ScanCapture {
  photo: PreparedPhoto;
  view: PoseView;
  quality: PoseQuality;
}

export type ScanView = 'front' | 'side';

type Phase = { kind: 'ready' } | { kind: 'countdown'; left: number } | { kind: 'capturing' };
type RetryReason = Extract<CaptureVerdict, { kind: 'retry' }>['reason'] | 'CAPTURE_FAILED';
type Pose = Awaited<ReturnType<typeof loadPose>>;

/** How often the live picture is looked at for framing and light: detection takes ~0.3 s on wasm. */
const LOOK_EVERY_MS = 450;
/** The live check runs on a small copy of the frame: enough for the outline, light on a phone. */
const LOOK_MAX_SIDE = 640;

function copyFrame(video: HTMLVideoElement, maxSide: number): HTMLCanvasElement | null {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!(w > 0 && h > 0)) return null;
  const scale = Math.min(1, maxSide / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function brightnessOf(canvas: HTMLCanvasElement): number | null {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  try {
    return meanBrightness(ctx.getImageData(0, 0, canvas.width, canvas.height).data, 4);
  } catch {
    return null;
  }
}

export interface CameraScanProps {
  /** Called when the side pose is captured; the captures' object URLs then belong to the caller. */
  onCaptured(front: ScanCapture, side: ScanCapture): void;
  onViewChange(view: ScanView): void;
  onUploadInstead(): void;
  onBack(): void;
}

/**
 * The live-camera scan (docs/requirements/sizing.md §2 overlay 6, §4 "Live-camera flow", §5 "Live camera"): the front
 * camera's picture with an outline that turns green when the framing is right and a lighting
 * warning, Start → 5-second countdown → a frame is grabbed and measured on this device; no body
 * keeps the shopper on the step. Front pose, then side pose. The camera stops when both are taken,
 * and when this unmounts (the dialog closes).
 */
export function CameraScan({ onCaptured, onViewChange, onUploadInstead, onBack }: CameraScanProps) {
  const { t } = useTranslation(['fit-camera', 'fit-photo']);
  const camera = useCamera();
  const [view, setView] = useState<ScanView>('front');
  const [front, setFront] = useState<ScanCapture | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [retry, setRetry] = useState<RetryReason | null>(null);
  const [model, setModel] = useState<{ kind: 'loading' } | { kind: 'ready'; pose: Pose } | { kind: 'failed'; error: ProcessingError }>({ kind: 'loading' });
  const [framing, setFraming] = useState<Framing | null>(null);
  const [lighting, setLighting] = useState<Lighting>('ok');
  const [size, setSize] = useState({ width: 0, height: 0 });
  const abortRef = useRef<AbortController>(new AbortController());
  // The live check and a capture share the detector: a capture waits for the look in progress.
  const lookRef = useRef<Promise<unknown>>(Promise.resolve());
  // A front capture not yet handed over is freed on unmount.
  const ownedRef = useRef<ScanCapture | null>(null);
  const [modelAttempt, setModelAttempt] = useState(0);

  useEffect(() => onViewChange(view), [view, onViewChange]);

  useEffect(() => {
    const controller = new AbortController();
    abortRef.current = controller;
    setModel({ kind: 'loading' });
    loadPose(controller.signal)
      .then((pose) => !controller.signal.aborted && setModel({ kind: 'ready', pose }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setModel({ kind: 'failed', error: processingErrorFor(err instanceof PhotoFitError ? err.code : 'LOADER_JS_FAILED') });
      });
    return () => controller.abort();
  }, [modelAttempt]);

  useEffect(() => () => {
    if (ownedRef.current) URL.revokeObjectURL(ownedRef.current.photo.url);
  }, []);

  // The camera starts as soon as the picture has somewhere to go (the shopper chose Use Camera).
  const { video, start: startCamera, stop: stopCamera } = camera;
  useEffect(() => {
    if (video) void startCamera();
  }, [video, startCamera]);

  useEffect(() => {
    if (!video) return;
    const onSize = () => setSize({ width: video.videoWidth, height: video.videoHeight });
    video.addEventListener('loadedmetadata', onSize);
    video.addEventListener('resize', onSize);
    onSize();
    return () => {
      video.removeEventListener('loadedmetadata', onSize);
      video.removeEventListener('resize', onSize);
    };
  }, [video]);

  const live = camera.state.kind === 'live';
  const pose = model.kind === 'ready' ? model.pose : null;

  // The live look: light on every pass, framing from a small copy of the frame.
  useEffect(() => {
    if (!live || !pose || !video || phase.kind === 'capturing') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const small = copyFrame(video, LOOK_MAX_SIDE);
      if (!small) return;
      const b = brightnessOf(small);
      if (b !== null && !stopped) setLighting(lightingOf(b));
      const seen = await pose.detectPose(pose.detector, small, { keepTracking: true });
      if (!stopped) setFraming(framingOf(seen?.landmarks, view, small.width, small.height));
    };
    const loop = () => {
      if (stopped) return;
      const run = look().catch(() => undefined);
      lookRef.current = run;
      void run.then(() => {
        if (!stopped) timer = setTimeout(loop, LOOK_EVERY_MS);
      });
    };
    loop();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [live, pose, video, view, phase.kind]);

  const capture = useCallback(async () => {
    if (!video || !pose) return;
    setPhase({ kind: 'capturing' });
    await lookRef.current.catch(() => undefined);
    let photo: PreparedPhoto | null = null;
    try {
      photo = await captureFrame(video);
      const seen = await pose.detectPose(pose.detector, photo.canvas);
      if (abortRef.current.signal.aborted) {
        URL.revokeObjectURL(photo.url);
        return;
      }
      const verdict = judgeCapture(seen?.landmarks, view, photo.width, photo.height);
      if (verdict.kind === 'retry' || !seen) {
        URL.revokeObjectURL(photo.url);
        setRetry(verdict.kind === 'retry' ? verdict.reason : 'NO_LANDMARKS');
        setPhase({ kind: 'ready' });
        return;
      }
      const taken: ScanCapture = { photo, view: seen, quality: verdict.quality };
      setRetry(null);
      setFraming(null);
      if (view === 'front') {
        ownedRef.current = taken;
        setFront(taken);
        setView('side');
        setPhase({ kind: 'ready' });
        return;
      }
      if (!front) return;
      // Both poses are in: the camera is not needed any more.
      stopCamera();
      ownedRef.current = null;
      onCaptured(front, taken);
    } catch {
      if (photo) URL.revokeObjectURL(photo.url);
      if (!abortRef.current.signal.aborted) {
        setRetry('CAPTURE_FAILED');
        setPhase({ kind: 'ready' });
      }
    }
  }, [video, pose, view, front, stopCamera, onCaptured]);
  // The countdown's timer must not restart when the live look re-renders: it calls the latest capture.
  const captureRef = useRef(capture);
  captureRef.current = capture;

  // The countdown: 5, 4, 3, 2, 1, then the frame is grabbed.
  useEffect(() => {
    if (phase.kind !== 'countdown') return;
    const timer = setTimeout(() => {
      if (phase.left > 1) setPhase({ kind: 'countdown', left: phase.left - 1 });
      else void captureRef.current();
    }, 1000);
    return () => clearTimeout(timer);
  }, [phase]);

  const begin = () => {
    setRetry(null);
    setPhase({ kind: 'countdown', left: SCAN_COUNTDOWN_SECONDS });
  };

  const retakeFront = () => {
    // docs/requirements/sizing.md §4: a retake clears the saved frame.
    if (front) URL.revokeObjectURL(front.photo.url);
    ownedRef.current = null;
    setFront(null);
    setRetry(null);
    setFraming(null);
    setPhase({ kind: 'ready' });
    setView('front');
  };

  if (camera.state.kind === 'failed' || model.kind === 'failed') {
    const cameraFailed = camera.state.kind === 'failed';
    return (
      <div className="mx-auto flex max-w-lg flex-col gap-4" role="alert" data-testid="scan-failed">
        <div className="rounded-card border border-crimson/30 bg-crimson/5 p-4">
          <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-crimson">
            <AlertTriangle aria-hidden className="h-5 w-5" /> {t('error.title')}
          </h3>
          <p className="mt-2 text-sm" data-testid="scan-failed-message">
            {cameraFailed
              ? camera.state.kind === 'failed' && camera.state.problem === 'denied'
                ? t('error.denied')
                : t('error.accessFailed')
              : t(`fit-photo:errors.${model.kind === 'failed' ? model.error : 'failed'}.message`)}
          </p>
          {cameraFailed ? <p className="mt-2 text-sm text-ink-soft">{t('error.hint')}</p> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onBack}>
            {t('fit-photo:actions.back')}
          </Button>
          <Button variant="outline" onClick={onUploadInstead} data-testid="scan-upload-instead">
            <ImageUp aria-hidden className="h-4 w-4" /> {t('error.uploadInstead')}
          </Button>
          <Button
            variant="accent"
            data-testid="scan-retry-camera"
            onClick={() => {
              if (cameraFailed) void camera.start();
              else setModelAttempt((n) => n + 1);
            }}
          >
            {t('fit-photo:actions.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }

  const ready = framing?.ready ?? false;
  const counting = phase.kind === 'countdown';
  const busy = phase.kind === 'capturing';
  const guidance = !live
    ? t('status.startingCamera')
    : !pose
      ? t('status.loadingModel')
      : busy
        ? t('status.capturing')
        : framing === null
          ? t('guidance.lookingForYou')
          : framing.ready
            ? t(`guidance.ready.${view}`)
            : framing.hint === 'NO_PERSON'
              ? t('guidance.positionInFrame')
              : framing.hint === 'BODY_OUT_OF_FRAME'
                ? t('guidance.fullBody')
                : t(`fit-photo:quality.issues.${framing.hint ?? 'NO_PERSON'}`);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="scan-camera">
      <div data-testid="scan-step" data-step={view}>
        <h3 className="font-display text-xl font-semibold">{t(`steps.${view}.title`)}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t(`steps.${view}.instructions`)}</p>
      </div>

      <div className="relative mx-auto aspect-video w-full max-h-[52dvh] overflow-hidden rounded-card bg-ink" style={size.width > 0 ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}>
        {/* Mirrored like a mirror: moving left moves left on the screen. The grabbed frame is not mirrored. */}
        <div className="absolute inset-0 -scale-x-100">
          <video ref={camera.videoRef} data-testid="scan-video" className="h-full w-full object-contain" muted playsInline autoPlay aria-label={t('videoLabel')} />
          {live ? <ScanOutline view={view} ready={ready} width={size.width} height={size.height} /> : null}
        </div>
        {!live || !pose ? (
          <div className="absolute inset-0 grid place-items-center bg-ink/60 text-cotton">
            <Spinner label={guidance} />
          </div>
        ) : null}
        {counting ? (
          <div className="absolute inset-0 grid place-items-center bg-ink/35 text-cotton" data-testid="scan-countdown" data-seconds-left={phase.left}>
            {/* Read as one sentence ('Get ready: 4 seconds'), not as a label run into a digit. */}
            <p className="sr-only" aria-live="assertive" aria-atomic="true">
              {t('countdown.spoken', { count: phase.left })}
            </p>
            <div className="text-center" aria-hidden>
              <p className="text-sm font-semibold uppercase tracking-wide">{t('countdown.label')}</p>
              <p className="font-display text-7xl font-bold tabular-nums">{phase.left}</p>
            </div>
          </div>
        ) : null}
        {busy ? (
          <div className="absolute inset-0 grid place-items-center bg-ink/45 text-cotton">
            <Spinner label={t('status.capturing')} />
          </div>
        ) : null}
        {lighting !== 'ok' && live ? (
          <p className="absolute inset-x-2 top-2 flex items-center gap-2 rounded-lg bg-saffron px-3 py-2 text-sm font-semibold text-ink" data-testid="scan-lighting" data-level={lighting}>
            <Sun aria-hidden className="h-4 w-4 shrink-0" /> {t(`lighting.${lighting}`)}
          </p>
        ) : null}
        {front && view === 'side' ? (
          <img src={front.photo.url} alt={t('frontTaken')} className="absolute bottom-2 left-2 h-20 w-auto rounded-md border-2 border-white object-contain shadow-lg sm:h-28" />
        ) : null}
      </div>

      <p className={cn('flex items-center gap-2 text-sm font-medium', ready ? 'text-emerald-dark' : 'text-ink-soft')} aria-live="polite" data-testid="scan-guidance">
        {ready ? <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" /> : null}
        {guidance}
      </p>

      {retry ? (
        <p className="rounded-lg border border-crimson/30 bg-crimson/5 px-3 py-2 text-sm font-medium text-crimson" role="alert" data-testid="scan-error" data-code={retry}>
          {t(`retry.${retry}`, { defaultValue: '' }) || t(`fit-photo:quality.issues.${retry}`)}
        </p>
      ) : null}

      <p className="text-xs text-muted">{t('privacy')}</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="ghost" onClick={onBack} disabled={busy}>
            {t('fit-photo:actions.back')}
          </Button>
          {view === 'side' ? (
            <Button variant="outline" onClick={retakeFront} disabled={busy || counting} data-testid="scan-retake-front">
              <RotateCcw aria-hidden className="h-4 w-4" /> {t('retakeFront')}
            </Button>
          ) : null}
        </div>
        {counting ? (
          <Button variant="outline" onClick={() => setPhase({ kind: 'ready' })} data-testid="scan-cancel-countdown">
            {t('fit-photo:actions.cancel')}
          </Button>
        ) : (
          <Button variant="accent" onClick={begin} disabled={!live || !pose || busy} data-testid="scan-start">
            <Camera aria-hidden className="h-4 w-4" /> {t(`start.${view}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
