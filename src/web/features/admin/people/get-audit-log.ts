import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogEntry, AuditLogPage } from '@domain/audit/api';
import { api, toQuery } from '../../../lib/api-client';

export type { AuditLogEntry, AuditLogPage };

export interface AuditFilter {
  actor?: string | undefined;
  kind?: string | undefined;
}

export const auditLogKey = ['admin', 'audit'] as const;

export const getAuditLog = (filter: AuditFilter, cursor: string | null, signal?: AbortSignal) =>
  api<AuditLogPage>(`/api/admin/audit${toQuery({ actor: filter.actor, kind: filter.kind, cursor })}`, { signal });

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...auditLogKey, filter.actor ?? '', filter.kind ?? ''],
    queryFn: ({ signal, pageParam }) => getAuditLog(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 15_000,
  });

/** Newest first; "Show older" fetches the next page from where the last one ended (keyset). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
