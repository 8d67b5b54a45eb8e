import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { afterPageHydrated } from '../../lib/hydration';
import { forgetAccount, offlineAccount, rememberAccount } from './offline-account';
import type { Me } from '@domain/accounts/api';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The signed-in account, or null for a guest. With no network (the browser says so, or the request
 * never got an answer) the account kept on the device answers instead (offline-account.ts), so a
 * reload offline does not turn the shopper into a guest; with none kept the error stands and the
 * query waits for the connection. 401 and 403 mean no one is signed in: the kept account goes.
 */
export async function getMe(): Promise<Me | null> {
  const kept = browserOffline() ? offlineAccount() : null;
  if (kept) return kept;
  try {
    const { user } = await api<{ user: Me | null }>('/api/me');
    if (user) rememberAccount(user);
    else forgetAccount();
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      forgetAccount();
      return null;
    }
    const fallback = error instanceof ApiError && error.status === 0 ? offlineAccount() : null;
    if (fallback) return fallback;
    throw error;
  }
}

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    // Not needed to hydrate: asked once the page has (lib/hydration.ts).
    queryFn: () => afterPageHydrated().then(getMe),
    staleTime: 5 * 60_000,
    // Runs offline too (the kept account answers); with nothing kept, retries wait for the connection.
    networkMode: 'offlineFirst',
    // An account answered from the device is checked with the server as soon as the connection is back.
    refetchOnReconnect: 'always',
  });

/** The signed-in account, or null for a guest (restored from the session cookie on reload). */
export const useMe = () => useQuery(meQuery());

/**
 * Keeps the account kept on the device (offline-account.ts) in step with whoever the app shows as signed in, however the account got
 * there (an answer of `/api/me`, sign-in, sign-up, a profile update); a guest (null) drops it.
 * Reads the whole account query, not a selected id with a null placeholder: "not answered yet"
 * (undefined) must never count as signed out, or every start would drop what an offline one needs.
 */
export function useRememberAccount(): void {
  const { data: me } = useMe();
  useEffect(() => {
    if (me) rememberAccount(me);
    else if (me === null) forgetAccount();
  }, [me]);
}
