import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@domain/catalog';
import { normalizeSearchQuery, SEARCH_DEBOUNCE_MS } from '@domain/search';
import { api, toQuery } from '../../lib/api-client';
import type { SearchResults } from '@domain/search/api';

export const getSearch = (q: string, signal?: AbortSignal) => api<SearchResults>(`/api/search${toQuery({ q })}`, { signal });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => getSearch(q, signal),
    enabled: q !== '',
    // Keeps the previous results on screen while the next ones load, so the list does not flash.
    placeholderData: keepPreviousData,
    // Each address may search 30 times a minute: going back to an earlier text must not ask again.
    staleTime: 5 * 60_000,
  });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Header search results for `text`, asked 150 ms after the last keystroke (docs/requirements/shop.md §4, §9).
 * `q` is the text the results belong to; `settled` says the typed text has reached the server
 * and the results on screen are its own, not the previous text's placeholder.
 */
export function useSearch(text: string) {
  const typed = normalizeSearchQuery(text).slice(0, SEARCH_MAX_LENGTH);
  const q = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery(searchQuery(q));
  const settled = q === typed && q !== '' && query.isSuccess && !query.isPlaceholderData;
  return { query, q, typed, settled };
}
