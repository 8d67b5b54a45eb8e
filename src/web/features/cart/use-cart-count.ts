import { useMeId } from '../accounts';
import { useCartStore } from './cart-store';
import { useCartQuery } from './get-cart';

/**
 * How many items are in the cart, and the drawer's opener: all the header needs. Lighter than
 * useCart (no mutations), so the header does not build seven mutation observers while it hydrates.
 */
export function useCartCount(): { count: number; setOpen: (open: boolean) => void } {
  const userId = useMeId();
  const guestCount = useCartStore((s) => s.lines.reduce((n, l) => n + l.quantity, 0));
  const setOpen = useCartStore((s) => s.setOpen);
  const query = useCartQuery(userId);
  return { count: userId ? (query.data?.count ?? 0) : guestCount, setOpen };
}
