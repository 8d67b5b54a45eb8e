import { readJson, writeJson } from '../../lib/storage-keys';

/**
 * A form's unsent values kept on the device (issue 41): the designer application and the product
 * form write what is typed, per account and form, and after a reload, a lost connection or a
 * closed tab offer to restore it. Kept in local storage under `STORAGE_KEYS.formDraft` (cleared at
 * sign-out with every personal key, accounts/personal-storage.ts), shape-checked when read back,
 * and forgotten after DRAFT_MAX_AGE_MS or once the form is saved.
 */
export interface StoredFormDraft<T> {
  /** The shape's version: a build that changes the values' meaning bumps it and finds nothing. */
  v: typeof DRAFT_VERSION;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** What the form started from (the product's `updatedAt`; '' for a new one): a later save elsewhere is worth a word. */
  base: string;
  values: T;
}

export const DRAFT_VERSION = 1;
/** A month: a draft older than that is more likely a surprise than a rescue. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Typing is written after this pause, not on every key (a 4,000-character description each time). */
export const DRAFT_WRITE_DELAY_MS = 400;

/** The stored draft if it is whole, of this version, not too old, and its values read back (`parseValues`). */
export function parseStoredDraft<T>(raw: unknown, parseValues: (values: unknown) => T | null, now: number): StoredFormDraft<T> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Record<keyof StoredFormDraft<T>, unknown>>;
  if (r.v !== DRAFT_VERSION || typeof r.savedAt !== 'number' || !Number.isFinite(r.savedAt) || typeof r.base !== 'string') return null;
  // A clock set back leaves a draft "from the future": kept, it is still the designer's work.
  if (now - r.savedAt > DRAFT_MAX_AGE_MS) return null;
  const values = parseValues(r.values);
  return values === null ? null : { v: DRAFT_VERSION, savedAt: r.savedAt, base: r.base, values };
}

/** What the form does with the device's copy as the designer types. */
export type DraftWrite = 'write' | 'clear' | 'hold';

/**
 * While a restore is offered the stored draft is left alone (writing the form's fresh values over it
 * would lose what the offer is about); otherwise a form back at its saved values has nothing to keep.
 */
export function draftWrite(offerOpen: boolean, unchanged: boolean): DraftWrite {
  if (offerOpen) return 'hold';
  return unchanged ? 'clear' : 'write';
}

/** A stored draft is offered only when it differs from what the form starts with; else it is stale and goes. */
export function shouldOffer<T>(stored: StoredFormDraft<T> | null, start: T, same: (a: T, b: T) => boolean): boolean {
  return stored !== null && !same(stored.values, start);
}

export function readFormDraft<T>(storage: Storage | undefined, key: string, parseValues: (values: unknown) => T | null, now: number): StoredFormDraft<T> | null {
  return parseStoredDraft(readJson<unknown>(storage, key), parseValues, now);
}

export function writeFormDraft<T>(storage: Storage | undefined, key: string, values: T, base: string, now: number): void {
  const draft: StoredFormDraft<T> = { v: DRAFT_VERSION, savedAt: now, base, values };
  writeJson(storage, key, draft);
}

export function clearFormDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

// ---- Reading values back: each field's type checked, lengths bounded, unknown keys dropped. ----

const TEXT_MAX = 20_000;

/** A string field, or the fallback when missing or of another type; cut at a bound far above any limit. */
export const text = (r: Record<string, unknown>, key: string, fallback = ''): string => {
  const v = r[key];
  return typeof v === 'string' ? v.slice(0, TEXT_MAX) : fallback;
};

/** An array of strings, at most `max` of them, each bounded. */
export const texts = (r: Record<string, unknown>, key: string, max: number): string[] => {
  const v = r[key];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, max).map((s) => s.slice(0, TEXT_MAX)) : [];
};

/** One of the allowed strings, or the fallback. */
export const oneOf = <T extends string>(r: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T => {
  const v = r[key];
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
};

export const asRecord = (raw: unknown): Record<string, unknown> | null => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null);
