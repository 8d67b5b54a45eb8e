import { MESSAGE_BODY_MAX, MESSAGE_PHOTOS_MAX } from '@domain/messages/rules';

/**
 * The message composer's states: the text, the photos being uploaded (each uploads as soon as it
 * is chosen, so sending is quick on a weak connection), and whether this message is the line's
 * change request. Pure, so every state is tested without a browser.
 */
export interface ComposerPhoto {
  /** The device's key for the chosen file (its preview URL's owner). */
  key: string;
  previewUrl: string;
  status: 'uploading' | 'ready' | 'failed';
  /** The server's id once uploaded. */
  id: string | null;
  progress: number;
  /** The refusal's code when it failed. */
  error: string | null;
}

export interface ComposerState {
  body: string;
  photos: ComposerPhoto[];
  /** The line this message asks a change for; null for an ordinary message. */
  changeLineId: string | null;
}

export type ComposerAction =
  | { type: 'type'; body: string }
  | { type: 'add-photo'; key: string; previewUrl: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; id: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove-photo'; key: string }
  | { type: 'change-request'; lineId: string | null }
  | { type: 'sent' };

export const emptyComposer: ComposerState = { body: '', photos: [], changeLineId: null };

const patch = (photos: ComposerPhoto[], key: string, change: Partial<ComposerPhoto>) => photos.map((p) => (p.key === key ? { ...p, ...change } : p));

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'type':
      return { ...state, body: action.body };
    case 'add-photo':
      if (state.photos.length >= MESSAGE_PHOTOS_MAX || state.photos.some((p) => p.key === action.key)) return state;
      return { ...state, photos: [...state.photos, { key: action.key, previewUrl: action.previewUrl, status: 'uploading', id: null, progress: 0, error: null }] };
    case 'progress':
      return { ...state, photos: patch(state.photos, action.key, { progress: Math.max(0, Math.min(1, action.progress)) }) };
    case 'uploaded':
      return { ...state, photos: patch(state.photos, action.key, { status: 'ready', id: action.id, progress: 1, error: null }) };
    case 'failed':
      return { ...state, photos: patch(state.photos, action.key, { status: 'failed', error: action.error }) };
    case 'remove-photo':
      return { ...state, photos: state.photos.filter((p) => p.key !== action.key) };
    case 'change-request':
      return { ...state, changeLineId: action.lineId };
    case 'sent':
      return emptyComposer;
  }
}

/** Why the message cannot be sent yet (a code for the texts), or null when it can. */
export function composerBlocker(state: ComposerState): 'EMPTY' | 'TOO_LONG' | 'UPLOADING' | 'PHOTO_FAILED' | null {
  if (state.body.length > MESSAGE_BODY_MAX) return 'TOO_LONG';
  if (state.photos.some((p) => p.status === 'uploading')) return 'UPLOADING';
  if (state.photos.some((p) => p.status === 'failed')) return 'PHOTO_FAILED';
  const text = state.body.trim() !== '';
  // A change request says what to change: photos alone are not one.
  if (!text && (state.changeLineId !== null || state.photos.length === 0)) return 'EMPTY';
  return null;
}

/** The ids of the uploaded photos, in the order they were chosen. */
export const readyPhotoIds = (state: ComposerState): string[] => state.photos.flatMap((p) => (p.status === 'ready' && p.id ? [p.id] : []));

/** How many more photos may be chosen. */
export const photosLeft = (state: ComposerState): number => MESSAGE_PHOTOS_MAX - state.photos.length;
