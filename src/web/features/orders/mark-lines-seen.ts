import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { LinesSeen } from '@domain/orders/api';
import { api } from '../../lib/api-client';
import type { DesignerLinesPage } from './get-designer-order-lines';
import { DESIGNER_LINES_KEY } from './order-keys';

export type SeenResult = LinesSeen;

/** Tells the server the designer has seen these lines of theirs (at most 100 a call). */
export const markLinesSeen = (lineIds: string[]) => api<SeenResult>('/api/designer/order-lines/seen', { method: 'POST', body: { lineIds } });

/** The cached pages with the given lines no longer new, and the designer's count as the server now has it. */
export function withLinesSeen(data: InfiniteData<DesignerLinesPage, string | null> | undefined, ids: ReadonlySet<string>, newCount: number) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, newCount, lines: page.lines.map((l) => (l.isNew && ids.has(l.id) ? { ...l, isNew: false } : l)) })),
  };
}

export const markLinesSeenOptions = (qc: QueryClient) => ({
  mutationFn: markLinesSeen,
  onSuccess: (result: SeenResult, lineIds: string[]) => {
    // Every tab of the list (all, each status) learns it without a refetch.
    const ids = new Set(lineIds);
    qc.setQueriesData<InfiniteData<DesignerLinesPage, string | null>>({ queryKey: DESIGNER_LINES_KEY }, (data) => withLinesSeen(data, ids, result.newCount));
  },
});

export function useMarkLinesSeen() {
  const qc = useQueryClient();
  return useMutation(markLinesSeenOptions(qc));
}
