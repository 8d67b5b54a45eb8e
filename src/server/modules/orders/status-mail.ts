import { emailWanted } from '../notifications';
import { lineStatusMail } from './emails';
import { greetingOf, type OrdersServiceDeps } from './order-support';
import type * as q from './queries';

type LineChange = Parameters<typeof lineStatusMail>[0];

/** The shopper's mail about lines that moved: gathered inside the change's transaction, sent after it commits. */
export interface StatusMail {
  change: LineChange;
  to: { email: string; userId: string | null; lang: 'en' | 'am-ET' };
}

export function statusMailOf(order: q.OrderRow, productName: string, status: LineChange['status'], note: string | null): StatusMail {
  return {
    change: { orderId: order.id, orderNumber: order.orderNumber, fullName: order.fullName, productName, status, note },
    to: { email: order.email, userId: order.userId, lang: order.locale === 'am-ET' ? 'am-ET' : 'en' },
  };
}

/** Sends it without holding up the caller; a mail that fails is logged (with `context`), never thrown. */
export function sendStatusMail(deps: Pick<OrdersServiceDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>, mail: StatusMail, context: object): void {
  void (async () => {
    // Shipped and delivered have a notification kind: the shopper's e-mail choice for it decides. Other moves always mail.
    const { status } = mail.change;
    if ((status === 'shipped' || status === 'delivered') && !(await emailWanted(deps.db, mail.to.userId, status))) return;
    const fullName = await greetingOf(deps.db, mail.to, mail.change.fullName);
    await deps.mailer.send({ to: mail.to.email, ...lineStatusMail({ ...mail.change, fullName }, mail.to.lang, deps.publicUrl) });
  })().catch((error: unknown) => deps.log.error({ err: error, ...context }, 'status mail failed'));
}
