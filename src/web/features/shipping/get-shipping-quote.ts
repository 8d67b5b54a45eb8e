import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Quote, QuoteRequest } from '@domain/shipping/api';
import { api } from '../../lib/api-client';

/**
 * POST /api/shipping/quote: each designer's parcel of a cart to a destination, priced and dated
 * by its zone (issue 40). Checkout shows it before payment and sends its figures back, so the
 * server refuses (PRICE_CHANGED) a price the page did not show.
 */
export const getShippingQuote = (request: QuoteRequest, signal?: AbortSignal) => api<Quote>('/api/shipping/quote', { method: 'POST', body: request, signal });

// Under 'shipping', so a zone's change event refetches it (app-shell's live updates).
const quoteKey = (request: QuoteRequest) => ['shipping', 'quote', request.destination.country, request.destination.city ?? '', request.lines] as const;

export const shippingQuoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: quoteKey(request),
    queryFn: ({ signal }) => getShippingQuote(request, signal),
    // Zones change rarely, and the server checks the figure at placing anyway; a minute spares the 60-a-minute limit.
    staleTime: 60_000,
    // 4xx (SHIPPING_UNAVAILABLE, PARCEL_TOO_HEAVY) are answers, not hiccups.
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Typing a city asks once the shopper pauses, not per keystroke. */
const CITY_PAUSE_MS = 400;

function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * The quote for `lines` to `country` / `city`; asked only once a country is chosen, there are
 * lines, and the page is online. `settled` says the answer on screen is for the destination as
 * typed now (not a previous city's, kept while the next loads).
 */
export function useShippingQuote(country: string, city: string, lines: QuoteRequest['lines'], enabled: boolean) {
  const pausedCity = usePaused(city.trim(), CITY_PAUSE_MS);
  const request: QuoteRequest = { destination: { country, city: pausedCity || null }, lines };
  const query = useQuery({ ...shippingQuoteQuery(request), enabled: enabled && country.length === 2 && lines.length > 0 });
  const settled = !query.isPlaceholderData && !query.isFetching && pausedCity === city.trim();
  return { ...query, settled };
}
