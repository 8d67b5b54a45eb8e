/**
 * The orders feature's public surface: other features and app.ts import only from here, never
 * its files or queries. The service (createOrdersService) is built once in app.ts and handed to
 * the routes and the scheduled jobs; cancelLines and refund are its named operations for features
 * that give money or goods back (returns, payouts).
 */
export { createOrdersService, newOrderNumber, type Actor, type OrdersService, type OrdersServiceOptions, type RecordAudit } from './service';
export type { LineMoveGuard, LineUndoListener, MeasurementsInForce, OrderLedger } from './order-support';
export type { OrderItemRow as OrderLineRecord, OrderRow as OrderRecord } from './queries';
export type { CancelLinesRequest, CancelLinesResult, RefundOutcome, RefundResult } from './cancellations-and-refunds';
export type { LineRefundRequest, LineRefundResult, LineRemedies, LineShare, RefundChargedTo } from './line-remedies';
export { ordersRoutes, type OrdersRoutesOptions } from './routes';
export { createCustomerRecords, DELETED_CUSTOMER_NAME, type CustomerRecords } from './customer-records';
export { createDesignerFigures, type DesignerFigures } from './designer-figures';
export { createShopFigures, type ShopFigures } from './shop-figures';
export { renderMeasurementSheet } from './measurement-sheet';
export { renderPackingSlip } from './packing-slip';
