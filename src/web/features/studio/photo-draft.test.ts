import { describe, expect, it } from 'vitest';
import { draftFromPhotos, mergePhotoDraft, moveItem, photoDraftChanged, photosPayload } from './photo-draft';
import type { StudioPhoto } from './product-types';

const photo = (id: string, sortOrder: number, extra: Partial<StudioPhoto> = {}): StudioPhoto => ({ id, url: `/u/${id}.webp`, thumbUrl: null, isPrimary: false, sortOrder, altText: null, ...extra });
const NAME = 'Kemis';

describe('photo draft', () => {
  it('starts from the saved order, main photo and descriptions (the name when none)', () => {
    const draft = draftFromPhotos([photo('b', 2), photo('a', 1, { isPrimary: true, altText: 'Front' })], NAME);
    expect(draft).toEqual({ order: ['a', 'b'], primaryId: 'a', alt: { a: 'Front', b: 'Kemis' } });
  });

  it('uses the first photo as the main one when none is marked', () => {
    expect(draftFromPhotos([photo('a', 1), photo('b', 2)], NAME).primaryId).toBe('a');
    expect(draftFromPhotos([], NAME).primaryId).toBeNull();
  });

  it('keeps an unsaved arrangement across an upload and a removal', () => {
    const saved = [photo('a', 1, { isPrimary: true }), photo('b', 2), photo('c', 3)];
    let draft = draftFromPhotos(saved, NAME);
    draft = { order: moveItem(draft.order, 2, 0), primaryId: 'c', alt: { ...draft.alt, b: 'Back' } };
    expect(photoDraftChanged(draft, saved, NAME)).toBe(true);
    draft = mergePhotoDraft(draft, [...saved, photo('d', 4, { altText: 'Detail' })], NAME);
    expect(draft).toEqual({ order: ['c', 'a', 'b', 'd'], primaryId: 'c', alt: { a: 'Kemis', b: 'Back', c: 'Kemis', d: 'Detail' } });
    draft = mergePhotoDraft(draft, [photo('a', 1, { isPrimary: true }), photo('b', 2), photo('d', 4)], NAME);
    expect(draft.order).toEqual(['a', 'b', 'd']);
    expect(draft.primaryId).toBe('a');
  });

  it('is unchanged after merging the same list', () => {
    const saved = [photo('a', 1, { isPrimary: true }), photo('b', 2)];
    const draft = mergePhotoDraft(draftFromPhotos(saved, NAME), saved, NAME);
    expect(photoDraftChanged(draft, saved, NAME)).toBe(false);
  });

  it('sends every photo with a description, the name for blank ones', () => {
    expect(photosPayload({ order: ['a', 'b'], primaryId: 'b', alt: { a: '  ', b: 'Side' } }, NAME)).toEqual({ order: ['a', 'b'], primaryId: 'b', alt: { a: 'Kemis', b: 'Side' } });
    expect(photosPayload({ order: [], primaryId: null, alt: {} }, NAME)).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves one item and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
