// The orders feature's public surface: the shopper's and designers' order calls; checkout uses them too.
export { useOrders, ordersQuery } from './get-orders';
export { useOrder, orderQuery, orderTokenHeaders } from './get-order';
export { useCancelOrder } from './cancel-order';
export { ORDERS_KEY, MY_ORDERS_KEY, orderKey } from './order-keys';
// Pieces the admin console's Orders section shows the same way.
export { StatusBadge, PaymentBadge } from './status-badge';
export { StatusTimeline } from './status-timeline';
// Cash on delivery recorded at the door: the studio's card and the console's order use the same dialog.
export { CashDialog, CashRecordSummary } from './cash-dialog';
export { MeasurementDetails } from './measurement-details';
export { useOrderFormat } from './use-order-format';
export { orderMoney } from './order-status';
export { useCustomerName } from './use-customer-name';
// The designer's order lines, which the studio's dashboard lists (studio/designer-dashboard-page.tsx).
export { DesignerLineCard } from './designer-line-card';
export { useDesignerOrderLines } from './get-designer-order-lines';
export { useMarkLinesSeen } from './mark-lines-seen';
export { isShownAsNew, linesToMarkSeen, studioNewCount } from './new-lines';
export { countByStatus, isLineFilter, LINE_FILTERS, STATUS_STYLES, statusLabelKey, SUMMARY_STATUSES, type LineFilter } from './order-status';
export { StatusIcon } from './status-badge';
// A random Idempotency-Key (the admin's Money dialogs make one per opening).
export { randomAttemptKey } from './checkout/attempt-key';
// The last checkout address: shipping's destination falls back to it (handed in by app/layout.tsx, issue 40).
export { useLastAddress } from './checkout/use-last-address';
