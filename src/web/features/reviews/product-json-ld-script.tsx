import { useMemo } from 'react';
import type { ProductReviews } from '@domain/reviews/api';
import { productJsonLd, scriptJson, type JsonLdProduct } from './product-json-ld';

/** The structured data as a script element of the server-rendered page (nothing without a rating). */
export function ProductJsonLdScript({ product, reviews }: { product: JsonLdProduct; reviews: Pick<ProductReviews, 'summary' | 'items'> }) {
  const data = useMemo(() => productJsonLd(product, reviews), [product, reviews]);
  if (!data) return null;
  // Escaped by scriptJson: the one place text of shoppers goes into a script element unchanged by React.
  return <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
