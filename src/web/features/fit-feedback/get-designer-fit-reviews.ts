import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitArea, FitVerdict, KeptAnswer } from '@domain/fit-feedback/types';
import type { Headline } from '@domain/fit-feedback/summary';
import { api } from '../../lib/api-client';

export interface DesignerFitArea {
  area: FitArea;
  count: number;
  /** -2 (too small) … 2 (too large). */
  meanVerdict: number;
  runs: 'small' | 'large' | 'true_to_size';
  offsetCm: number | null;
}

export interface DesignerFitSuggestion {
  area: FitArea;
  direction: 'small' | 'large';
  cm: number;
  sizeFrom: string;
  sizeTo: string;
  reviews: number;
}

export interface DesignerFitReview {
  id: string;
  size: string;
  overall: FitVerdict;
  areas: Partial<Record<FitArea, FitVerdict>>;
  kept: KeptAnswer;
  /** Null when there is none or an admin hid it. */
  note: string | null;
  noteHidden: boolean;
  reviewer: { firstName: string; city: string | null };
  withMeasurements: boolean;
  updatedAt: string;
}

export interface DesignerFitProduct {
  productId: string;
  productName: string;
  category: 'women' | 'men' | 'children';
  summary: {
    reviewCount: number;
    fitShare: number;
    overallCounts: number[];
    keptCount: number;
    areas: DesignerFitArea[];
    suggestions: DesignerFitSuggestion[];
    offsets: Record<string, number>;
    headline: Headline | null;
  };
  reviews: DesignerFitReview[];
}

export const designerFitReviewsKey = ['fit-review', 'designer'] as const;

export const getDesignerFitReviews = (signal?: AbortSignal) => api<{ products: DesignerFitProduct[] }>('/api/designer/fit-reviews', { signal }).then((r) => r.products);

export const designerFitReviewsQuery = () => queryOptions({ queryKey: designerFitReviewsKey, queryFn: ({ signal }) => getDesignerFitReviews(signal) });

export const useDesignerFitReviews = () => useQuery(designerFitReviewsQuery());
