import type { FitArea, FitVerdict, KeptAnswer } from '@domain/fit-feedback/types';
import type { FitReviewInput } from '@domain/fit-feedback/schemas';
import type { OwnReview, ReviewInput, ReviewPhoto } from '@domain/reviews/api';
import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@domain/reviews';

/**
 * The order page's review form (issue 43) as states: one line's stars, words, photos and the fit
 * verdicts that used to be their own form. Photos upload as they are picked; the form is sent once
 * none is still on its way.
 */
export interface PhotoSlot {
  /** The device's name for it until the server gives an id. */
  key: string;
  status: 'uploading' | 'done' | 'failed';
  photo: ReviewPhoto | null;
  error: string | null;
}

export interface ReviewFormState {
  /** 'done' shows the sent review with a Change button; 'editing' the form. */
  mode: 'editing' | 'done';
  stars: number | null;
  title: string;
  body: string;
  photos: PhotoSlot[];
  overall: FitVerdict | null;
  areas: Partial<Record<FitArea, FitVerdict>>;
  note: string;
  kept: KeptAnswer;
  details: boolean;
  sending: boolean;
  /** The server's code of the last refusal (shown in words), or a local one. */
  error: string | null;
}

export type ReviewFormAction =
  | { type: 'load'; review: OwnReview | null; note?: string | null; kept?: KeptAnswer }
  | { type: 'edit' }
  | { type: 'stars'; stars: number }
  | { type: 'title'; title: string }
  | { type: 'body'; body: string }
  | { type: 'photoAdded'; key: string }
  | { type: 'photoUploaded'; key: string; photo: ReviewPhoto }
  | { type: 'photoFailed'; key: string; code: string }
  | { type: 'photoRemoved'; key: string }
  | { type: 'overall'; verdict: FitVerdict }
  | { type: 'area'; area: FitArea; verdict: FitVerdict | null }
  | { type: 'note'; note: string }
  | { type: 'kept'; kept: KeptAnswer }
  | { type: 'details' }
  | { type: 'send' }
  | { type: 'sent'; review: OwnReview | null }
  | { type: 'refused'; code: string };

export const emptyReviewForm: ReviewFormState = {
  mode: 'editing',
  stars: null,
  title: '',
  body: '',
  photos: [],
  overall: null,
  areas: {},
  note: '',
  kept: 'kept',
  details: false,
  sending: false,
  error: null,
};

/** A review already written opens as "done"; its fields are what Change starts from. */
export function initialReviewForm(review: OwnReview | null, fit?: { note?: string | null; kept?: KeptAnswer }): ReviewFormState {
  if (!review) return emptyReviewForm;
  return {
    ...emptyReviewForm,
    mode: 'done',
    stars: review.stars,
    title: review.title ?? '',
    body: review.body ?? '',
    photos: review.photos.map((photo) => ({ key: photo.id, status: 'done' as const, photo, error: null })),
    overall: review.fit?.overall ?? null,
    areas: review.fit?.areas ?? {},
    note: fit?.note ?? '',
    kept: fit?.kept ?? 'kept',
  };
}

/**
 * A fit review written alone (issue 18's form, or this one without stars): the reviews route
 * answers no review for it, so it opens "done" from the line's fit review, as before.
 */
export function fitOnlyForm(fit: { overall: FitVerdict; areas: Partial<Record<FitArea, FitVerdict>>; note: string | null; kept: KeptAnswer }): ReviewFormState {
  return { ...emptyReviewForm, mode: 'done', overall: fit.overall, areas: fit.areas, note: fit.note ?? '', kept: fit.kept };
}

const editing = (state: ReviewFormState): ReviewFormState => ({ ...state, error: null });

export function reviewFormReducer(state: ReviewFormState, action: ReviewFormAction): ReviewFormState {
  switch (action.type) {
    case 'load':
      return initialReviewForm(action.review, { note: action.note, kept: action.kept });
    case 'edit':
      return { ...state, mode: 'editing', error: null };
    case 'stars':
      return action.stars >= 1 && action.stars <= 5 && Number.isInteger(action.stars) ? editing({ ...state, stars: action.stars }) : state;
    case 'title':
      return editing({ ...state, title: action.title });
    case 'body':
      return editing({ ...state, body: action.body });
    case 'photoAdded':
      if (state.photos.length >= REVIEW_PHOTOS_MAX) return { ...state, error: 'REVIEW_TOO_MANY_PHOTOS' };
      return editing({ ...state, photos: [...state.photos, { key: action.key, status: 'uploading', photo: null, error: null }] });
    case 'photoUploaded':
      return { ...state, photos: state.photos.map((p) => (p.key === action.key ? { ...p, status: 'done', photo: action.photo, error: null } : p)) };
    case 'photoFailed':
      return { ...state, photos: state.photos.map((p) => (p.key === action.key ? { ...p, status: 'failed', error: action.code } : p)) };
    case 'photoRemoved':
      return editing({ ...state, photos: state.photos.filter((p) => p.key !== action.key) });
    case 'overall':
      return editing({ ...state, overall: action.verdict });
    case 'area': {
      const areas = { ...state.areas };
      if (action.verdict === null) delete areas[action.area];
      else areas[action.area] = action.verdict;
      return editing({ ...state, areas });
    }
    case 'note':
      return editing({ ...state, note: action.note });
    case 'kept':
      return editing({ ...state, kept: action.kept });
    case 'details':
      return { ...state, details: !state.details };
    case 'send': {
      const problem = formProblem(state);
      if (problem) return { ...state, error: problem };
      return { ...state, sending: true, error: null };
    }
    case 'sent':
      return action.review ? { ...initialReviewForm(action.review, { note: state.note, kept: state.kept }) } : { ...state, mode: 'done', sending: false, error: null };
    case 'refused':
      return { ...state, sending: false, error: action.code };
  }
}

/** Why the form cannot be sent yet, as a code the texts know; null when it can. */
export function formProblem(state: ReviewFormState): string | null {
  if (state.photos.some((p) => p.status === 'uploading')) return 'PHOTOS_UPLOADING';
  if (state.stars === null && state.overall === null) return 'REVIEW_STARS_INVALID';
  if (state.title.trim().length > REVIEW_TITLE_MAX) return 'REVIEW_TITLE_TOO_LONG';
  if (state.body.trim().length > REVIEW_BODY_MAX) return 'REVIEW_BODY_TOO_LONG';
  return null;
}

/** The fit verdicts of the form, as fit feedback takes them (none without an overall verdict). */
export function fitInput(state: ReviewFormState): FitReviewInput | undefined {
  if (!state.overall) return undefined;
  const note = state.note.trim();
  return { overall: state.overall, areas: state.areas, ...(note ? { note } : {}), kept: state.kept };
}

/**
 * What is sent: a review (stars, and the fit with it) or, without stars, the fit verdicts alone
 * (today's two-tap fit review still works; it is listed as a review without stars).
 */
export type ReviewSubmission = { kind: 'review'; input: ReviewInput } | { kind: 'fit'; input: FitReviewInput };

export function submission(state: ReviewFormState): ReviewSubmission | null {
  if (formProblem(state)) return null;
  const fit = fitInput(state);
  if (state.stars === null) return fit ? { kind: 'fit', input: fit } : null;
  const title = state.title.trim();
  const body = state.body.trim();
  return {
    kind: 'review',
    input: {
      stars: state.stars,
      ...(title ? { title } : {}),
      ...(body ? { body } : {}),
      photoIds: state.photos.flatMap((p) => (p.status === 'done' && p.photo ? [p.photo.id] : [])),
      ...(fit ? { fit } : {}),
    },
  };
}

/** The characters left for the words, as the server counts them (after trimming). */
export const bodyLeft = (state: ReviewFormState) => REVIEW_BODY_MAX - state.body.trim().length;
