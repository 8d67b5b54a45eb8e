import { IDEMPOTENCY_KEY_PATTERN } from '@domain/orders/constants';
import { safeSessionStorage, STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The Idempotency-Key of the checkout attempt in progress. It is made on the first 'Place order'
 * and kept in session storage until an order is confirmed, so a double tap, a retry after the
 * connection dropped, or a reload of the page sends the same key again and the server answers
 * with the order it already made instead of making a second one.
 */
export const ATTEMPT_KEY_STORAGE = STORAGE_KEYS.checkoutAttempt;

/** A random key of 32 hex digits; crypto.randomUUID exists only in secure contexts (not on a LAN address over http). */
export function randomAttemptKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeyStore {
  /** The key kept for the attempt, or null before the first submit. */
  current(): string | null;
  /** The kept key, or a new one that is kept from now on. */
  obtain(): string;
  /** After the order is confirmed (or the shopper deliberately starts a new one). */
  forget(): void;
}

export function createAttemptKeyStore(storage: () => Storage | undefined, make: () => string = randomAttemptKey): AttemptKeyStore {
  // Private browsing may refuse storage: the key then lives as long as the page, which still covers double taps and retries.
  let memory: string | null = null;
  const read = (): string | null => {
    try {
      const stored = storage()?.getItem(ATTEMPT_KEY_STORAGE) ?? null;
      if (stored && IDEMPOTENCY_KEY_PATTERN.test(stored)) return stored;
    } catch {
      // storage unavailable: fall back to memory
    }
    return memory;
  };
  return {
    current: read,
    obtain() {
      const kept = read();
      if (kept) return kept;
      const key = make();
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error('Idempotency key has an invalid shape');
      memory = key;
      try {
        storage()?.setItem(ATTEMPT_KEY_STORAGE, key);
      } catch {
        // kept in memory only
      }
      return key;
    },
    forget() {
      memory = null;
      try {
        storage()?.removeItem(ATTEMPT_KEY_STORAGE);
      } catch {
        // nothing was stored either
      }
    },
  };
}

/** The checkout page's store (this tab's session storage). */
export const checkoutAttempt: AttemptKeyStore = createAttemptKeyStore(safeSessionStorage);
