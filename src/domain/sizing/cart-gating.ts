/**
 * Cart size gating (docs/requirements/sizing.md §4): a clothing item needs a size or measurements before checkout.
 *
 * The spec decides what "clothing" is from the product NAME (kemis, traditional, dress, shirt,
 * blouse), which misses a "Habesha Tibeb Gown" and wrongly gates a "Traditional Coffee Set". We
 * decide from the product's data instead: an item needs a size exactly when its product offers
 * a real choice of sizes, the same rule the product page and the cart server use.
 */

/** What the rule needs to know about a cart item. */
export interface GatingItem {
  /** The product's sizes in display order. */
  sizes: readonly string[];
  selectedSize: string | null;
  /** Whether AI or manual measurements are attached to the item (they replace a size). */
  hasMeasurements: boolean;
}

/** 'One Size', 'one-size', 'ONESIZE', 'OS', 'O/S' all mean one size. */
export function isOneSizeLabel(label: string | undefined): boolean {
  if (label === undefined) return false;
  const folded = label.toLowerCase().replace(/[\s\-_/.]/g, '');
  return folded === 'onesize' || folded === 'os';
}

/** True when the product offers a choice of sizes: more than one, and the first is not One Size/OS. */
export function offersSizeChoice(sizes: readonly string[]): boolean {
  return sizes.length > 1 && !isOneSizeLabel(sizes[0]);
}

/** True when checkout must wait for this item: a size choice exists and neither a size nor measurements were given. */
export function needsSize(item: GatingItem): boolean {
  if (!offersSizeChoice(item.sizes)) return false;
  const hasSize = item.selectedSize !== null && item.selectedSize.trim() !== '';
  return !hasSize && !item.hasMeasurements;
}

/** The items that block checkout, in cart order. */
export function flaggedItems<T extends GatingItem>(items: readonly T[]): T[] {
  return items.filter((item) => needsSize(item));
}
