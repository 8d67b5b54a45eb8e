import type { DesignerOrderLine } from '@domain/orders/types';

/**
 * The studio's "new" marker. Lines the designer was told of and had not seen are marked seen as
 * soon as the list shows them, but keep their "New" badge for the rest of the visit (`arrived`),
 * so the designer can still tell which they are; on the next visit they are ordinary lines.
 */
export const isShownAsNew = (line: Pick<DesignerOrderLine, 'id' | 'isNew'>, arrived: ReadonlySet<string>): boolean => line.isNew || arrived.has(line.id);

/** Loaded lines that are new and not yet sent to the server as seen. */
export function linesToMarkSeen(lines: ReadonlyArray<Pick<DesignerOrderLine, 'id' | 'isNew'>>, arrived: ReadonlySet<string>): string[] {
  return [...new Set(lines.filter((l) => l.isNew && !arrived.has(l.id)).map((l) => l.id))];
}

/**
 * How many lines to call new: the loaded ones shown as new, plus those the server counts that are
 * not loaded yet (beyond the first page).
 */
export function studioNewCount(lines: ReadonlyArray<Pick<DesignerOrderLine, 'id' | 'isNew'>>, arrived: ReadonlySet<string>, serverNewCount: number): number {
  const unique = new Map(lines.map((l) => [l.id, l]));
  const loaded = [...unique.values()];
  const notLoaded = Math.max(0, serverNewCount - loaded.filter((l) => l.isNew).length);
  return loaded.filter((l) => isShownAsNew(l, arrived)).length + notLoaded;
}
