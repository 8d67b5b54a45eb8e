import { create } from 'zustand';
import { addToCart, setQuantity, storedCartLines, type CartLine } from '@domain/cart';
import { readJson, safeSessionStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';

interface CartState {
  /** The guest cart; a signed-in shopper's cart lives on the server (see use-cart.ts). */
  lines: CartLine[];
  open: boolean;
  add(item: Parameters<typeof addToCart>[1]): void;
  setQuantity(lineId: string, quantity: number): void;
  /** A guest line takes a size: it becomes the line of that size (joining one that exists). */
  setSize(lineId: string, size: string): void;
  replace(lines: CartLine[]): void;
  clear(): void;
  setOpen(open: boolean): void;
}

/** Guests keep their cart in session storage under the guest key (docs/requirements/shop.md §6). */
export const useCartStore = create<CartState>((set) => ({
  lines: storedCartLines(readJson<unknown>(safeSessionStorage(), STORAGE_KEYS.guestCart)),
  open: false,
  add: (item) => set((s) => ({ lines: addToCart(s.lines, item) })),
  setQuantity: (lineId, quantity) => set((s) => ({ lines: setQuantity(s.lines, lineId, quantity) })),
  setSize: (lineId, size) =>
    set((s) => {
      const line = s.lines.find((l) => l.id === lineId);
      if (!line || !line.sizes.includes(size)) return s;
      const { id: _id, addedAt: _addedAt, ...rest } = line;
      return { lines: addToCart(setQuantity(s.lines, lineId, 0), { ...rest, selectedSize: size }) };
    }),
  replace: (lines) => set({ lines }),
  clear: () => set({ lines: [] }),
  setOpen: (open) => set({ open }),
}));

useCartStore.subscribe((state, prev) => {
  if (state.lines !== prev.lines) writeJson(safeSessionStorage(), STORAGE_KEYS.guestCart, state.lines);
});

/** After the guest cart moved into an account, or at sign-out: nothing of it is left behind. */
export function forgetGuestCart(): void {
  useCartStore.getState().clear();
  try {
    safeSessionStorage()?.removeItem(STORAGE_KEYS.guestCart);
  } catch {
    // storage unavailable: the cleared store already wrote an empty cart where it could
  }
}

/** Whether a guest cart is still waiting to be merged into the account that just signed in. */
export const useHasGuestLines = () => useCartStore((s) => s.lines.length > 0);
