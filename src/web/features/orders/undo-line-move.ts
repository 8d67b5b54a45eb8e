import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DesignerOrderLine, OrderHistoryEntry } from '@domain/orders/types';
import { UNDO_WINDOW_MS, UNDOABLE } from '@domain/orders/undo';
import { api } from '../../lib/api-client';
import type { DesignerLinesPage } from './get-designer-order-lines';
import { DESIGNER_LINES_KEY, ORDERS_KEY } from './order-keys';
import { replaceLine } from './set-line-status';

/** Takes back the line's last move (a mistaken "shipped") within 10 minutes; later 409 UNDO_EXPIRED. */
export const undoLineMove = (lineId: string) => api<DesignerOrderLine>(`/api/order-lines/${encodeURIComponent(lineId)}/undo`, { method: 'POST' });

/**
 * The line's own last move when it may still be undone as far as the page knows (the server has
 * the last word): an undoable status, not itself an undo, younger than the window at `now`.
 */
export function undoableMove(history: readonly OrderHistoryEntry[], lineId: string, now: number): OrderHistoryEntry | null {
  const own = history.filter((e) => e.lineId === lineId);
  const last = own[own.length - 1];
  if (!last || last.undo || !UNDOABLE.has(last.to)) return null;
  const at = Date.parse(last.at);
  return Number.isNaN(at) || now - at > UNDO_WINDOW_MS ? null : last;
}

export function useUndoLineMove() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: undoLineMove,
    onSuccess: (line) => {
      qc.setQueriesData<InfiniteData<DesignerLinesPage, string | null>>({ queryKey: DESIGNER_LINES_KEY }, (data) => replaceLine(data, line));
    },
    // The production panel and the shopper's order page live under the same root.
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
