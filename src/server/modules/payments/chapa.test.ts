import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChapaFake, type ChapaFake } from '../../../../tests/fakes/chapa-fake';
import { appErrorOf, createProviderErrorLog, providerErrorOf, useProviderFake, type WebhookReceiver } from '../../../../tests/fakes/provider-harness';
import { chapaPhone, createChapaProvider, majorToMinor, minorToMajor } from './chapa';
import type { PaymentInitiation, PaymentProvider } from './provider';

/** Distinctive secrets, so a leak into an error message cannot hide behind a common word. */
const SECRET_KEY = 'CHASECK_TEST-s3cr3t-chapa-key-0123456789';
const WEBHOOK_SECRET = 'chapa-hook-s3cr3t-9876543210';

describe('Chapa provider against the local fake', () => {
  const fake: ChapaFake = createChapaFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  let receiver: WebhookReceiver;
  let chapa: PaymentProvider;
  const { expectProviderError, expectNoSecretLeaked } = createProviderErrorLog('chapa', [SECRET_KEY, WEBHOOK_SECRET]);

  const payment = (over: Partial<PaymentInitiation> = {}): PaymentInitiation => ({
    orderId: '5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69',
    orderNumber: 'TB-1001',
    amountMinor: 120550,
    currency: 'ETB',
    email: 'abebe@example.com',
    fullName: 'Abebe Bikila Kebede',
    phone: '+251 911 234 567',
    returnUrl: 'http://shop.test/api/payments/return?order=5f0c6a4e',
    cancelUrl: 'http://shop.test/checkout',
    webhookUrl: receiver.url,
    description: 'Habesha kemis, 2 items (ሀበሻ ቀሚስ)!',
    locale: 'en',
    ...over,
  });

  useProviderFake(fake, '/api/payments/chapa/webhook', (apiUrl, started) => {
    receiver = started;
    chapa = createChapaProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl });
  });

  describe('initiate', () => {
    it('opens a hosted checkout and sends what Chapa documents', async () => {
      const result = await chapa.initiate(payment());
      expect(result.reference).toMatch(/^tibeb-TB-1001-[a-z0-9]{6}$/);
      expect(result.redirectUrl).toBe(`${fake.url}/pay/${result.reference}`);

      const request = fake.requests().at(-1);
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/transaction/initialize');
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(JSON.parse(request?.body ?? '{}')).toEqual({
        amount: '1205.50',
        currency: 'ETB',
        email: 'abebe@example.com',
        first_name: 'Abebe',
        last_name: 'Bikila Kebede',
        phone_number: '0911234567',
        tx_ref: result.reference,
        callback_url: receiver.url,
        return_url: 'http://shop.test/api/payments/return?order=5f0c6a4e',
        customization: { title: 'Tibeb', description: 'Habesha kemis 2 items' },
      });
    });

    it('gives every attempt a new tx_ref, since Chapa refuses one it has seen', async () => {
      const first = await chapa.initiate(payment());
      const second = await chapa.initiate(payment());
      expect(second.reference).not.toBe(first.reference);
    });

    it('leaves out what Chapa would reject: a foreign phone, an empty last name', async () => {
      await chapa.initiate(payment({ phone: '+44 20 7946 0958', fullName: 'Madonna' }));
      const body = JSON.parse(fake.requests().at(-1)?.body ?? '{}') as Record<string, unknown>;
      expect(body.first_name).toBe('Madonna');
      expect(body).not.toHaveProperty('last_name');
      expect(body).not.toHaveProperty('phone_number');
    });

    it('refuses a currency other than birr without calling Chapa', async () => {
      const before = fake.requests().length;
      await expectProviderError(chapa.initiate(payment({ currency: 'USD', amountMinor: 1000 })));
      expect(fake.requests().length).toBe(before);
    });

    it('turns a provider 500 into PaymentProviderError', async () => {
      fake.failNext(500);
      const err = await expectProviderError(chapa.initiate(payment()));
      expect(err.message).toContain('HTTP 500');
    });

    it('turns a dropped connection into PaymentProviderError', async () => {
      fake.failNext(0);
      await expectProviderError(chapa.initiate(payment()));
    });

    it('turns a rejected key (401) into PaymentProviderError', async () => {
      const wrongKey = 'CHASECK_TEST-wrong-key-shhh-000000';
      const other = createChapaProvider({ secretKey: wrongKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
      const err = await expectProviderError(other.initiate(payment()));
      expect(err.message).toContain('HTTP 401');
      expect(err.message).not.toContain(wrongKey);
    });

    it('treats a 2xx without a checkout URL as unexpected', async () => {
      const broken = createChapaProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, fetchImpl: async () =>
        new Response(JSON.stringify({ status: 'success', data: {} }), { status: 200 }),
      });
      await expectProviderError(broken.initiate(payment()));
      const notJson = createChapaProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, fetchImpl: async () =>
        new Response('<html>gateway</html>', { status: 200 }),
      });
      await expectProviderError(notJson.initiate(payment()));
    });
  });

  describe('verify', () => {
    it('reports pending, then paid, with the exact amount in santim', async () => {
      const { reference } = await chapa.initiate(payment());
      await expect(chapa.verify(reference)).resolves.toEqual({ outcome: 'pending', reference, amountMinor: 120550, currency: 'ETB' });
      await fake.settle(reference, 'paid', { sendWebhook: false });
      await expect(chapa.verify(reference)).resolves.toEqual({ outcome: 'paid', reference, amountMinor: 120550, currency: 'ETB' });
    });

    it('reports failed', async () => {
      const { reference } = await chapa.initiate(payment({ amountMinor: 5 }));
      await fake.settle(reference, 'failed', { sendWebhook: false });
      await expect(chapa.verify(reference)).resolves.toMatchObject({ outcome: 'failed', amountMinor: 5 });
    });

    it('turns an unknown tx_ref (404) and a 503 into PaymentProviderError', async () => {
      await expectProviderError(chapa.verify('tibeb-nope-000000'));
      const { reference } = await chapa.initiate(payment());
      fake.failNext(503);
      await expectProviderError(chapa.verify(reference));
    });

    it('never lets an answer about another transaction settle this one', async () => {
      const confused = createChapaProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, fetchImpl: async () =>
        new Response(JSON.stringify({ status: 'success', data: { status: 'success', tx_ref: 'tibeb-other-aaaaaa', amount: 10, currency: 'ETB' } })),
      });
      await expectProviderError(confused.verify('tibeb-mine-bbbbbb'));
    });
  });

  describe('webhooks', () => {
    it('delivers a signed charge.success that parses to a paid event', async () => {
      const { reference } = await chapa.initiate(payment());
      const sent = await fake.settle(reference, 'paid');
      expect(sent.deliveredStatus).toBe(200);
      const delivered = receiver.received[0];
      expect(delivered?.body).toBe(sent.body);

      const event = chapa.parseWebhook(Buffer.from(delivered?.body ?? ''), delivered?.headers ?? {});
      const chapaRef = fake.transaction(reference)?.reference;
      expect(event).toMatchObject({
        eventId: `charge.success:${reference}:${chapaRef}`,
        reference,
        outcome: 'paid',
        amountMinor: 120550,
        currency: 'ETB',
      });
      expect(event.summary).toMatchObject({ event: 'charge.success', tx_ref: reference, status: 'success' });
      expect(JSON.stringify(event.summary)).not.toContain('abebe@example.com');
    });

    it('maps a replay to the same event id', async () => {
      const { reference } = await chapa.initiate(payment());
      const sent = await fake.settle(reference, 'paid', { sendWebhook: false });
      const first = chapa.parseWebhook(Buffer.from(sent.body), sent.headers);
      const replay = chapa.parseWebhook(Buffer.from(fake.lastWebhook()?.body ?? ''), { ...(fake.lastWebhook()?.headers ?? {}) });
      expect(replay.eventId).toBe(first.eventId);
    });

    it('parses charge.failed as failed', async () => {
      const { reference } = await chapa.initiate(payment());
      const sent = await fake.settle(reference, 'failed', { sendWebhook: false });
      expect(chapa.parseWebhook(Buffer.from(sent.body), sent.headers)).toMatchObject({ outcome: 'failed', reference });
    });

    it('ignores events that do not move an order', () => {
      const body = JSON.stringify({ event: 'payout.success', type: 'Payout', reference: 'PO123', amount: '10.00', currency: 'ETB', status: 'success' });
      expect(chapa.parseWebhook(Buffer.from(body), fake.sign(body))).toMatchObject({ outcome: 'ignored', eventId: 'payout.success::PO123' });
    });

    describe('refuses with WEBHOOK_SIGNATURE_INVALID', () => {
      const body = JSON.stringify({ event: 'charge.success', tx_ref: 'tibeb-TB-1-abcdef', reference: 'APx', amount: '10.00', currency: 'ETB', status: 'success' });

      it('a signature made with another secret', () => {
        const err = appErrorOf(() => chapa.parseWebhook(Buffer.from(body), fake.sign(body, { secret: 'guessed-secret' })));
        expect([err.statusCode, err.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
      });

      it('a missing signature header', () => {
        expect(appErrorOf(() => chapa.parseWebhook(Buffer.from(body), { 'content-type': 'application/json' })).code).toBe('WEBHOOK_SIGNATURE_INVALID');
      });

      it('only chapa-signature, which does not bind the body', () => {
        const headers = fake.sign(body);
        const onlyStatic = { 'chapa-signature': headers['chapa-signature'] };
        expect(appErrorOf(() => chapa.parseWebhook(Buffer.from(body), onlyStatic)).code).toBe('WEBHOOK_SIGNATURE_INVALID');
      });

      it('a tampered body under a genuine signature', () => {
        const headers = fake.sign(body);
        const tampered = body.replace('"10.00"', '"1.00"');
        expect(appErrorOf(() => chapa.parseWebhook(Buffer.from(tampered), headers)).code).toBe('WEBHOOK_SIGNATURE_INVALID');
      });

      it('a malformed signature value', () => {
        expect(appErrorOf(() => chapa.parseWebhook(Buffer.from(body), { 'x-chapa-signature': 'not-hex' })).code).toBe('WEBHOOK_SIGNATURE_INVALID');
      });
    });

    it('refuses a correctly signed body it cannot read with WEBHOOK_INVALID', () => {
      for (const body of ['not json', '[]', '{"tx_ref":"x"}', '{"event":"charge.success","amount":"10.00"}', '{"event":"charge.success","tx_ref":"t","amount":"1.005"}']) {
        expect(appErrorOf(() => chapa.parseWebhook(Buffer.from(body), fake.sign(body))).code).toBe('WEBHOOK_INVALID');
      }
    });
  });

  describe('hosted page (what a browser journey clicks)', () => {
    it('shows Pay and Fail; Pay sends the webhook, then 303s to return_url', async () => {
      const { reference, redirectUrl } = await chapa.initiate(payment());
      const page = await fetch(redirectUrl ?? '');
      const html = await page.text();
      expect(html).toContain('id="fake-pay"');
      expect(html).toContain('id="fake-fail"');
      expect(html).toContain('1205.50 ETB');

      const paid = await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://shop.test/api/payments/return?order=5f0c6a4e');
      expect(receiver.received).toHaveLength(1);
      expect(fake.transaction(reference)?.status).toBe('success');

      // A second click changes nothing and sends nothing.
      await fetch(`${redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
      expect(receiver.received).toHaveLength(1);
      expect(fake.transaction(reference)?.status).toBe('success');
    });

    it('Fail marks the payment failed and returns the shopper too', async () => {
      const { reference, redirectUrl } = await chapa.initiate(payment());
      const failed = await fetch(`${redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
      expect(failed.status).toBe(303);
      expect(chapa.parseWebhook(Buffer.from(receiver.received[0]?.body ?? ''), receiver.received[0]?.headers ?? {}).outcome).toBe('failed');
      await expect(chapa.verify(reference)).resolves.toMatchObject({ outcome: 'failed' });
    });
  });

  describe('refund', () => {
    it('refunds a paid transaction with the amount in major units', async () => {
      const { reference } = await chapa.initiate(payment());
      await fake.settle(reference, 'paid', { sendWebhook: false });
      const result = await chapa.refund(reference, 120550, 'ETB');
      expect(result.ok).toBe(true);
      const request = fake.requests().at(-1);
      expect(request?.path).toBe(`/v1/refund/${reference}`);
      expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(new URLSearchParams(request?.body).get('amount')).toBe('1205.50');
    });

    it('turns a refused refund (unpaid, or more than was paid) into PaymentProviderError', async () => {
      const { reference } = await chapa.initiate(payment());
      await expectProviderError(chapa.refund(reference, 120550, 'ETB'));
      await fake.settle(reference, 'paid', { sendWebhook: false });
      await expectProviderError(chapa.refund(reference, 120551, 'ETB'));
      await expectProviderError(chapa.refund(reference, 100, 'USD'));
    });
  });

  it('never puts a secret into an error message', () => {
    expectNoSecretLeaked();
  });

  it('redacts a secret even when the provider echoes it back', async () => {
    const echo = createChapaProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, fetchImpl: async () =>
      new Response(JSON.stringify({ message: `Invalid API Key ${SECRET_KEY}`, status: 'failed' }), { status: 401 }),
    });
    const err = await providerErrorOf(echo.verify('tibeb-x-aaaaaa'));
    expect(err.message).not.toContain(SECRET_KEY);
    expect(err.message).toContain('[redacted]');
  });
});

describe('Chapa amounts', () => {
  it('converts minor units to Chapa strings exactly', () => {
    expect(minorToMajor(120550)).toBe('1205.50');
    expect(minorToMajor(5)).toBe('0.05');
    expect(minorToMajor(0)).toBe('0.00');
    expect(minorToMajor(100)).toBe('1.00');
    expect(minorToMajor(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => minorToMajor(-1)).toThrow(RangeError);
    expect(() => minorToMajor(1.5)).toThrow(RangeError);
  });

  it('reads Chapa strings and numbers back without rounding', () => {
    expect(majorToMinor('1205.50')).toBe(120550);
    expect(majorToMinor('1205.5')).toBe(120550);
    expect(majorToMinor('1205')).toBe(120500);
    expect(majorToMinor(1205.5)).toBe(120550);
    expect(majorToMinor(0.3)).toBe(30);
    for (const bad of ['1.005', '-1', '1e3', '', 'abc', '1,5', 0.1 + 0.2, Number.NaN, -5]) {
      expect(() => majorToMinor(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every amount through the string form (property)', () => {
    fc.assert(fc.property(fc.maxSafeNat(), (minor) => majorToMinor(minorToMajor(minor)) === minor));
  });

  it('round-trips through a JSON number up to 15 significant digits (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (minor) => majorToMinor(Number(minorToMajor(minor))) === minor));
  });
});

describe('Chapa phone numbers', () => {
  it('rewrites Ethiopian numbers to the 10 digits Chapa accepts and drops the rest', () => {
    expect(chapaPhone('+251911234567')).toBe('0911234567');
    expect(chapaPhone('251 911 234 567')).toBe('0911234567');
    expect(chapaPhone('0711-234-567')).toBe('0711234567');
    expect(chapaPhone('+44 20 7946 0958')).toBeNull();
    expect(chapaPhone('0111234567')).toBeNull();
    expect(chapaPhone(null)).toBeNull();
  });
});
