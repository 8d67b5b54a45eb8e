import { useEffect, useRef } from 'react';
import { safeLocalStorage, writeJson } from './storage-keys';
import { useOfflineReplay } from './use-offline-replay';

/** What a shopper's list (the cart, the favourites) needs to follow who is signed in. */
export interface AccountListSync<Data, Payload> {
  /** Who is signed in (null: a guest), and whether that is still being asked. */
  userId: string | null;
  pending: boolean;
  /** The account's list as last read, kept per user so the next load shows it at once. */
  data: Data | undefined;
  storageKey: (userId: string) => string;
  /** The offline queue this list replays, how, and how its query is refreshed afterwards. */
  offlineKind: 'cart' | 'favorite';
  replay: (userId: string) => Promise<void>;
  refetch: (userId: string) => void;
  /** The guest's list as the merge call takes it, or null when there is nothing to move. */
  readGuest: () => Payload | null;
  forgetGuest: () => void;
  /** Sends the guest's list to the account; `done` forgets it, `failed` leaves it for the next load. */
  merge: (payload: Payload, handlers: { done: () => void; failed: () => void }) => void;
}

/**
 * Mounted once per list for the app. Keeps the per-user copy of the list, replays its offline
 * changes, moves the guest's list into the account when someone signs in (then forgets it, once per
 * sign-in), and at sign-out leaves an empty guest list and no copy of the account's list behind.
 */
export function useAccountListSync<Data, Payload>(sync: AccountListSync<Data, Payload>): void {
  const { userId, pending, data, storageKey } = sync;
  // The effects below run when who is signed in changes; the callbacks are read as they are then.
  const latest = useRef(sync);
  latest.current = sync;
  const previous = useRef<string | null | undefined>(undefined);
  const merging = useRef<string | null>(null);
  useOfflineReplay(userId, sync.offlineKind, sync.replay, sync.refetch);

  useEffect(() => {
    if (userId && data) writeJson(safeLocalStorage(), storageKey(userId), data);
  }, [userId, data, storageKey]);

  useEffect(() => {
    if (pending) return;
    const { readGuest, forgetGuest, merge, storageKey: keyOf } = latest.current;
    const before = previous.current;
    previous.current = userId;
    if (!userId) {
      if (before) {
        forgetGuest();
        safeLocalStorage()?.removeItem(keyOf(before));
      }
      return;
    }
    if (merging.current === userId) return;
    const payload = readGuest();
    if (payload === null) return;
    merging.current = userId;
    merge(payload, {
      done: forgetGuest,
      // Kept for the next page load to try again.
      failed: () => (merging.current = null),
    });
  }, [userId, pending]);
}
