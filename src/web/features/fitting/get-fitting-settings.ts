import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FittingSettingsResult } from '@domain/fitting/api';
import { api } from '../../lib/api-client';

export const FITTING_SETTINGS_KEY = ['admin', 'fitting-settings'] as const;

/** The measurement review's deadlines (admins only). */
export const getFittingSettings = (signal?: AbortSignal) => api<FittingSettingsResult>('/api/admin/fitting/settings', { signal });

export const fittingSettingsQuery = () => queryOptions({ queryKey: FITTING_SETTINGS_KEY, queryFn: ({ signal }) => getFittingSettings(signal) });

export const useFittingSettings = () => useQuery(fittingSettingsQuery());
