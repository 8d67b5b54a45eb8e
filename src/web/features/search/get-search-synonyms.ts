import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SynonymGroup } from '@domain/search/api';
import { api } from '../../lib/api-client';

export const searchSynonymsKey = ['search', 'admin', 'synonyms'] as const;

export const getSearchSynonyms = (signal?: AbortSignal) => api<{ groups: SynonymGroup[] }>('/api/admin/search/synonyms', { signal }).then((r) => r.groups);

export const searchSynonymsQuery = () => queryOptions({ queryKey: searchSynonymsKey, queryFn: ({ signal }) => getSearchSynonyms(signal), staleTime: 0 });

/** The search's synonym groups (admins). */
export const useSearchSynonyms = () => useQuery(searchSynonymsQuery());
