import { PRODUCT_LIMITS, type PhotoArrangementInput } from '@domain/catalog/product-input';
import type { StudioPhoto } from './product-types';

/**
 * The photos' order, main photo and descriptions as the designer arranges them, before they are
 * saved with the product (its PUT's `photos`). Uploads and removals answer with the server's list;
 * the arrangement not saved yet is kept across them (see mergePhotoDraft).
 */
export interface PhotoDraft {
  order: string[];
  primaryId: string | null;
  alt: Record<string, string>;
}

export type UpdatePhotosInput = PhotoArrangementInput;

const byOrder = (photos: readonly StudioPhoto[]) => [...photos].sort((a, b) => a.sortOrder - b.sortOrder);

/** A photo without its own description is described by the product's name. */
export const defaultAlt = (productName: string) => productName.trim().slice(0, PRODUCT_LIMITS.altTextMax);

export function draftFromPhotos(photos: readonly StudioPhoto[], productName: string): PhotoDraft {
  const sorted = byOrder(photos);
  return {
    order: sorted.map((p) => p.id),
    primaryId: sorted.find((p) => p.isPrimary)?.id ?? sorted[0]?.id ?? null,
    alt: Object.fromEntries(sorted.map((p) => [p.id, p.altText ?? defaultAlt(productName)])),
  };
}

/** The server's new list with the designer's unsaved arrangement kept for photos still there. */
export function mergePhotoDraft(draft: PhotoDraft, photos: readonly StudioPhoto[], productName: string): PhotoDraft {
  const fresh = draftFromPhotos(photos, productName);
  const present = new Set(fresh.order);
  const kept = draft.order.filter((id) => present.has(id));
  const added = fresh.order.filter((id) => !kept.includes(id));
  return {
    order: [...kept, ...added],
    primaryId: draft.primaryId && present.has(draft.primaryId) ? draft.primaryId : fresh.primaryId,
    alt: Object.fromEntries([...kept, ...added].map((id) => [id, id in draft.alt && kept.includes(id) ? (draft.alt[id] ?? '') : (fresh.alt[id] ?? '')])),
  };
}

export { moveItem } from '../../lib/move-item';

export function photosPayload(draft: PhotoDraft, productName: string): UpdatePhotosInput | null {
  const primaryId = draft.primaryId ?? draft.order[0];
  if (!primaryId) return null;
  return {
    order: draft.order,
    primaryId,
    alt: Object.fromEntries(draft.order.map((id) => [id, (draft.alt[id] ?? '').trim().slice(0, PRODUCT_LIMITS.altTextMax) || defaultAlt(productName)])),
  };
}

/** Whether the arrangement differs from what the server holds (so saving it would change something). */
export function photoDraftChanged(draft: PhotoDraft, photos: readonly StudioPhoto[], productName: string): boolean {
  const saved = draftFromPhotos(photos, productName);
  if (draft.order.length !== saved.order.length || draft.order.some((id, i) => id !== saved.order[i])) return true;
  if (draft.primaryId !== saved.primaryId) return true;
  return draft.order.some((id) => (draft.alt[id] ?? '').trim() !== (saved.alt[id] ?? '').trim());
}

/** The same arrangement (descriptions compared as they would be saved, trimmed). */
export function samePhotoDraft(a: PhotoDraft, b: PhotoDraft): boolean {
  if (a.order.length !== b.order.length || a.order.some((id, i) => id !== b.order[i]) || a.primaryId !== b.primaryId) return false;
  return a.order.every((id) => (a.alt[id] ?? '').trim() === (b.alt[id] ?? '').trim());
}

/** A kept arrangement read back from the device: ids and texts as strings, bounded, or nothing. */
export function parsePhotoDraft(raw: unknown): PhotoDraft | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (!Array.isArray(r.order)) return null;
  const order = r.order.filter((id): id is string => typeof id === 'string').slice(0, PRODUCT_LIMITS.photosMax);
  const primaryId = typeof r.primaryId === 'string' ? r.primaryId : null;
  const given = typeof r.alt === 'object' && r.alt !== null ? (r.alt as Record<string, unknown>) : {};
  const alt: Record<string, string> = {};
  for (const id of order) {
    const text = given[id];
    if (typeof text === 'string') alt[id] = text.slice(0, PRODUCT_LIMITS.altTextMax);
  }
  return { order, primaryId, alt };
}
