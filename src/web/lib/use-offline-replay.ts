import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OFFLINE_QUEUED_EVENT, readOfflineChanges } from './offline-changes';

/** A change queued while the browser believed it was online (its request found no network) is retried after this. */
const RETRY_MS = 30_000;

/**
 * Mounted once per feature (cart, favourites) for the signed-in shopper: sends their queued offline
 * changes at start and whenever the connection returns, and refetches the feature's query then
 * either way (the queries do not refetch on reconnecting by themselves, so the server's older copy
 * never replaces what the shopper sees before their changes have landed).
 */
export function useOfflineReplay(userId: string | null, kind: 'cart' | 'favorite', replay: (userId: string) => Promise<void>, refetch: (userId: string) => void): void {
  useEffect(() => {
    if (!userId) return;
    // Only this feature's changes: a favourite the server keeps refusing must not retry the cart.
    const pending = () => readOfflineChanges(userId).some((c) => (c.kind === 'favorite') === (kind === 'favorite'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const run = () => {
      clearTimeout(timer);
      if (!onlineManager.isOnline() || running) return;
      if (!pending()) return refetch(userId);
      running = true;
      void replay(userId)
        .catch(() => undefined)
        .finally(() => {
          running = false;
          // Still queued (no connection after all, a server error): try again in a while.
          if (pending()) timer = setTimeout(run, RETRY_MS);
        });
    };
    if (pending()) run();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) run();
    });
    const queued = () => {
      clearTimeout(timer);
      timer = setTimeout(run, RETRY_MS);
    };
    window.addEventListener(OFFLINE_QUEUED_EVENT, queued);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener(OFFLINE_QUEUED_EVENT, queued);
    };
  }, [userId, kind, replay, refetch]);
}
