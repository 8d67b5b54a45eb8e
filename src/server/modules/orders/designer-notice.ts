import type { PaymentMethod } from '../../../domain/orders/constants';
import { readyByDate } from '../../../domain/orders/ready-by';
import { mailGreetingName } from '../../../domain/security';
import { designerNewOrderMail, type DesignerMailLine } from './emails';
import type { OrdersServiceDeps } from './order-support';
import { addressOf, measurementView } from './order-views';
import * as q from './queries';
import { emailWanted, notify, type NotificationEvent } from '../notifications';

/** The new-order notification: one recipient per designer of the claimed lines. */
function newOrderEvent(order: q.OrderRow, lines: q.ClaimedLine[]): NotificationEvent {
  const counts = new Map<string, { count: number; name: string }>();
  for (const line of lines) {
    const id = line.item.designerId;
    if (!id) continue;
    const seen = counts.get(id);
    counts.set(id, { count: (seen?.count ?? 0) + line.item.quantity, name: line.designerName ?? line.item.designerName ?? '' });
  }
  return {
    kind: 'new-order',
    eventId: order.id,
    recipients: [...counts].map(([userId, v]) => ({ userId, data: { orderId: order.id, orderNumber: order.orderNumber, count: String(v.count), name: v.name } })),
  };
}

/** Mails each designer the lines of a new order that are theirs, once per line. */
export function createDesignerNotice(deps: Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>) {
  const { db } = deps;
  // Designers' mails still being handed to the mailer: the request does not wait for them, a test may (mailsSettled).
  const mailsInFlight = new Set<Promise<void>>();
  const track = (sending: Promise<void>): void => {
    mailsInFlight.add(sending);
    void sending.finally(() => mailsInFlight.delete(sending));
  };

  /**
   * Tells each designer of an order about their lines, once: the lines are claimed (marked told,
   * ready-by fixed) in one transaction, so a replayed webhook or a second settlement finds nothing
   * left to claim and mails nobody. `start` is when the designer's clock starts: the order's
   * placement (pay on delivery) or its payment (online). A mail that fails is logged, not retried:
   * the line still shows as new in the studio.
   */
  async function tellDesigners(order: q.OrderRow, start: Date): Promise<void> {
    const claimed = await db.transaction(async (tx) => {
      const lines = await q.claimDesignerNotice(tx, order.id, new Date());
      for (const line of lines) {
        const readyBy = readyByDate(start, line.fulfilment, line.productionDays);
        await q.setReadyBy(tx, line.item.id, readyBy);
        line.item.readyBy = readyBy;
      }
      // Each designer hears of their lines by Telegram or SMS too, in the same transaction as the claim (the e-mail below stays).
      await notify(tx, newOrderEvent(order, lines));
      return lines;
    });
    const byDesigner = new Map<string, q.ClaimedLine[]>();
    for (const line of claimed) {
      const key = line.item.designerId ?? '';
      byDesigner.set(key, [...(byDesigner.get(key) ?? []), line]);
    }
    const address = addressOf(order);
    for (const lines of byDesigner.values()) {
      const first = lines[0];
      if (!first?.designerEmail) continue;
      const mailLines: DesignerMailLine[] = lines.map((l) => ({
        productName: l.item.productName,
        quantity: l.item.quantity,
        size: l.item.size,
        includeMeasurements: l.item.includeMeasurements,
        measurements: measurementView(l.measurements),
        readyBy: l.item.readyBy ?? '',
      }));
      const mail = designerNewOrderMail(
        { orderNumber: order.orderNumber, paymentMethod: order.paymentMethod as PaymentMethod, city: address.city, country: address.country, deliveryNotes: order.deliveryNotes },
        // The designer's own account address, and a name an admin approved; still never a link-shaped one.
        mailGreetingName(first.designerName ?? first.item.designerName, true),
        mailLines,
        first.designerLanguage === 'am-ET' ? 'am-ET' : 'en',
        deps.publicUrl,
      );
      const to = first.designerEmail;
      track(
        // The designer's e-mail choice for new orders decides (decision 044 as amended).
        emailWanted(db, first.item.designerId, 'new-order')
          .then((wanted) => (wanted ? deps.mailer.send({ to, ...mail }) : undefined))
          .catch((error: unknown) => deps.log.error({ err: error, orderId: order.id, designerId: first.item.designerId }, 'designer order mail failed')),
      );
    }
  }

  return {
    /** Telling the designers must not undo an order that is already placed or paid: a failure is logged. */
    async tellDesignersSafely(order: q.OrderRow, start: Date): Promise<void> {
      try {
        await tellDesigners(order, start);
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, 'designers could not be told of an order');
      }
    },

    /** Resolves once the designers' mails sent so far have reached the mailer (tests read the outbox after it). */
    async mailsSettled(): Promise<void> {
      while (mailsInFlight.size > 0) await Promise.allSettled([...mailsInFlight]);
    },
  };
}

export type DesignerNotice = ReturnType<typeof createDesignerNotice>;
