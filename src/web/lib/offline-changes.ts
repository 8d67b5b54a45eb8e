import { onlineManager } from '@tanstack/react-query';
import { classifyFailure, enqueueChange, storedQueue, withoutSettled, type OfflineChange } from '@domain/cart/offline-queue';
import { ApiError } from './api-client';
import { reportReplay, type ReplayOutcome } from './offline-report';
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

/**
 * Sends planned requests one by one, in order, and settles and reports them: a request the server
 * took, or refused for good (the refusal is reported), is settled; no connection again, signed
 * out or a server error stops there, and the rest waits for the next try. `send` may add a
 * conflict of its own (fewer left than wanted) to the outcome.
 */
export async function sendQueued<R extends { change: OfflineChange }>(
  userId: string,
  kind: 'cart' | 'favorites',
  requests: readonly R[],
  send: (request: R, outcome: ReplayOutcome) => Promise<void>,
  alreadySettled: readonly OfflineChange[] = [],
  /** Adds what the requests alone do not tell (changes settled without one) before the report. */
  finish?: (outcome: ReplayOutcome) => void,
): Promise<void> {
  const settled = [...alreadySettled];
  const outcome: ReplayOutcome = { sent: 0, conflicts: [] };
  // A change sent as two requests (a size choice: the move, then the quantity) is settled after its last.
  const last = new Map(requests.map((request, i) => [request.change, i]));
  for (const [i, request] of requests.entries()) {
    try {
      await send(request, outcome);
      if (last.get(request.change) === i) settled.push(request.change);
      outcome.sent += 1;
    } catch (error) {
      const failure = error instanceof ApiError ? classifyFailure(error.status, error.code, request.change.kind) : ({ keep: true } as const);
      if (failure.keep) break;
      settled.push(request.change);
      if (failure.conflict) outcome.conflicts.push({ change: request.change, conflict: failure.conflict });
    }
  }
  settleOfflineChanges(userId, settled);
  finish?.(outcome);
  reportReplay(kind, outcome);
}
