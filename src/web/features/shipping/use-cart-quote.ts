import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopperDestination } from '@domain/shipping/destination';
import { ApiError } from '../../lib/api-client';
import { getShippingQuote } from './get-shipping-quote';

/**
 * POST /api/shipping/quote for the cart drawer: each designer's parcel, its fee and arrival window
 * to the shopper's destination. (Checkout's own call, with its address, is checkout's.)
 */
export interface QuoteLine {
  productId: string;
  quantity: number;
}

const retry = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const cartQuoteQuery = (destination: ShopperDestination, lines: readonly QuoteLine[]) =>
  queryOptions({
    queryKey: ['shipping', 'cart-quote', destination.country, destination.city ?? '', ...lines.map((l) => `${l.productId}x${l.quantity}`)] as const,
    queryFn: ({ signal }) => getShippingQuote({ destination: { country: destination.country, city: destination.city }, lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) }, signal),
    staleTime: 5 * 60_000,
    retry,
  });

export function useCartQuote(destination: ShopperDestination | null, lines: readonly QuoteLine[]) {
  return useQuery({
    ...cartQuoteQuery(destination ?? { country: '', city: null }, lines),
    enabled: destination !== null && lines.length > 0,
    // A quantity changed: the last parcels stay on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The quoted shipping of the cart to the shopper's destination (USD minor), or null while unknown: the drawer's totals. */
export function useCartShipping(destination: ShopperDestination | null, lines: readonly QuoteLine[]): number | null {
  const quote = useCartQuote(destination, lines);
  return destination && quote.data && !quote.isError ? quote.data.shippingUsdMinor : null;
}
