import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanNoteParams, NOTE_PARAM_MAX, readNote } from './notes';

describe('thread notes', () => {
  it('reads a stored note with its parameters', () => {
    expect(readNote('measurements_asked', { product: 'Kemis', keys: 'hips,waist' })).toEqual({ code: 'measurements_asked', params: { product: 'Kemis', keys: 'hips,waist' } });
    expect(readNote('measurements_accepted', null)).toEqual({ code: 'measurements_accepted', params: {} });
  });

  it('answers null for a message that is no note, or a code this build does not know', () => {
    expect(readNote(null, {})).toBeNull();
    expect(readNote('refund_sent_by_a_later_build', {})).toBeNull();
    expect(readNote('measurements_asked', { nested: { a: 1 } })).toBeNull();
  });

  it('keeps only short strings and finite numbers of any parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 50 }), fc.anything()), (params) => {
        const clean = cleanNoteParams(params);
        for (const [key, value] of Object.entries(clean)) {
          expect(key.length).toBeLessThanOrEqual(40);
          if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(NOTE_PARAM_MAX);
          else expect(Number.isFinite(value)).toBe(true);
        }
        expect(readNote('measurements_accepted', clean)).not.toBeNull();
      }),
    );
  });
});
