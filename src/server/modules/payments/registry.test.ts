import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config';
import { createPaymentProviders, paymentMethodOptions } from './registry';

const chapa = { secretKey: 'CHASECK_TEST-registry-key', webhookSecret: 'registry-chapa-hook', apiUrl: 'http://chapa.invalid' };
const stripe = { secretKey: 'sk_test_registry_key', webhookSecret: 'whsec_registry_hook', apiUrl: 'http://stripe.invalid' };
const none: AppConfig['payments'] = { chapa: null, stripe: null };

describe('payment provider registry', () => {
  it('always has pay on delivery, and nothing online without keys', () => {
    const providers = createPaymentProviders(none);
    expect([...providers.keys()]).toEqual(['cod']);
    expect(paymentMethodOptions(providers)).toEqual([{ id: 'cod', chargeCurrencies: ['USD', 'ETB', 'EUR', 'GBP', 'AED'] }]);
  });

  it('adds Chapa and Stripe only when configured', () => {
    expect([...createPaymentProviders({ chapa, stripe: null }).keys()]).toEqual(['cod', 'chapa']);
    expect([...createPaymentProviders({ chapa: null, stripe }).keys()]).toEqual(['cod', 'stripe']);
    const all = createPaymentProviders({ chapa, stripe });
    expect([...all.keys()]).toEqual(['cod', 'chapa', 'stripe']);
    for (const [method, provider] of all) expect(provider.id).toBe(method);
  });

  it('lists what each method charges in: Chapa birr, Stripe everything but birr, cash all five', () => {
    expect(paymentMethodOptions(createPaymentProviders({ chapa, stripe }))).toEqual([
      { id: 'cod', chargeCurrencies: ['USD', 'ETB', 'EUR', 'GBP', 'AED'] },
      { id: 'chapa', chargeCurrencies: ['ETB'] },
      { id: 'stripe', chargeCurrencies: ['USD', 'EUR', 'GBP', 'AED'] },
    ]);
  });

  it('hands out copies, so an answer cannot change a provider', () => {
    const providers = createPaymentProviders({ chapa, stripe: null });
    const [, chapaOption] = paymentMethodOptions(providers);
    chapaOption?.chargeCurrencies.push('USD');
    expect(providers.get('chapa')?.currencies).toEqual(['ETB']);
  });

  it('passes the fetch implementation through to the online providers', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ status: 'success', data: { status: 'pending', tx_ref: 'tibeb-1-abcdef' } })));
    const providers = createPaymentProviders({ chapa, stripe: null, fetchImpl });
    await providers.get('chapa')?.verify('tibeb-1-abcdef');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('http://chapa.invalid/v1/transaction/verify/tibeb-1-abcdef');
  });
});
