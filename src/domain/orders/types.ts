import type { CurrencyCode } from '../money/currency';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants';
import type { ShippingAddress } from './schemas';

/**
 * What the orders API answers, shared by the server (its response schemas) and the web app.
 * Amounts are integer USD minor units (the catalogue's currency); `displayCurrency` and
 * `exchangeRate` are what the shopper saw, `chargeCurrency`/`chargeAmountMinor` what was charged.
 */

export interface OrderMeasurementsView {
  source: string;
  category: string | null;
  confidence: number | null;
  /** Values in cm (weight in kg), keyed like sizing.md §3 `metrics`. */
  metricsCm: Record<string, number>;
  /** The same in inches (weight in lb), two decimals. */
  metricsIn: Record<string, number>;
  notes: string | null;
  recommendedSize: string | null;
  capturedAt: string | null;
}

export interface OrderLineView {
  id: string;
  productId: string | null;
  productName: string;
  productImageUrl: string | null;
  designerName: string | null;
  unitPriceUsdMinor: number;
  quantity: number;
  /** A size of the product, or 'Custom Fit' for a line made to measurements. */
  size: string | null;
  status: OrderStatus;
  includeMeasurements: boolean;
  measurements: OrderMeasurementsView | null;
}

export type StatusActor = 'shopper' | 'designer' | 'admin' | 'system';

export interface OrderHistoryEntry {
  at: string;
  lineId: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: StatusActor;
  note: string | null;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  email: string;
  phone: string | null;
  shippingAddress: ShippingAddress;
  deliveryNotes: string | null;
  displayCurrency: CurrencyCode;
  exchangeRate: number;
  subtotalUsdMinor: number;
  shippingUsdMinor: number;
  totalUsdMinor: number;
  chargeCurrency: CurrencyCode;
  chargeAmountMinor: number;
  lines: OrderLineView[];
  history: OrderHistoryEntry[];
  /** The shopper may still cancel (no garment started). */
  canCancel: boolean;
  /** An online payment that failed or was abandoned can be tried again. */
  canRetryPayment: boolean;
}

export interface PaymentStep {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The provider's hosted payment page, when the shopper must go there to pay. */
  redirectUrl: string | null;
}

export interface PlaceOrderResult {
  order: OrderView;
  /** A guest's key to their order (order-success page, cancel, measurement summary); null for accounts. */
  accessToken: string | null;
  payment: PaymentStep;
}

export interface OrderSummary {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  displayCurrency: CurrencyCode;
  exchangeRate: number;
  totalUsdMinor: number;
  lines: OrderLineView[];
  canCancel: boolean;
}

/** One line as its designer sees it: enough to make and ship the garment, nothing more. */
export interface DesignerOrderLine {
  id: string;
  orderId: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  nextStatuses: OrderStatus[];
  productId: string | null;
  productName: string;
  productImageUrl: string | null;
  /** Who makes it (admins see every designer's lines). */
  designerName: string | null;
  size: string | null;
  quantity: number;
  unitPriceUsdMinor: number;
  customerName: string;
  /** The shopper's note for the courier or designer (a wedding date, a colour wish). */
  deliveryNotes: string | null;
  shippingCity: string;
  shippingCountry: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  measurements: OrderMeasurementsView | null;
  history: OrderHistoryEntry[];
  /** The designer was told of it (mailed) and has not seen it in the studio since. */
  isNew: boolean;
  /** YYYY-MM-DD the garment should be ready to ship by, fixed when the designer was told; null before. */
  readyBy: string | null;
}

/** A page of the studio's order lines. */
export interface DesignerLinesPage {
  lines: DesignerOrderLine[];
  nextCursor: string | null;
  /** All of the designer's new lines, not only this page's (0 for an admin's view of every designer). */
  newCount: number;
}

export interface PaymentMethodOption {
  id: PaymentMethod;
  /** What the provider charges in: Chapa charges ETB; Stripe the shopper's currency (USD when that is ETB); pay on delivery the shopper's currency. */
  chargeCurrencies: CurrencyCode[];
}

/** One order in the admin console's list. */
export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  customerName: string;
  email: string;
  displayCurrency: CurrencyCode;
  exchangeRate: number;
  totalUsdMinor: number;
  chargeCurrency: CurrencyCode;
  chargeAmountMinor: number;
  lineCount: number;
  designers: string[];
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What a payment provider said about an order (initiated, paid, refunded, refund_failed...). */
export interface PaymentEventView {
  id: string;
  at: string;
  provider: string;
  outcome: string;
  reference: string | null;
  amountMinor: number | null;
  currency: string | null;
}

/** An order as an admin handles it: everything the shopper sees, plus what may be done next. */
export interface AdminOrderDetail extends OrderView {
  customerName: string;
  /** Where the whole order may move now, by the lines' own rules and the payment rule. */
  nextStatuses: OrderStatus[];
  /** What a full refund would give back now, in `chargeCurrency` minor units; 0 when nothing can be refunded. */
  refundableMinor: number;
  canRefund: boolean;
  paymentEvents: PaymentEventView[];
}
