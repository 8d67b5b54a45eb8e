// The drawer's chunk loads when the cart is first opened (app/layout.tsx).
export const loadCartDrawer = () => import('./cart-drawer');
export { useCartStore } from './cart-store';
export { useCartSync } from './use-cart-sync';
export { useCart } from './use-cart';
export { useCartCount } from './use-cart-count';
export { useCartAdd } from './use-cart-add';
export { useHasGuestLines } from './cart-store';
export type { Cart, CartItemDraft, CartLine, CartMeasurementsPayload, CartTotals } from './types';
export { CART_TOAST, SIZE_REQUIRED_TOAST } from './toast-keys';
