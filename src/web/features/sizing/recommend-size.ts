import { useMutation } from '@tanstack/react-query';
import type { RecommendationResponse } from '@domain/sizing/api';
import type { Fit, Measurements, SizeCategory } from '@domain/sizing/types';
import { api } from '../../lib/api-client';

/** POST /api/functions/ai-size-recommendation-hardened (docs/requirements/sizing.md §7): measurements in cm/kg. */
export interface RecommendationBody {
  category: SizeCategory;
  gender: SizeCategory;
  units: 'imperial' | 'metric';
  fit: Fit;
  timestamp: string;
  productId?: string;
  measurements: Measurements;
}

export type { RecommendationResponse };

// Typed values travel as they are; the server checks them with the domain's schema and rules.
export const requestSizeRecommendation = (body: RecommendationBody, signal?: AbortSignal) =>
  api<RecommendationResponse>('/api/functions/ai-size-recommendation-hardened', { method: 'POST', body, signal });

/**
 * Errors are left to the caller: the guide keeps its instant local answer when the server fails.
 * The signal lets the caller give up on a slow answer (the shopper should not wait on it).
 */
export function useRecommendSize() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: RecommendationBody; signal?: AbortSignal }) => requestSizeRecommendation(body, signal),
    retry: false,
    // Tried offline too, failing at once: paused, it stayed pending and the guide could not confirm its local answer.
    networkMode: 'always',
  });
}
