import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DesignerLinesPage } from '@domain/orders/types';
import { api, toQuery } from '../../lib/api-client';
import { designerLinesKey } from './order-keys';
import type { LineFilter } from './order-status';

export type { DesignerLinesPage };

/** A designer's own lines (an admin's: everyone's), newest first, 50 a page. */
export const getDesignerOrderLines = (filter: LineFilter, cursor: string | null, signal?: AbortSignal) =>
  api<DesignerLinesPage>(`/api/designer/order-lines${toQuery({ status: filter === 'all' ? undefined : filter, cursor })}`, { signal });

export const designerLinesQuery = (filter: LineFilter) =>
  infiniteQueryOptions({
    queryKey: designerLinesKey(filter),
    queryFn: ({ pageParam, signal }) => getDesignerOrderLines(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });

export const useDesignerOrderLines = (filter: LineFilter, enabled: boolean) => useInfiniteQuery({ ...designerLinesQuery(filter), enabled });
