import type { Role } from '@domain/accounts';
import { readJson, safeLocalStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import type { Me } from '@domain/accounts/api';

/**
 * The signed-in shopper's account as last answered by `/api/me`, kept in local storage so a reload
 * with no connection still opens their account (issue 23): the worker never keeps `/api/me`, it is
 * personal. Read ONLY when the network is unreachable (see get-me.ts); replaced by every answer of
 * the server, and dropped when it says no one is signed in (a null account, 401, 403) and at sign-out.
 * Their cart and favourites are the per-account copies the cart and favourites features keep.
 */

/** What the app shell needs to show a shopper as signed in; their phone and address stay on the server. */
// Listed here, not imported with the domain's schemas: zod stays out of the bundle every page loads.
const ROLE_NAMES: readonly Role[] = ['admin', 'designer', 'customer'];

const KEPT = ['id', 'email', 'emailVerified', 'fullName', 'role', 'isApproved', 'slug', 'profileImageUrl', 'preferredLanguage', 'preferredCurrency', 'createdAt'] as const;

export type AccountSnapshot = Pick<Me, (typeof KEPT)[number]>;

export function snapshotOf(me: Me): AccountSnapshot {
  return Object.fromEntries(KEPT.map((k) => [k, me[k]])) as AccountSnapshot;
}

/** A snapshot read back from storage, or null when it lacks the shape this build expects. */
export function parseSnapshot(value: unknown): Me | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (k: string) => typeof v[k] === 'string';
  const textOrNull = (k: string) => v[k] === null || typeof v[k] === 'string';
  if (!text('id') || !v.id || !text('email') || !text('fullName') || !text('preferredLanguage') || !text('preferredCurrency') || !text('createdAt')) return null;
  if (typeof v.emailVerified !== 'boolean' || typeof v.isApproved !== 'boolean' || !textOrNull('slug') || !textOrNull('profileImageUrl')) return null;
  if (!(ROLE_NAMES as readonly unknown[]).includes(v.role)) return null;
  const kept = Object.fromEntries(KEPT.map((k) => [k, v[k]])) as AccountSnapshot;
  // The suspension is the server's to say: offline, the studio shows no banner until it answers.
  return { ...kept, phone: null, country: null, city: null, shopSuspended: false };
}

export function rememberAccount(me: Me): void {
  writeJson(safeLocalStorage(), STORAGE_KEYS.offlineAccount, snapshotOf(me));
}

/**
 * Drops the kept account and the copies of its cart and favourites: whoever signed out (here, in
 * another tab or on another device) leaves nothing of theirs to open on this one. Unsent offline
 * changes stay under their id, sent only if they sign in here again.
 */
export function forgetAccount(): void {
  const storage = safeLocalStorage();
  const kept = parseSnapshot(readJson<unknown>(storage, STORAGE_KEYS.offlineAccount));
  try {
    storage?.removeItem(STORAGE_KEYS.offlineAccount);
    if (kept) {
      storage?.removeItem(STORAGE_KEYS.userCart(kept.id));
      storage?.removeItem(STORAGE_KEYS.userFavorites(kept.id));
    }
  } catch {
    // storage switched off: nothing was kept
  }
}

/** The account to show when the server cannot be reached, or null if none is kept. */
export const offlineAccount = (): Me | null => parseSnapshot(readJson<unknown>(safeLocalStorage(), STORAGE_KEYS.offlineAccount));
