import { describe, expect, it } from 'vitest';
import { initialReturnForm, remedyChoices, requestOf, returnFormReducer, type ReturnForm } from './return-form-state';

const run = (state: ReturnForm, ...actions: Parameters<typeof returnFormReducer>[1][]) => actions.reduce(returnFormReducer, state);

describe('the return request form', () => {
  it('starts at the first kind the line allows, with its natural remedy', () => {
    expect(initialReturnForm(['claim'])).toMatchObject({ kind: 'claim', remedy: 'remake' });
    expect(initialReturnForm(['return', 'exchange'])).toMatchObject({ kind: 'return', remedy: 'refund' });
  });
  it('offers each kind its remedies only, and resets the remedy when the kind changes', () => {
    expect(remedyChoices('claim')).toEqual(['alteration', 'remake', 'refund']);
    const s = run(initialReturnForm(['return', 'exchange']), { type: 'remedy', remedy: 'remake' });
    expect(s.remedy).toBe('refund');
    expect(run(s, { type: 'kind', kind: 'exchange' }).remedy).toBe('exchange');
  });
  it('asks for a reason, a photo for a claim, a size for an exchange, and waits for uploads', () => {
    let s = initialReturnForm(['claim']);
    expect(requestOf(s)).toEqual({ error: 'RETURN_REASON_REQUIRED' });
    s = run(s, { type: 'reason', reason: ' The bust is tight ' });
    expect(requestOf(s)).toEqual({ error: 'RETURN_PHOTO_REQUIRED' });
    s = run(s, { type: 'uploading' });
    expect(requestOf(s)).toEqual({ error: 'RETURN_PHOTO_UPLOADING' });
    s = run(s, { type: 'uploaded', photo: { id: 'p1', url: '/p1.webp' } }, { type: 'area', area: 'bust', verdict: 'too_small' }, { type: 'area', area: 'waist', verdict: 'too_large' }, { type: 'area', area: 'waist', verdict: null });
    expect(requestOf(s)).toEqual({ input: { kind: 'claim', remedy: 'remake', reason: 'The bust is tight', photoIds: ['p1'], fitAreas: { bust: 'too_small' } } });
    const ex = run(initialReturnForm(['exchange']), { type: 'reason', reason: 'Too small' });
    expect(requestOf(ex)).toEqual({ error: 'EXCHANGE_SIZE_REQUIRED' });
    expect(requestOf(run(ex, { type: 'exchangeSize', size: 'L' }))).toMatchObject({ input: { kind: 'exchange', remedy: 'exchange', exchangeSize: 'L' } });
  });
  it('keeps a failed upload’s code and counts the uploads still running', () => {
    const s = run(initialReturnForm(['claim']), { type: 'uploading' }, { type: 'uploading' }, { type: 'uploadFailed', code: 'IMAGE_INVALID' });
    expect(s).toMatchObject({ uploading: 1, error: 'IMAGE_INVALID' });
    expect(run(s, { type: 'uploaded', photo: { id: 'a', url: 'u' } }, { type: 'removePhoto', id: 'a' }).photos).toEqual([]);
  });
});
