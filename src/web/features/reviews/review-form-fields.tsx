import { ImagePlus, Loader2, Star, X } from 'lucide-react';
import { useId, useRef, type Dispatch } from 'react';
import { FIT_VERDICTS, type FitArea, type FitVerdict } from '@domain/fit-feedback/types';
import { FIT_NOTE_MAX_LENGTH } from '@domain/fit-feedback/schemas';
import { REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@domain/reviews';
import { cn } from '../../lib/cn';
import type { ErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { bodyLeft, type ReviewFormAction, type ReviewFormState } from './review-form-state';

/**
 * 1–5 stars as native radios (arrow keys move, Space picks, the screen reader says "3 stars, 3
 * of 5"), drawn as stars: a click on the third fills three.
 */
export function StarsInput({ value, onChange, disabled }: { value: number | null; onChange: (stars: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('review-form');
  const name = useId();
  return (
    <fieldset data-testid="review-stars">
      <legend className="text-sm font-semibold">{t('form.stars')}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative inline-flex h-11 w-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
              aria-label={t('form.starsLabel', { count: n })}
            />
            <Star
              aria-hidden
              className={cn('h-8 w-8 rounded transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-emerald peer-focus-visible:ring-offset-2', value !== null && n <= value ? 'fill-saffron text-saffron' : 'text-ink/30')}
            />
          </label>
        ))}
      </div>
      <p className="min-h-5 text-sm text-ink-soft" aria-live="polite">
        {value ? t(`form.starWords.${value}`) : null}
      </p>
    </fieldset>
  );
}

export function WordsFields({ state, dispatch }: { state: ReviewFormState; dispatch: Dispatch<ReviewFormAction> }) {
  const { t } = useTranslation('review-form');
  const counterId = useId();
  const left = bodyLeft(state);
  return (
    <div className="grid gap-3">
      <label className="grid gap-1 text-sm">
        <span className="font-semibold">{t('form.title')}</span>
        <input
          className="min-h-11 rounded-lg border border-ink/20 bg-white px-3 text-sm"
          maxLength={REVIEW_TITLE_MAX}
          value={state.title}
          onChange={(e) => dispatch({ type: 'title', title: e.target.value })}
          placeholder={t('form.titlePlaceholder')}
          data-testid="review-title"
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-semibold">{t('form.body')}</span>
        <textarea
          className="min-h-28 rounded-lg border border-ink/20 bg-white p-3 text-sm"
          value={state.body}
          onChange={(e) => dispatch({ type: 'body', body: e.target.value })}
          placeholder={t('form.bodyPlaceholder')}
          aria-describedby={counterId}
          data-testid="review-body"
        />
        <span id={counterId} className={cn('text-right text-xs tabular-nums', left < 0 ? 'font-semibold text-crimson' : 'text-muted')} aria-live="polite">
          {left < 0 ? t('form.over', { count: -left }) : t('form.left', { count: left })}
        </span>
      </label>
    </div>
  );
}

/** Up to three photos: each uploads as it is picked, shows while on its way, and can be taken out. */
export function PhotosField({ state, previews, onPick, onRemove, errorText }: { state: ReviewFormState; previews: ReadonlyMap<string, string>; onPick: (files: File[]) => void; onRemove: (key: string) => void; errorText: ErrorText }) {
  const { t } = useTranslation('review-form');
  const input = useRef<HTMLInputElement>(null);
  const room = REVIEW_PHOTOS_MAX - state.photos.length;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">{t('form.photos', { max: REVIEW_PHOTOS_MAX })}</p>
      <ul className="flex flex-wrap gap-2" data-testid="review-photos">
        {state.photos.map((slot) => {
          const src = slot.photo?.thumbUrl ?? slot.photo?.url ?? previews.get(slot.key);
          return (
            <li key={slot.key} className="relative h-20 w-20 overflow-hidden rounded-lg border border-line bg-linen" data-status={slot.status} data-testid="review-photo">
              {src ? <img src={src} alt={t('form.photoAlt')} className="h-full w-full object-cover" /> : null}
              {slot.status === 'uploading' ? (
                <span className="absolute inset-0 flex items-center justify-center bg-white/60">
                  <Loader2 aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />
                  <span className="sr-only">{t('form.uploading')}</span>
                </span>
              ) : null}
              {slot.status === 'failed' ? <span className="absolute inset-x-0 bottom-0 bg-crimson px-1 text-[10px] leading-tight text-white">{errorText(slot.error)}</span> : null}
              <button
                type="button"
                onClick={() => onRemove(slot.key)}
                className="absolute right-0 top-0 flex h-8 w-8 items-center justify-center rounded-bl-lg bg-ink/70 text-white"
                aria-label={t('form.removePhoto')}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex h-20 w-20 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-ink/30 bg-white text-xs text-ink-soft hover:border-ink/60"
            >
              <ImagePlus aria-hidden className="h-5 w-5" />
              {t('form.addPhoto')}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="review-photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
    </div>
  );
}

/** Today's fit review, inside the same form: the overall verdict, and by area, a note and "returning it" on demand. */
export function FitFields({ state, dispatch, areas }: { state: ReviewFormState; dispatch: Dispatch<ReviewFormAction>; areas: readonly FitArea[] }) {
  const { t } = useTranslation(['review-form', 'fit-reviews']);
  return (
    <div className="grid gap-2">
      <fieldset>
        {/* The form's heading already asks "How does it fit?": the group is named shortly. */}
        <legend className="text-sm font-semibold">{t('form.fit')}</legend>
        {/* One per row on a phone: five across cut the Amharic verdicts. */}
        <div className="mt-1 grid grid-cols-1 gap-1.5 sm:grid-cols-5 sm:gap-1" role="radiogroup" aria-label={t('fit-reviews:form.question')}>
          {FIT_VERDICTS.map((verdict) => (
            <button
              key={verdict}
              type="button"
              role="radio"
              aria-checked={state.overall === verdict}
              onClick={() => dispatch({ type: 'overall', verdict })}
              className={cn('min-h-11 rounded-lg border px-2 text-sm leading-tight sm:px-1 sm:text-xs', state.overall === verdict ? 'border-emerald bg-emerald text-white' : 'border-ink/20 bg-white hover:border-ink/60')}
            >
              {t(`fit-reviews:verdicts.${verdict}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {state.details ? (
        <div className="grid gap-3">
          {areas.map((area) => (
            <label key={area} className="flex items-center justify-between gap-2 text-sm">
              <span>{t(`fit-reviews:areas.${area}`)}</span>
              <select
                className="min-h-11 rounded-lg border border-ink/20 bg-white px-2 text-sm"
                value={state.areas[area] ?? ''}
                onChange={(e) => dispatch({ type: 'area', area, verdict: e.target.value === '' ? null : (e.target.value as FitVerdict) })}
              >
                <option value="">{t('fit-reviews:form.noAnswer')}</option>
                {FIT_VERDICTS.map((verdict) => (
                  <option key={verdict} value={verdict}>
                    {t(`fit-reviews:verdicts.${verdict}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label className="grid gap-1 text-sm">
            <span>{t('fit-reviews:form.note')}</span>
            <textarea className="min-h-20 rounded-lg border border-ink/20 bg-white p-2 text-sm" maxLength={FIT_NOTE_MAX_LENGTH} value={state.note} onChange={(e) => dispatch({ type: 'note', note: e.target.value })} />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" checked={state.kept === 'returning'} onChange={(e) => dispatch({ type: 'kept', kept: e.target.checked ? 'returning' : 'kept' })} />
            {t('fit-reviews:form.returning')}
          </label>
        </div>
      ) : (
        <button type="button" className="justify-self-start text-sm text-emerald underline-offset-4 hover:underline" onClick={() => dispatch({ type: 'details' })}>
          {t('fit-reviews:form.addDetails')}
        </button>
      )}
    </div>
  );
}

/** The stars of a written review, read-only. */
export function StarsShown({ stars, className }: { stars: number; className?: string }) {
  const { t } = useTranslation('review-form');
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={t('form.starsLabel', { count: stars })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('h-4 w-4', n <= stars ? 'fill-saffron text-saffron' : 'text-ink/25')} />
      ))}
    </span>
  );
}
