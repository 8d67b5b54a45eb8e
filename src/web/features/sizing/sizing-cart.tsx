import { createContext, useContext, type ReactNode } from 'react';
import type { useCart } from '../cart';

/** The cart as sizing writes to it: its lines, adding a product, choosing a line's size, attaching measurements. */
export type SizingCart = ReturnType<typeof useCart>;

/**
 * How sizing reaches the cart. The cart shows sizing's guide on its lines, so sizing may not import
 * the cart back (a circle): the app hands the cart's hooks in (app/layout.tsx). They are hooks, kept
 * in a constant, so the components that write to the cart subscribe to it exactly as before.
 */
export interface SizingCartHooks {
  useCart(): SizingCart;
  /** Whether a guest's lines still wait to merge into the account's cart. */
  useHasGuestLines(): boolean;
  /** The toast key of "added to cart", so sizing's toast replaces the cart's own. */
  toastKey: string;
}

const missing = (): never => {
  throw new Error('Sizing needs the cart: render it inside <SizingCartProvider>');
};

const SizingCartContext = createContext<SizingCartHooks>({ useCart: missing, useHasGuestLines: missing, toastKey: '' });

export function SizingCartProvider({ hooks, children }: { hooks: SizingCartHooks; children: ReactNode }) {
  return <SizingCartContext.Provider value={hooks}>{children}</SizingCartContext.Provider>;
}

export const useSizingCartHooks = (): SizingCartHooks => useContext(SizingCartContext);
