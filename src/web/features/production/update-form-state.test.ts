import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { droppedPreviews, initialUpdateForm, updateFormReducer, type UpdateFormAction } from './update-form-state';

const file = (id: string, over: Partial<{ name: string; type: string; size: number }> = {}) => ({
  id,
  file: new Blob(['x']),
  name: over.name ?? `${id}.jpg`,
  type: over.type ?? 'image/jpeg',
  size: over.size ?? 1000,
  previewUrl: `blob:${id}`,
});

describe('the update form', () => {
  it('keeps up to three photos and says why a fourth is left out', () => {
    const state = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('a'), file('b'), file('c'), file('d')] });
    expect(state.photos.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(state.issue).toBe('PRODUCTION_PHOTOS_TOO_MANY');
  });

  it('refuses what the server would: an executable, a file too large, a type that is not a picture', () => {
    const s1 = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('exe', { name: 'setup.exe', type: 'application/octet-stream' })] });
    expect(s1.photos).toHaveLength(0);
    expect(s1.issue).toMatch(/^FILE_/);
    const s2 = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('big', { size: 11 * 1024 * 1024 })] });
    expect(s2.issue).toBe('FILE_TOO_LARGE');
    const s3 = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('doc', { name: 'notes.pdf', type: 'application/pdf' })] });
    expect(s3.issue).toBe('FILE_TYPE_NOT_ALLOWED');
    const s4 = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('double', { name: 'photo.exe.jpg' })] });
    expect(s4.issue).toBe('FILE_EXECUTABLE');
  });

  it("takes a phone's freely named photo under a safe name", () => {
    const state = updateFormReducer(initialUpdateForm(), { type: 'pick', files: [file('p', { name: 'IMG 2041 (1).JPG' })] });
    expect(state.issue).toBeNull();
    expect(state.photos[0]?.name).toBe('IMG-2041-1.JPG');
  });

  it('after posting, drops the photos sent and keeps the rest to try again', () => {
    let state = updateFormReducer(initialUpdateForm('ready_to_ship'), { type: 'pick', files: [file('a'), file('b')] });
    state = updateFormReducer(state, { type: 'note', note: 'Finished' });
    const after = updateFormReducer(state, { type: 'sent', sent: 1 });
    expect(after).toMatchObject({ step: 'ready_to_ship', note: '', issue: null });
    expect(after.photos.map((p) => p.id)).toEqual(['b']);
    expect(droppedPreviews(state, after)).toEqual(['blob:a']);
  });

  it('never holds more than three photos, whatever is picked and removed', () => {
    const action = fc.oneof(
      fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 }).map((ids): UpdateFormAction => ({ type: 'pick', files: ids.map((id, i) => file(`${id}${i}${Math.random()}`)) })),
      fc.constantFrom('a', 'b').map((id): UpdateFormAction => ({ type: 'remove', id })),
      fc.nat(4).map((sent): UpdateFormAction => ({ type: 'sent', sent })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let state = initialUpdateForm();
        for (const a of actions) state = updateFormReducer(state, a);
        expect(state.photos.length).toBeLessThanOrEqual(3);
        expect(new Set(state.photos.map((p) => p.id)).size).toBe(state.photos.length);
      }),
    );
  });
});
