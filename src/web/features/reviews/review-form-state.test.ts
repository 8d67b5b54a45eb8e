import { describe, expect, it } from 'vitest';
import type { OwnReview } from '@domain/reviews/api';
import { bodyLeft, emptyReviewForm, fitOnlyForm, formProblem, initialReviewForm, reviewFormReducer, submission, type ReviewFormAction, type ReviewFormState } from './review-form-state';

const run = (actions: ReviewFormAction[], from: ReviewFormState = emptyReviewForm) => actions.reduce(reviewFormReducer, from);
const photo = (id: string) => ({ id, url: `/storage/${id}.webp`, thumbUrl: null, width: 800, height: 1000 });

const own: OwnReview = {
  id: 'r1',
  stars: 4,
  title: 'Lovely',
  body: 'ጥሩ ነው',
  reviewerName: 'Hana',
  size: 'M',
  fit: { overall: 'a_little_small', areas: { bust: 'too_small' } },
  photos: [photo('p1')],
  helpful: 0,
  votedHelpful: false,
  own: true,
  reply: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  status: 'visible',
  hiddenReason: null,
  editableUntil: '2026-04-01T00:00:00Z',
};

describe('review form state', () => {
  it('cannot be sent empty; stars alone make a review', () => {
    expect(formProblem(emptyReviewForm)).toBe('REVIEW_STARS_INVALID');
    expect(submission(emptyReviewForm)).toBeNull();
    const s = run([{ type: 'stars', stars: 5 }]);
    expect(submission(s)).toEqual({ kind: 'review', input: { stars: 5, photoIds: [] } });
  });

  it('refuses stars outside 1–5 and keeps the last good value', () => {
    const s = run([{ type: 'stars', stars: 3 }, { type: 'stars', stars: 6 }, { type: 'stars', stars: 0 }]);
    expect(s.stars).toBe(3);
  });

  it('sends a fit verdict alone as a fit review (the two-tap path), with stars inside the review', () => {
    const fitOnly = run([{ type: 'overall', verdict: 'just_right' }]);
    expect(submission(fitOnly)).toEqual({ kind: 'fit', input: { overall: 'just_right', areas: {}, kept: 'kept' } });
    const both = run([{ type: 'overall', verdict: 'just_right' }, { type: 'stars', stars: 2 }, { type: 'title', title: '  Short  ' }, { type: 'note', note: ' bust ' }]);
    expect(submission(both)).toEqual({ kind: 'review', input: { stars: 2, title: 'Short', photoIds: [], fit: { overall: 'just_right', areas: {}, note: 'bust', kept: 'kept' } } });
  });

  it('waits for photos on their way, leaves out failed ones, and takes no fourth', () => {
    let s = run([{ type: 'stars', stars: 4 }, { type: 'photoAdded', key: 'a' }, { type: 'photoAdded', key: 'b' }]);
    expect(formProblem(s)).toBe('PHOTOS_UPLOADING');
    expect(run([{ type: 'send' }], s).sending).toBe(false);
    expect(run([{ type: 'send' }], s).error).toBe('PHOTOS_UPLOADING');
    s = run([{ type: 'photoUploaded', key: 'a', photo: photo('pa') }, { type: 'photoFailed', key: 'b', code: 'UNSUPPORTED_IMAGE' }], s);
    expect(submission(s)).toEqual({ kind: 'review', input: { stars: 4, photoIds: ['pa'] } });
    s = run([{ type: 'photoAdded', key: 'c' }, { type: 'photoAdded', key: 'd' }], s);
    expect(s.photos.map((p) => p.key)).toEqual(['a', 'b', 'c']);
    expect(s.error).toBe('REVIEW_TOO_MANY_PHOTOS');
    s = run([{ type: 'photoRemoved', key: 'b' }], s);
    expect(s.photos.map((p) => p.key)).toEqual(['a', 'c']);
    expect(s.error).toBeNull();
  });

  it('counts the words after trimming and refuses more than 2,000 characters', () => {
    const s = run([{ type: 'stars', stars: 5 }, { type: 'body', body: `  ${'ሀ'.repeat(2_000)}  ` }]);
    expect(bodyLeft(s)).toBe(0);
    expect(formProblem(s)).toBeNull();
    const over = run([{ type: 'body', body: 'a'.repeat(2_001) }], s);
    expect(bodyLeft(over)).toBe(-1);
    expect(run([{ type: 'send' }], over).error).toBe('REVIEW_BODY_TOO_LONG');
  });

  it('a written review opens done; Change starts from it; a refusal keeps the fields and names the code', () => {
    const s = initialReviewForm(own, { note: 'tight', kept: 'kept' });
    expect(s.mode).toBe('done');
    const editingState = run([{ type: 'edit' }, { type: 'stars', stars: 5 }, { type: 'send' }], s);
    expect(editingState.sending).toBe(true);
    expect(submission(editingState)).toEqual({
      kind: 'review',
      input: { stars: 5, title: 'Lovely', body: 'ጥሩ ነው', photoIds: ['p1'], fit: { overall: 'a_little_small', areas: { bust: 'too_small' }, note: 'tight', kept: 'kept' } },
    });
    const refused = run([{ type: 'refused', code: 'REVIEW_WINDOW_CLOSED' }], editingState);
    expect(refused).toMatchObject({ sending: false, error: 'REVIEW_WINDOW_CLOSED', stars: 5, mode: 'editing' });
    const sent = run([{ type: 'sent', review: { ...own, stars: 5 } }], editingState);
    expect(sent).toMatchObject({ mode: 'done', sending: false, stars: 5, note: 'tight' });
  });

  it('clears an area verdict with null', () => {
    const s = run([{ type: 'area', area: 'bust', verdict: 'too_large' }, { type: 'area', area: 'waist', verdict: 'just_right' }, { type: 'area', area: 'bust', verdict: null }]);
    expect(s.areas).toEqual({ waist: 'just_right' });
  });

  it('a fit review alone opens done with its verdict; adding stars makes it a review with the same fit', () => {
    const s = fitOnlyForm({ overall: 'a_little_small', areas: { waist: 'too_small' }, note: null, kept: 'returning' });
    expect(s).toMatchObject({ mode: 'done', stars: null, overall: 'a_little_small' });
    const withStars = run([{ type: 'edit' }, { type: 'stars', stars: 3 }], s);
    expect(submission(withStars)).toEqual({ kind: 'review', input: { stars: 3, photoIds: [], fit: { overall: 'a_little_small', areas: { waist: 'too_small' }, kept: 'returning' } } });
  });
});
