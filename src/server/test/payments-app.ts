import type { ChapaFake } from '../../../tests/fakes/chapa-fake';
import type { StripeFake } from '../../../tests/fakes/stripe-fake';
import type { AppDeps } from '../app';
import { freePort } from './free-port';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app that takes online payments from local fakes of Chapa and Stripe (tests/fakes),
 * listening on a free port so that the fakes can deliver their signed webhooks to it (payments, and
 * Chapa's transfer webhooks for payouts). Closing the app closes the fakes it started. `extra.clock`
 * moves the app's time (the ledger's hold, payout days).
 */
export async function createPaymentsTestApp(fakes: { chapa?: ChapaFake; stripe?: StripeFake }, extra: Pick<AppDeps, 'clock'> = {}): Promise<TestApp> {
  const closers: Array<() => Promise<void>> = [];
  const closeFakes = async () => {
    for (const close of closers) await close();
  };
  const env: Record<string, string> = {};
  let t: TestApp | null = null;
  try {
    if (fakes.chapa) {
      const running = await fakes.chapa.start();
      closers.push(running.close);
      Object.assign(env, { CHAPA_SECRET_KEY: fakes.chapa.secretKey, CHAPA_WEBHOOK_SECRET: fakes.chapa.webhookSecret, CHAPA_API_URL: running.url });
    }
    if (fakes.stripe) {
      const running = await fakes.stripe.start();
      closers.push(running.close);
      Object.assign(env, { STRIPE_SECRET_KEY: fakes.stripe.secretKey, STRIPE_WEBHOOK_SECRET: fakes.stripe.webhookSecret, STRIPE_API_URL: running.url });
    }
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PUBLIC_URL: publicUrl, ...env }, extra);
    fakes.stripe?.setWebhookUrl(`${publicUrl}/api/payments/stripe/webhook`);
    fakes.chapa?.setTransferWebhookUrl(`${publicUrl}/api/payouts/webhooks/chapa`);
    await t.app.listen({ port, host: '127.0.0.1' });
    const app = t;
    return {
      ...app,
      async close() {
        await app.close();
        await closeFakes();
      },
    };
  } catch (error) {
    await t?.close();
    await closeFakes();
    throw error;
  }
}
