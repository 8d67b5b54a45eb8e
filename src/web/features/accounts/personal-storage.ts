import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { safeLocalStorage, safeSessionStorage, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Everything personal the web app keeps in this browser, in one list, so that signing out leaves
 * nothing of the person behind for whoever uses the tab next (issue 35, item 13: the checkout form
 * kept the e-mail, phone, name and address, and /checkout filled them in again). The app keeps
 * nothing in IndexedDB. Preferences (language, currency, theme, size unit) and the app's own
 * bookkeeping are not personal and stay. A new key that holds what a person typed or owns belongs
 * here.
 */
export const PERSONAL_SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.checkoutDraft, // what the checkout form was given: e-mail, phone, name, city, sub-city, woreda, landmark
  STORAGE_KEYS.checkoutAttempt, // the checkout attempt, tied to that draft
  STORAGE_KEYS.orderTokens, // the keys that open this tab's orders
  STORAGE_KEYS.generatedImage, // a designer's generated image on its way to the product form
  STORAGE_KEYS.guestCart, // a guest cart left in the tab (the cart store empties it too)
  STORAGE_KEYS.guestFavorites,
];
/** Session keys by prefix: fit-scan consents, one per product (fit/consent/consent-storage.ts). */
export const PERSONAL_SESSION_PREFIXES: readonly string[] = ['tibeb-fit-consent:'];

export const PERSONAL_LOCAL_KEYS: readonly string[] = [
  STORAGE_KEYS.offlineAccount, // the account kept for offline starts
  STORAGE_KEYS.pendingMeasurements, // body measurements waiting to be saved to the account
  STORAGE_KEYS.aiMeasurementsPending,
];
/**
 * Local keys by prefix: an account's copies of its cart and favourites, its unsent offline changes,
 * and its forms' unsent drafts (a designer's application and products, issue 41).
 */
export const PERSONAL_LOCAL_PREFIXES: readonly string[] = [STORAGE_KEYS.userCart(''), STORAGE_KEYS.userFavorites(''), STORAGE_KEYS.offlineChanges(''), STORAGE_KEYS.formDraft('', '').replace(/:$/, '')];

function clearFrom(storage: Storage | undefined, keys: readonly string[], prefixes: readonly string[]): void {
  if (!storage) return;
  try {
    const all = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of all) if (keys.includes(key) || prefixes.some((p) => key.startsWith(p))) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing kept to clear.
  }
}

/** Removes every personal key this tab's app wrote, in session and local storage. */
export function clearPersonalData(stores: { session?: Storage | undefined; local?: Storage | undefined } = { session: safeSessionStorage(), local: safeLocalStorage() }): void {
  clearFrom(stores.session, PERSONAL_SESSION_KEYS, PERSONAL_SESSION_PREFIXES);
  clearFrom(stores.local, PERSONAL_LOCAL_KEYS, PERSONAL_LOCAL_PREFIXES);
}

/**
 * Sign-out in another tab: it drops the kept account from local storage, which this tab hears as a
 * 'storage' event. This tab then clears its own session storage (not shared between tabs) and asks
 * the server who is signed in, so its pages stop showing the account.
 */
export function useSignOutElsewhere(): void {
  const qc = useQueryClient();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.offlineAccount || e.oldValue === null || e.newValue !== null) return;
      clearPersonalData();
      void qc.invalidateQueries({ queryKey: ['me'] });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [qc]);
}
