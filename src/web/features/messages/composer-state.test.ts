import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX, MESSAGE_PHOTOS_MAX } from '@domain/messages/rules';
import { composerBlocker, composerReducer, emptyComposer, photosLeft, readyPhotoIds, type ComposerAction, type ComposerState } from './composer-state';

const run = (...actions: ComposerAction[]): ComposerState => actions.reduce(composerReducer, emptyComposer);

describe('composerReducer', () => {
  it('uploads photos one by one and sends only the uploaded ones, in order', () => {
    const s = run(
      { type: 'add-photo', key: 'a', previewUrl: 'blob:a' },
      { type: 'add-photo', key: 'b', previewUrl: 'blob:b' },
      { type: 'progress', key: 'a', progress: 0.5 },
      { type: 'uploaded', key: 'b', id: 'B' },
    );
    expect(s.photos.map((p) => [p.key, p.status, p.progress])).toEqual([
      ['a', 'uploading', 0.5],
      ['b', 'ready', 1],
    ]);
    expect(composerBlocker(s)).toBe('UPLOADING');
    const done = composerReducer(s, { type: 'uploaded', key: 'a', id: 'A' });
    expect(readyPhotoIds(done)).toEqual(['A', 'B']);
    expect(composerBlocker(done)).toBeNull();
  });

  it('takes at most three photos and never the same twice', () => {
    const s = run(...['a', 'b', 'c', 'd', 'a'].map((key): ComposerAction => ({ type: 'add-photo', key, previewUrl: key })));
    expect(s.photos.map((p) => p.key)).toEqual(['a', 'b', 'c']);
    expect(photosLeft(s)).toBe(0);
  });

  it('a failed photo blocks sending until it is removed', () => {
    const s = run({ type: 'type', body: 'Hello' }, { type: 'add-photo', key: 'a', previewUrl: 'a' }, { type: 'failed', key: 'a', error: 'IMAGE_UNREADABLE' });
    expect(composerBlocker(s)).toBe('PHOTO_FAILED');
    expect(s.photos[0]?.error).toBe('IMAGE_UNREADABLE');
    expect(composerBlocker(composerReducer(s, { type: 'remove-photo', key: 'a' }))).toBeNull();
  });

  it('needs text or a photo; a change request needs text; too long is refused; sending empties it', () => {
    expect(composerBlocker(emptyComposer)).toBe('EMPTY');
    expect(composerBlocker(run({ type: 'type', body: '   ' }))).toBe('EMPTY');
    const photoOnly = run({ type: 'add-photo', key: 'a', previewUrl: 'a' }, { type: 'uploaded', key: 'a', id: 'A' });
    expect(composerBlocker(photoOnly)).toBeNull();
    expect(composerBlocker(composerReducer(photoOnly, { type: 'change-request', lineId: 'L' }))).toBe('EMPTY');
    expect(composerBlocker(run({ type: 'type', body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }))).toBe('TOO_LONG');
    expect(run({ type: 'type', body: 'Hi' }, { type: 'change-request', lineId: 'L' }, { type: 'sent' })).toEqual(emptyComposer);
  });

  it('whatever happens, never holds more than three photos, and progress stays within 0..1', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('add-photo' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), previewUrl: fc.constant('p') }),
      fc.record({ type: fc.constant('progress' as const), key: fc.constantFrom('a', 'b', 'c'), progress: fc.double({ min: -5, max: 5, noNaN: true }) }),
      fc.record({ type: fc.constant('uploaded' as const), key: fc.constantFrom('a', 'b', 'c', 'd'), id: fc.string() }),
      fc.record({ type: fc.constant('remove-photo' as const), key: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.record({ type: fc.constant('type' as const), body: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const s = run(...actions);
        expect(s.photos.length).toBeLessThanOrEqual(MESSAGE_PHOTOS_MAX);
        for (const p of s.photos) expect(p.progress >= 0 && p.progress <= 1).toBe(true);
      }),
    );
  });
});
