import type { PoseView } from '@domain/fit/types';
import { SIZE_CATEGORIES, type SizeCategory } from '@domain/sizing/types';
import { useEffect, useMemo, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { api, ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { drawScan } from './draw-scan';
import { landmarkLevels, summariseMeasurements, type MeasurementSummary, type ScanLevel } from './measurement-response';
import { BLAZEPOSE_LANDMARK_NAMES } from '../../lib/pose/landmarks';
import type { PoseLoadStage } from '../../lib/pose/load-pose';
import { silhouetteRowCount, silhouetteRowStep } from '../../lib/pose/mask-runs';

/** docs/requirements/sizing.md §5 "Photo upload": photos are scaled so the longest side is at most 2048 px. */
const MAX_SIDE = 2048;
const HEIGHT_MIN = 90;
const HEIGHT_MAX = 240;

type Phase = 'idle' | 'decoding' | 'loading' | 'detecting' | 'done' | 'no-person' | 'error';

interface Timings {
  backend?: string;
  source?: string;
  modelMs?: number;
  modelCached?: boolean;
  detectMs?: number;
}

type MeasureState = { state: 'idle' } | { state: 'pending' } | { state: 'ok'; summary: MeasurementSummary } | { state: 'error'; code: string; message: string };

/** A stable code for anything the pipeline throws (PoseLoadError carries its own). */
function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return 'UNKNOWN';
}

/** The chosen file as a canvas no larger than MAX_SIDE (EXIF orientation applied by the decoder). */
async function decodeImage(file: File): Promise<HTMLCanvasElement> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (err) {
    throw Object.assign(new Error(err instanceof Error ? err.message : 'decode failed'), { code: 'DECODE_FAILED' });
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/**
 * /dev/scan: runs the in-browser pose pipeline on one photo and shows what it produced — stages and
 * timings, landmarks, skeleton and mask over the photo, and what calculate-measurements makes of it.
 * The tfjs runtime is imported only when a photo is chosen, so the page itself stays light.
 */
export function DevScanPage() {
  const { t } = useTranslation('fit');
  const [phase, setPhase] = useState<Phase>('idle');
  const [stage, setStage] = useState<PoseLoadStage | null>(null);
  const [timings, setTimings] = useState<Timings>({});
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [view, setView] = useState<PoseView | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [height, setHeight] = useState('170');
  const [category, setCategory] = useState<SizeCategory>('women');
  const [measure, setMeasure] = useState<MeasureState>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imageRef = useRef<HTMLCanvasElement | null>(null);
  const runRef = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abortRef.current = controller;
    return () => controller.abort();
  }, []);

  const heightCm = Number(height.replace(',', '.'));
  const heightError = Number.isFinite(heightCm) && heightCm >= HEIGHT_MIN && heightCm <= HEIGHT_MAX ? null : t('devScan.heightRange', { min: HEIGHT_MIN, max: HEIGHT_MAX });
  const levels = useMemo<ScanLevel[]>(
    () => (measure.state === 'ok' && measure.summary.levels.length > 0 ? measure.summary.levels : view ? landmarkLevels(view.landmarks) : []),
    [measure, view],
  );
  const rowStep = view ? silhouetteRowStep(view.imageHeight) : 1;
  const busy = phase === 'decoding' || phase === 'loading' || phase === 'detecting';

  // Redraw when the pose or the lines change; `phase` too, because the photo (kept off React state,
  // it can be 2048 px) is shown as soon as it is decoded, before any pose.
  useEffect(() => {
    const canvas = canvasRef.current;
    const image = imageRef.current;
    if (!canvas || !image) return;
    canvas.width = image.width;
    canvas.height = image.height;
    // Lines drawn from landmarks have names of ours (translated); the server's keep its metric names.
    const labelled = levels.map((l) => (l.from === 'landmarks' ? { ...l, name: t(`devScan.levels.${l.name}`, { defaultValue: l.name }) } : l));
    drawScan(canvas, image, view, labelled, rowStep);
  }, [view, levels, rowStep, phase, t]);

  async function sendMeasurements(pose: PoseView, run: number) {
    setMeasure({ state: 'pending' });
    try {
      const data = await api<unknown>('/api/functions/calculate-measurements', {
        method: 'POST',
        body: {
          landmarks: pose.landmarks,
          scale: { type: 'height', value: heightCm, unit: 'cm' },
          category,
          imageWidth: pose.imageWidth,
          imageHeight: pose.imageHeight,
          silhouette: pose.silhouette,
        },
        signal: abortRef.current?.signal,
      });
      if (run === runRef.current) setMeasure({ state: 'ok', summary: summariseMeasurements(data, pose.imageHeight) });
    } catch (err) {
      if (run !== runRef.current || (err instanceof DOMException && err.name === 'AbortError')) return;
      setMeasure(err instanceof ApiError ? { state: 'error', code: err.code, message: err.message } : { state: 'error', code: 'UNKNOWN', message: String(err) });
    }
  }

  async function runFile(file: File) {
    const run = ++runRef.current;
    const signal = abortRef.current?.signal;
    setFileName(file.name);
    setError(null);
    setView(null);
    setMeasure({ state: 'idle' });
    // The model stays loaded across photos: keep its figures, drop the last detection's.
    setTimings(({ detectMs: _, ...model }) => model);
    if (!file.type.startsWith('image/')) {
      setPhase('error');
      setError({ code: 'NOT_AN_IMAGE', message: file.type || file.name });
      return;
    }
    try {
      setPhase('decoding');
      const image = await decodeImage(file);
      imageRef.current = image;
      setPhase('loading');
      let pose: typeof import('../../lib/pose/load-pose');
      let detect: typeof import('../../lib/pose/detect');
      try {
        [pose, detect] = await Promise.all([import('../../lib/pose/load-pose'), import('../../lib/pose/detect')]);
      } catch (err) {
        throw Object.assign(new Error(err instanceof Error ? err.message : 'chunk load failed'), { code: 'LOADER_JS_FAILED' });
      }
      const detector = await pose.loadPoseDetector({
        signal,
        onStage: (s) => {
          if (run !== runRef.current) return;
          setStage(s);
          if (s.stage === 'ready') setTimings((prev) => ({ ...prev, backend: s.backend, source: s.source, modelMs: s.cached ? prev.modelMs : s.ms, modelCached: s.cached }));
        },
      });
      if (run !== runRef.current) return;
      setPhase('detecting');
      const started = performance.now();
      const result = await detect.detectPose(detector, image);
      const detectMs = Math.round(performance.now() - started);
      if (run !== runRef.current) return;
      setTimings((prev) => ({ ...prev, detectMs }));
      setView(result);
      setPhase(result ? 'done' : 'no-person');
      if (result) void sendMeasurements(result, run);
    } catch (err) {
      if (run !== runRef.current || (err instanceof DOMException && err.name === 'AbortError')) return;
      setPhase('error');
      setError({ code: errorCode(err), message: err instanceof Error ? err.message : String(err) });
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void runFile(file);
  }

  function onMeasure(event: FormEvent) {
    event.preventDefault();
    if (view && !heightError) void sendMeasurements(view, runRef.current);
  }

  const statusText = (): string => {
    if (phase === 'loading' && stage) {
      if (stage.stage === 'runtime') return t('devScan.stage.runtime');
      if (stage.stage === 'backend') return t('devScan.stage.backend', { backend: stage.backend });
      if (stage.stage === 'model') return t('devScan.stage.model', { source: stage.source, attempt: stage.attempt });
    }
    return t(`devScan.phase.${phase}`);
  };

  const silhouetteRows = view?.silhouette ? silhouetteRowCount(view.silhouette.rows) : 0;
  const fmt = (n: number, digits = 3) => n.toFixed(digits);

  return (
    <PageRoot name="dev-scan" title={t('devScan.title')}>
      <PageHero eyebrow={t('devScan.eyebrow')} title={t('devScan.title')} subtitle={t('devScan.subtitle')} />
      <Container className="grid gap-6 py-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <section className="rounded-card border border-line bg-white p-5 shadow-card">
            <h2 className="font-display text-lg font-semibold">{t('devScan.photo')}</h2>
            <label
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'mt-3 flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-emerald focus-within:ring-2 focus-within:ring-emerald/20',
                dragging ? 'border-emerald bg-emerald/5' : 'border-line bg-cotton hover:border-ink/40',
                busy && 'cursor-wait opacity-70',
              )}
            >
              <span className="font-semibold">{t('devScan.choose')}</span>
              <span className="text-sm text-ink-soft">{t('devScan.dropHint')}</span>
              {fileName ? <span className="mt-1 max-w-full truncate text-sm text-muted">{fileName}</span> : null}
              <input
                data-testid="dev-scan-file"
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void runFile(file);
                  e.target.value = '';
                }}
              />
            </label>
            <form onSubmit={onMeasure} className="mt-5 border-t border-line pt-4">
              <h3 className="font-display text-lg font-semibold">{t('devScan.body')}</h3>
              <div className="mt-3 grid grid-cols-2 gap-3">
                <Field label={t('devScan.height')} inputMode="decimal" value={height} onChange={(e) => setHeight(e.target.value)} error={heightError} data-testid="dev-scan-height" />
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="dev-scan-category" className="text-sm font-semibold">
                    {t('devScan.category')}
                  </label>
                  <select
                    id="dev-scan-category"
                    data-testid="dev-scan-category"
                    value={category}
                    onChange={(e) => setCategory(e.target.value as SizeCategory)}
                    className="min-h-11 rounded-lg border border-line bg-white px-3 text-base outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20"
                  >
                    {SIZE_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`devScan.categories.${c}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <Button type="submit" variant="outline" className="mt-4 w-full" disabled={!view || !!heightError || measure.state === 'pending'}>
                {t('devScan.measureAgain')}
              </Button>
            </form>
          </section>

          <section className="rounded-card border border-line bg-white p-5 shadow-card" aria-live="polite">
            <h2 className="font-display text-lg font-semibold">{t('devScan.pipeline')}</h2>
            <p data-testid="dev-scan-status" data-state={phase} data-file={fileName ?? undefined} className="mt-2 flex items-center gap-2 font-semibold">
              <span
                aria-hidden
                className={cn(
                  'inline-block h-2.5 w-2.5 shrink-0 rounded-full',
                  busy ? 'animate-pulse bg-saffron' : phase === 'done' ? 'bg-emerald' : phase === 'error' || phase === 'no-person' ? 'bg-crimson' : 'bg-line',
                )}
              />
              {statusText()}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-ink-soft">{t('devScan.backend')}</dt>
              <dd className="font-mono">{timings.backend ?? '—'}</dd>
              <dt className="text-ink-soft">{t('devScan.modelSource')}</dt>
              <dd className="font-mono">{timings.source ?? '—'}</dd>
              <dt className="text-ink-soft">{t('devScan.modelLoad')}</dt>
              <dd className="font-mono" data-testid="dev-scan-model-ms">
                {timings.modelMs !== undefined ? t('devScan.ms', { ms: timings.modelMs }) : '—'}
                {timings.modelCached ? <span className="ml-1 font-sans text-muted">({t('devScan.cached')})</span> : null}
              </dd>
              <dt className="text-ink-soft">{t('devScan.detect')}</dt>
              <dd className="font-mono" data-testid="dev-scan-detect-ms">
                {timings.detectMs !== undefined ? t('devScan.ms', { ms: timings.detectMs }) : '—'}
              </dd>
              <dt className="text-ink-soft">{t('devScan.imageSize')}</dt>
              <dd className="font-mono">{view ? `${view.imageWidth} × ${view.imageHeight}` : '—'}</dd>
              <dt className="text-ink-soft">{t('devScan.landmarks')}</dt>
              <dd className="font-mono" data-testid="dev-scan-landmark-count" data-value={view?.landmarks.length ?? 0}>
                {view?.landmarks.length ?? 0}
              </dd>
              <dt className="text-ink-soft">{t('devScan.silhouetteRows')}</dt>
              <dd className="font-mono" data-testid="dev-scan-silhouette-rows" data-value={silhouetteRows}>
                {silhouetteRows}
                {view && rowStep > 1 ? <span className="ml-1 font-sans text-muted">({t('devScan.everyRow', { step: rowStep })})</span> : null}
              </dd>
            </dl>
            {error ? (
              <p data-testid="dev-scan-error" data-code={error.code} role="alert" className="mt-4 rounded-lg border border-crimson/30 bg-crimson/5 p-3 text-sm text-crimson">
                <span className="font-semibold">{t(`devScan.errors.${error.code}`, { defaultValue: t('devScan.errors.UNKNOWN') })}</span>
                <span className="mt-1 block break-words font-mono text-xs text-ink-soft">
                  {error.code}: {error.message}
                </span>
              </p>
            ) : null}
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <section className="rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
            <div className={cn('relative flex min-h-64 items-center justify-center overflow-hidden rounded-lg bg-linen', !imageRef.current && 'aspect-[4/3]')}>
              <canvas
                ref={canvasRef}
                data-testid="dev-scan-canvas"
                width={0}
                height={0}
                aria-label={t('devScan.canvasLabel')}
                role="img"
                className={cn('block h-auto max-h-[75dvh] w-auto max-w-full', !imageRef.current && 'hidden')}
              />
              {!imageRef.current ? <p className="px-6 text-center text-ink-soft">{t('devScan.empty')}</p> : null}
            </div>
            {view ? (
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
                <li className="flex items-center gap-1.5">
                  <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-emerald/40" />
                  {t('devScan.legend.mask')}
                </li>
                <li className="flex items-center gap-1.5">
                  <span aria-hidden className="inline-block h-0.5 w-4 bg-saffron" />
                  {t('devScan.legend.skeleton')}
                </li>
                <li className="flex items-center gap-1.5">
                  <span aria-hidden className="inline-block h-0 w-4 border-t-2 border-dashed border-emerald" />
                  {levels[0]?.from === 'server' ? t('devScan.legend.levelsServer') : t('devScan.legend.levelsLandmarks')}
                </li>
              </ul>
            ) : null}
          </section>

          <section className="rounded-card border border-line bg-white p-5 shadow-card">
            <h2 className="font-display text-lg font-semibold">{t('devScan.measurements')}</h2>
            {measure.state === 'idle' ? <p className="mt-2 text-sm text-ink-soft">{t('devScan.measurementsIdle')}</p> : null}
            {measure.state === 'pending' ? <p className="mt-2 text-sm text-ink-soft">{t('devScan.measuring')}</p> : null}
            {measure.state === 'error' ? (
              <p data-testid="dev-scan-error" data-code={measure.code} role="alert" className="mt-3 rounded-lg border border-crimson/30 bg-crimson/5 p-3 text-sm text-crimson">
                <span className="font-semibold">{t('devScan.serverError', { code: measure.code })}</span>
                <span className="mt-1 block break-words font-mono text-xs text-ink-soft">{measure.message}</span>
              </p>
            ) : null}
            {measure.state === 'ok' ? (
              <div data-testid="dev-scan-measurements" className="mt-3">
                <p className="text-sm text-ink-soft">
                  {t('devScan.confidence')}: <span className="font-mono text-ink">{measure.summary.confidence !== null ? fmt(measure.summary.confidence, 2) : '—'}</span>
                  {measure.summary.sessionId ? <span className="ml-3 font-mono text-xs text-muted">{measure.summary.sessionId}</span> : null}
                </p>
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="border-b border-line text-ink-soft">
                      <tr>
                        <th className="py-1.5 pr-3 font-semibold">{t('devScan.metric')}</th>
                        <th className="py-1.5 pr-3 text-right font-semibold">{t('devScan.cm')}</th>
                        <th className="py-1.5 pr-3 text-right font-semibold">{t('devScan.inches')}</th>
                        <th className="py-1.5 text-right font-semibold">{t('devScan.confidence')}</th>
                      </tr>
                    </thead>
                    <tbody className="font-mono">
                      {measure.summary.measurements.map(([name, cm, inches, conf]) => (
                        <tr key={name} className="border-b border-line/60">
                          <td className="py-1.5 pr-3 font-sans">{name}</td>
                          <td className="py-1.5 pr-3 text-right">{fmt(cm, 1)}</td>
                          <td className="py-1.5 pr-3 text-right">{inches !== null ? fmt(inches, 1) : '—'}</td>
                          <td className="py-1.5 text-right">{conf !== null ? fmt(conf, 2) : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {measure.summary.qualityFlags.length > 0 ? (
                  <p className="mt-3 text-sm">
                    <span className="text-ink-soft">{t('devScan.qualityFlags')}:</span> <span className="font-mono">{measure.summary.qualityFlags.join(', ')}</span>
                  </p>
                ) : null}
              </div>
            ) : null}
          </section>

          {view ? (
            <section className="rounded-card border border-line bg-white p-5 shadow-card">
              <h2 className="font-display text-lg font-semibold">{t('devScan.landmarkTable')}</h2>
              <div className="mt-3 max-h-96 overflow-auto rounded-lg border border-line">
                <table className="w-full text-left text-xs sm:text-sm">
                  <thead className="sticky top-0 bg-linen text-ink-soft">
                    <tr>
                      <th className="hidden px-3 py-1.5 font-semibold sm:table-cell">#</th>
                      <th className="px-2 py-1.5 font-semibold sm:px-3">{t('devScan.name')}</th>
                      <th className="px-2 py-1.5 text-right font-semibold sm:px-3">x</th>
                      <th className="px-2 py-1.5 text-right font-semibold sm:px-3">y</th>
                      <th className="px-2 py-1.5 text-right font-semibold sm:px-3">{t('devScan.visibility')}</th>
                    </tr>
                  </thead>
                  <tbody className="font-mono">
                    {view.landmarks.map((l, i) => (
                      <tr key={BLAZEPOSE_LANDMARK_NAMES[i] ?? i} className={cn('border-t border-line/60', l.visibility < 0.6 && 'text-muted')}>
                        <td className="hidden px-3 py-1 sm:table-cell">{i}</td>
                        <td className="px-2 py-1 font-sans sm:px-3">{BLAZEPOSE_LANDMARK_NAMES[i] ?? '?'}</td>
                        <td className="px-2 py-1 text-right sm:px-3">{fmt(l.x)}</td>
                        <td className="px-2 py-1 text-right sm:px-3">{fmt(l.y)}</td>
                        <td className="px-2 py-1 text-right sm:px-3">{fmt(l.visibility, 2)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
        </div>
      </Container>
    </PageRoot>
  );
}
