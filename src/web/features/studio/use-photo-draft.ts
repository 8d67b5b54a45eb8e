import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { draftFromPhotos, mergePhotoDraft, photoDraftChanged, photosPayload, samePhotoDraft, type PhotoDraft, type UpdatePhotosInput } from './photo-draft';
import type { StudioPhoto, StudioProduct } from './product-types';

export interface PhotoDraftHandle {
  draft: PhotoDraft;
  setDraft: Dispatch<SetStateAction<PhotoDraft>>;
  /** The arrangement differs from the server's: the product form's bar counts it as unsaved. */
  changed: boolean;
  /** What the product's save sends as `photos`: the arrangement when it changed, else nothing. */
  payload: () => UpdatePhotosInput | null;
  /** After a save: the server's photos are the new starting point, unless the arrangement changed since `sent`. */
  settle: (sent: PhotoDraft, photos: readonly StudioPhoto[]) => void;
  /** Puts the server's arrangement back (Undo). */
  reset: () => void;
}

const NO_PHOTOS: readonly StudioPhoto[] = [];

/**
 * The photos' order, main photo and descriptions as the designer arranges them: part of the
 * product, saved with Save draft / Publish (issue 41). Held by the editor page so the photo
 * section and the product form share it. Uploads and removals are saved at once and answer with
 * the server's list, which is merged in keeping the arrangement not saved yet.
 */
export function usePhotoDraft(product: StudioProduct | null): PhotoDraftHandle {
  const photos = product?.photos ?? NO_PHOTOS;
  const name = product?.name ?? '';
  const [draft, setDraft] = useState<PhotoDraft>(() => draftFromPhotos(photos, name));
  const [seen, setSeen] = useState(photos);
  if (seen !== photos) {
    setSeen(photos);
    setDraft((d) => mergePhotoDraft(d, photos, name));
  }
  const changed = photoDraftChanged(draft, photos, name);
  const payload = useCallback(() => (changed ? photosPayload(draft, name) : null), [changed, draft, name]);
  const settle = useCallback(
    (sent: PhotoDraft, saved: readonly StudioPhoto[]) => setDraft((current) => (samePhotoDraft(current, sent) ? draftFromPhotos(saved, name) : mergePhotoDraft(current, saved, name))),
    [name],
  );
  const reset = useCallback(() => setDraft(draftFromPhotos(photos, name)), [photos, name]);
  return { draft, setDraft, changed, payload, settle, reset };
}
