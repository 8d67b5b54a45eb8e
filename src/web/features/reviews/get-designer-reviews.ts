import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignerReviews } from '@domain/reviews/api';
import { api } from '../../lib/api-client';

export type { DesignerReviews };

export const designerReviewsKey = ['reviews', 'designer'] as const;

/** The signed-in designer's rating and the reviews of their products (hidden ones too, marked). */
export const getDesignerReviews = (signal?: AbortSignal) => api<DesignerReviews>('/api/designer/reviews', { signal });

export const designerReviewsQuery = () => queryOptions({ queryKey: designerReviewsKey, queryFn: ({ signal }) => getDesignerReviews(signal), staleTime: 30_000 });

export const useDesignerReviews = (enabled = true) => useQuery({ ...designerReviewsQuery(), enabled });
