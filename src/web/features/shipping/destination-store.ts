import { useSyncExternalStore } from 'react';
import { parseStoredDestination, type ShopperDestination } from '@domain/shipping/destination';
import { readJson, safeLocalStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';

/**
 * The destination the shopper chose on this device (local storage, kept across app updates).
 * Read through useSyncExternalStore with a server snapshot of null: the server's HTML and the
 * hydrating render both have no choice, and the stored one follows right after hydration, so
 * the two renders match (lib/hydration.ts). Another tab's choice arrives by the storage event.
 */

const listeners = new Set<() => void>();
let read: { raw: string | null; value: ShopperDestination | null } = { raw: null, value: null };

function current(): ShopperDestination | null {
  const storage = safeLocalStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.shippingDestination) ?? null;
  } catch {
    raw = null;
  }
  // The same string gives the same object, so React sees no change and renders nothing again.
  if (raw !== read.raw) read = { raw, value: parseStoredDestination(readJson<unknown>(storage, STORAGE_KEYS.shippingDestination)) };
  return read.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.shippingDestination || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useChosenDestination(): ShopperDestination | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** Keeps the shopper's choice on this device; every page showing a window follows at once. */
export function chooseDestination(destination: ShopperDestination): void {
  writeJson(safeLocalStorage(), STORAGE_KEYS.shippingDestination, destination);
  for (const listener of listeners) listener();
}
