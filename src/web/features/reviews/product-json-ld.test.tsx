import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductReviews, PublicReview } from '@domain/reviews/api';
import { productJsonLd, scriptJson } from './product-json-ld';
import { ProductJsonLdScript } from './product-json-ld-script';

const HOSTILE = 'Lovely</script><script>alert(1)</script> \u2028<!-- & ጥልፉ ያምራል \u2029';

const review = (over: Partial<PublicReview>): PublicReview => ({
  id: '00000000-0000-4000-8000-000000000001',
  stars: 5,
  title: null,
  body: null,
  reviewerName: 'Meron',
  size: 'M',
  fit: null,
  photos: [],
  helpful: 0,
  votedHelpful: false,
  own: false,
  reply: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const summary = (count: number, average: number | null): ProductReviews['summary'] => ({ count, average, distribution: [0, 0, 0, 0, count], withPhotos: 0, shown: count >= 3 });
const product = { id: 'p1', name: 'Habesha kemis', description: 'Handwoven', imageUrl: '/img/k.jpg', designerName: 'Selam' };

/** The text between the one script element's tags. */
function scriptBody(html: string): string {
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html.match(/<\/script/gi)).toHaveLength(1);
  const m = /^<script type="application\/ld\+json"[^>]*>([\s\S]*)<\/script>$/.exec(html);
  expect(m, html).not.toBeNull();
  return m![1]!;
}

describe('the product structured data', () => {
  it('claims no rating without a rated review', () => {
    expect(productJsonLd(product, { summary: summary(0, null), items: [review({ stars: null })] })).toBeNull();
    expect(renderToString(<ProductJsonLdScript product={product} reviews={{ summary: summary(0, null), items: [] }} />)).toBe('');
  });

  it('is a Product with its AggregateRating and the rated reviews (fit reviews alone left out)', () => {
    const ld = productJsonLd(product, { summary: summary(2, 4.5), items: [review({ stars: 4, title: 'Soft', body: 'Even stitches' }), review({ id: 'x', stars: null })] });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Habesha kemis',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Meron' }, reviewRating: { ratingValue: 4 }, name: 'Soft', reviewBody: 'Even stitches', datePublished: '2026-05-01' }],
    });
  });

  it('keeps a hostile review inside its script element, and the same text once parsed', () => {
    const hostile = review({ title: HOSTILE, body: HOSTILE, reviewerName: '</SCRIPT><img src=x onerror=alert(2)>' });
    const html = renderToString(<ProductJsonLdScript product={{ ...product, name: HOSTILE }} reviews={{ summary: summary(1, 5), items: [hostile] }} />);
    const body = scriptBody(html);
    expect(body).not.toMatch(/[<>\u2028\u2029]/);
    expect(body).not.toContain('<!--');
    const parsed = JSON.parse(body) as { name: string; review: { name: string; reviewBody: string; author: { name: string } }[] };
    expect(parsed.name).toBe(HOSTILE);
    expect(parsed.review[0]).toMatchObject({ name: HOSTILE, reviewBody: HOSTILE, author: { name: '</SCRIPT><img src=x onerror=alert(2)>' } });
  });

  it('escapes the characters that could end the element or a line, nothing else', () => {
    expect(scriptJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
    expect(scriptJson({ a: 'ጥልፍ' })).toBe('{"a":"ጥልፍ"}');
  });
});
