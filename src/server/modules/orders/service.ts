import { createAdminOrdersService } from './admin-orders-service';
import { createCancellationsAndRefunds } from './cancellations-and-refunds';
import { createCheckoutService, type CheckoutServiceOptions } from './checkout-service';
import { createCodCashService } from './cod-cash-service';
import { createDesignerLinesService } from './designer-lines-service';
import { createDesignerNotice } from './designer-notice';
import { createLineRemedies } from './line-remedies';
import type { PaymentMethod } from '../../../domain/orders/constants';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../plugins/realtime-bus';
import type { PaymentProvider } from '../payments';
import { createPaymentProviders, paymentMethodOptions } from '../payments';
import type { LineMoveGuard, LineUndoListener, MeasurementsInForce, OrdersServiceDeps } from './order-support';
import { createDispatchService } from './dispatch-service';
import { createOrderViews } from './order-views';
import { createPaymentSettlement } from './payment-settlement';

export type { Actor, RecordAudit } from './order-support';
export { newOrderNumber } from './checkout-service';

export interface OrdersServiceOptions extends Omit<OrdersServiceDeps, 'onChange' | 'providers' | 'lineMoveGuards' | 'lineUndoListeners' | 'measurementsInForce'> {
  /** Where shoppers, designers and the catalogue hear of changes. */
  events: Pick<EventBus, 'publish'>;
  payments: AppConfig['payments'];
  /** Tests may hand in providers; otherwise they come from the configuration. */
  providers?: ReadonlyMap<PaymentMethod, PaymentProvider>;
  /** The shipping feature's quote of already-read lines: checkout charges each parcel by it (issue 40). */
  shipping: CheckoutServiceOptions['shipping'];
}

/** Orders changed, and maybe stock: listings, product pages and their caches must show it. */
function publishChanges(events: Pick<EventBus, 'publish'>): OrdersServiceDeps['onChange'] {
  return ({ orders, productIds }) => {
    if (orders) events.publish({ topic: 'orders', action: 'update' });
    for (const id of productIds.slice(0, 20)) events.publish({ topic: 'products', action: 'update', id });
    if (productIds.length > 20) events.publish({ topic: 'products', action: 'update' });
  };
}

/**
 * The orders feature, composed from its seams: views (read models and who may read), checkout,
 * payment settlement, cancellations and refunds, designer lines and the admin console. Each part
 * gets only what it uses; this is the one object the routes, the admin console and the jobs see.
 */
export function createOrdersService(options: OrdersServiceOptions) {
  const { events, payments, providers = createPaymentProviders(payments), shipping, ...rest } = options;
  const lineMoveGuards: LineMoveGuard[] = [];
  const lineUndoListeners: LineUndoListener[] = [];
  const measurementsInForce: OrdersServiceDeps['measurementsInForce'] = { read: null };
  const deps: OrdersServiceDeps = { ...rest, providers, onChange: publishChanges(events), lineMoveGuards, lineUndoListeners, measurementsInForce };
  // Features that follow deliveries (fit reviews invite one) listen here; called after the change commits.
  const deliveredListeners: Array<(lineIds: string[]) => void> = [];
  const announceDelivered = (lineIds: string[]): void => {
    if (lineIds.length > 0) for (const listener of deliveredListeners) listener(lineIds);
  };

  const views = createOrderViews({ db: deps.db, secret: deps.secret, measurementsInForce, ...(deps.clock ? { clock: deps.clock } : {}) });
  const notice = createDesignerNotice(deps);
  const refunds = createCancellationsAndRefunds({ ...deps, views });
  const settlement = createPaymentSettlement({ ...deps, views, notice, refunds });
  const checkout = createCheckoutService({ ...deps, views, notice, settlement, shipping });
  const designer = createDesignerLinesService({ ...deps, views, refunds, announceDelivered });
  const admin = createAdminOrdersService({ ...deps, views, refunds, announceDelivered });
  const cash = createCodCashService({ ...deps, announceDelivered });
  const remedies = createLineRemedies(deps);
  const undo = createDispatchService(deps);

  return {
    /** Calls `listener` with the ids of lines that became delivered, after each such change. */
    onLinesDelivered(listener: (lineIds: string[]) => void): void {
      deliveredListeners.push(listener);
    },
    /** Adds a feature's say on lines moving a step (see LineMoveGuard); wired in app.ts. */
    guardLineMoves(guard: LineMoveGuard): void {
      lineMoveGuards.push(guard);
    },
    /** Adds a feature's part in undoing a line's move (production removes the shipment); wired in app.ts. */
    onLineMoveUndone(listener: LineUndoListener): void {
      lineUndoListeners.push(listener);
    },
    /** Where the measurement sheet reads the version of a line's measurements in force; wired in app.ts. */
    readMeasurementsInForce(read: MeasurementsInForce): void {
      measurementsInForce.read = read;
    },
    tokenFor: views.tokenFor,
    /** Whether a guest's token opens this order (features that show parts of an order, such as production). */
    tokenMatches: views.tokenMatches,
    /** The payment methods on offer and the currencies they charge in. */
    paymentMethods: () => paymentMethodOptions(providers),
    mailsSettled: notice.mailsSettled,

    // Shoppers
    place: checkout.place,
    get: views.get,
    listMine: views.listMine,
    cancel: refunds.cancel,
    retryPayment: settlement.retryPayment,
    verifyReturn: settlement.verifyReturn,
    webhook: settlement.webhook,

    // Designers
    designerLines: designer.designerLines,
    markLinesSeen: designer.markLinesSeen,
    setLineStatus: designer.setLineStatus,
    undoLineMove: undo.undoLineMove,
    packingSlipSource: undo.packingSlipSource,
    sheetSource: designer.sheetSource,
    /** Cash on delivery recorded at the door (the line's designer or an admin). */
    recordCash: cash.recordCash,

    // Admins
    adminList: admin.adminList,
    adminGet: admin.adminGet,
    adminSetStatus: admin.adminSetStatus,
    adminRefund: admin.adminRefund,

    // Named operations for other features (returns, payouts)
    cancelLines: refunds.cancelLines,
    refund: refunds.refund,
    /** Returns (issue 39): a line's share of the charge, a partial idempotent line refund, stock back or held, a no-charge follow-up line. */
    lineRemedies: remedies,

    // The scheduled job (server/jobs)
    expireUnpaid: refunds.expireUnpaid,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
