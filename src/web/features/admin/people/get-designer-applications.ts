import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@domain/studio';
import { api, toQuery } from '../../../lib/api-client';
import type { ReviewedApplication } from '@domain/studio/api';

export type { ReviewedApplication };

export const designerApplicationsKey = ['admin', 'designer-applications'] as const;

export const getDesignerApplications = (status: ApplicationStatus, signal?: AbortSignal) =>
  api<{ items: ReviewedApplication[] }>(`/api/admin/designer-applications${toQuery({ status })}`, { signal }).then((r) => r.items);

export const designerApplicationsQuery = (status: ApplicationStatus) =>
  queryOptions({
    queryKey: [...designerApplicationsKey, status],
    queryFn: ({ signal }) => getDesignerApplications(status, signal),
    staleTime: 15_000,
  });

/**
 * Newest first, one status at a time (the tabs). No previous-tab placeholder while another loads:
 * that status's cards under this tab would be misread as this one's.
 */
export const useDesignerApplications = (status: ApplicationStatus) => useQuery(designerApplicationsQuery(status));
