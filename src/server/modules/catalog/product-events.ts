import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

/** A product as the public sees it: published or not, and whose it is. */
export interface ProductVisibility {
  status: 'draft' | 'published' | 'hidden';
  designerId: string;
}

export async function productVisibility(db: Database, id: string): Promise<ProductVisibility | null> {
  const [row] = await db.select({ status: products.status, designerId: products.designerId }).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

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
