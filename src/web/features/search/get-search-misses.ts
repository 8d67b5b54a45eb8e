import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchMissList } from '@domain/search/api';
import { api } from '../../lib/api-client';

export const searchMissesKey = ['search', 'admin', 'misses'] as const;

export const getSearchMisses = (signal?: AbortSignal) => api<SearchMissList>('/api/admin/search/misses', { signal });

export const searchMissesQuery = () => queryOptions({ queryKey: searchMissesKey, queryFn: ({ signal }) => getSearchMisses(signal), staleTime: 0 });

/** What shoppers searched for and did not find, last 30 days (admins). */
export const useSearchMisses = () => useQuery(searchMissesQuery());
