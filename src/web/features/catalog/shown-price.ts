import type { ProductCard } from '@domain/catalog/api';
import type { CurrencyCode } from '@domain/money/currency';

type FormatFrom = (minor: number, from: CurrencyCode) => string;
type FormatUsd = (usdMinor: number) => string;

/**
 * A card's price in the shopper's currency: from the designer's own price (exact when the shopper
 * shows her currency, issue 37). A card kept from before prices had a currency (an offline copy)
 * has only the USD figure, which is shown converted as before.
 */
export function shownPrice(product: Pick<ProductCard, 'priceMinor'> & { designerPrice?: ProductCard['designerPrice'] }, formatFrom: FormatFrom, format: FormatUsd): string {
  const own = product.designerPrice;
  return own ? formatFrom(own.priceMinor, own.currency) : format(product.priceMinor);
}

/** The crossed-out original price, the same way. */
export function shownOriginalPrice(
  product: Pick<ProductCard, 'priceMinor' | 'originalPriceMinor'> & { designerPrice?: ProductCard['designerPrice'] },
  formatFrom: FormatFrom,
  format: FormatUsd,
): string {
  const own = product.designerPrice;
  if (own) return formatFrom(own.originalPriceMinor ?? own.priceMinor, own.currency);
  return format(product.originalPriceMinor ?? product.priceMinor);
}
