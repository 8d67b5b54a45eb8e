import { mutationOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@domain/orders/constants';
import type { DesignerOrderLine } from '@domain/orders/types';
import { api } from '../../lib/api-client';
import type { DesignerLinesPage } from './get-designer-order-lines';
import { DESIGNER_LINES_KEY, ORDERS_KEY } from './order-keys';

export interface LineStatusChange {
  lineId: string;
  status: OrderStatus;
  note?: string;
}

/** Moves one line on; 409 STATUS_TRANSITION_INVALID when it already moved (another tab, an admin). */
export const setLineStatus = ({ lineId, status, note }: LineStatusChange) =>
  api<DesignerOrderLine>(`/api/order-lines/${encodeURIComponent(lineId)}/status`, {
    method: 'POST',
    body: note && note.trim() ? { status, note: note.trim() } : { status },
  });

/** The cached pages with one line replaced by the server's answer (same object when it is not there). */
export function replaceLine(data: InfiniteData<DesignerLinesPage, string | null> | undefined, line: DesignerOrderLine) {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.lines.some((l) => l.id === line.id)) return page;
    found = true;
    return { ...page, lines: page.lines.map((l) => (l.id === line.id ? line : l)) };
  });
  return found ? { ...data, pages } : data;
}

export const setLineStatusOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: setLineStatus,
    onSuccess: (line) => {
      // The answer is the line as it is now: shown at once in every tab that holds it.
      qc.setQueriesData<InfiniteData<DesignerLinesPage, string | null>>({ queryKey: DESIGNER_LINES_KEY }, (data) => replaceLine(data, line));
    },
    // Either way the lists are refetched: tabs regroup, and a refused change means the line moved elsewhere.
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });

export function useSetLineStatus() {
  const qc = useQueryClient();
  return useMutation(setLineStatusOptions(qc));
}
