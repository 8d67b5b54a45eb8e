import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditListQuery, AuditLogEntry, AuditLogPage } from '@domain/audit/api';
import { api, toQuery } from '../../../lib/api-client';

export type { AuditLogEntry, AuditLogPage };

/** The log's filters: the contract's query without its cursor and page size (the infinite query owns those). */
export type AuditFilter = Pick<AuditListQuery, 'actor' | 'kind'>;

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
