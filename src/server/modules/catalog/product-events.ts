import type { ProductVisibility } from './queries';

export { productVisibility, type ProductVisibility } from './queries';

/**
 * The owner to put on a change event of a product (ChangeEvent.owner), or undefined when the
 * public may hear it: the product is published now, or was just before the change (a hidden or
 * unpublished product's visitors must learn it left the shop). A draft's events carry no id to
 * strangers: only its designer and admins hear them.
 */
export function productEventOwner(before: ProductVisibility | null, after: ProductVisibility | null): string | undefined {
  if (before?.status === 'published' || after?.status === 'published') return undefined;
  return after?.designerId ?? before?.designerId;
}
