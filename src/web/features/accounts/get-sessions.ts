import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceSession } from '@domain/accounts';
import { api } from '../../lib/api-client';

export type { DeviceSession };

export const sessionsQueryKey = ['account', 'sessions'] as const;

export const getSessions = () => api<{ sessions: DeviceSession[] }>('/api/account/sessions').then((r) => r.sessions);

export const sessionsQuery = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 30_000 });

export const useSessions = () => useQuery(sessionsQuery());
