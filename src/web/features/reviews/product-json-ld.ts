import type { ProductReviews } from '@domain/reviews/api';

/** What of the product the structured data names (the product page has it). */
export interface JsonLdProduct {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  designerName: string;
}

/**
 * JSON for inside a <script> element: `<` is written as \u003c, so no text in it (a review saying
 * `</script><script>…`) can close the element or open a comment, and U+2028/U+2029 as escapes, so
 * old parsers reading it as script do not end a line inside a string. Still the same JSON value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org Product with its AggregateRating and the shown page's reviews with stars, so search
 * engines can show the stars (issue 43). Null without a rated review: no rating is claimed.
 */
export function productJsonLd(product: JsonLdProduct, reviews: Pick<ProductReviews, 'summary' | 'items'>): Record<string, unknown> | null {
  const { summary } = reviews;
  if (summary.count <= 0 || summary.average === null) return null;
  const rated = reviews.items.filter((r) => r.stars !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `/product/${product.id}`,
    name: product.name,
    description: product.description,
    ...(product.imageUrl ? { image: product.imageUrl } : {}),
    brand: { '@type': 'Brand', name: product.designerName },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: rated.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewerName },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 },
      ...(r.title ? { name: r.title } : {}),
      ...(r.body ? { reviewBody: r.body } : {}),
    })),
  };
}
