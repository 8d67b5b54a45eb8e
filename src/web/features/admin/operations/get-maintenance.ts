import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceSettingsView } from '@domain/maintenance/api';
import { api } from '../../../lib/api-client';

export type { MaintenanceSettingsView };

// Its own root, which the site_settings change event refetches (lib/realtime.ts).
export const maintenanceKey = ['admin-maintenance'] as const;

export const getMaintenance = (signal?: AbortSignal) => api<MaintenanceSettingsView>('/api/admin/maintenance', { signal });

export const maintenanceQuery = () => queryOptions({ queryKey: maintenanceKey, queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });

/** The maintenance switch and its texts as saved (admins). */
export const useMaintenanceSettings = () => useQuery(maintenanceQuery());
