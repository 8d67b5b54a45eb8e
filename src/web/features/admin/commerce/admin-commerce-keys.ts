/**
 * The console's product lists live under ['products', …] and its orders under ['orders', …]: the
 * app-wide realtime listener refetches those roots on each `products` / `orders` change event,
 * so another admin's (or a designer's) change reaches an open console without a reload.
 */
export const ADMIN_PRODUCTS_KEY = ['products', 'admin'] as const;
export const ADMIN_ORDERS_KEY = ['orders', 'admin'] as const;
export const adminOrderKey = (id: string) => ['orders', 'admin', 'detail', id] as const;
