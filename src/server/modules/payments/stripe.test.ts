import { describe, expect, it } from 'vitest';
import { createStripeFake, type StripeFake } from '../../../../tests/fakes/stripe-fake';
import { appErrorOf, createProviderErrorLog, useProviderFake, type WebhookReceiver } from '../../../../tests/fakes/provider-harness';
import type { PaymentInitiation, PaymentProvider } from './provider';
import { createStripeProvider, parseStripeSignature } from './stripe';

const SECRET_KEY = 'sk_test_s3cr3t_stripe_key_0123456789';
const WEBHOOK_SECRET = 'whsec_s3cr3t_stripe_hook_9876543210';

const payment = (over: Partial<PaymentInitiation> = {}): PaymentInitiation => ({
  orderId: '5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69',
  orderNumber: 'TB-2002',
  amountMinor: 4999,
  currency: 'USD',
  email: 'selam@example.com',
  fullName: 'Selam Tesfaye',
  phone: null,
  returnUrl: 'http://shop.test/api/payments/return?order=5f0c6a4e',
  cancelUrl: 'http://shop.test/checkout?payment=cancelled',
  webhookUrl: 'http://shop.test/api/payments/stripe/webhook',
  description: 'Habesha kemis',
  locale: 'en',
  ...over,
});

describe('Stripe provider against the local fake', () => {
  let receiver: WebhookReceiver;
  const fake: StripeFake = createStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  let stripe: PaymentProvider;
  const { expectProviderError, expectNoSecretLeaked } = createProviderErrorLog('stripe', [SECRET_KEY, WEBHOOK_SECRET]);

  useProviderFake(fake, '/api/payments/stripe/webhook', (apiUrl, started) => {
    receiver = started;
    fake.setWebhookUrl(started.url);
    stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl });
  });

  describe('initiate', () => {
    it('creates a Checkout Session with the documented form fields', async () => {
      const before = Math.floor(Date.now() / 1000);
      const result = await stripe.initiate(payment());
      expect(result.reference).toMatch(/^cs_test_/);
      expect(result.redirectUrl).toBe(`${fake.url}/pay/${result.reference}`);

      const request = fake.requests().at(-1);
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/checkout/sessions');
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request?.headers['idempotency-key']).toMatch(/^5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69-[0-9a-f]{12}$/);
      const form = new URLSearchParams(request?.body);
      expect(Object.fromEntries(form)).toMatchObject({
        mode: 'payment',
        success_url: 'http://shop.test/api/payments/return?order=5f0c6a4e',
        cancel_url: 'http://shop.test/checkout?payment=cancelled',
        customer_email: 'selam@example.com',
        client_reference_id: '5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69',
        'metadata[order_id]': '5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '4999',
        'line_items[0][price_data][product_data][name]': 'Tibeb order TB-2002',
        'line_items[0][quantity]': '1',
        locale: 'en',
      });
      // The hosted page closes with the order's unpaid TTL (an hour), not Stripe's 24 h default.
      const expiresAt = Number(form.get('expires_at'));
      expect(expiresAt - before).toBeGreaterThanOrEqual(3600);
      expect(expiresAt - before).toBeLessThanOrEqual(3602);
      expect(fake.session(result.reference)?.amount_total).toBe(4999);
    });

    it("lets Stripe follow the browser's language for Amharic shoppers", async () => {
      await stripe.initiate(payment({ locale: 'am-ET' }));
      expect(new URLSearchParams(fake.requests().at(-1)?.body).get('locale')).toBe('auto');
    });

    it('charges other currencies exactly, in lowercase ISO codes', async () => {
      const { reference } = await stripe.initiate(payment({ currency: 'AED', amountMinor: 18345 }));
      expect(fake.session(reference)).toMatchObject({ currency: 'aed', amount_total: 18345 });
    });

    it('refuses birr without calling Stripe', async () => {
      const before = fake.requests().length;
      await expectProviderError(stripe.initiate(payment({ currency: 'ETB', amountMinor: 600000 })));
      expect(fake.requests().length).toBe(before);
    });

    it('turns a provider 500 into PaymentProviderError', async () => {
      fake.failNext(500);
      const err = await expectProviderError(stripe.initiate(payment()));
      expect(err.message).toContain('HTTP 500');
    });

    it('retries a dropped connection once with the same Idempotency-Key', async () => {
      fake.failNext(0);
      const before = fake.requests().length;
      const result = await stripe.initiate(payment());
      const [dropped, retried] = fake.requests().slice(before);
      expect(retried?.headers['idempotency-key']).toBe(dropped?.headers['idempotency-key']);
      expect(fake.session(result.reference)).toBeDefined();
    });

    it('gives up with PaymentProviderError when the network stays down', async () => {
      fake.failNext(0);
      fake.failNext(0);
      await expectProviderError(stripe.initiate(payment()));
    });

    it('turns a rejected key (401) into PaymentProviderError without the key', async () => {
      const wrongKey = 'sk_test_wrong_key_shhh_0000000000';
      const other = createStripeProvider({ secretKey: wrongKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
      const err = await expectProviderError(other.initiate(payment()));
      expect(err.message).toContain('HTTP 401');
      expect(err.message).not.toContain(wrongKey);
    });
  });

  describe('verify', () => {
    it('reports an open session as pending, a paid one as paid, with exact cents', async () => {
      const { reference } = await stripe.initiate(payment());
      await expect(stripe.verify(reference)).resolves.toEqual({ outcome: 'pending', reference, amountMinor: 4999, currency: 'USD' });
      await fake.settle(reference, 'paid', { sendWebhook: false });
      await expect(stripe.verify(reference)).resolves.toEqual({ outcome: 'paid', reference, amountMinor: 4999, currency: 'USD' });
    });

    it('reports an expired session as failed', async () => {
      const { reference } = await stripe.initiate(payment());
      await fake.settle(reference, 'failed', { sendWebhook: false });
      await expect(stripe.verify(reference)).resolves.toMatchObject({ outcome: 'failed' });
    });

    it('turns an unknown session (404) and a 502 into PaymentProviderError', async () => {
      await expectProviderError(stripe.verify('cs_test_missing'));
      const { reference } = await stripe.initiate(payment());
      fake.failNext(502);
      await expectProviderError(stripe.verify(reference));
    });
  });

  describe('webhooks', () => {
    it('delivers checkout.session.completed, parsed as paid', async () => {
      const { reference } = await stripe.initiate(payment());
      const sent = await fake.settle(reference, 'paid');
      expect(sent.deliveredStatus).toBe(200);
      const delivered = receiver.received[0];
      expect(delivered?.body).toBe(sent.body);
      const event = stripe.parseWebhook(Buffer.from(delivered?.body ?? ''), delivered?.headers ?? {});
      expect(event).toMatchObject({ reference, outcome: 'paid', amountMinor: 4999, currency: 'USD' });
      expect(event.eventId).toMatch(/^evt_test_/);
      expect(event.eventId).toBe((JSON.parse(sent.body) as { id: string }).id);
      expect(event.summary).toMatchObject({ type: 'checkout.session.completed', session: reference, payment_status: 'paid' });
    });

    it('maps a replay to the same event id', async () => {
      const { reference } = await stripe.initiate(payment());
      await fake.settle(reference, 'paid', { sendWebhook: false });
      const last = fake.lastWebhook();
      const first = stripe.parseWebhook(Buffer.from(last?.body ?? ''), last?.headers ?? {});
      const replay = stripe.parseWebhook(Buffer.from(last?.body ?? ''), { ...(last?.headers ?? {}) });
      expect(replay.eventId).toBe(first.eventId);
    });

    it('maps every Checkout event the orders service cares about', async () => {
      const { reference } = await stripe.initiate(payment());
      const session = { ...fake.session(reference), fake: undefined };
      const outcomeOf = (type: string, object: unknown) => {
        const body = fake.eventBody(type, object);
        return stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': fake.sign(body) }).outcome;
      };
      expect(outcomeOf('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' })).toBe('pending');
      expect(outcomeOf('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })).toBe('paid');
      expect(outcomeOf('checkout.session.async_payment_failed', session)).toBe('failed');
      expect(outcomeOf('checkout.session.expired', { ...session, status: 'expired' })).toBe('failed');
      expect(outcomeOf('payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' })).toBe('ignored');
    });

    it('accepts any matching v1 among several (secret rotation)', async () => {
      const body = fake.eventBody('checkout.session.expired', { id: 'cs_test_x', status: 'expired' });
      const t = Math.floor(Date.now() / 1000);
      const good = fake.sign(body, { timestamp: t }).split('v1=')[1];
      const stale = fake.sign(body, { timestamp: t, secret: 'whsec_old' }).split('v1=')[1];
      const header = `t=${t},v1=${stale},v1=${good},v0=ignored`;
      expect(stripe.parseWebhook(Buffer.from(body), { 'Stripe-Signature': header }).outcome).toBe('failed');
    });

    describe('refuses with WEBHOOK_SIGNATURE_INVALID', () => {
      const body = JSON.stringify({
        id: 'evt_test_1',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_1', payment_status: 'paid', amount_total: 4999, currency: 'usd' } },
      });
      const code = (b: string, headers: Record<string, string>, now?: Date) => appErrorOf(() => stripe.parseWebhook(Buffer.from(b), headers, now)).code;

      it('a signature made with another secret', () => {
        const err = appErrorOf(() => stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': fake.sign(body, { secret: 'whsec_guess' }) }));
        expect([err.statusCode, err.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
      });

      it('a missing or malformed header', () => {
        expect(code(body, {})).toBe('WEBHOOK_SIGNATURE_INVALID');
        expect(code(body, { 'stripe-signature': 'v1=abc' })).toBe('WEBHOOK_SIGNATURE_INVALID');
        expect(code(body, { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)}` })).toBe('WEBHOOK_SIGNATURE_INVALID');
      });

      it('a tampered body under a genuine signature', () => {
        const header = fake.sign(body);
        expect(code(body.replace('4999', '1'), { 'stripe-signature': header })).toBe('WEBHOOK_SIGNATURE_INVALID');
      });

      it('a signature older (or newer) than 300 s: Stripe replay protection', () => {
        const now = new Date();
        const t = Math.floor(now.getTime() / 1000);
        expect(code(body, { 'stripe-signature': fake.sign(body, { timestamp: t - 301 }) }, now)).toBe('WEBHOOK_SIGNATURE_INVALID');
        expect(code(body, { 'stripe-signature': fake.sign(body, { timestamp: t + 301 }) }, now)).toBe('WEBHOOK_SIGNATURE_INVALID');
        expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': fake.sign(body, { timestamp: t - 300 }) }, now).outcome).toBe('paid');
      });

      it('a genuine delivery replayed later', async () => {
        const { reference } = await stripe.initiate(payment());
        const sent = await fake.settle(reference, 'paid', { sendWebhook: false });
        const later = new Date(Date.now() + 10 * 60 * 1000);
        expect(code(sent.body, sent.headers, later)).toBe('WEBHOOK_SIGNATURE_INVALID');
      });
    });

    it('refuses a correctly signed body it cannot read with WEBHOOK_INVALID', () => {
      for (const body of ['not json', '[]', '{"type":"checkout.session.completed"}', '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"payment_status":"paid"}}}']) {
        expect(appErrorOf(() => stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': fake.sign(body) })).code).toBe('WEBHOOK_INVALID');
      }
    });
  });

  describe('hosted page (what a browser journey clicks)', () => {
    it('Pay sends the webhook, then 303s to success_url', async () => {
      const { reference, redirectUrl } = await stripe.initiate(payment());
      const html = await (await fetch(redirectUrl ?? '')).text();
      expect(html).toContain('id="fake-pay"');
      expect(html).toContain('id="fake-fail"');
      expect(html).toContain('49.99 USD');
      const paid = await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://shop.test/api/payments/return?order=5f0c6a4e');
      expect(receiver.received).toHaveLength(1);
      await expect(stripe.verify(reference)).resolves.toMatchObject({ outcome: 'paid' });
    });

    it('Fail shows "Payment declined" with a link back to cancel_url, and expires the session', async () => {
      const { reference, redirectUrl } = await stripe.initiate(payment());
      const failed = await fetch(`${redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
      expect(failed.status).toBe(200);
      const html = await failed.text();
      expect(html).toContain('Payment declined');
      expect(html).toContain('href="http://shop.test/checkout?payment=cancelled"');
      const delivered = receiver.received[0];
      expect(stripe.parseWebhook(Buffer.from(delivered?.body ?? ''), delivered?.headers ?? {}).outcome).toBe('failed');
      await expect(stripe.verify(reference)).resolves.toMatchObject({ outcome: 'failed' });
    });
  });

  describe('refund', () => {
    it("refunds through the session's PaymentIntent", async () => {
      const { reference } = await stripe.initiate(payment());
      await fake.settle(reference, 'paid', { sendWebhook: false });
      const result = await stripe.refund(reference, 4999, 'USD');
      expect(result.ok).toBe(true);
      expect(result.reference).toMatch(/^re_test_/);
      const request = fake.requests().at(-1);
      expect(request?.path).toBe('/v1/refunds');
      const form = new URLSearchParams(request?.body);
      expect(form.get('payment_intent')).toBe(fake.session(reference)?.payment_intent);
      expect(form.get('amount')).toBe('4999');
      expect(fake.session(reference)?.fake.refundedMinor).toBe(4999);
    });

    it('turns a refund Stripe refuses into PaymentProviderError', async () => {
      const { reference } = await stripe.initiate(payment());
      await expectProviderError(stripe.refund(reference, 4999, 'USD')); // nothing paid yet
      await fake.settle(reference, 'paid', { sendWebhook: false });
      await expectProviderError(stripe.refund(reference, 5000, 'USD')); // more than was paid
      await expectProviderError(stripe.refund(reference, 4999, 'EUR')); // not what was charged
      fake.failNext(500);
      await expectProviderError(stripe.refund(reference, 4999, 'USD'));
      await expect(stripe.refund(reference, 4999, 'USD')).resolves.toMatchObject({ ok: true });
    });
  });

  it('never puts a secret into an error message', () => {
    expectNoSecretLeaked();
  });
});

describe('Stripe-Signature header parsing', () => {
  it('reads t and every v1, ignoring other schemes', () => {
    expect(parseStripeSignature('t=1700000000,v1=aa,v0=bb,v1=cc')).toEqual({ timestamp: 1700000000, signatures: ['aa', 'cc'] });
    expect(parseStripeSignature('t=abc,v1=aa')).toBeNull();
    expect(parseStripeSignature('t=1700000000')).toBeNull();
    expect(parseStripeSignature('')).toBeNull();
  });
});
