import { createHash, randomInt } from 'node:crypto';
import { isUuid } from '../../../domain/ids';
import { CURRENCIES, type CurrencyCode } from '../../../domain/money/currency';
import type { PaymentMethod } from '../../../domain/orders/constants';
import { chargeAmountFor, chargeCurrencyFor } from '../../../domain/orders/payment-currency';
import { planOrderLines, priceOrder } from '../../../domain/orders/plan-lines';
import type { CheckoutRequest } from '../../../domain/orders/schemas';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import { buildAiMeasurementRecord } from '../../../domain/sizing/attachment';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { DesignerNotice } from './designer-notice';
import { isOnline, type Actor, type OrdersServiceDeps } from './order-support';
import type { OrderViews } from './order-views';
import type { PaymentSettlement } from './payment-settlement';
import * as q from './queries';
import { notify } from '../notifications';
import type { ShippingService } from '../shipping';

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** TB-YYMMDD-XXXXXX: readable on the phone, 32^6 per day so collisions are not a practical concern. */
export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `TB-${day}-${tail}`;
}

function hashRequest(input: CheckoutRequest, userId: string | null): string {
  return createHash('sha256').update(JSON.stringify([userId, input])).digest('hex');
}

export interface CheckoutServiceOptions extends Pick<OrdersServiceDeps, 'db' | 'providers' | 'onChange' | 'ledger'> {
  views: OrderViews;
  notice: DesignerNotice;
  settlement: PaymentSettlement;
  /** Prices each designer's parcel by the destination's zone: the same code as the page's quote (issue 40). */
  shipping: Pick<ShippingService, 'quoteLines'>;
}

/**
 * Placing an order: the lines are planned (domain/orders/plan-lines) against the locked products,
 * their parcels quoted by the destination's zone from those same locked rows, the totals checked
 * against what the page showed, and the order, its lines, parcels and measurements written with
 * the stock in one transaction; the same Idempotency-Key always answers the same order. Payment
 * and the designers' mails follow.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { views, notice, settlement, shipping, ...deps } = options;
  const { db } = deps;

  async function displayRate(code: CurrencyCode): Promise<number> {
    if (code === 'USD') return 1;
    return (await q.rateFor(db, code)) ?? CURRENCIES[code].fallbackRate;
  }

  async function replay(existing: q.OrderRow, requestHash: string, actor: Actor): Promise<PlaceOrderResult> {
    if (existing.requestHash !== requestHash) {
      throw conflict('IDEMPOTENCY_KEY_REUSED', 'This checkout was already used for a different order. Reload the page to start a new one.');
    }
    const orderView = await views.view(existing);
    return {
      order: orderView,
      accessToken: actor.userId ? null : views.tokenFor(existing.id),
      payment: { method: existing.paymentMethod as PaymentMethod, status: existing.paymentStatus, redirectUrl: null },
    };
  }

  return {
    async place(input: CheckoutRequest, idempotencyKey: string, actor: Actor): Promise<{ result: PlaceOrderResult; replayed: boolean }> {
      const requestHash = hashRequest(input, actor.userId);
      const scopedKey = `${actor.userId ?? 'guest'}:${idempotencyKey}`;
      const existing = await q.orderByKey(db, scopedKey);
      if (existing) return { result: await replay(existing, requestHash, actor), replayed: true };

      if (!deps.providers.has(input.paymentMethod)) {
        throw badRequest('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.', { paymentMethod: ['PAYMENT_METHOD_UNAVAILABLE'] });
      }
      const guest = actor.userId === null;
      if (input.includeMeasurements && guest && !input.measurementConsent) {
        throw badRequest('MEASUREMENT_CONSENT_REQUIRED', 'Please agree to share your measurements with the designer, or untick "Include my measurements".', {
          measurementConsent: ['MEASUREMENT_CONSENT_REQUIRED'],
        });
      }

      const rate = await displayRate(input.currency);
      const chargeCurrency = chargeCurrencyFor(input.paymentMethod, input.currency, input.shipping.country);
      const chargeRate = chargeCurrency === input.currency ? rate : await displayRate(chargeCurrency);
      // The order keeps every rate it was placed at (the designers' payout currencies convert at these).
      const lockedRates = { ...(await q.allRates(db)), USD: 1, [input.currency]: rate, [chargeCurrency]: chargeRate };
      const now = new Date();

      let order: q.OrderRow;
      let productIds: string[] = [];
      try {
        order = await db.transaction(async (tx) => {
          const ids = [...new Set(input.lines.map((l) => l.productId).filter(isUuid))];
          const found = new Map((await q.lockProducts(tx, ids)).map((p) => [p.id, p]));
          const plan = planOrderLines(input, found);
          if (!plan.ok) throw new AppError(409, plan.refusal.code, plan.refusal.message, plan.refusal.fields);
          const { lines, wanted } = plan;
          // 422 SHIPPING_UNAVAILABLE / PARCEL_TOO_HEAVY from here roll back before anything is written.
          const quote = await shipping.quoteLines(
            tx,
            { country: input.shipping.country, city: input.shipping.city },
            lines.map((l) => ({
              productId: l.product.id,
              designerId: l.product.designerId,
              designerName: l.product.designerName,
              quantity: l.line.quantity,
              unitPriceUsdMinor: l.product.priceMinor,
              weightGrams: l.product.shippingWeightGrams,
              fulfilment: l.product.fulfilment,
              productionDays: l.product.productionDays,
            })),
          );
          const priced = priceOrder(plan.subtotal, quote.shippingUsdMinor, input);
          if (!priced.ok) throw new AppError(409, priced.refusal.code, priced.refusal.message, priced.refusal.fields);
          const { totals } = priced;
          // Each line: the designer's own price in her currency and the USD figure the totals add up.
          const charged = lines.map((l) => ({ currency: l.product.currency, unitPriceMinor: l.product.ownPriceMinor, unitPriceUsdMinor: l.product.priceMinor, quantity: l.line.quantity }));

          const created = await q.insertOrder(tx, {
            orderNumber: newOrderNumber(now),
            userId: actor.userId,
            email: input.contact.email,
            phone: input.contact.phone,
            fullName: input.shipping.fullName,
            shippingAddress: input.shipping as unknown as Record<string, string>,
            deliveryNotes: input.deliveryNotes ?? null,
            paymentMethod: input.paymentMethod,
            paymentStatus: 'unpaid',
            currency: 'USD',
            displayCurrency: input.currency,
            exchangeRate: rate,
            subtotalMinor: totals.subtotal,
            shippingMinor: totals.shipping,
            totalMinor: totals.total,
            idempotencyKey: scopedKey,
            requestHash,
            chargeCurrency,
            chargeAmountMinor: chargeAmountFor(charged, totals.shipping, chargeCurrency, () => chargeRate),
            lockedRates,
            measurementConsent: guest ? input.measurementConsent : input.includeMeasurements,
            locale: input.locale,
          });
          await q.insertParcels(
            tx,
            quote.parcels.map((p, position) => ({
              orderId: created.id,
              designerId: p.designerId,
              position,
              zoneId: p.zone.id,
              zoneNameEn: p.zone.nameEn,
              zoneNameAm: p.zone.nameAm,
              weightGrams: p.weightGrams,
              rateUsdMinor: p.rateUsdMinor,
              feeUsdMinor: p.priceUsdMinor,
              free: p.free,
              transitMinDays: p.transitMinDays,
              transitMaxDays: p.transitMaxDays,
              carriers: p.carriers,
              readyEarliest: p.ready.earliest,
              readyLatest: p.ready.latest,
              arrivalEarliest: p.arrival.earliest,
              arrivalLatest: p.arrival.latest,
            })),
          );
          for (const [productId, quantity] of wanted) await q.decrementStock(tx, productId, quantity);
          const designerIds = [...new Set(lines.flatMap((l) => (l.product.designerId ? [l.product.designerId] : [])))];
          const terms = deps.ledger ? await deps.ledger.commissionTerms(tx, designerIds) : new Map<string, never>();
          const items = await q.insertItems(
            tx,
            lines.map((l) => ({
              orderId: created.id,
              productId: l.product.id,
              designerId: l.product.designerId,
              productName: l.product.name,
              productImageUrl: l.product.imageUrl,
              designerName: l.product.designerName,
              unitPriceMinor: l.product.ownPriceMinor,
              currency: l.product.currency,
              unitPriceUsdMinor: l.product.priceMinor,
              quantity: l.line.quantity,
              size: l.size,
              includeMeasurements: l.measurements !== undefined,
              commissionRateBp: l.product.designerId ? (terms.get(l.product.designerId)?.rateBp ?? null) : null,
              commissionMinMinor: l.product.designerId ? (terms.get(l.product.designerId)?.minMinor ?? null) : null,
              commissionMaxMinor: l.product.designerId ? (terms.get(l.product.designerId)?.maxMinor ?? null) : null,
            })),
          );
          await q.insertMeasurements(
            tx,
            lines.flatMap((l, i) => {
              const item = items[i];
              if (!l.measurements || !item) return [];
              const record = buildAiMeasurementRecord({ ...l.measurements, heightInput: l.measurements.heightInput ?? null }, actor.userId ?? 'guest', now);
              return [
                {
                  orderItemId: item.id,
                  productId: l.product.id,
                  userId: actor.userId,
                  source: record.source,
                  metrics: record.measurements.metric as Record<string, number>,
                  metricsLocale: input.locale,
                  confidence: record.confidence,
                  measurements: record as unknown as Record<string, unknown>,
                  category: record.category,
                  sizeRecommendation: (record.sizeRecommendation ?? null) as Record<string, unknown> | null,
                  metadata: { capturedAt: record.timestamp, fit: record.fit ?? null },
                },
              ];
            }),
          );
          await q.insertEvents(tx, [{ orderId: created.id, orderItemId: null, fromStatus: null, toStatus: 'pending', actorUserId: actor.userId, note: null }]);
          // A signed-in shopper hears of it on the channels they chose (the confirmation e-mail stays the order feature's).
          if (actor.userId) await notify(tx, { kind: 'order-placed', eventId: created.id, recipients: [{ userId: actor.userId, data: { orderId: created.id, orderNumber: created.orderNumber } }] });
          productIds = [...wanted.keys()];
          return created;
        });
      } catch (error) {
        // Two tabs sent the same key at once: the loser's transaction rolled back; answer with the winner's order.
        if (pgCode(error) === UNIQUE_VIOLATION) {
          const winner = await q.orderByKey(db, scopedKey);
          if (winner) return { result: await replay(winner, requestHash, actor), replayed: true };
        }
        throw error;
      }

      deps.onChange({ orders: true, productIds });
      const payment = await settlement.startPayment(order);
      const fresh = (await q.orderById(db, order.id)) ?? order;
      const orderView = await views.view(fresh);
      if (!isOnline(fresh.paymentMethod)) {
        settlement.sendConfirmation(fresh, orderView);
        await notice.tellDesignersSafely(fresh, fresh.createdAt);
      }
      return { result: { order: orderView, accessToken: actor.userId ? null : views.tokenFor(order.id), payment }, replayed: false };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
