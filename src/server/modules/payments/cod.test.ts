import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../../../domain/money/currency';
import { AppError } from '../../lib/errors';
import { createCodProvider } from './cod';
import type { PaymentInitiation } from './provider';

const payment: PaymentInitiation = {
  orderId: '5f0c6a4e-8a53-4c0e-9a43-1f2d3c4b5a69',
  orderNumber: 'TB-1001',
  amountMinor: 4999,
  currency: 'USD',
  email: 'abebe@example.com',
  fullName: 'Abebe Bikila',
  phone: null,
  returnUrl: 'http://shop.test/api/payments/return?order=1',
  cancelUrl: 'http://shop.test/checkout',
  webhookUrl: 'http://shop.test/api/payments/cod/webhook',
  description: 'Habesha kemis',
  locale: 'en',
};

describe('pay on delivery', () => {
  const cod = createCodProvider();

  it('is offered in every shop currency', () => {
    expect(cod.id).toBe('cod');
    expect([...cod.currencies]).toEqual([...CURRENCY_CODES]);
  });

  it('initiates without a hosted page, with a reference derived from the order number', async () => {
    await expect(cod.initiate(payment)).resolves.toEqual({ reference: 'cod-TB-1001', redirectUrl: null });
  });

  it('stays pending when asked: only the courier knows when cash was handed over', async () => {
    await expect(cod.verify('cod-TB-1001')).resolves.toEqual({ outcome: 'pending', reference: 'cod-TB-1001', amountMinor: null, currency: null });
  });

  it('refuses every webhook with 400 WEBHOOK_INVALID', () => {
    let error: unknown;
    try {
      cod.parseWebhook(Buffer.from('{"event":"paid"}'), { 'x-signature': 'anything' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).code).toBe('WEBHOOK_INVALID');
  });

  it('refunds trivially: nothing was charged', async () => {
    await expect(cod.refund('cod-TB-1001', 4999, 'USD')).resolves.toEqual({ reference: 'cod-TB-1001', ok: true });
  });
});
