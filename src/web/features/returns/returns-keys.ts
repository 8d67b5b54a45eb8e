import type { QueryClient } from '@tanstack/react-query';

/**
 * The returns queries live under the orders root: the app-wide realtime listener refetches
 * 'orders' on each `orders` change event, which every returns step publishes.
 */
export const ORDERS_ROOT = ['orders'] as const;
export const orderReturnsKey = (orderId: string) => ['orders', 'returns', orderId] as const;
export const designerReturnsKey = ['orders', 'returns', 'designer'] as const;
export const adminReturnsKey = (state: string | null) => ['orders', 'returns', 'admin', state ?? 'all'] as const;
export const policyKey = ['returns-policy'] as const;

/** The owner's session, an admin's, or a guest's `X-Order-Token` opens an order's requests. */
export const tokenHeaders = (token: string | null | undefined): Record<string, string> => (token ? { 'x-order-token': token } : {});

export const requestUrl = (id: string, step = '') => `/api/return-requests/${encodeURIComponent(id)}${step}`;

/** Every write changes the order (lines, money, stock): all orders queries refetch. */
export const invalidateOrders = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ORDERS_ROOT });
export const adminSettingsKey = ['admin', 'returns-settings'] as const;
