import { isUuid } from '../../../domain/ids';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { PaymentMethod } from '../../../domain/orders/constants';
import type { OrderView, PaymentStep } from '../../../domain/orders/types';
import { conflict, notFound } from '../../lib/errors';
import { emailWanted, notify } from '../notifications';
import { PaymentProviderError, type PaymentOutcome } from '../payments';
import type { CancellationsAndRefunds } from './cancellations-and-refunds';
import type { DesignerNotice } from './designer-notice';
import { orderConfirmationMail } from './emails';
import { canRetryPayment, greetingOf, isOnline, type Actor, type OrdersServiceDeps } from './order-support';
import { addressOf, type OrderViews } from './order-views';
import * as q from './queries';

export interface PaymentSettlementOptions extends Pick<OrdersServiceDeps, 'db' | 'providers' | 'mailer' | 'publicUrl' | 'log' | 'onChange' | 'ledger'> {
  views: OrderViews;
  notice: DesignerNotice;
  refunds: CancellationsAndRefunds;
}

/** Online payments: opening an attempt with the provider, and settling what the provider says (webhook, return, retry). */
export function createPaymentSettlement(options: PaymentSettlementOptions) {
  const { views, notice, refunds, ...deps } = options;
  const { db } = deps;

  function sendConfirmation(order: q.OrderRow, orderView: OrderView) {
    void (async () => {
      // Online orders are confirmed when paid, pay on delivery when placed: the shopper's e-mail choice for that kind decides.
      if (!(await emailWanted(db, order.userId, order.paymentStatus === 'paid' ? 'payment-confirmed' : 'order-placed'))) return;
      const greetName = await greetingOf(db, order, orderView.shippingAddress.fullName);
      const mail = orderConfirmationMail(orderView, order.locale === 'am-ET' ? 'am-ET' : 'en', deps.publicUrl, greetName);
      await deps.mailer.send({ to: order.email, ...mail });
    })().catch((error: unknown) => deps.log.error({ err: error, orderId: order.id }, 'order confirmation mail failed'));
  }

  /** Opens a payment attempt with the order's provider; the order is already committed. */
  async function startPayment(order: q.OrderRow): Promise<PaymentStep> {
    const method = order.paymentMethod as PaymentMethod;
    const provider = deps.providers.get(method);
    if (!isOnline(method)) return { method, status: order.paymentStatus, redirectUrl: null };
    if (!provider) {
      await q.setOrderFields(db, order.id, { paymentStatus: 'failed' });
      return { method, status: 'failed', redirectUrl: null };
    }
    const address = addressOf(order);
    try {
      const result = await provider.initiate({
        orderId: order.id,
        orderNumber: order.orderNumber,
        amountMinor: order.chargeAmountMinor,
        currency: order.chargeCurrency as CurrencyCode,
        email: order.email,
        fullName: address.fullName,
        phone: order.phone,
        returnUrl: `${deps.publicUrl}/api/payments/return?order=${order.id}`,
        cancelUrl: `${deps.publicUrl}/api/payments/return?order=${order.id}`,
        webhookUrl: `${deps.publicUrl}/api/payments/${method}/webhook`,
        description: `Tibeb order ${order.orderNumber}`,
        locale: order.locale === 'am-ET' ? 'am-ET' : 'en',
      });
      await q.recordPaymentEvent(db, {
        provider: method,
        eventId: `initiated:${result.reference}`,
        orderId: order.id,
        reference: result.reference,
        outcome: 'initiated',
      });
      await q.setOrderFields(db, order.id, { paymentStatus: 'pending', paymentReference: result.reference });
      return { method, status: 'pending', redirectUrl: result.redirectUrl };
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id, provider: method }, 'payment could not be started');
      await q.setOrderFields(db, order.id, { paymentStatus: 'failed' });
      return { method, status: 'failed', redirectUrl: null };
    }
  }

  /** Applies what a provider says about a payment; safe to call any number of times. */
  async function settlePayment(orderId: string, outcome: PaymentOutcome, paid: { amountMinor: number | null; currency: string | null }) {
    let confirmedOrder: q.OrderRow | null = null;
    await db.transaction(async (tx) => {
      const order = await q.orderById(tx, orderId, true);
      if (!order || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return;
      if (outcome === 'paid') {
        // A payment for another amount or currency than the order's is not this order's payment.
        const amountOk = paid.amountMinor === null || paid.amountMinor === order.chargeAmountMinor;
        const currencyOk = paid.currency === null || paid.currency.toUpperCase() === order.chargeCurrency;
        if (!amountOk || !currencyOk) {
          deps.log.error({ orderId, paid, expected: { amount: order.chargeAmountMinor, currency: order.chargeCurrency } }, 'payment amount mismatch');
          return;
        }
        await q.setOrderFields(tx, order.id, { paymentStatus: 'paid', paidAt: new Date() });
        if (deps.ledger) {
          const lines = await q.itemsOfOrderForUpdate(tx, order.id);
          await deps.ledger.paid(tx, order, lines, lines.filter((l) => l.status !== 'cancelled').map((l) => l.id));
        }
        confirmedOrder = order;
        if (order.userId) await notify(tx, { kind: 'payment-confirmed', eventId: order.id, recipients: [{ userId: order.userId, data: { orderId: order.id, orderNumber: order.orderNumber } }] });
      } else if (outcome === 'failed' && order.status === 'pending') {
        await q.setOrderFields(tx, order.id, { paymentStatus: 'failed' });
        // Once per attempt (its reference): a retried payment that fails again is told again.
        if (order.userId && order.paymentStatus !== 'failed') {
          const attempt = order.paymentReference ?? 'none';
          await notify(tx, { kind: 'payment-failed', eventId: `${order.id}:${attempt}`, recipients: [{ userId: order.userId, data: { orderId: order.id, orderNumber: order.orderNumber } }] });
        }
      }
    });
    const paidOrder = confirmedOrder as q.OrderRow | null;
    if (paidOrder) {
      // Paid after it was cancelled (the shopper paid an abandoned tab): give the money back.
      const fresh = await q.orderById(db, paidOrder.id);
      if (fresh?.status === 'cancelled') await refunds.refundIfPaid(fresh, fresh.totalMinor);
      else if (fresh) {
        sendConfirmation(fresh, await views.view(fresh));
        await notice.tellDesignersSafely(fresh, fresh.paidAt ?? new Date());
      }
    }
    deps.onChange({ orders: true, productIds: [] });
  }

  return {
    startPayment,
    sendConfirmation,

    async retryPayment(id: string, actor: Actor, token?: string): Promise<PaymentStep> {
      const order = await views.readable(id, actor, token);
      if (!canRetryPayment(order)) throw conflict('PAYMENT_NOT_RETRYABLE', 'This order does not need a payment now.');
      const step = await startPayment(order);
      deps.onChange({ orders: true, productIds: [] });
      return step;
    },

    /** The shopper is back from the provider's page: ask the provider, never trust the redirect itself. */
    async verifyReturn(id: string): Promise<void> {
      if (!isUuid(id)) return;
      const order = await q.orderById(db, id);
      if (!order || !isOnline(order.paymentMethod) || !order.paymentReference || order.paymentStatus === 'paid') return;
      const provider = deps.providers.get(order.paymentMethod as PaymentMethod);
      if (!provider) return;
      try {
        const result = await provider.verify(order.paymentReference);
        if (result.outcome !== 'pending') await settlePayment(order.id, result.outcome, result);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, orderId: id }, 'payment verification failed; the webhook will settle it');
      }
    },

    /** A signed provider notification; a replay (same event id) changes nothing. */
    async webhook(method: PaymentMethod, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ duplicate: boolean }> {
      const provider = deps.providers.get(method);
      if (!provider || !isOnline(method)) throw notFound('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.');
      const event = provider.parseWebhook(rawBody, headers);
      const orderId = await q.orderIdForReference(db, method, event.reference);
      const fresh = await q.recordPaymentEvent(db, {
        provider: method,
        eventId: event.eventId,
        orderId,
        reference: event.reference,
        outcome: event.outcome,
        payload: event.summary,
      });
      if (!fresh) return { duplicate: true };
      if (!orderId || event.outcome === 'ignored' || event.outcome === 'pending') return { duplicate: false };
      if (event.outcome === 'paid') {
        // The signature says the provider sent it; asking the provider again makes a leaked webhook secret alone not enough.
        const verified = await provider.verify(event.reference).catch(() => null);
        if (verified?.outcome !== 'paid') {
          deps.log.warn({ orderId, reference: event.reference }, 'webhook said paid but the provider does not confirm it');
          return { duplicate: false };
        }
        await settlePayment(orderId, 'paid', verified);
      } else {
        await settlePayment(orderId, 'failed', event);
      }
      return { duplicate: false };
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
