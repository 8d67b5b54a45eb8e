import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupsOverview } from '@domain/backups/api';
import { api } from '../../lib/api-client';

export type { BackupsOverview };

export const adminBackupsKey = ['backups', 'admin'] as const;

export const getAdminBackups = (signal?: AbortSignal) => api<BackupsOverview>('/api/admin/backups', { signal });

/** Refetched each minute while open: a scheduled run may finish meanwhile. */
export const adminBackupsQuery = () => queryOptions({ queryKey: adminBackupsKey, queryFn: ({ signal }) => getAdminBackups(signal), staleTime: 0, refetchInterval: 60_000 });

/** The scheduled backup's setting, the archives kept and the last run (admins). */
export const useAdminBackups = () => useQuery(adminBackupsQuery());
