import type { LineFilter } from './order-status';

/**
 * Every orders query lives under 'orders': the app-wide realtime listener (lib/realtime) refetches
 * that root on each `orders` change event, and a cancel or status change invalidates it too.
 * The detail key is the one the checkout feature uses for the same OrderView, so both share it.
 */
export const ORDERS_KEY = ['orders'] as const;
export const MY_ORDERS_KEY = ['orders', 'mine'] as const;
export const orderKey = (id: string) => ['orders', 'detail', id] as const;
export const DESIGNER_LINES_KEY = ['orders', 'designer-lines'] as const;
export const designerLinesKey = (filter: LineFilter) => ['orders', 'designer-lines', filter] as const;
