/**
 * Production queries live under 'orders': the app-wide realtime listener (lib/realtime) refetches
 * that root on each `orders` change event, which every production write publishes, and the orders
 * feature's own invalidations (a status move) refresh the timelines too.
 */
export const orderProductionKey = (orderId: string) => ['orders', 'production', orderId] as const;
export const lineProductionKey = (lineId: string) => ['orders', 'production-line', lineId] as const;
export const PRODUCTION_ROOT = ['orders'] as const;
