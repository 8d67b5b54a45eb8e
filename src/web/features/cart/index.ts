export { CartDrawer } from './cart-drawer';
export { useCart } from './use-cart';
export type { Cart, CartItemDraft, CartLine, CartTotals } from './types';
