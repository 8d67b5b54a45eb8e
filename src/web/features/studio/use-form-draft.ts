import { useCallback, useEffect, useRef, useState } from 'react';
import { safeLocalStorage } from '../../lib/storage-keys';
import { clearFormDraft, DRAFT_WRITE_DELAY_MS, draftWrite, readFormDraft, shouldOffer, writeFormDraft, type StoredFormDraft } from './form-draft';

export interface FormDraftOptions<T> {
  /** `STORAGE_KEYS.formDraft(account, form)`. */
  storageKey: string;
  /** What the form holds now. */
  values: T;
  /** What the form started from or last saved: equal to it, there is nothing to keep. */
  start: T;
  /** The saved version the values were typed over (a product's updatedAt; '' for a new one). */
  base: string;
  same: (a: T, b: T) => boolean;
  parse: (raw: unknown) => T | null;
}

export interface FormDraft<T> {
  /** A draft from an earlier visit, offered until the designer restores or discards it. */
  offer: StoredFormDraft<T> | null;
  /** Takes the offered values (the caller puts them in the form); the draft is kept until saved. */
  restore: () => T | null;
  discard: () => void;
  /** Forgets the device's copy for good (the form was sent, or the designer chose to leave it). */
  clear: () => void;
}

/**
 * Keeps a form's unsent values on the device while the designer types, and offers an earlier
 * visit's draft back (form-draft.ts has the rules). Writes wait for a pause in typing, and a
 * pending write is made at once when the page is hidden or unloaded (a reload, a switched app).
 */
export function useFormDraft<T>({ storageKey, values, start, base, same, parse }: FormDraftOptions<T>): FormDraft<T> {
  const [offer, setOffer] = useState<StoredFormDraft<T> | null>(() => {
    const stored = readFormDraft(safeLocalStorage(), storageKey, parse, Date.now());
    return shouldOffer(stored, start, same) ? stored : null;
  });
  const pending = useRef<(() => void) | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    if (stopped.current) return;
    const action = draftWrite(offer !== null, same(values, start));
    if (action === 'hold') return;
    if (action === 'clear') {
      pending.current = null;
      clearFormDraft(safeLocalStorage(), storageKey);
      return;
    }
    const write = () => {
      pending.current = null;
      if (!stopped.current) writeFormDraft(safeLocalStorage(), storageKey, values, base, Date.now());
    };
    pending.current = write;
    const timer = window.setTimeout(write, DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storageKey, values, start, base, offer, same]);

  useEffect(() => {
    const flush = () => pending.current?.();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const restore = useCallback(() => {
    const taken = offer?.values ?? null;
    setOffer(null);
    return taken;
  }, [offer]);
  const discard = useCallback(() => {
    clearFormDraft(safeLocalStorage(), storageKey);
    setOffer(null);
  }, [storageKey]);
  const clear = useCallback(() => {
    stopped.current = true;
    pending.current = null;
    clearFormDraft(safeLocalStorage(), storageKey);
    setOffer(null);
  }, [storageKey]);

  return { offer, restore, discard, clear };
}
