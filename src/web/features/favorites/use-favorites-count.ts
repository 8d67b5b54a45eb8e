import { useMeId } from '../accounts';
import { useFavoritesStore } from './favorites-store';
import { useFavoritesQuery } from './get-favorites';

/** How many favourites the shopper has: the header's badge, without useFavorites' mutations. */
export function useFavoritesCount(): number {
  const userId = useMeId();
  const guestCount = useFavoritesStore((s) => s.items.length);
  const query = useFavoritesQuery(userId);
  return userId ? (query.data?.items.length ?? 0) : guestCount;
}
