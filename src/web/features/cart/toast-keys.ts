/**
 * Keys of the cart's toasts (see `ToastInput.key`). Cart changes share one key, so quick changes
 * leave the latest word instead of a stack; 'Size Selection Required' has its own, so choosing a
 * size or adding the item dismisses it.
 */
export const CART_TOAST = 'cart';
export const SIZE_REQUIRED_TOAST = 'cart-size-required';
