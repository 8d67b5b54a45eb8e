/**
 * The orders API's answers as types, for code that imports this folder's types without its
 * schemas: they are inferred from the response schemas in api.ts, the one definition.
 */
export type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderRow,
  DesignerLinesPage,
  DesignerOrderLine,
  OrderHistoryEntry,
  OrderLineView,
  OrderMeasurementsView,
  OrderParcelView,
  OrderSummary,
  OrderView,
  PaymentEventView,
  PaymentMethodOption,
  PaymentStep,
  PlaceOrderResult,
  StatusActor,
} from './api';
