import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationState, DesignerApplication } from '@domain/studio/api';
import { api } from '../../lib/api-client';

export type { ApplicationState, DesignerApplication };

export const applicationQueryKey = ['studio', 'application'] as const;

export const getApplication = (signal?: AbortSignal) => api<ApplicationState>('/api/studio/application', { signal });

export const applicationQuery = () => queryOptions({ queryKey: applicationQueryKey, queryFn: ({ signal }) => getApplication(signal), staleTime: 30_000 });

/** The caller's latest application, with the account facts that decide whether they may apply. */
export const useApplication = (enabled = true) => useQuery({ ...applicationQuery(), enabled });
