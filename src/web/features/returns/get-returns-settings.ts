import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnsPolicy } from '@domain/returns/api';
import { api } from '../../lib/api-client';
import { adminSettingsKey } from './returns-keys';

/** The return and fit-guarantee settings as an admin edits them (admins only). */
export const getReturnsSettings = (signal?: AbortSignal) => api<{ policy: ReturnsPolicy }>('/api/admin/returns/settings', { signal }).then((r) => r.policy);

export const returnsSettingsQuery = () => queryOptions({ queryKey: adminSettingsKey, queryFn: ({ signal }) => getReturnsSettings(signal) });

export const useReturnsSettings = () => useQuery(returnsSettingsQuery());
