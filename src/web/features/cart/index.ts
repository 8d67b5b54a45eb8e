export { CartDrawer } from './cart-drawer';
export { useCart } from './use-cart';
export { useHasGuestLines } from './cart-store';
export type { Cart, CartItemDraft, CartLine, CartMeasurementsPayload, CartTotals } from './types';
