import type { RequestKind, Remedy } from '@domain/returns';
import { remediesFor } from '@domain/returns';
import type { FitArea, FitVerdict } from '@domain/fit-feedback/types';
import type { NewRequestInput } from '@domain/returns/api';

/**
 * The shopper's request form: which kind (return, exchange or claim, as the line allows), the
 * remedy wished, the reason, photos (uploaded one by one before sending), the fit areas of a
 * claim and the size of an exchange. A pure reducer, tested on its own.
 */
export interface ReturnForm {
  kind: RequestKind;
  remedy: Remedy;
  reason: string;
  exchangeSize: string;
  fitAreas: Partial<Record<FitArea, FitVerdict>>;
  photos: Array<{ id: string; url: string }>;
  uploading: number;
  /** The last refusal's code (the form's own check or the server's). */
  error: string | null;
}

export type ReturnFormAction =
  | { type: 'kind'; kind: RequestKind }
  | { type: 'remedy'; remedy: Remedy }
  | { type: 'reason'; reason: string }
  | { type: 'exchangeSize'; size: string }
  | { type: 'area'; area: FitArea; verdict: FitVerdict | null }
  | { type: 'uploading' }
  | { type: 'uploaded'; photo: { id: string; url: string } }
  | { type: 'uploadFailed'; code: string }
  | { type: 'removePhoto'; id: string }
  | { type: 'failed'; code: string };

/** The first remedy a kind offers: an exchange is exchanged, a return refunded, a claim starts at a remake. */
const defaultRemedy = (kind: RequestKind): Remedy => (kind === 'exchange' ? 'exchange' : kind === 'return' ? 'refund' : 'remake');

export const initialReturnForm = (kinds: readonly RequestKind[]): ReturnForm => {
  const kind = kinds[0] ?? 'return';
  return { kind, remedy: defaultRemedy(kind), reason: '', exchangeSize: '', fitAreas: {}, photos: [], uploading: 0, error: null };
};

/** The remedies the form offers for a kind (an exchange's only remedy is the exchange itself). */
export const remedyChoices = (kind: RequestKind): Remedy[] => (kind === 'exchange' ? ['exchange'] : kind === 'return' ? ['refund'] : [...remediesFor('claim')]);

export function returnFormReducer(state: ReturnForm, action: ReturnFormAction): ReturnForm {
  switch (action.type) {
    case 'kind':
      return { ...state, kind: action.kind, remedy: defaultRemedy(action.kind), error: null };
    case 'remedy':
      return remedyChoices(state.kind).includes(action.remedy) ? { ...state, remedy: action.remedy, error: null } : state;
    case 'reason':
      return { ...state, reason: action.reason, error: null };
    case 'exchangeSize':
      return { ...state, exchangeSize: action.size, error: null };
    case 'area': {
      const fitAreas = { ...state.fitAreas };
      if (action.verdict) fitAreas[action.area] = action.verdict;
      else delete fitAreas[action.area];
      return { ...state, fitAreas, error: null };
    }
    case 'uploading':
      return { ...state, uploading: state.uploading + 1, error: null };
    case 'uploaded':
      return { ...state, uploading: Math.max(0, state.uploading - 1), photos: [...state.photos, action.photo] };
    case 'uploadFailed':
      return { ...state, uploading: Math.max(0, state.uploading - 1), error: action.code };
    case 'removePhoto':
      return { ...state, photos: state.photos.filter((p) => p.id !== action.id) };
    case 'failed':
      return { ...state, error: action.code };
  }
}

/** What the form sends, or the code of what is missing first (the same rules as the server's). */
export function requestOf(state: ReturnForm): { input: NewRequestInput } | { error: string } {
  if (state.uploading > 0) return { error: 'RETURN_PHOTO_UPLOADING' };
  if (state.reason.trim() === '') return { error: 'RETURN_REASON_REQUIRED' };
  if (state.kind === 'claim' && state.photos.length === 0) return { error: 'RETURN_PHOTO_REQUIRED' };
  if (state.kind === 'exchange' && state.exchangeSize.trim() === '') return { error: 'EXCHANGE_SIZE_REQUIRED' };
  return {
    input: {
      kind: state.kind,
      remedy: state.remedy,
      reason: state.reason.trim(),
      photoIds: state.photos.map((p) => p.id),
      fitAreas: state.kind === 'claim' ? state.fitAreas : {},
      ...(state.kind === 'exchange' ? { exchangeSize: state.exchangeSize.trim() } : {}),
    },
  };
}
