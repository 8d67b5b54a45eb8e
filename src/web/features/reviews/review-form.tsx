import { Check, EyeOff } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import type { LineFitReview } from '@domain/fit-feedback/api';
import type { LineReviewState } from '@domain/reviews/api';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useLineFitReview, useSaveFitReview } from '../fit-feedback';
import { useLineReview } from './get-line-review';
import { FitFields, PhotosField, StarsInput, StarsShown, WordsFields } from './review-form-fields';
import { emptyReviewForm, fitOnlyForm, formProblem, initialReviewForm, reviewFormReducer, submission, type ReviewFormState } from './review-form-state';
import { useUploadReviewPhoto } from './upload-review-photo';
import { useCreateReview } from './use-create-review';
import { useEditReview } from './use-edit-review';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'UNKNOWN');

const day = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium' }).format(d);
};

/**
 * The review of one delivered line on the shopper's order page (issue 43): stars, a title, words,
 * up to three photos and the fit verdicts that were their own form before, in one form. The line's
 * anchor (#review-<line>) is where /profile's "Waiting for your review" leads.
 */
export function ReviewForm({ lineId, productId }: { lineId: string; productId: string | null }) {
  const { t, i18n } = useTranslation('review-form');
  const line = useLineReview(lineId);
  const fit = useLineFitReview(lineId, true);
  const ready = line.isSuccess && !fit.isPending;
  // /profile's "Waiting for your review" opens the order page at #review-<line>: the form arrives after the page, so it is scrolled to here.
  useEffect(() => {
    if (ready && typeof window !== 'undefined' && window.location.hash === `#review-${lineId}`) document.getElementById(`review-${lineId}`)?.scrollIntoView({ block: 'start' });
  }, [ready, lineId]);
  if (line.isPending || fit.isPending) return <p className="mt-2 text-xs text-muted">{t('form.loading')}</p>;
  if (line.isError || !line.data) return null;
  const state = line.data;
  if (state.eligibility === 'LINE_NOT_DELIVERED' || state.eligibility === 'LINE_CANCELLED') return null;
  if (state.eligibility === 'REVIEW_WINDOW_CLOSED' && !state.review && !fit.data?.review) return <p className="mt-2 text-xs text-muted">{state.reviewUntil ? t('form.closed', { date: day(state.reviewUntil, i18n.language) }) : t('errors.REVIEW_WINDOW_CLOSED')}</p>;
  const fitReview = fit.data?.review ?? null;
  return <ReviewFormBody key={state.review?.updatedAt ?? fitReview?.updatedAt ?? 'new'} lineId={lineId} productId={productId} state={state} fitReview={fitReview} />;
}

function ReviewFormBody({ lineId, productId, state: line, fitReview }: { lineId: string; productId: string | null; state: LineReviewState; fitReview: LineFitReview['review'] }) {
  const { t, i18n } = useTranslation(['review-form', 'fit-reviews']);
  const errorText = useErrorText(['review-form', 'fit-reviews']);
  // A review with stars opens done; a fit review alone (the reviews route answers none for it) shows its verdict, as before; else the form.
  const [state, dispatch] = useReducer(reviewFormReducer, undefined, () =>
    line.review ? initialReviewForm(line.review, { note: fitReview?.note ?? null, kept: fitReview?.kept ?? 'kept' }) : fitReview ? fitOnlyForm(fitReview) : emptyReviewForm,
  );
  const previews = useRef(new Map<string, string>());
  const upload = useUploadReviewPhoto();
  const create = useCreateReview();
  const edit = useEditReview();
  const saveFit = useSaveFitReview();
  const canEdit = line.eligibility === 'OK';

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const pick = (files: File[]) => {
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      dispatch({ type: 'photoAdded', key });
      if (typeof URL.createObjectURL === 'function') previews.current.set(key, URL.createObjectURL(file));
      // mutateAsync, not mutate: mutate's own callbacks fire for the last call only, and photos upload side by side.
      upload.mutateAsync({ lineId, file }).then(
        (photo) => dispatch({ type: 'photoUploaded', key, photo }),
        (error: unknown) => dispatch({ type: 'photoFailed', key, code: codeOf(error) }),
      );
    }
  };
  const remove = (key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
    dispatch({ type: 'photoRemoved', key });
  };

  const send = () => {
    dispatch({ type: 'send' });
    if (formProblem(state)) return;
    const sub = submission(state);
    if (!sub) return;
    const refused = (error: unknown) => dispatch({ type: 'refused', code: codeOf(error) });
    if (sub.kind === 'fit') {
      saveFit.mutate({ lineId, productId, input: sub.input }, { onSuccess: () => dispatch({ type: 'sent', review: null }), onError: refused });
    } else if (line.review && line.review.stars !== null) {
      edit.mutate({ reviewId: line.review.id, input: sub.input }, { onSuccess: (res) => dispatch({ type: 'sent', review: res.review }), onError: refused });
    } else {
      create.mutate({ lineId, input: sub.input }, { onSuccess: (res) => dispatch({ type: 'sent', review: res.review }), onError: refused });
    }
  };

  if (state.mode === 'done') return <ReviewDone state={state} line={line} canEdit={canEdit} onEdit={() => dispatch({ type: 'edit' })} />;

  const uploading = state.photos.some((p) => p.status === 'uploading');
  return (
    <form
      id={`review-${lineId}`}
      // On a phone the form takes the line's whole width (under the thumbnail too): beside it, five stars and the verdicts had 220 px.
      className="-ml-[4.75rem] mt-3 grid scroll-mt-24 gap-4 rounded-lg border border-line bg-cotton p-3 sm:ml-0 sm:p-4"
      data-testid="review-form"
      aria-labelledby={`review-${lineId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div>
        <h3 id={`review-${lineId}-title`} className="font-display text-base font-semibold">
          {t('form.question')}
        </h3>
        {line.reviewUntil ? <p className="text-xs text-muted">{t('form.until', { date: day(line.reviewUntil, i18n.language) })}</p> : null}
      </div>
      <StarsInput value={state.stars} onChange={(stars) => dispatch({ type: 'stars', stars })} />
      <FitFields state={state} dispatch={dispatch} areas={line.fitAreas} />
      <WordsFields state={state} dispatch={dispatch} />
      <PhotosField state={state} previews={previews.current} onPick={pick} onRemove={remove} errorText={errorText} />
      <p className="text-xs text-muted">{t('form.public')}</p>
      {state.error ? (
        <p role="alert" className="text-sm text-crimson" data-testid="review-error">
          {errorText(state.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="accent" className="w-full sm:w-auto sm:min-w-32" disabled={state.sending || uploading || (state.stars === null && state.overall === null)}>
          {state.sending ? t('form.sending') : uploading ? t('form.uploading') : line.review?.stars ? t('form.save') : t('form.send')}
        </Button>
        {state.stars === null && state.overall !== null ? <span className="text-xs text-muted">{t('form.fitOnly')}</span> : null}
      </div>
    </form>
  );
}

function ReviewDone({ state, line, canEdit, onEdit }: { state: ReviewFormState; line: LineReviewState; canEdit: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['review-form', 'fit-reviews']);
  const review = line.review;
  return (
    <div id={`review-${line.lineId}`} className="mt-2 grid scroll-mt-24 gap-1.5 text-sm" data-testid="review-done">
      <p className="flex flex-wrap items-center gap-2">
        <Check aria-hidden className="h-4 w-4 text-emerald" />
        {state.stars !== null ? <StarsShown stars={state.stars} /> : null}
        <span>{state.stars !== null ? t('done.thanks') : t('done.fitOnly')}</span>
        {state.overall ? <span className="text-ink-soft">{t('done.fit', { verdict: t(`fit-reviews:verdicts.${state.overall}`) })}</span> : null}
        {canEdit ? (
          <Button variant="link" size="sm" onClick={onEdit} data-testid="review-change">
            {state.stars === null ? t('done.addStars') : t('done.change')}
          </Button>
        ) : null}
      </p>
      {state.title ? <p className="font-semibold">{state.title}</p> : null}
      {state.photos.length ? (
        <ul className="flex gap-2">
          {state.photos.map((p) =>
            p.photo ? (
              <li key={p.key}>
                <img src={p.photo.thumbUrl ?? p.photo.url} alt={t('form.photoAlt')} className="h-14 w-14 rounded-lg object-cover" loading="lazy" />
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {review?.status === 'hidden' ? (
        <p className="flex items-start gap-1.5 rounded-lg bg-crimson-tint p-2 text-xs text-[#8f1b2a]" data-testid="review-hidden">
          <EyeOff aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          {t('done.hidden', { reason: review.hiddenReason ?? '' })}
        </p>
      ) : null}
      {review?.reply ? (
        <p className="rounded-lg bg-linen p-2 text-xs">
          <span className="font-semibold">{t('done.reply', { designer: review.reply.designerName })}</span> {review.reply.body}
        </p>
      ) : null}
      {canEdit && review?.editableUntil && state.stars !== null ? <p className="text-xs text-muted">{t('done.editableUntil', { date: day(review.editableUntil, i18n.language) })}</p> : null}
    </div>
  );
}
