import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MaintenanceSettingsView {
  enabled: boolean;
  title: string | null;
  message: string | null;
  titleAm: string | null;
  messageAm: string | null;
  /** The version to save against: a save over a newer one is refused (409 VERSION_CONFLICT). */
  version: number;
  updatedAt: string;
}

// Its own root, which the site_settings change event refetches (lib/realtime.ts).
export const maintenanceKey = ['admin-maintenance'] as const;

export const getMaintenance = (signal?: AbortSignal) => api<MaintenanceSettingsView>('/api/admin/maintenance', { signal });

export const maintenanceQuery = () => queryOptions({ queryKey: maintenanceKey, queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });

/** The maintenance switch and its texts as saved (admins). */
export const useMaintenanceSettings = () => useQuery(maintenanceQuery());
