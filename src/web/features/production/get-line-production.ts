import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LineProduction, LineProductionResult } from '@domain/production/api';
import { api, ApiError } from '../../lib/api-client';
import { lineProductionKey } from './production-keys';

/** One line's timeline for its designer's studio (or an admin). */
export const getLineProduction = (lineId: string, signal?: AbortSignal): Promise<LineProduction> =>
  api<LineProductionResult>(`/api/order-lines/${encodeURIComponent(lineId)}/production`, { signal }).then((r) => r.line);

export const lineProductionQuery = (lineId: string) =>
  queryOptions({ queryKey: lineProductionKey(lineId), queryFn: ({ signal }) => getLineProduction(lineId, signal), staleTime: 30_000 });

export const useLineProduction = (lineId: string, enabled: boolean) =>
  useQuery({
    ...lineProductionQuery(lineId),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
