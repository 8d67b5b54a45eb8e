import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductReviews } from '@domain/reviews/api';
import { api, toQuery } from '../../lib/api-client';
import { useMeId } from '../accounts';
import type { ReviewsView } from './reviews-view-state';

export type { ProductReviews };

/**
 * Under the product's key (public data, lib/ssr-state.ts): the server renders the first page for a
 * guest and the browser hydrates it. The viewer is part of the key because each review says
 * whether the asker voted for it or wrote it: a signed-in shopper's page is fetched anew, never
 * mistaken for the guest's.
 */
export const productReviewsRootKey = (productId: string) => ['product', productId, 'reviews'] as const;
export const productReviewsKey = (productId: string, viewer: string | null, view: ReviewsView) => [...productReviewsRootKey(productId), viewer ?? 'guest', view] as const;

export const getProductReviews = (productId: string, view: ReviewsView, signal?: AbortSignal) =>
  api<ProductReviews>(
    `/api/products/${encodeURIComponent(productId)}/reviews${toQuery({
      // The default sort and the first page are left out, so the guest's first page has one address.
      sort: view.sort === 'helpful' ? null : view.sort,
      stars: view.stars,
      size: view.size,
      fit: view.fit,
      page: view.page === 1 ? null : view.page,
    })}`,
    { signal },
  );

export const productReviewsQuery = (productId: string, viewer: string | null, view: ReviewsView) =>
  queryOptions({
    queryKey: productReviewsKey(productId, viewer, view),
    queryFn: ({ signal }) => getProductReviews(productId, view, signal),
    staleTime: 60_000,
    // The list stays while the next page or filter loads, instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useProductReviews(productId: string, view: ReviewsView) {
  const viewer = useMeId();
  const qc = useQueryClient();
  return useQuery({
    ...productReviewsQuery(productId, viewer, view),
    enabled: productId !== '',
    // Signed in, the guest's page (the server's) is shown as it is until the shopper's own arrives:
    // as placeholder data it was dimmed as if the shopper had changed a filter.
    initialData: viewer ? () => qc.getQueryData<ProductReviews>(productReviewsKey(productId, null, view)) : undefined,
    initialDataUpdatedAt: 0,
  });
}
