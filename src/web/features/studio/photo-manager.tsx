import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Camera, ImagePlus, RotateCcw, Scissors, Star, Trash2, Upload, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { IMAGE_UPLOAD_TYPES, safeUploadName, uploadIssue } from '@domain/media/upload-rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { backgroundRemoverHref } from './background-remover-href';
import { takePendingImageFor } from '../image-tools';
import { useDeletePhoto } from './delete-photo';
import { preparePhoto } from './photo-shrink';
import { defaultAlt, moveItem } from './photo-draft';
import { FormSection } from './product-form';
import type { StudioPhoto, StudioProduct } from './product-types';
import { useUploadPhoto } from './upload-photo';
import type { PhotoDraftHandle } from './use-photo-draft';

interface QueuedUpload {
  key: string;
  /** The name on the designer's device, shown to them. */
  shownName: string;
  /** The name sent (safeUploadName). */
  safeName: string;
  file: File;
  preview: string | null;
  /** preparing: shrunk in the browser; uploading: bytes leaving (then the server's processing at 100 %). */
  state: 'waiting' | 'preparing' | 'uploading' | 'failed' | 'refused';
  progress: number;
  /** A stable code or the server's ApiError, translated when shown. */
  error: unknown;
}

const PHOTO_DRAG_TYPE = 'application/x-tibeb-photo';
/** Worth another try: the connection, the server, or the upload rate limit. */
const retryable = (error: unknown) => error instanceof ApiError && (error.retryable || error.status >= 500 || error.code === 'RATE_LIMITED' || error.code === 'NETWORK_ERROR');
const busy = (item: QueuedUpload) => item.state === 'waiting' || item.state === 'preparing' || item.state === 'uploading';
let uploadSeq = 0;

interface PhotoManagerProps {
  product: StudioProduct;
  /** The arrangement, held by the editor and saved with the product (Save draft / Publish). */
  photos: PhotoDraftHandle;
  /** Uploads under way: leaving would lose them. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Up to 8 photos: added by drop, file picker or the phone's camera and uploaded one after another
 * with progress (each added at once); then ordered (drag, or Move earlier/later), given a main
 * photo and a description, which are part of the product and saved with it (issue 41). Files are
 * renamed and checked in the browser before a byte is sent.
 */
export function PhotoManager({ product, photos, onDirtyChange }: PhotoManagerProps) {
  const { t } = useTranslation('studio-product');
  const errorText = useErrorText(['studio-product']);
  const { mutateAsync: uploadAsync } = useUploadPhoto();
  const deletePhoto = useDeletePhoto();
  const hintId = useId();

  const { draft, setDraft, changed } = photos;
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StudioPhoto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const browseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const activeUpload = useRef<{ key: string; controller: AbortController } | null>(null);

  const photosById = new Map(product.photos.map((p) => [p.id, p]));
  const ordered = draft.order.map((id) => photosById.get(id)).filter((p): p is StudioPhoto => p !== undefined);
  const uploading = queue.some(busy);
  const room = PRODUCT_LIMITS.photosMax - product.photos.length - queue.filter(busy).length;

  useEffect(() => onDirtyChange(uploading), [uploading, onDirtyChange]);
  // Gone from the page (no longer shown): nothing of it is left to lose.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const patch = useCallback((key: string, change: Partial<QueuedUpload>) => setQueue((q) => q.map((item) => (item.key === key ? { ...item, ...change } : item))), []);
  const drop = useCallback((key: string) => {
    setQueue((q) => {
      const item = q.find((i) => i.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return q.filter((i) => i.key !== key);
    });
  }, []);

  // One upload at a time (a phone's connection is shared better that way, and the server limits
  // uploads per minute); the ref keeps a second start out when effects run twice.
  useEffect(() => {
    if (activeUpload.current) return;
    const next = queue.find((i) => i.state === 'waiting');
    if (!next) return;
    const controller = new AbortController();
    activeUpload.current = { key: next.key, controller };
    patch(next.key, { state: 'preparing', progress: 0, error: null });
    // Shrunk to the shop's size in a worker first (a 12 MP phone photo: 3.4 MB becomes a few
    // hundred KB); the server checks and cleans what arrives either way (issue 41).
    preparePhoto(next.file, next.safeName)
      .then((prepared) => {
        if (controller.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
        patch(next.key, { state: 'uploading', progress: 0 });
        return uploadAsync({
          productId: product.id,
          file: prepared.file,
          name: prepared.name,
          alt: defaultAlt(product.name),
          signal: controller.signal,
          onProgress: (fraction) => patch(next.key, { progress: fraction }),
        });
      })
      .then(() => {
        setAnnouncement(t('photos.added', { name: next.shownName }));
        drop(next.key);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') drop(next.key);
        else patch(next.key, { state: 'failed', error });
      })
      .finally(() => {
        activeUpload.current = null;
        // Wakes the effect for the next file even when nothing else in the queue changed.
        setQueue((q) => [...q]);
      });
  }, [queue, uploadAsync, product.id, product.name, drop, patch, t]);

  // Leaving the page cancels the upload in flight and frees the previews.
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);
  useEffect(
    () => () => {
      activeUpload.current?.controller.abort();
      for (const item of queueRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || files.length === 0) return;
    let left = room;
    const added: QueuedUpload[] = [];
    for (const file of Array.from(files)) {
      // Phones name files freely ("IMG 2041 (1).JPG"): renamed to the allowed alphabet first.
      const safeName = safeUploadName(file.name);
      const issue = uploadIssue({ name: safeName, size: file.size, type: file.type });
      const refusal = issue ?? (left <= 0 ? 'PHOTOS_TOO_MANY' : null);
      if (!refusal) left -= 1;
      added.push({
        key: `upload-${(uploadSeq += 1)}`,
        shownName: file.name,
        safeName,
        file,
        preview: refusal ? null : URL.createObjectURL(file),
        state: refusal ? 'refused' : 'waiting',
        progress: 0,
        error: refusal,
      });
    }
    setQueue((q) => [...q, ...added]);
    const refused = added.filter((a) => a.state === 'refused').length;
    setAnnouncement(refused > 0 ? t('photos.someRefused', { count: refused }) : t('photos.queued', { count: added.length }));
  };

  // A picture from the home page's generator ("Use in a product") joins the queue of the product
  // made for it, through the same upload rules as any photo.
  const tookPending = useRef(false);
  useEffect(() => {
    if (tookPending.current) return;
    tookPending.current = true;
    const file = takePendingImageFor(product.createdAt);
    if (file) addFiles([file]);
    // Once, on arrival: addFiles reads the room at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropActive(false);
    addFiles(event.dataTransfer.files);
  };

  const move = (from: number, to: number, via?: 'earlier' | 'later') => {
    const id = draft.order[from];
    if (!id || to < 0 || to >= draft.order.length) return;
    setDraft((d) => ({ ...d, order: moveItem(d.order, from, to) }));
    setAnnouncement(t('photos.moved', { n: to + 1, count: draft.order.length }));
    if (via) {
      // Focus follows the photo; at an end its other arrow takes it (the pressed one is disabled).
      requestAnimationFrame(() => {
        const item = listRef.current?.querySelector(`[data-photo-id="${CSS.escape(id)}"]`);
        const wanted = item?.querySelector<HTMLButtonElement>(`button[data-move="${via}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
        wanted?.focus();
      });
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    deletePhoto.mutate(
      { productId: product.id, photoId: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast({ title: t('photos.removed'), variant: 'success' });
        },
        onError: (err) => toast({ title: t('photos.removeFailed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };

  const onItemDragOver = (event: DragEvent<HTMLLIElement>, id: string) => {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (overId !== id) setOverId(id);
  };
  const onItemDrop = (event: DragEvent<HTMLLIElement>, targetIndex: number) => {
    const id = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
    event.preventDefault();
    setOverId(null);
    setDragId(null);
    const from = draft.order.indexOf(id);
    if (from !== -1) move(from, targetIndex);
  };

  return (
    <FormSection id="product-photos" title={t('photos.title')} description={t('photos.hint', { max: PRODUCT_LIMITS.photosMax })}>
      <p className="text-sm font-semibold" data-testid="product-photos-count">
        {t('photos.count', { count: product.photos.length, max: PRODUCT_LIMITS.photosMax })}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {room > 0 ? (
        <div
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes('Files')) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setDropActive(true);
          }}
          onDragLeave={() => setDropActive(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors',
            dropActive ? 'border-emerald bg-emerald-tint' : 'border-line bg-linen/40',
          )}
          data-testid="product-photos-dropzone"
        >
          <ImagePlus aria-hidden className="h-8 w-8 text-muted" />
          <p id={hintId} className="text-sm text-ink-soft">
            <span className="hidden pointer-fine:inline">{t('photos.dropzone')} </span>
            {t('photos.room', { count: room })}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => browseRef.current?.click()} aria-describedby={hintId}>
              <Upload aria-hidden className="h-4 w-4" /> {t('photos.browse')}
            </Button>
            <Button variant="outline" className="pointer-fine:hidden" onClick={() => cameraRef.current?.click()} aria-describedby={hintId}>
              <Camera aria-hidden className="h-4 w-4" /> {t('photos.camera')}
            </Button>
          </div>
          <input
            ref={browseRef}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            multiple
            hidden
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
            data-testid="product-photos-input"
          />
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      ) : (
        <p className="rounded-lg bg-saffron-tint px-3 py-2 text-sm">{t('photos.full', { max: PRODUCT_LIMITS.photosMax })}</p>
      )}

      {queue.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('photos.queueLabel')} data-testid="product-photos-queue">
          {queue.map((item) => (
            <UploadRow key={item.key} item={item} errorText={errorText} onCancel={() => activeUpload.current?.key === item.key && activeUpload.current.controller.abort()} onRetry={() => patch(item.key, { state: 'waiting', error: null, progress: 0 })} onDismiss={() => drop(item.key)} />
          ))}
        </ul>
      ) : null}

      {ordered.length === 0 ? (
        <p className="text-sm text-muted">{t('photos.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t('photos.orderHint')}</p>
          <ol ref={listRef} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3" aria-label={t('photos.listLabel')} data-testid="product-photos-list">
            {ordered.map((photo, index) => {
              const n = index + 1;
              const alt = draft.alt[photo.id] ?? '';
              const isPrimary = draft.primaryId === photo.id;
              return (
                <li
                  key={photo.id}
                  data-photo-id={photo.id}
                  onDragOver={(e) => onItemDragOver(e, photo.id)}
                  onDragLeave={() => setOverId((o) => (o === photo.id ? null : o))}
                  onDrop={(e) => onItemDrop(e, index)}
                  className={cn(
                    'flex flex-row overflow-hidden rounded-card border bg-white transition-shadow min-[420px]:flex-col',
                    isPrimary ? 'border-emerald' : 'border-line',
                    dragId === photo.id && 'opacity-50',
                    overId === photo.id && dragId !== photo.id && 'ring-2 ring-emerald',
                  )}
                >
                  {/* The picture is the drag handle: a draggable parent would stop text selection in the description field (Firefox). */}
                  <div
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.id);
                      e.dataTransfer.effectAllowed = 'move';
                      setDragId(photo.id);
                    }}
                    onDragEnd={() => {
                      setDragId(null);
                      setOverId(null);
                    }}
                    className="relative aspect-[4/5] w-28 shrink-0 cursor-grab bg-linen active:cursor-grabbing min-[420px]:w-full"
                  >
                    <img src={photo.thumbUrl ?? photo.url} alt={alt.trim() || product.name} className="h-full w-full object-cover" loading="lazy" draggable={false} />
                    <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-white">{n}</span>
                    {isPrimary ? (
                      <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-emerald px-2 py-0.5 text-xs font-semibold text-white min-[420px]:bottom-auto min-[420px]:left-auto min-[420px]:right-2 min-[420px]:top-2">
                        <Star aria-hidden className="h-3 w-3" /> {t('photos.main')}
                      </span>
                    ) : null}
                  </div>
                  <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-2 p-3">
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
                      <input
                        type="radio"
                        name={`primary-photo-${product.id}`}
                        checked={isPrimary}
                        onChange={() => setDraft((d) => ({ ...d, primaryId: photo.id }))}
                        className="h-5 w-5 accent-emerald"
                        aria-label={t('photos.makeMain', { n })}
                      />
                      <span aria-hidden>{t('photos.mainChoice')}</span>
                    </label>
                    <div className="flex flex-col gap-1">
                      <label htmlFor={`photo-alt-${photo.id}`} className="text-sm font-semibold">
                        {t('photos.altLabel', { n })}
                      </label>
                      <input
                        id={`photo-alt-${photo.id}`}
                        value={alt}
                        maxLength={PRODUCT_LIMITS.altTextMax}
                        placeholder={product.name}
                        onChange={(e) => setDraft((d) => ({ ...d, alt: { ...d.alt, [photo.id]: e.target.value } }))}
                        aria-describedby={`photo-alt-hint-${photo.id}`}
                        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20"
                      />
                      <p id={`photo-alt-hint-${photo.id}`} className="text-xs text-muted">
                        {t('photos.altHint')}
                      </p>
                    </div>
                    <div className="flex items-center justify-between gap-1">
                      <div className="flex gap-1">
                        <Button variant="ghost" size="icon" data-move="earlier" disabled={index === 0} onClick={() => move(index, index - 1, 'earlier')} aria-label={t('photos.moveEarlier', { n })}>
                          <ArrowUp aria-hidden className="h-5 w-5 min-[420px]:hidden" />
                          <ArrowLeft aria-hidden className="hidden h-5 w-5 min-[420px]:block" />
                        </Button>
                        <Button variant="ghost" size="icon" data-move="later" disabled={index === ordered.length - 1} onClick={() => move(index, index + 1, 'later')} aria-label={t('photos.moveLater', { n })}>
                          <ArrowDown aria-hidden className="h-5 w-5 min-[420px]:hidden" />
                          <ArrowRight aria-hidden className="hidden h-5 w-5 min-[420px]:block" />
                        </Button>
                      </div>
                      <Button asChild variant="ghost" size="sm" className="min-h-11 px-2 text-emerald-dark">
                        <Link to={backgroundRemoverHref(product.id, photo.id)} aria-label={t('photos.removeBackgroundLabel', { n })} data-testid="product-photo-remove-background">
                          <Scissors aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">{t('photos.removeBackground')}</span>
                        </Link>
                      </Button>
                      <Button variant="ghost" size="icon" className="text-crimson hover:bg-crimson-tint" onClick={() => setRemoving(photo)} aria-label={t('photos.remove', { n })}>
                        <Trash2 aria-hidden className="h-5 w-5" />
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}

      {changed ? (
        <div className="flex flex-col gap-3 rounded-lg bg-saffron-tint p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="product-photos-unsaved">
          <p className="text-sm font-semibold">{t('photos.unsaved')}</p>
          <Button variant="ghost" className="self-start sm:self-auto" onClick={photos.reset}>
            <RotateCcw aria-hidden className="h-4 w-4" /> {t('photos.discard')}
          </Button>
        </div>
      ) : null}

      <Dialog open={removing !== null} onOpenChange={(open) => (open ? undefined : setRemoving(null))} title={t('photos.removeTitle')} description={t('photos.removeBody')}>
        {removing ? <img src={removing.thumbUrl ?? removing.url} alt="" className="mx-auto max-h-48 rounded-lg object-contain" /> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            {t('photos.keep')}
          </Button>
          <Button variant="danger" disabled={deletePhoto.isPending} onClick={confirmRemove} data-testid="product-photo-remove-confirm">
            {deletePhoto.isPending ? t('photos.removing') : t('photos.removeConfirm')}
          </Button>
        </div>
      </Dialog>
    </FormSection>
  );
}

function UploadRow({ item, errorText, onCancel, onRetry, onDismiss }: { item: QueuedUpload; errorText: (e: unknown) => string; onCancel: () => void; onRetry: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('studio-product');
  const percent = Math.round(item.progress * 100);
  const problem = item.state === 'failed' || item.state === 'refused';
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border p-2', problem ? 'border-crimson/40 bg-crimson-tint' : 'border-line bg-white')}>
      {item.preview ? <img src={item.preview} alt="" className="h-12 w-12 shrink-0 rounded object-cover" /> : <div aria-hidden className="h-12 w-12 shrink-0 rounded bg-linen" />}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{item.shownName}</p>
        {problem ? (
          <p className="text-sm text-crimson" role="alert">
            {item.state === 'refused' ? t('photos.refused') : t('photos.uploadFailed')} {errorText(item.error)}
          </p>
        ) : item.state === 'waiting' ? (
          <p className="text-xs text-muted">{t('photos.waiting')}</p>
        ) : item.state === 'preparing' ? (
          <p className="text-xs text-muted" data-testid="product-photo-preparing">
            {t('photos.preparing')}
          </p>
        ) : percent >= 100 ? (
          // Every byte sent: the server decodes, cleans and stores it now, which takes a moment.
          <div className="mt-1 flex items-center gap-2" data-testid="product-photo-processing">
            <div role="progressbar" aria-label={t('photos.processingLabel', { name: item.shownName })} className="h-2 flex-1 overflow-hidden rounded-full bg-linen">
              <div className="h-full w-full animate-pulse rounded-full bg-emerald/60" />
            </div>
            <span className="text-xs text-muted">{t('photos.processing')}</span>
          </div>
        ) : (
          <div className="mt-1 flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={t('photos.uploading', { name: item.shownName })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-linen"
            >
              <div className="h-full rounded-full bg-emerald transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="w-10 text-right text-xs tabular-nums text-muted">{t('photos.progress', { percent })}</span>
          </div>
        )}
      </div>
      {item.state === 'failed' && retryable(item.error) ? (
        <Button variant="outline" size="sm" className="min-h-11" onClick={onRetry}>
          {t('photos.retry')}
        </Button>
      ) : null}
      {item.state === 'uploading' || item.state === 'preparing' ? (
        <Button variant="ghost" size="icon" onClick={onCancel} aria-label={t('photos.cancel', { name: item.shownName })}>
          <X aria-hidden className="h-5 w-5" />
        </Button>
      ) : (
        <Button variant="ghost" size="icon" onClick={onDismiss} aria-label={t('photos.dismiss', { name: item.shownName })}>
          <X aria-hidden className="h-5 w-5" />
        </Button>
      )}
    </li>
  );
}
