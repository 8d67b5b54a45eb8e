import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageSettings } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export type { HomepageSettings };

export const getHomepageSettings = (signal?: AbortSignal) => api<HomepageSettings>('/api/admin/homepage-settings', { signal });

export const homepageSettingsQuery = () => queryOptions({ queryKey: [...adminContentKey, 'homepage'], queryFn: ({ signal }) => getHomepageSettings(signal), staleTime: 0 });

export const useHomepageSettings = () => useQuery(homepageSettingsQuery());
