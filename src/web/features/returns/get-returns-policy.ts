import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnsPolicy } from '@domain/returns/api';
import { api } from '../../lib/api-client';
import { policyKey } from './returns-keys';

/** The return and fit-guarantee policies every page states (public, the same settings the server applies). */
export const getReturnsPolicy = (signal?: AbortSignal) => api<{ policy: ReturnsPolicy }>('/api/returns/policy', { signal }).then((r) => r.policy);

export const returnsPolicyQuery = () => queryOptions({ queryKey: policyKey, queryFn: ({ signal }) => getReturnsPolicy(signal), staleTime: 10 * 60_000 });

export const useReturnsPolicy = () => useQuery(returnsPolicyQuery());
