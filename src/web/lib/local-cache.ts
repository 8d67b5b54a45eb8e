import { readJson, writeJson } from './storage-keys';

/**
 * A small versioned, timed cache in local storage (docs/requirements/shop.md §9: categories and products 5 minutes,
 * version 1.0). Entries from another version or older than their age limit are ignored.
 */
export const LOCAL_CACHE_VERSION = '1.0';
export const LOCAL_CACHE_MAX_AGE_MS = 5 * 60_000;

interface Entry<T> {
  version: string;
  savedAt: number;
  value: T;
}

export function readLocalCache<T>(storage: Storage | undefined, key: string, now = Date.now(), maxAgeMs = LOCAL_CACHE_MAX_AGE_MS): { value: T; savedAt: number } | null {
  const entry = readJson<Entry<T>>(storage, key);
  if (!entry || entry.version !== LOCAL_CACHE_VERSION || typeof entry.savedAt !== 'number') return null;
  if (now - entry.savedAt > maxAgeMs || entry.savedAt > now) return null;
  return { value: entry.value, savedAt: entry.savedAt };
}

export function writeLocalCache<T>(storage: Storage | undefined, key: string, value: T, now = Date.now()): void {
  writeJson(storage, key, { version: LOCAL_CACHE_VERSION, savedAt: now, value } satisfies Entry<T>);
}
