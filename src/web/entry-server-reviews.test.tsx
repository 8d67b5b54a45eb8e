import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@domain/catalog/api';
import type { ProductReviews } from '@domain/reviews/api';
import { render } from './entry-server';

/**
 * The product page as the server renders it (the renderer build's `render`, from the source), with
 * the API answered here: the rating summary is in the HTML, and the schema.org data holds a hostile
 * review without letting it out of its script element.
 */
const HOSTILE = 'Lovely</script><script>alert(1)</script>\u2028<!--';
const productId = '11111111-1111-4111-8111-111111111111';

const product: ProductDetail = {
  id: productId,
  name: 'Habesha kemis',
  nameAm: null,
  priceMinor: 12000,
  originalPriceMinor: null,
  currency: 'USD',
  designerPrice: { currency: 'USD', priceMinor: 12000, originalPriceMinor: null },
  isOnSale: false,
  isFeatured: false,
  discountPercent: 0,
  stockQuantity: 4,
  productionDays: null,
  sizes: ['S', 'M', 'L'],
  region: null,
  imageUrl: null,
  thumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  category: null,
  designer: { id: 'd1', fullName: 'Selam', slug: 'selam', country: 'Ethiopia', countryAm: null, countryCode: 'ET', city: null, cityAm: null },
  rating: { count: 3, average: 4.7, shown: true },
  description: 'Handwoven cotton',
  descriptionAm: null,
  careInstructions: null,
  careInstructionsAm: null,
  material: null,
  materialAm: null,
  fulfilment: 'ready',
  shippingWeightGrams: 900,
  updatedAt: '2026-01-01T00:00:00.000Z',
  images: [],
};

const reviews = (count: number): ProductReviews => ({
  productId,
  summary: { count, average: count ? 4.7 : null, distribution: count ? [0, 0, 0, 1, count - 1] : [0, 0, 0, 0, 0], withPhotos: 0, shown: count >= 3 },
  photoStrip: [],
  sizes: count ? ['M'] : [],
  items: count
    ? [
        {
          id: '22222222-2222-4222-8222-222222222222',
          stars: 5,
          title: HOSTILE,
          body: HOSTILE,
          reviewerName: 'Meron',
          size: 'M',
          fit: { overall: 'just_right', areas: {} },
          photos: [],
          helpful: 2,
          votedHelpful: false,
          own: false,
          reply: { body: 'Thank you!', designerName: 'Selam', createdAt: '2026-05-02T00:00:00.000Z' },
          createdAt: '2026-05-01T00:00:00.000Z',
          updatedAt: '2026-05-01T00:00:00.000Z',
        },
      ]
    : [],
  page: 1,
  pageSize: 10,
  total: count ? 1 : 0,
});

function serve(count: number) {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === `/api/products/${productId}`) return json(200, product);
    if (url.pathname === `/api/products/${productId}/reviews`) return json(200, reviews(count));
    // Whatever else the page asks for fails as an outage (a 404 would make the page a not-found one).
    return json(503, { error: { code: 'UNAVAILABLE', message: 'not in this test' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the server-rendered product page and its reviews', () => {
  it('carries the summary and the JSON-LD, a hostile review kept inside its script element', async () => {
    serve(3);
    const out = await render({ url: `/product/${productId}`, language: 'en', currency: 'USD' });
    expect(out.status).toBe(200);
    expect(out.html).toContain('data-testid="rating-summary"');
    expect(out.html).toContain('data-testid="product-rating-link"');
    expect(out.html).toContain('Based on 3 reviews');
    const scripts = [...out.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const body = scripts[0]![1]!;
    // Nothing of the review's text can end the element, start another, or break a line.
    expect(body).not.toMatch(/[<>\u2028]/);
    expect(out.html).not.toContain('<script>alert(1)');
    const ld = JSON.parse(body) as { aggregateRating: { ratingValue: number; reviewCount: number }; review: { reviewBody: string }[] };
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    expect(ld.review[0]!.reviewBody).toBe(HOSTILE);
    // The review's text in the page itself is React's escaped text.
    expect(out.html).toContain('Lovely&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('says "No reviews yet" in Amharic and claims no rating without reviews', async () => {
    serve(0);
    const out = await render({ url: `/product/${productId}`, language: 'am-ET', currency: 'USD' });
    expect(out.status).toBe(200);
    expect(out.html).toContain('እስካሁን ግምገማ የለም');
    expect(out.html).not.toContain('application/ld+json');
    expect(out.state.namespaces).toContain('reviews');
  });
});
