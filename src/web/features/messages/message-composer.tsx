import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import type { ThreadLine } from '@domain/messages/api';
import { MESSAGE_BODY_MAX } from '@domain/messages/rules';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { composerBlocker, composerReducer, emptyComposer, photosLeft, readyPhotoIds } from './composer-state';
import { useSendMessage } from './send-message';
import { useUploadMessagePhoto } from './upload-message-photo';

let photoCounter = 0;

/** Writing a message: text, up to 3 photos with previews, and the shopper's change request for a line. */
export function MessageComposer({ threadId, token, changeLines }: { threadId: string; token: string | null; changeLines: ThreadLine[] }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText(['messages']);
  const [state, dispatch] = useReducer(composerReducer, emptyComposer);
  const send = useSendMessage(threadId, token);
  const upload = useUploadMessagePhoto(threadId, token);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const blocker = composerBlocker(state);
  const previews = useRef(new Set<string>());

  // Preview URLs are the page's memory: given back when the composer goes.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const choose = (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, photosLeft(state))) {
      photoCounter += 1;
      const key = `p${photoCounter}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      dispatch({ type: 'add-photo', key, previewUrl });
      upload.mutate(
        { file, onProgress: (progress) => dispatch({ type: 'progress', key, progress }) },
        {
          onSuccess: (photo) => dispatch({ type: 'uploaded', key, id: photo.id }),
          onError: (error) => dispatch({ type: 'failed', key, error: error instanceof ApiError ? error.code : 'INTERNAL' }),
        },
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = () => {
    if (blocker || send.isPending) return;
    send.mutate(
      { body: state.body, photoIds: readyPhotoIds(state), ...(state.changeLineId ? { changeRequestLineId: state.changeLineId } : {}) },
      {
        onSuccess: () => dispatch({ type: 'sent' }),
        onError: (error) => toast({ title: t('composer.sendFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form
      className="border-t border-line bg-white p-3"
      data-testid="message-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {changeLines.length > 0 ? (
        <label className="mb-2 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            data-testid="message-change-request"
            checked={state.changeLineId !== null}
            onChange={(e) => dispatch({ type: 'change-request', lineId: e.target.checked ? changeLines[0]!.id : null })}
          />
          <span>
            {t('composer.changeRequest')}
            <span className="block text-xs text-muted">{t('composer.changeRequestHint')}</span>
          </span>
        </label>
      ) : null}
      {state.changeLineId !== null && changeLines.length > 1 ? (
        <select
          className="mb-2 min-h-11 w-full rounded-md border border-line bg-white px-3 text-sm"
          aria-label={t('composer.changeRequestLine')}
          value={state.changeLineId}
          onChange={(e) => dispatch({ type: 'change-request', lineId: e.target.value })}
        >
          {changeLines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.productName}
            </option>
          ))}
        </select>
      ) : null}
      {state.photos.length > 0 ? (
        <ul className="mb-2 flex gap-2" aria-label={t('composer.photos')}>
          {state.photos.map((p) => (
            <li key={p.key} className="relative h-16 w-16 overflow-hidden rounded-md border border-line">
              <img src={p.previewUrl} alt="" className="h-full w-full object-cover" />
              {p.status === 'uploading' ? <span className="absolute inset-x-0 bottom-0 h-1 bg-emerald" style={{ width: `${Math.round(p.progress * 100)}%` }} /> : null}
              {p.status === 'failed' ? <span className="absolute inset-0 grid place-items-center bg-crimson/80 p-1 text-center text-[10px] leading-tight text-white">{errorText(p.error)}</span> : null}
              <button
                type="button"
                className="absolute right-0 top-0 grid h-6 w-6 place-items-center rounded-bl-md bg-ink/70 text-white"
                aria-label={t('composer.removePhoto')}
                onClick={() => dispatch({ type: 'remove-photo', key: p.key })}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={textId} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <Button type="button" variant="ghost" size="icon" aria-label={t('composer.addPhoto')} disabled={photosLeft(state) === 0} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden className="h-5 w-5" />
        </Button>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/gif" multiple className="sr-only" tabIndex={-1} aria-hidden data-testid="message-photo-input" onChange={(e) => choose(e.target.files)} />
        <textarea
          id={textId}
          data-testid="message-input"
          className="min-h-11 flex-1 resize-y rounded-md border border-line px-3 py-2 text-base"
          rows={2}
          maxLength={MESSAGE_BODY_MAX}
          placeholder={state.changeLineId ? t('composer.changePlaceholder') : t('composer.placeholder')}
          value={state.body}
          onChange={(e) => dispatch({ type: 'type', body: e.target.value })}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter sends from a keyboard; Enter alone keeps its new line (phones have no other).
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" variant="accent" size="icon" aria-label={t('composer.send')} data-testid="message-send" disabled={blocker !== null || send.isPending} aria-busy={send.isPending || undefined}>
          <Send aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {state.body.length > MESSAGE_BODY_MAX - 200 ? <p className="mt-1 text-right text-xs text-muted">{t('composer.left', { count: MESSAGE_BODY_MAX - state.body.length })}</p> : null}
    </form>
  );
}
