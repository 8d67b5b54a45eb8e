import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { IMAGE_UPLOAD_TYPES, safeUploadName, uploadIssue } from '@domain/media/upload-rules';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import type { ImageUploadInput } from './upload-profile-photo';

type Status = 'idle' | 'uploading' | 'done' | 'error';

export interface ProfileImageUploadProps {
  /** Names the control and its progress bar ("Profile photo", "Banner image"). */
  label: string;
  hint: string;
  currentUrl: string | null;
  shape: 'avatar' | 'banner';
  /** Shown when there is no image yet (initials for a photo). */
  placeholder?: ReactNode;
  upload: (input: ImageUploadInput) => Promise<string>;
  onUploaded?: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
}

/**
 * Picks an image and sends it at once, with a preview and a progress bar. The file is renamed to
 * the allowed alphabet and checked in the browser first, so a refusal costs no upload on a phone.
 */
export function ProfileImageUpload({ label, hint, currentUrl, shape, placeholder, upload, onUploaded, onBusyChange, testId }: ProfileImageUploadProps) {
  const { t } = useTranslation('studio-apply');
  const errorText = useErrorText(['studio-apply']);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => abortRef.current?.abort(), []);

  const move = (next: Status) => {
    setStatus(next);
    onBusyChange?.(next === 'uploading');
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    const name = safeUploadName(file.name);
    const issue = uploadIssue({ name, size: file.size, type: file.type });
    if (issue) {
      setError(errorText(issue));
      move('error');
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    setError(null);
    move('uploading');
    upload({ file, name, onProgress: setProgress, signal: controller.signal }).then(
      (url) => {
        if (controller.signal.aborted) return;
        move('done');
        onUploaded?.(url);
      },
      (err: unknown) => {
        setPreview(null);
        if (err instanceof DOMException && err.name === 'AbortError') {
          move('idle');
          return;
        }
        setError(errorText(err));
        move('error');
      },
    );
  };

  const shown = preview ?? currentUrl;
  const uploading = status === 'uploading';
  const percent = Math.round(progress * 100);
  const describedBy = [error ? `${id}-error` : `${id}-hint`, `${id}-status`].join(' ');

  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <p id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </p>
      <div className={cn('flex gap-4', shape === 'banner' ? 'flex-col' : 'items-center')}>
        <div
          className={cn(
            'relative shrink-0 overflow-hidden bg-linen',
            shape === 'avatar' ? 'h-24 w-24 rounded-full ring-4 ring-white shadow-card' : 'aspect-[3/1] w-full rounded-card border border-line',
          )}
        >
          {shown ? (
            <img src={shown} alt={t('upload.previewAlt', { label })} className={cn('h-full w-full object-cover', uploading && 'opacity-70')} />
          ) : (
            <div className="grid h-full w-full place-items-center text-muted">{placeholder ?? <ImageUp aria-hidden className="h-8 w-8" />}</div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-input`}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              className="peer sr-only"
              onChange={choose}
              disabled={uploading}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            />
            <label
              id={`${id}-choose`}
              htmlFor={`${id}-input`}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-ink/20 bg-white px-4 text-sm font-semibold text-ink transition-colors select-none hover:border-ink/60 hover:bg-linen',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron',
                uploading && 'cursor-not-allowed text-ink/40 hover:border-ink/20 hover:bg-white',
              )}
            >
              <ImageUp aria-hidden className="h-4 w-4" />
              {shown ? t('upload.change') : t('upload.choose')}
            </label>
            {uploading ? (
              <Button variant="ghost" onClick={() => abortRef.current?.abort()}>
                <X aria-hidden className="h-4 w-4" />
                {t('upload.cancel')}
              </Button>
            ) : null}
          </div>
          {uploading ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-labelledby={`${id}-label`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-linen"
              >
                <div className="h-full rounded-full bg-emerald transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="w-10 text-right text-xs tabular-nums text-muted" aria-hidden>
                {percent}%
              </span>
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-crimson">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {hint}
            </p>
          )}
          <p id={`${id}-status`} aria-live="polite" className={cn('text-sm', status === 'done' ? 'font-semibold text-emerald-dark' : 'sr-only')}>
            {uploading ? t('upload.uploading') : status === 'done' ? t('upload.done') : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
