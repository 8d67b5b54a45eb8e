/** Shipping rule of the spec: free when the subtotal is over 75 USD, otherwise 9.99 USD. */
export const FREE_SHIPPING_OVER_USD_MINOR = 7_500;
export const SHIPPING_FEE_USD_MINOR = 999;

export function shippingFeeUsdMinor(subtotalUsdMinor: number): number {
  if (subtotalUsdMinor <= 0) return 0;
  return subtotalUsdMinor > FREE_SHIPPING_OVER_USD_MINOR ? 0 : SHIPPING_FEE_USD_MINOR;
}

export interface Totals {
  subtotal: number;
  shipping: number;
  total: number;
}

export function cartTotalsUsdMinor(lines: ReadonlyArray<{ unitPriceUsdMinor: number; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceUsdMinor * l.quantity, 0);
  const shipping = shippingFeeUsdMinor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping };
}
