// The orders feature's public surface: the shopper's and designers' order calls; checkout uses them too.
export { useOrders, ordersQuery } from './get-orders';
export { useOrder, orderQuery, orderTokenHeaders } from './get-order';
export { useCancelOrder } from './cancel-order';
export { ORDERS_KEY, MY_ORDERS_KEY, orderKey } from './order-keys';
