import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnRequestList } from '@domain/returns/api';
import { api } from '../../lib/api-client';
import { designerReturnsKey } from './returns-keys';

/** The signed-in designer's requests, newest first. */
export const getDesignerReturns = (signal?: AbortSignal) => api<ReturnRequestList>('/api/designer/return-requests', { signal }).then((r) => r.requests);

export const designerReturnsQuery = () => queryOptions({ queryKey: designerReturnsKey, queryFn: ({ signal }) => getDesignerReturns(signal), staleTime: 30_000 });

export const useDesignerReturns = () => useQuery(designerReturnsQuery());
