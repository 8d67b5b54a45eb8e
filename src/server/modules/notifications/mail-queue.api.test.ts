import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import { mailQueue, orders, products } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import { checkoutPayload, createTestApp, freshIp, mailsTo, type TestApp } from '../../test/test-app';

/**
 * Issue 46: the mail outbox full. The mail writer is wrapped to fail as a full disk does (ENOSPC)
 * and then to recover; the order is placed all the same, its mails wait in mail_queue, and each
 * reaches the outbox exactly once after the disk has room again.
 */
let t: TestApp;
let full = true;
let refuseWith: () => Error = () => enospc();
let refusals = 0;
/** The queue's clock: moved forward to make a retry due without waiting for it. */
let offsetMs = 0;
const guest = 'full-disk-guest@example.com';
let product: { id: string; size: string | null };

const enospc = () => Object.assign(new Error("ENOSPC: no space left on device, open '/data/outbox/mail.json.part'"), { code: 'ENOSPC', errno: -28, syscall: 'open' });

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      clock: () => new Date(Date.now() + offsetMs),
      wrapMailer: (transport: Mailer): Mailer => ({
        async send(message) {
          if (full) {
            refusals += 1;
            throw refuseWith();
          }
          await transport.send(message);
        },
      }),
    },
  );
  await t.database.db.update(products).set({ stockQuantity: 50 }).where(sql`${products.isActive} and ${products.stockQuantity} > 0`);
  const [p] = await t.database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and ${products.stockQuantity} > 0 and ${products.designerId} is not null and cardinality(${products.sizes}) > 0`)
    .limit(1);
  if (!p) throw new Error('the template has no active sized product');
  product = { id: p.id, size: p.sizes[0] ?? null };
});
afterAll(async () => {
  await t?.close();
});

const queued = async (to: string) => t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
const waitFor = async <T,>(what: string, read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
  const until = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('a full mail outbox', () => {
  it('places the order, keeps its mails and delivers each exactly once when the disk has room again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: freshIp(),
      headers: { 'idempotency-key': 'full-outbox-1' },
      payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.size }], { contact: { email: guest, phone: '+251 91 123 4567' } }) as Record<string, string>,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlaceOrderResult>();
    await t.services.orders.mailsSettled();
    expect((await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).length).toBe(1);

    // The confirmation was refused by the disk and kept, whole, for a retry in a minute.
    const [kept] = await waitFor('the confirmation in the queue', () => queued(guest), (rows) => rows.length === 1);
    expect(kept).toMatchObject({ status: 'pending', attempts: 1, subject: expect.stringContaining(order.orderNumber) as unknown });
    expect(kept!.lastError).toMatch(/^ENOSPC/);
    expect(kept!.dueAt.getTime() - kept!.createdAt.getTime()).toBe(60_000);
    expect(kept!.bodyText).toContain(order.orderNumber);
    expect(mailsTo(t.dataDir, guest)).toEqual([]);
    // The designer's new-order mail met the same disk and waits too.
    const designerMails = await waitFor('the designer mail in the queue', () => t.database.db.select().from(mailQueue), (rows) => rows.some((r) => r.toAddress !== guest));
    const waiting = designerMails.length;
    expect(waiting).toBeGreaterThanOrEqual(2);

    // Not due yet: nothing is tried.
    const tried = refusals;
    expect(await t.services.mailQueue.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(refusals).toBe(tried);

    // Due, the disk still full: tried again, kept, the next try later (5 minutes after the 2nd failure).
    offsetMs = 2 * 60_000;
    expect(await t.services.mailQueue.sendDue()).toEqual({ sent: 0, retrying: waiting, failed: 0 });
    const [again] = await queued(guest);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again!.dueAt.getTime()).toBeGreaterThan(Date.now() + offsetMs + 4 * 60_000);
    expect(mailsTo(t.dataDir, guest)).toEqual([]);

    // Room again: the next run delivers every kept mail, once, and empties the queue.
    full = false;
    offsetMs = 8 * 60_000;
    expect(await t.services.mailQueue.sendDue()).toEqual({ sent: waiting, retrying: 0, failed: 0 });
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
    const delivered = mailsTo(t.dataDir, guest);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe(kept!.subject);
    expect(delivered[0]!.text).toBe(kept!.bodyText);

    // Later runs (and a replay of the order's key) send nothing more.
    offsetMs = 60 * 60_000;
    expect(await t.services.mailQueue.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: freshIp(),
      headers: { 'idempotency-key': 'full-outbox-1' },
      payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.size }], { contact: { email: guest, phone: '+251 91 123 4567' } }) as Record<string, string>,
    });
    expect(replay.statusCode).toBe(200);
    expect(mailsTo(t.dataDir, guest)).toHaveLength(1);
  });

  it('sends at once, without the queue, while the disk has room', async () => {
    full = false;
    await t.app.mailer.send({ to: 'roomy@example.com', subject: 'Hello', text: 'Room enough' });
    expect(mailsTo(t.dataDir, 'roomy@example.com')).toHaveLength(1);
    expect(await queued('roomy@example.com')).toEqual([]);
  });

  it('does not queue a mail an SMTP server refuses for good (5xx): the caller hears of it, as before', async () => {
    full = true;
    refuseWith = () => Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    await expect(t.app.mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Anyone?' })).rejects.toThrow('550');
    expect(await queued('nobody@example.com')).toEqual([]);
  });
});
