import { create } from 'zustand';
import { storedFavoriteEntries } from '@domain/cart';
import { readJson, safeSessionStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';

export interface FavoriteEntry {
  productId: string;
  addedAt: string;
}

interface FavoritesState {
  /** The guest's favourites; a signed-in shopper's live on the server (see use-favorites.ts). */
  items: FavoriteEntry[];
  has(productId: string): boolean;
  /** Returns true when the product is now a favourite. */
  toggle(productId: string): boolean;
  clear(): void;
}

export const useFavoritesStore = create<FavoritesState>((set, get) => ({
  items: storedFavoriteEntries(readJson<unknown>(safeSessionStorage(), STORAGE_KEYS.guestFavorites)),
  has: (productId) => get().items.some((f) => f.productId === productId),
  toggle: (productId) => {
    const exists = get().has(productId);
    set((s) => ({
      items: exists ? s.items.filter((f) => f.productId !== productId) : [...s.items, { productId, addedAt: new Date().toISOString() }],
    }));
    return !exists;
  },
  clear: () => set({ items: [] }),
}));

useFavoritesStore.subscribe((state, prev) => {
  if (state.items !== prev.items) writeJson(safeSessionStorage(), STORAGE_KEYS.guestFavorites, state.items);
});

/** After the guest favourites moved into an account, or at sign-out. */
export function forgetGuestFavorites(): void {
  useFavoritesStore.getState().clear();
  try {
    safeSessionStorage()?.removeItem(STORAGE_KEYS.guestFavorites);
  } catch {
    // storage unavailable: the cleared store already wrote an empty list where it could
  }
}
