import type { OfflineChange, ReplayConflict } from '@domain/cart/offline-queue';
import { toast } from './toast-store';
import { localized } from './localized';
import { i18n, textsOf } from './i18n';

export interface ReplayOutcome {
  /** Changes the server now holds. */
  sent: number;
  conflicts: { change: OfflineChange; conflict: ReplayConflict; available?: number }[];
}

/**
 * Tells the shopper how their offline changes fared, in their language: what the server refused
 * (the product gone, out of stock, the size gone, fewer left than wanted), by name; else, quietly,
 * that the changes were saved. One toast key for cart and favourites alike, so two replays finishing
 * together leave one message each kind, not a pile.
 */
export function reportReplay(kind: 'cart' | 'favorites', outcome: ReplayOutcome): void {
  if (outcome.sent === 0 && outcome.conflicts.length === 0) return;
  void textsOf('cart').then((t) => {
    if (outcome.conflicts.length === 0) {
      toast({ key: 'offline-sent', title: t('offline.sentTitle'), variant: 'success' });
      return;
    }
    const lines = outcome.conflicts.map(({ change, conflict, available }) => {
      const name = localized(i18n.language, change.name, change.nameAm) || t('offline.aProduct');
      const size = change.kind === 'favorite' ? '' : (change.selectedSize ?? '');
      return t(`offline.conflicts.${conflict}`, { name, size, count: available ?? 0 });
    });
    toast({
      key: `offline-conflicts-${kind}`,
      title: t(kind === 'cart' ? 'offline.cartConflictTitle' : 'offline.favoritesConflictTitle'),
      description: lines.join(' '),
      variant: 'warning',
      // Read at the shopper's pace: these are changes they made and may need to redo.
      durationMs: 12_000,
    });
  });
}
