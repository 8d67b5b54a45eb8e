import { safeUploadName, uploadIssue } from '@domain/media/upload-rules';
import { PRODUCTION_LIMITS, type PostableStep } from '@domain/production/rules';

/** A photo picked for an update: the file, the name it is sent under and its preview (an object URL the component owns). */
export interface PickedPhoto {
  id: string;
  file: Blob;
  name: string;
  previewUrl: string;
}

export interface UpdateFormState {
  step: PostableStep;
  note: string;
  photos: PickedPhoto[];
  /** The code of what was wrong with the last pick (too many, not a picture, too large), shown under the picker. */
  issue: string | null;
}

export type UpdateFormAction =
  | { type: 'step'; step: PostableStep }
  | { type: 'note'; note: string }
  | { type: 'pick'; files: ReadonlyArray<{ id: string; file: Blob; name: string; type: string; size: number; previewUrl: string }> }
  | { type: 'remove'; id: string }
  /** The update was posted and `sent` photos with it: those leave the form, the rest stay to try again. */
  | { type: 'sent'; sent: number }
  | { type: 'reset' };

export const initialUpdateForm = (step: PostableStep = 'in_production'): UpdateFormState => ({ step, note: '', photos: [], issue: null });

/**
 * The studio's "post an update" form: the step, the note and up to three photos, each checked as
 * the server will (type, size, name) the moment it is picked, so a refusal reads at once.
 */
export function updateFormReducer(state: UpdateFormState, action: UpdateFormAction): UpdateFormState {
  switch (action.type) {
    case 'step':
      return { ...state, step: action.step };
    case 'note':
      return { ...state, note: action.note };
    case 'pick': {
      const photos = [...state.photos];
      let issue: string | null = null;
      for (const f of action.files) {
        // Phones name files freely ("IMG 2041 (1).JPG"): the name sent is made safe first, but an
        // executable's name is judged as picked, since renaming would hide "photo.exe.jpg".
        const asPicked = uploadIssue({ name: f.name, size: f.size, type: f.type });
        const problem = asPicked === 'FILE_EXECUTABLE' ? asPicked : uploadIssue({ name: safeUploadName(f.name), size: f.size, type: f.type });
        if (problem) {
          issue = problem;
          continue;
        }
        if (photos.length >= PRODUCTION_LIMITS.photosPerUpdate) {
          issue = 'PRODUCTION_PHOTOS_TOO_MANY';
          continue;
        }
        photos.push({ id: f.id, file: f.file, name: safeUploadName(f.name), previewUrl: f.previewUrl });
      }
      return { ...state, photos, issue };
    }
    case 'remove':
      return { ...state, photos: state.photos.filter((p) => p.id !== action.id), issue: null };
    case 'sent':
      return { ...state, note: '', photos: state.photos.slice(action.sent), issue: null };
    case 'reset':
      return initialUpdateForm(state.step);
  }
}

/** The photos a pick did not keep, whose previews the component must release. */
export function droppedPreviews(before: UpdateFormState, after: UpdateFormState): string[] {
  const kept = new Set(after.photos.map((p) => p.previewUrl));
  return before.photos.filter((p) => !kept.has(p.previewUrl)).map((p) => p.previewUrl);
}
