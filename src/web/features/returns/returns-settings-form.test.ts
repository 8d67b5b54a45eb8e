import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURNS_SETTINGS } from '@domain/returns/policy';
import { returnsSettingsSchema } from '@domain/returns/schemas';
import { initialSettingsForm, isDirty, parseSettings, settingsFormReducer, textsOf, type SettingsFormState } from './returns-settings-form';

const loaded = (): SettingsFormState => settingsFormReducer(initialSettingsForm, { type: 'loaded', settings: DEFAULT_RETURNS_SETTINGS });

describe('parseSettings', () => {
  it('reads the defaults back as they were, the cap in basis points', () => {
    expect(textsOf(DEFAULT_RETURNS_SETTINGS)).toEqual({ returnDays: '30', claimDays: '14', alterationCapPercent: '20', answerDays: '3' });
    expect(parseSettings(textsOf(DEFAULT_RETURNS_SETTINGS))).toEqual({ ok: true, value: DEFAULT_RETURNS_SETTINGS });
  });

  it('turns a percentage with two decimals (either separator) into whole basis points', () => {
    const base = textsOf(DEFAULT_RETURNS_SETTINGS);
    const cap = (text: string) => {
      const r = parseSettings({ ...base, alterationCapPercent: text });
      return r.ok ? r.value.alterationCapBp : r.errors.alterationCapPercent;
    };
    expect(cap('12.35')).toBe(1235);
    expect(cap('12,5')).toBe(1250);
    expect(cap('0')).toBe(0);
    expect(cap('100')).toBe(10_000);
    expect(cap(' 7 ')).toBe(700);
    expect(cap('12.345')).toBe('tooPrecise');
    expect(cap('100.01')).toBe('outOfRange');
    expect(cap('-1')).toBe('notWhole');
    expect(cap('abc')).toBe('notWhole');
    expect(cap('')).toBe('required');
  });

  it('names every bad field at once with its problem, within the server bounds', () => {
    const r = parseSettings({ returnDays: '0', claimDays: '14.5', alterationCapPercent: '20', answerDays: '31' });
    expect(r).toEqual({ ok: false, errors: { returnDays: 'outOfRange', claimDays: 'notWhole', answerDays: 'outOfRange' } });
    const edges = parseSettings({ returnDays: '365', claimDays: '1', alterationCapPercent: '0.01', answerDays: '30' });
    expect(edges.ok).toBe(true);
    if (edges.ok) expect(returnsSettingsSchema.safeParse(edges.value).success).toBe(true);
    expect(parseSettings({ returnDays: '366', claimDays: '1', alterationCapPercent: '1', answerDays: '1' })).toEqual({ ok: false, errors: { returnDays: 'outOfRange' } });
  });
});

describe('settingsFormReducer', () => {
  it('starts from the loaded settings, clean', () => {
    const s = loaded();
    expect(s.texts?.returnDays).toBe('30');
    expect(isDirty(s)).toBe(false);
  });

  it('marks an edit dirty and clears that field’s problem only', () => {
    let s = settingsFormReducer(loaded(), { type: 'edit', field: 'returnDays', text: '0' });
    s = settingsFormReducer(s, { type: 'edit', field: 'answerDays', text: '99' });
    s = settingsFormReducer(s, { type: 'submit' });
    expect(s.status).toBe('idle');
    expect(s.errors).toEqual({ returnDays: 'outOfRange', answerDays: 'outOfRange' });
    s = settingsFormReducer(s, { type: 'edit', field: 'returnDays', text: '45' });
    expect(s.errors).toEqual({ answerDays: 'outOfRange' });
    expect(isDirty(s)).toBe(true);
  });

  it('saves a valid form, then shows the server’s values as the saved state', () => {
    let s = settingsFormReducer(loaded(), { type: 'edit', field: 'alterationCapPercent', text: '15,5' });
    s = settingsFormReducer(s, { type: 'submit' });
    expect(s.status).toBe('saving');
    expect(settingsFormReducer(s, { type: 'submit' })).toBe(s);
    s = settingsFormReducer(s, { type: 'saved', settings: { ...DEFAULT_RETURNS_SETTINGS, alterationCapBp: 1550 } });
    expect(s.status).toBe('saved');
    expect(s.texts?.alterationCapPercent).toBe('15.5');
    expect(isDirty(s)).toBe(false);
  });

  it('keeps the typed text when the server refuses, and undo returns to the saved values', () => {
    let s = settingsFormReducer(loaded(), { type: 'edit', field: 'claimDays', text: '20' });
    s = settingsFormReducer(settingsFormReducer(s, { type: 'submit' }), { type: 'failed', code: 'RETURNS_SETTING_INVALID' });
    expect(s).toMatchObject({ status: 'failed', failure: 'RETURNS_SETTING_INVALID' });
    expect(s.texts?.claimDays).toBe('20');
    s = settingsFormReducer(s, { type: 'reset' });
    expect(s.texts?.claimDays).toBe('14');
    expect(s.failure).toBeNull();
  });

  it('a refetch does not overwrite what the admin is typing, but moves the saved reference', () => {
    let s = settingsFormReducer(loaded(), { type: 'edit', field: 'returnDays', text: '60' });
    s = settingsFormReducer(s, { type: 'loaded', settings: { ...DEFAULT_RETURNS_SETTINGS, claimDays: 21 } });
    expect(s.texts?.returnDays).toBe('60');
    expect(s.saved?.claimDays).toBe(21);
    const clean = settingsFormReducer(loaded(), { type: 'loaded', settings: { ...DEFAULT_RETURNS_SETTINGS, claimDays: 21 } });
    expect(clean.texts?.claimDays).toBe('21');
  });
});
