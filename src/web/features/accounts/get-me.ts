import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterHydration } from '../../lib/hydration';
import type { Me } from './types';

export const getMe = () => api<{ user: Me | null }>('/api/me').then((r) => r.user);

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    // Not needed to hydrate: asked once the page has (lib/hydration.ts).
    queryFn: () => afterHydration().then(getMe),
    staleTime: 5 * 60_000,
  });

/** The signed-in account, or null for a guest (restored from the session cookie on reload). */
export const useMe = () => useQuery(meQuery());
