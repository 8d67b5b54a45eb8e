import { useFreeShipping } from '../currency';

/**
 * A zone's free-shipping threshold (USD minor, applied by the server in USD) as the shopper reads
 * it: converted and rounded UP to a friendly amount (domain/money freeShippingThresholdMinor), so
 * the promise never covers a parcel the server charges. Null for a zone that never ships free.
 */
export function useZoneFreeShipping(freeOverUsdMinor: number | null | undefined): string | null {
  return useFreeShipping(freeOverUsdMinor).threshold;
}
