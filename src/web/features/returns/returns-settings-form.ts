import { RETURNS_SETTINGS_LIMITS, type ReturnsSettings } from '@domain/returns/policy';

/**
 * The console's returns-policy form (issue 39): four numbers typed as text, checked field by field
 * before they are sent with the bounds the server and the database hold. The alteration cap is
 * typed as a percentage (20, 12.5) and sent in basis points, the unit the rules compute in.
 */
export const SETTINGS_FIELDS = ['returnDays', 'claimDays', 'alterationCapPercent', 'answerDays'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsTexts = Record<SettingsField, string>;
/** Why a field is refused: not a whole number (days), more than two decimals (percent), or out of bounds. */
export type SettingsFieldError = 'required' | 'notWhole' | 'tooPrecise' | 'outOfRange';
export type SettingsErrors = Partial<Record<SettingsField, SettingsFieldError>>;

export const PERCENT_LIMITS = { min: RETURNS_SETTINGS_LIMITS.alterationCapBp.min / 100, max: RETURNS_SETTINGS_LIMITS.alterationCapBp.max / 100 };

/** The bounds of a field as the admin types it (percent for the cap). */
export function limitsOf(field: SettingsField): { min: number; max: number } {
  return field === 'alterationCapPercent' ? PERCENT_LIMITS : RETURNS_SETTINGS_LIMITS[field];
}

const bpToPercentText = (bp: number) => String(bp / 100);

export function textsOf(s: ReturnsSettings): SettingsTexts {
  return { returnDays: String(s.returnDays), claimDays: String(s.claimDays), alterationCapPercent: bpToPercentText(s.alterationCapBp), answerDays: String(s.answerDays) };
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const AT_MOST_TWO_DECIMALS = /^\d+(?:[.,]\d{1,2})?$/;

function parseField(field: SettingsField, raw: string): number | SettingsFieldError {
  const text = raw.trim();
  if (text === '') return 'required';
  const { min, max } = limitsOf(field);
  if (field === 'alterationCapPercent') {
    if (!DECIMAL.test(text)) return 'notWhole';
    if (!AT_MOST_TWO_DECIMALS.test(text)) return 'tooPrecise';
    // Whole basis points from the typed digits, never through a float product (12.35 * 100).
    const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
    const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return bp < min * 100 || bp > max * 100 ? 'outOfRange' : bp;
  }
  if (!WHOLE.test(text)) return 'notWhole';
  const n = Number(text);
  return n < min || n > max ? 'outOfRange' : n;
}

/** The settings to send, or every field's problem. */
export function parseSettings(texts: SettingsTexts): { ok: true; value: ReturnsSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const values: Partial<Record<SettingsField, number>> = {};
  for (const field of SETTINGS_FIELDS) {
    const parsed = parseField(field, texts[field]);
    if (typeof parsed === 'number') values[field] = parsed;
    else errors[field] = parsed;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const v = values as Record<SettingsField, number>;
  return { ok: true, value: { returnDays: v.returnDays, claimDays: v.claimDays, alterationCapBp: v.alterationCapPercent, answerDays: v.answerDays } };
}

/** The form: what is typed, what the server holds, each field's problem, and the save's progress. */
export interface SettingsFormState {
  texts: SettingsTexts | null;
  saved: ReturnsSettings | null;
  errors: SettingsErrors;
  status: 'idle' | 'saving' | 'saved' | 'failed';
  failure: string | null;
}

export type SettingsFormAction =
  | { type: 'loaded'; settings: ReturnsSettings }
  | { type: 'edit'; field: SettingsField; text: string }
  | { type: 'submit' }
  | { type: 'saved'; settings: ReturnsSettings }
  | { type: 'failed'; code: string }
  | { type: 'reset' };

export const initialSettingsForm: SettingsFormState = { texts: null, saved: null, errors: {}, status: 'idle', failure: null };

/** True when what is typed differs from what the server holds (a change not yet saved). */
export function isDirty(state: SettingsFormState): boolean {
  if (!state.texts || !state.saved) return false;
  const saved = textsOf(state.saved);
  return SETTINGS_FIELDS.some((f) => state.texts?.[f].trim().replace(',', '.') !== saved[f]);
}

export function settingsFormReducer(state: SettingsFormState, action: SettingsFormAction): SettingsFormState {
  switch (action.type) {
    case 'loaded':
      // A refetch while the admin types keeps her text; only the saved reference moves.
      return { ...state, saved: action.settings, texts: state.texts && isDirty(state) ? state.texts : textsOf(action.settings) };
    case 'edit': {
      if (!state.texts) return state;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, texts: { ...state.texts, [action.field]: action.text }, errors, status: 'idle', failure: null };
    }
    case 'submit': {
      if (!state.texts || state.status === 'saving') return state;
      const parsed = parseSettings(state.texts);
      return parsed.ok ? { ...state, errors: {}, status: 'saving', failure: null } : { ...state, errors: parsed.errors, status: 'idle', failure: null };
    }
    case 'saved':
      return { ...state, saved: action.settings, texts: textsOf(action.settings), errors: {}, status: 'saved', failure: null };
    case 'failed':
      return { ...state, status: 'failed', failure: action.code };
    case 'reset':
      return state.saved ? { ...state, texts: textsOf(state.saved), errors: {}, status: 'idle', failure: null } : state;
  }
}
