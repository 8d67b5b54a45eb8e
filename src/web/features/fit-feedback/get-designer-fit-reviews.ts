import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignerFitArea, DesignerFitProduct, DesignerFitReview, DesignerFitSuggestion, DesignerFitSummaries } from '@domain/fit-feedback/api';
import { api } from '../../lib/api-client';

export type { DesignerFitArea, DesignerFitProduct, DesignerFitReview, DesignerFitSuggestion };

export const designerFitReviewsKey = ['fit-review', 'designer'] as const;

export const getDesignerFitReviews = (signal?: AbortSignal) => api<DesignerFitSummaries>('/api/designer/fit-reviews', { signal }).then((r) => r.products);

export const designerFitReviewsQuery = () => queryOptions({ queryKey: designerFitReviewsKey, queryFn: ({ signal }) => getDesignerFitReviews(signal) });

export const useDesignerFitReviews = () => useQuery(designerFitReviewsQuery());
