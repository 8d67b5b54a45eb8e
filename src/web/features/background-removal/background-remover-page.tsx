import { Brush, Download, Eraser, ImagePlus, RotateCcw, Save, ShieldCheck, Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { EDIT_ERASE, EDIT_KEEP, type BackgroundChoice, type CutMethod } from '@domain/background-removal';
import { safeUploadName } from '@domain/media/upload-rules';
import { Button } from '../../components/ui/button';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useMe } from '../accounts';
import { useStudioProduct, useUploadPhoto } from '../studio';
import { CutClient, CutFailed, type CutDone } from './cut-client';
import { checkPhoto, MAX_MEGAPIXELS, PHOTO_TYPES, type PhotoProblem } from './photo-check';
import { CHOICE_INPUT } from '../../components/ui/choice-input';

type Stage = 'idle' | 'reading' | 'detecting' | 'cutting' | 'done' | 'failed';
type BrushMode = 'off' | 'keep' | 'erase';

/** The preview's long side: enough for a phone's or a laptop's screen; downloads are full size. */
const PREVIEW_SIDE = 1400;
/** A saved photo is at most this long (the shop stores 2000 px) and WebP, which keeps transparency. */
const SAVE_SIDE = 2000;

const STAGES: Stage[] = ['reading', 'detecting', 'cutting', 'done'];

export function BackgroundRemoverPage() {
  const { t } = useTranslation('background-remover');
  const [params] = useSearchParams();
  const productId = params.get('product') ?? undefined;
  const photoId = params.get('photo');
  const me = useMe();
  const mayEdit = me.data?.role === 'designer' || me.data?.role === 'admin';
  const product = useStudioProduct(mayEdit ? productId : undefined);
  const upload = useUploadPhoto();

  const [stage, setStage] = useState<Stage>('idle');
  const [problem, setProblem] = useState<PhotoProblem | 'CUT_FAILED' | null>(null);
  const [name, setName] = useState('photo');
  const [beforeUrl, setBeforeUrl] = useState<string | null>(null);
  const [result, setResult] = useState<(CutDone & { totalMs: number }) | null>(null);
  const [background, setBackground] = useState<BackgroundChoice>('transparent');
  const [softness, setSoftness] = useState(2);
  const [compare, setCompare] = useState(50);
  const [brush, setBrush] = useState<BrushMode>('off');
  const [brushSize, setBrushSize] = useState(24);
  const [busy, setBusy] = useState<'export' | 'save' | 'recut' | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const clientRef = useRef<CutClient | null>(null);
  const runRef = useRef(0);
  const strokeRef = useRef<{ points: [number, number][]; frame: number | null } | null>(null);
  const hintId = useId();

  const drawPreview = useCallback((bitmap: ImageBitmap) => {
    const canvas = canvasRef.current;
    if (!canvas) {
      bitmap.close();
      return;
    }
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    ctx?.clearRect(0, 0, canvas.width, canvas.height);
    ctx?.drawImage(bitmap, 0, 0);
    bitmap.close();
  }, []);

  const client = useCallback(() => (clientRef.current ??= new CutClient(drawPreview, setStage)), [drawPreview]);

  useEffect(
    () => () => {
      clientRef.current?.dispose();
      clientRef.current = null;
    },
    [],
  );
  useEffect(() => () => void (beforeUrl && URL.revokeObjectURL(beforeUrl)), [beforeUrl]);

  const start = useCallback(
    async (file: Blob, shownName: string) => {
      const run = (runRef.current += 1);
      const started = performance.now();
      const issue = checkPhoto(file);
      setSavedTo(null);
      setResult(null);
      setBrush('off');
      if (issue) {
        setProblem(issue);
        setStage('failed');
        return;
      }
      setProblem(null);
      setName(shownName.replace(/\.[a-z0-9]+$/i, '') || 'photo');
      setBeforeUrl(URL.createObjectURL(file));
      setStage('reading');
      try {
        let bitmap: ImageBitmap;
        try {
          bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        } catch {
          throw new CutFailed('PHOTO_UNREADABLE', 'not an image');
        }
        if ((bitmap.width * bitmap.height) / 1e6 > MAX_MEGAPIXELS) {
          bitmap.close();
          throw new CutFailed('PHOTO_TOO_MANY_PIXELS', 'too many pixels');
        }
        if (run !== runRef.current) return bitmap.close();
        // The worker says when it looks for a person (not on a one-colour backdrop) and when it cuts.
        const done = await client().cut(bitmap, 'auto', softness, background, PREVIEW_SIDE);
        if (run !== runRef.current) return;
        setResult({ ...done, totalMs: Math.round(performance.now() - started) });
        setStage('done');
      } catch (err) {
        if (run !== runRef.current) return;
        const code = err instanceof CutFailed ? err.code : 'CUT_FAILED';
        setProblem(code === 'PHOTO_UNREADABLE' || code === 'PHOTO_TOO_MANY_PIXELS' || code === 'DECODE_FAILED' ? (code === 'DECODE_FAILED' ? 'PHOTO_UNREADABLE' : code) : 'CUT_FAILED');
        setStage('failed');
      }
    },
    [background, client, softness],
  );

  // Opened from a product's photo ("Remove background"): that photo, fetched from the shop itself.
  const photo = product.data?.photos.find((p) => p.id === photoId);
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!photo || startedFor.current === photo.id) return;
    startedFor.current = photo.id;
    void fetch(photo.url)
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => start(blob, `photo-${photo.id.slice(0, 8)}`))
      .catch(() => {
        setProblem('CUT_FAILED');
        setStage('failed');
      });
  }, [photo, start]);

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file, file.name);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropActive(false);
    onFiles(event.dataTransfer.files);
  };

  const changeBackground = (value: BackgroundChoice) => {
    setBackground(value);
    if (stage === 'done') void client().preview(value, PREVIEW_SIDE);
  };

  const changeSoftness = (value: number) => {
    setSoftness(value);
    if (stage === 'done') void client().soften(value, background, PREVIEW_SIDE);
  };

  const switchMethod = async (method: CutMethod) => {
    if (!result || result.method === method) return;
    setBusy('recut');
    try {
      const done = await client().recut(method, background, PREVIEW_SIDE);
      setResult((r) => (r ? { ...r, ...done } : r));
    } catch {
      toast({ title: t('errors.CUT_FAILED'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  // Brush: pointer positions → photo pixels, sent to the worker once per frame.
  const toPhoto = (event: PointerEvent<HTMLCanvasElement>): [number, number] | null => {
    const canvas = canvasRef.current;
    if (!canvas || !result) return null;
    const rect = canvas.getBoundingClientRect();
    return [((event.clientX - rect.left) / rect.width) * result.width, ((event.clientY - rect.top) / rect.height) * result.height];
  };
  const flushStroke = () => {
    const s = strokeRef.current;
    if (!s || !result) return;
    s.frame = null;
    if (s.points.length === 0) return;
    const canvas = canvasRef.current;
    const scale = canvas ? result.width / canvas.getBoundingClientRect().width : 1;
    const points = s.points;
    s.points = [];
    void client().stroke(points, (brushSize / 2) * scale, brush === 'keep' ? EDIT_KEEP : EDIT_ERASE, background, PREVIEW_SIDE);
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (brush === 'off') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = toPhoto(event);
    strokeRef.current = { points: p ? [p] : [], frame: null };
    flushStroke();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const s = strokeRef.current;
    if (brush === 'off' || !s) return;
    const p = toPhoto(event);
    if (p) s.points.push(p);
    s.frame ??= requestAnimationFrame(flushStroke);
  };
  const onPointerUp = () => {
    flushStroke();
    strokeRef.current = null;
  };

  const exportBlob = (format: 'image/png' | 'image/webp', maxSide?: number) => client().export(background, format, maxSide);

  const download = async (format: 'image/png' | 'image/webp') => {
    setBusy('export');
    try {
      const blob = await exportBlob(format);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${safeUploadName(name).replace(/\.[a-z0-9]+$/i, '')}-cutout.${format === 'image/png' ? 'png' : 'webp'}`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ title: t('errors.EXPORT_FAILED'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!productId) return;
    setBusy('save');
    try {
      const blob = await exportBlob('image/webp', SAVE_SIDE);
      await upload.mutateAsync({ productId, file: blob, name: safeUploadName(`${name}-cutout.webp`) });
      setSavedTo(productId);
      toast({ title: t('saved.title'), description: t('saved.body'), variant: 'success' });
    } catch {
      toast({ title: t('errors.SAVE_FAILED'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const working = stage === 'reading' || stage === 'detecting' || stage === 'cutting';
  const stageIndex = STAGES.indexOf(stage);
  const productName = product.data?.name;

  return (
    <PageRoot name="background-remover" title={t('title')}>
      <PageHero title={t('title')} subtitle={t('subtitle')}>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-emerald-tint px-3 py-1.5 text-sm font-semibold text-emerald-dark">
          <ShieldCheck aria-hidden className="h-4 w-4" /> {t('privacy')}
        </p>
        {productId && mayEdit ? (
          <p className="mt-3 text-sm text-ink-soft" data-testid="bg-product">
            {productName ? t('forProduct', { name: productName }) : t('forProductLoading')}{' '}
            <Link to={`/designer/edit-product/${encodeURIComponent(productId)}`} className="font-semibold text-emerald-dark underline-offset-4 hover:underline">
              {t('backToProduct')}
            </Link>
          </p>
        ) : null}
      </PageHero>
      <Container className="grid gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-4">
          <div
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes('Files')) return;
              e.preventDefault();
              setDropActive(true);
            }}
            onDragLeave={() => setDropActive(false)}
            onDrop={onDrop}
            className={cn('flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors', dropActive ? 'border-emerald bg-emerald-tint' : 'border-line bg-linen/40')}
            data-testid="bg-dropzone"
          >
            <ImagePlus aria-hidden className="h-8 w-8 text-muted" />
            <p id={hintId} className="text-sm text-ink-soft">
              <span className="hidden pointer-fine:inline">{t('drop')} </span>
              {t('types', { max: MAX_MEGAPIXELS })}
            </p>
            <Button variant="outline" onClick={() => fileRef.current?.click()} aria-describedby={hintId} disabled={working}>
              <Upload aria-hidden className="h-4 w-4" /> {stage === 'idle' ? t('pick') : t('pickAnother')}
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              hidden
              onChange={(e) => {
                onFiles(e.target.files);
                e.target.value = '';
              }}
              data-testid="bg-file"
            />
          </div>

          <div role="status" aria-live="polite" data-testid="bg-status" data-state={stage} data-ms={result?.totalMs ?? ''} data-stages={result ? JSON.stringify(result.stages) : ''} data-method={result?.method ?? ''} className={cn(stage === 'idle' && 'sr-only')}>
            {working ? (
              <div className="rounded-card border border-line bg-white p-4">
                <p className="text-sm font-semibold">{t(`stage.${stage}`)}</p>
                <div role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={3} aria-valuenow={stageIndex} className="mt-2 h-2 overflow-hidden rounded-full bg-linen">
                  <div className="h-full rounded-full bg-emerald transition-[width] duration-500" style={{ width: `${((stageIndex + 0.5) / 3) * 100}%` }} />
                </div>
                <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                  {STAGES.slice(0, 3).map((s, i) => (
                    <li key={s} className={cn(i < stageIndex && 'text-emerald-dark', i === stageIndex && 'font-semibold text-ink')}>
                      {i + 1}. {t(`stageShort.${s}`)}
                    </li>
                  ))}
                </ol>
              </div>
            ) : stage === 'done' && result ? (
              <p className="text-sm text-ink-soft" data-testid="bg-time">
                {t('doneIn', { seconds: (result.totalMs / 1000).toFixed(1), width: result.width, height: result.height })}
              </p>
            ) : stage === 'failed' && problem ? (
              <p role="alert" className="rounded-lg bg-crimson-tint px-3 py-2 text-sm text-crimson" data-testid="bg-error">
                {t(`errors.${problem}`, { max: MAX_MEGAPIXELS })}
              </p>
            ) : null}
          </div>

          <div className={cn('relative overflow-hidden rounded-card border border-line bg-white', stage !== 'done' && 'hidden')} data-testid="bg-compare-frame">
            {beforeUrl ? <img src={beforeUrl} alt={t('beforeAlt')} className="block h-auto w-full select-none" draggable={false} /> : null}
            <canvas
              ref={canvasRef}
              aria-label={t('afterAlt')}
              role="img"
              data-testid="bg-result"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              className={cn('absolute inset-0 h-full w-full touch-none', background === 'transparent' && 'bg-checker', brush !== 'off' ? 'cursor-crosshair' : 'pointer-events-none')}
              style={{ clipPath: brush === 'off' ? `inset(0 0 0 ${compare}%)` : undefined }}
            />
            {brush === 'off' ? (
              <div aria-hidden className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.25)]" style={{ left: `${compare}%` }}>
                <span className="absolute left-1/2 top-1/2 flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xs font-bold shadow">↔</span>
              </div>
            ) : null}
            {brush === 'off' ? (
              <>
                <span className="pointer-events-none absolute left-2 top-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white">{t('before')}</span>
                <span className="pointer-events-none absolute right-2 top-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white">{t('after')}</span>
              </>
            ) : null}
          </div>
          {stage === 'done' && brush === 'off' ? (
            <label className="flex items-center gap-3 text-sm font-semibold">
              <span className="shrink-0">{t('compare')}</span>
              <input type="range" min={0} max={100} value={compare} onChange={(e) => setCompare(Number(e.target.value))} className="w-full accent-emerald" data-testid="bg-compare" />
            </label>
          ) : null}
          {stage === 'idle' ? (
            <div className="rounded-card border border-line bg-white p-5 text-sm text-ink-soft">
              <h2 className="font-display text-lg font-semibold text-ink">{t('how.title')}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{t('how.person')}</li>
                <li>{t('how.flat')}</li>
                <li>{t('how.mend')}</li>
              </ul>
            </div>
          ) : null}
        </div>

        <aside className={cn('flex flex-col gap-5 rounded-card border border-line bg-white p-4', stage !== 'done' && 'opacity-60')} aria-label={t('controls')} aria-disabled={stage !== 'done'}>
          <fieldset className="flex flex-col gap-2" disabled={stage !== 'done' || busy === 'recut'}>
            <legend className="text-sm font-semibold">{t('method.label')}</legend>
            {result ? (
              <p className="text-xs text-muted" data-testid="bg-method-reason">
                {result.modelMissing ? t('method.noModel') : t(`method.reason.${result.reason}`, { defaultValue: t('method.reason.CHOSEN') })}
              </p>
            ) : null}
            {(['person', 'backdrop'] as const).map((m) => (
              <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input type="radio" name="bg-method" className="h-5 w-5 accent-emerald" checked={result?.method === m} disabled={m === 'person' && result !== null && result.personFound === false} onChange={() => void switchMethod(m)} data-testid={`bg-method-${m}`} />
                {t(`method.${m}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2" disabled={stage !== 'done'}>
            <legend className="text-sm font-semibold">{t('background.label')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {(['transparent', 'white', 'studio'] as const).map((b) => (
                <label key={b} className={cn('relative flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-lg border p-2 text-xs font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald', background === b ? 'border-emerald bg-emerald-tint' : 'border-line')}>
                  <input type="radio" name="bg-background" className={CHOICE_INPUT} checked={background === b} onChange={() => changeBackground(b)} data-testid={`bg-background-${b}`} />
                  <span aria-hidden className={cn('h-6 w-10 rounded border border-line', b === 'transparent' && 'bg-checker', b === 'white' && 'bg-white', b === 'studio' && 'bg-gradient-to-b from-[#f7f5f1] to-[#e4e1db]')} />
                  {t(`background.${b}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            <span>
              {t('softness')} <span className="font-normal text-muted">({softness})</span>
            </span>
            <input type="range" min={0} max={10} step={1} value={softness} disabled={stage !== 'done'} onChange={(e) => changeSoftness(Number(e.target.value))} className="accent-emerald" data-testid="bg-softness" />
          </label>
          <fieldset className="flex flex-col gap-2" disabled={stage !== 'done'}>
            <legend className="text-sm font-semibold">{t('brush.label')}</legend>
            <p className="text-xs text-muted">{t('brush.hint')}</p>
            <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('brush.label')}>
              {(
                [
                  ['off', null],
                  ['keep', Brush],
                  ['erase', Eraser],
                ] as const
              ).map(([mode, Icon]) => (
                <Button key={mode} size="sm" variant={brush === mode ? 'accent' : 'outline'} role="radio" aria-checked={brush === mode} onClick={() => setBrush(mode)} data-testid={`bg-brush-${mode}`}>
                  {Icon ? <Icon aria-hidden className="h-4 w-4" /> : null} {t(`brush.${mode}`)}
                </Button>
              ))}
            </div>
            <label className="flex items-center gap-2 text-xs font-semibold">
              <span className="shrink-0">{t('brush.size')}</span>
              <input type="range" min={6} max={80} value={brushSize} onChange={(e) => setBrushSize(Number(e.target.value))} className="w-full accent-emerald" data-testid="bg-brush-size" />
            </label>
            <Button size="sm" variant="ghost" onClick={() => void client().clearStrokes(background, PREVIEW_SIDE)}>
              <RotateCcw aria-hidden className="h-4 w-4" /> {t('brush.clear')}
            </Button>
          </fieldset>
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" disabled={stage !== 'done' || busy !== null} onClick={() => void download('image/png')} data-testid="bg-download-png">
                <Download aria-hidden className="h-4 w-4" /> PNG
              </Button>
              <Button variant="outline" disabled={stage !== 'done' || busy !== null} onClick={() => void download('image/webp')} data-testid="bg-download-webp">
                <Download aria-hidden className="h-4 w-4" /> WebP
              </Button>
            </div>
            {productId && mayEdit ? (
              <Button variant="accent" disabled={stage !== 'done' || busy !== null || !product.data} onClick={() => void save()} data-testid="bg-save">
                <Save aria-hidden className="h-4 w-4" /> {busy === 'save' ? t('saving') : t('save')}
              </Button>
            ) : (
              <p className="text-xs text-muted">{t('saveHint')}</p>
            )}
            {savedTo ? (
              <p className="text-sm" data-testid="bg-saved">
                {t('saved.body')}{' '}
                <Link to={`/product/${encodeURIComponent(savedTo)}`} className="font-semibold text-emerald-dark underline-offset-4 hover:underline">
                  {t('saved.view')}
                </Link>
              </p>
            ) : null}
          </div>
        </aside>
      </Container>
    </PageRoot>
  );
}
