import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements } from '@domain/sizing/types';
import { cmToIn, inToCm, kgToLb, lbToKg, roundTo } from '@domain/sizing/units';

/**
 * The two forms of the measurement review, as pure reducers: the designer picking keys and writing
 * a question; the shopper correcting the asked measurements in the unit they measure in (the
 * values held as typed, converted to cm only when sent) or confirming them.
 */

export interface AskState {
  open: boolean;
  keys: MeasurementKey[];
  question: string;
  /** A field code from the schema or the server (QUESTION_REQUIRED, MEASUREMENT_KEYS_UNKNOWN). */
  error: string | null;
}

export type AskAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle'; key: MeasurementKey }
  | { type: 'question'; text: string }
  | { type: 'failed'; code: string }
  | { type: 'sent' };

export const initialAsk: AskState = { open: false, keys: [], question: '', error: null };

export function askReducer(state: AskState, action: AskAction): AskState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, error: null };
    case 'close':
      return initialAsk;
    case 'toggle': {
      const has = state.keys.includes(action.key);
      const keys = has ? state.keys.filter((k) => k !== action.key) : [...state.keys, action.key];
      // Kept in the shared key order, whatever order they were ticked in.
      return { ...state, keys: MEASUREMENT_KEYS.filter((k) => keys.includes(k)), error: null };
    }
    case 'question':
      return { ...state, question: action.text, error: null };
    case 'failed':
      return { ...state, error: action.code };
    case 'sent':
      return initialAsk;
  }
}

export type Unit = 'cm' | 'in';

export interface AnswerState {
  mode: 'choose' | 'correct';
  unit: Unit;
  /** What the shopper typed per key, in `unit` (kg or lb for the weight). */
  values: Partial<Record<MeasurementKey, string>>;
  error: string | null;
}

export type AnswerAction =
  | { type: 'correct'; current: Measurements; keys: readonly MeasurementKey[]; unit: Unit }
  | { type: 'choose' }
  | { type: 'unit'; unit: Unit }
  | { type: 'value'; key: MeasurementKey; text: string }
  | { type: 'failed'; code: string };

export const initialAnswer: AnswerState = { mode: 'choose', unit: 'cm', values: {}, error: null };

const toUnit = (key: MeasurementKey, cm: number, unit: Unit): number => (unit === 'cm' ? roundTo(cm, 1) : key === 'weight_kg' ? kgToLb(cm) : cmToIn(cm));
const fromUnit = (key: MeasurementKey, value: number, unit: Unit): number => (unit === 'cm' ? value : key === 'weight_kg' ? lbToKg(value) : inToCm(value));

/** A typed number: a comma counts as the decimal point; anything else is not a number. */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

export function answerReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case 'correct': {
      const values: AnswerState['values'] = {};
      for (const key of action.keys) {
        const cm = action.current[key];
        if (cm !== undefined) values[key] = String(toUnit(key, cm, action.unit));
      }
      return { mode: 'correct', unit: action.unit, values, error: null };
    }
    case 'choose':
      return initialAnswer;
    case 'unit': {
      if (action.unit === state.unit) return state;
      // The typed values follow the switch, so nothing the shopper wrote is lost or misread.
      const values: AnswerState['values'] = {};
      for (const [key, text] of Object.entries(state.values) as Array<[MeasurementKey, string]>) {
        const n = parseAmount(text);
        values[key] = n === null ? text : String(toUnit(key, fromUnit(key, n, state.unit), action.unit));
      }
      return { ...state, unit: action.unit, values, error: null };
    }
    case 'value':
      return { ...state, values: { ...state.values, [action.key]: action.text }, error: null };
    case 'failed':
      return { ...state, error: action.code };
  }
}

/** The corrections to send, in cm (kg), or the code of what is wrong with them (NOT_A_NUMBER, MEASUREMENTS_UNCHANGED). */
export function correctionsOf(state: AnswerState, current: Measurements): { measurements: Measurements } | { error: string } {
  const measurements: Measurements = {};
  for (const [key, text] of Object.entries(state.values) as Array<[MeasurementKey, string]>) {
    const n = parseAmount(text);
    if (n === null) return { error: 'NOT_A_NUMBER' };
    const cm = roundTo(fromUnit(key, n, state.unit), 1);
    // A value left as shown (after the round trip through the other unit) is no correction.
    const before = current[key];
    if (before === undefined || Math.abs(cm - before) >= 0.05) measurements[key] = cm;
  }
  return Object.keys(measurements).length > 0 ? { measurements } : { error: 'MEASUREMENTS_UNCHANGED' };
}
