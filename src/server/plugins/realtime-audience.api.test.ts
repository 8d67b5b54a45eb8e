import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkoutPayload, createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 35, item 12: the change-event stream of a guest carried the ids of unpublished drafts
 * (products, product_images and size_charts events). Events of drafts reach their designer and
 * admins only; a product's events reach everyone while it is published, and when it leaves the shop.
 */
let t: TestApp;
let selam: Session;
let hirut: Session;
let admin: Session;
let shopper: Session;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  shopper = await signUp(t.app);
  categoryId = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string; slug: string }[] }>().items.find((c) => c.slug === 'habesha-kemis')!.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const draftForm = {
  name: 'Secret kemis',
  nameAm: null,
  description: 'Not shown to anyone yet.',
  categoryId: '',
  region: 'Amhara',
  priceMinor: 18_000,
  originalPriceMinor: null,
  stockQuantity: 4,
  sizes: ['S', 'M'],
  careInstructions: 'Hand wash cold.',
  fulfilment: 'made_to_measure',
  productionDays: 14,
  status: 'draft',
};
const chart = { category: 'women', name: 'Draft cut', waistDefinition: 'waist at the navel', sizes: [{ label: 'S', ranges: { bust_cm: [80, 88], waist_cm: [70, 78] } }] };

/**
 * Opens one change stream per viewer, runs `act` once all are connected, then publishes a marker
 * and reads each stream up to it: what a viewer got before the marker is all it heard of `act`.
 */
/** A viewer: an account's session, nobody (null), or a guest holding an order's link (`order` and `token` in the stream's address). */
type Viewer = Session | null | { order: string; token: string };

async function heard(viewers: Record<string, Viewer>, act: () => Promise<void>): Promise<Record<string, string>> {
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const marker = `marker-${Math.random().toString(36).slice(2)}`;
  const streams = await Promise.all(
    Object.entries(viewers).map(async ([name, who]) => {
      const controller = new AbortController();
      const link = who && 'order' in who ? `&order=${encodeURIComponent(who.order)}&token=${encodeURIComponent(who.token)}` : '';
      const cookie: Record<string, string> = who && 'cookie' in who ? { cookie: who.cookie } : {};
      const res = await fetch(`http://127.0.0.1:${port}/api/realtime?topics=products,product_images,size_charts,exchange_rates,messages${link}`, { signal: controller.signal, headers: cookie });
      const reader = res.body!.getReader();
      // The stream is open once its first bytes (the 'connected' comment) arrive.
      let text = new TextDecoder().decode((await reader.read()).value);
      return { name, controller, reader, read: async () => {
        while (!text.includes(marker)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        controller.abort();
        return text;
      } };
    }),
  );
  await act();
  t.app.events.publish({ topic: 'exchange_rates', action: 'update', id: marker });
  const out: Record<string, string> = {};
  for (const s of streams) out[s.name] = await s.read();
  return out;
}

describe('change events of drafts (issue 35, item 12)', () => {
  it('reach the draft’s designer and admins, never a guest, a shopper or another designer', async () => {
    let id = '';
    const got = await heard({ guest: null, shopper, hirut, selam, admin }, async () => {
      const res = await call(selam, { method: 'POST', url: '/api/studio/products', payload: { ...draftForm, categoryId } });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json<{ product: { id: string } }>().product.id;
      const sized = await call(selam, { method: 'PUT', url: `/api/products/${id}/size-chart`, payload: chart });
      expect(sized.statusCode, sized.body).toBe(200);
      const priced = await call(selam, { method: 'PATCH', url: `/api/products/${id}`, payload: { priceMinor: 19_000 } });
      expect(priced.statusCode, priced.body).toBe(204);
    });
    for (const who of ['guest', 'shopper', 'hirut']) expect(got[who], who).not.toContain(id);
    for (const who of ['selam', 'admin']) {
      expect(got[who], who).toContain(`{"topic":"products","action":"insert","id":"${id}"`);
      expect(got[who], who).toContain(`{"topic":"product_images","action":"update","id":"${id}"`);
      expect(got[who], who).toContain(`{"topic":"size_charts","action":"update","id":"${id}"`);
    }
    // Deleting the draft is its designer's business too.
    const gone = await heard({ guest: null, selam }, async () => {
      expect((await call(selam, { method: 'DELETE', url: `/api/studio/products/${id}` })).statusCode).toBeLessThan(300);
    });
    expect(gone.guest).not.toContain(id);
    expect(gone.selam).toContain(`{"topic":"products","action":"delete","id":"${id}"`);
  });

  it('of a published product reach everyone, and so does its leaving the shop', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: { id: string }[] }>();
    const id = list.items[0]!.id;
    const hidden = await heard({ guest: null }, async () => {
      expect((await call(admin, { method: 'POST', url: `/api/admin/products/${id}/hidden`, payload: { hidden: true } })).statusCode).toBe(200);
    });
    expect(hidden.guest).toContain(`"topic":"products","action":"update","id":"${id}"`);
    // Hidden, it is no longer the public's: a change to it stays with its designer and admins.
    const quiet = await heard({ guest: null, admin }, async () => {
      expect((await call(admin, { method: 'PATCH', url: `/api/products/${id}`, payload: { stockQuantity: 7 } })).statusCode).toBe(204);
    });
    expect(quiet.guest).not.toContain(id);
    expect(quiet.admin).toContain(`"id":"${id}"`);
    const back = await heard({ guest: null }, async () => {
      expect((await call(admin, { method: 'POST', url: `/api/admin/products/${id}/hidden`, payload: { hidden: false } })).statusCode).toBe(200);
    });
    expect(back.guest).toContain(`"topic":"products","action":"update","id":"${id}"`);
  });
});

describe('change events of order conversations (issue 38)', () => {
  it("reach the thread's shopper and designer and admins, never a guest, another shopper or the other designer", async () => {
    const otherShopper = await signUp(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?designer=selam-tesfaye&pageSize=48' })).json<{ items: { id: string; stockQuantity: number; sizes: string[] }[] }>();
    const product = list.items.find((p) => p.stockQuantity > 5)!;
    const placed = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ order: { id: string } }>().order.id;
    const thread = (await call(shopper, { method: 'GET', url: `/api/orders/${orderId}/message-threads` })).json<{ threads: { id: string }[] }>().threads[0]!.id;
    const got = await heard({ guest: null, shopper, otherShopper, selam, hirut, admin }, async () => {
      const sent = await call(shopper, { method: 'POST', url: `/api/message-threads/${thread}/messages`, payload: { body: 'Is it ready?' } });
      expect(sent.statusCode, sent.body).toBe(201);
    });
    for (const who of ['guest', 'otherShopper', 'hirut']) expect(got[who], who).not.toContain(thread);
    for (const who of ['shopper', 'selam', 'admin']) expect(got[who], who).toContain(`"topic":"messages","action":"insert","id":"${thread}"`);
  });

  it("reach a guest who holds the order's link, live, and never one with a wrong token or another order's", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?designer=selam-tesfaye&pageSize=48' })).json<{ items: { id: string; stockQuantity: number; sizes: string[] }[] }>();
    const product = list.items.find((p) => p.stockQuantity > 5)!;
    const place = async () => {
      const res = await call(null, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }]) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ order: { id: string } }>().order.id;
    };
    const [orderId, otherOrderId] = [await place(), await place()];
    const token = t.services.orders.tokenFor(orderId);
    const thread = (await call(null, { method: 'GET', url: `/api/orders/${orderId}/message-threads`, headers: { 'x-order-token': token } })).json<{ threads: { id: string }[] }>().threads[0]!.id;
    const got = await heard(
      {
        guest: { order: orderId, token },
        wrongToken: { order: orderId, token: t.services.orders.tokenFor(otherOrderId) },
        otherOrder: { order: otherOrderId, token: t.services.orders.tokenFor(otherOrderId) },
        nobody: null,
        selam,
        hirut,
      },
      async () => {
        const sent = await call(selam, { method: 'POST', url: `/api/message-threads/${thread}/messages`, payload: { body: 'Your kemis is ready.' } });
        expect(sent.statusCode, sent.body).toBe(201);
      },
    );
    for (const who of ['guest', 'selam']) expect(got[who], who).toContain(`"topic":"messages","action":"insert","id":"${thread}"`);
    for (const who of ['wrongToken', 'otherOrder', 'nobody', 'hirut']) expect(got[who], who).not.toContain(thread);
  });
});
