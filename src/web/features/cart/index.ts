export { CartDrawer } from './cart-drawer';
export { useCart } from './use-cart';
export { useCartCount } from './use-cart-count';
export { useCartAdd } from './use-cart-add';
export { useHasGuestLines } from './cart-store';
export type { Cart, CartItemDraft, CartLine, CartMeasurementsPayload, CartTotals } from './types';
export { CART_TOAST, SIZE_REQUIRED_TOAST } from './toast-keys';
