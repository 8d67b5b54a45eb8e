import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerReducer, askReducer, correctionsOf, initialAnswer, initialAsk, parseAmount } from './review-form-state';

describe('askReducer', () => {
  it('opens, ticks keys in the shared order, untics, writes, fails and closes clean', () => {
    let s = askReducer(initialAsk, { type: 'open' });
    s = askReducer(s, { type: 'toggle', key: 'hips_cm' });
    s = askReducer(s, { type: 'toggle', key: 'waist_cm' });
    expect(s.keys).toEqual(['waist_cm', 'hips_cm']);
    s = askReducer(s, { type: 'toggle', key: 'waist_cm' });
    expect(s.keys).toEqual(['hips_cm']);
    s = askReducer(s, { type: 'failed', code: 'QUESTION_REQUIRED' });
    expect(s.error).toBe('QUESTION_REQUIRED');
    s = askReducer(s, { type: 'question', text: 'Hips at the widest?' });
    expect(s).toMatchObject({ open: true, question: 'Hips at the widest?', error: null });
    expect(askReducer(s, { type: 'sent' })).toEqual(initialAsk);
    expect(askReducer(s, { type: 'close' })).toEqual(initialAsk);
  });
});

describe('answerReducer and correctionsOf', () => {
  const current = { hips_cm: 100, waist_cm: 76, weight_kg: 60 };
  it('prefills the asked keys in the chosen unit and switches units without losing what was typed', () => {
    let s = answerReducer(initialAnswer, { type: 'correct', current, keys: ['hips_cm', 'weight_kg'], unit: 'cm' });
    expect(s.values).toEqual({ hips_cm: '100', weight_kg: '60' });
    s = answerReducer(s, { type: 'unit', unit: 'in' });
    expect(s.values).toEqual({ hips_cm: '39.37', weight_kg: '132.28' });
    s = answerReducer(s, { type: 'value', key: 'hips_cm', text: '43.3' });
    expect(correctionsOf(s, current)).toEqual({ measurements: { hips_cm: 110 } });
    s = answerReducer(s, { type: 'unit', unit: 'cm' });
    expect(s.values.hips_cm).toBe('110');
  });
  it('is unchanged when the values are as shown, and refuses what is not a number', () => {
    const s = answerReducer(initialAnswer, { type: 'correct', current, keys: ['hips_cm'], unit: 'in' });
    expect(correctionsOf(s, current)).toEqual({ error: 'MEASUREMENTS_UNCHANGED' });
    expect(correctionsOf(answerReducer(s, { type: 'value', key: 'hips_cm', text: 'forty' }), current)).toEqual({ error: 'NOT_A_NUMBER' });
    expect(correctionsOf(answerReducer(s, { type: 'value', key: 'hips_cm', text: '' }), current)).toEqual({ error: 'NOT_A_NUMBER' });
  });
  it('reads a comma as the decimal point and nothing else as a number', () => {
    expect(parseAmount('43,5')).toBe(43.5);
    expect(parseAmount(' 110 ')).toBe(110);
    for (const bad of ['-3', '1e3', '12.', 'NaN', '']) expect(parseAmount(bad)).toBeNull();
  });
  it('a value left as shown in inches is never sent as a correction (the round trip stays within 0.05 cm)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 2000 }), (tenths) => {
        const cm = tenths / 10;
        const s = answerReducer(initialAnswer, { type: 'correct', current: { hips_cm: cm }, keys: ['hips_cm'], unit: 'in' });
        return 'error' in correctionsOf(s, { hips_cm: cm });
      }),
    );
  });
});
