export { CartDrawer } from './cart-drawer';
export { useCartStore } from './cart-store';
