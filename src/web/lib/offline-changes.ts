import { onlineManager } from '@tanstack/react-query';
import { enqueueChange, storedQueue, withoutSettled, type OfflineChange } from '@domain/cart/offline-queue';
import { ApiError } from './api-client';
import { readJson, safeLocalStorage, STORAGE_KEYS, writeJson } from './storage-keys';

/**
 * A signed-in shopper's cart and favourite changes made with no connection, kept in local storage
 * under their own user id (another account signing in on the device never sends them) until the
 * cart and favourites features send them (their `offline-replay.ts`).
 */

export function readOfflineChanges(userId: string): OfflineChange[] {
  return storedQueue(readJson<unknown>(safeLocalStorage(), STORAGE_KEYS.offlineChanges(userId)));
}

function write(userId: string, changes: readonly OfflineChange[]): void {
  if (changes.length) writeJson(safeLocalStorage(), STORAGE_KEYS.offlineChanges(userId), changes);
  else safeLocalStorage()?.removeItem(STORAGE_KEYS.offlineChanges(userId));
}

/** Fired when changes are queued, so the replay can try again later even if the browser never saw the connection go. */
export const OFFLINE_QUEUED_EVENT = 'tibeb-offline-queued';

export function queueOfflineChanges(userId: string, changes: readonly OfflineChange[]): void {
  if (changes.length === 0) return;
  write(userId, changes.reduce<OfflineChange[]>((queue, change) => enqueueChange(queue, change), readOfflineChanges(userId)));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OFFLINE_QUEUED_EVENT));
}

/** Forgets the changes that were sent or refused for good; a newer tap on the same item stays. */
export function settleOfflineChanges(userId: string, settled: readonly OfflineChange[]): void {
  if (settled.length) write(userId, withoutSettled(readOfflineChanges(userId), settled));
}

/** The app believes there is no connection (the browser said so): changes are queued, not sent. */
export const isOffline = () => !onlineManager.isOnline();

/** A request that never reached an answer: the change it carried is queued instead of undone. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Runs one replay at a time across this shopper's open tabs (Web Locks where the browser has them):
 * two tabs planning against the same server cart at once would each add a missing line.
 */
export async function exclusively<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  return locks.request(name, run) as Promise<T>;
}
