import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Me } from './types';

export const getMe = () => api<{ user: Me | null }>('/api/me').then((r) => r.user);

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: getMe,
    staleTime: 5 * 60_000,
  });

/** The signed-in account, or null for a guest (restored from the session cookie on reload). */
export const useMe = () => useQuery(meQuery());
