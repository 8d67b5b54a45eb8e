// Starts the Chapa and Stripe fakes for the browser journeys and prints, on one line of JSON,
// where they listen and the keys the server must be given. Runs until it is killed.
import { createChapaFake } from './chapa-fake';
import { createImagesFake } from './images-fake';
import { createRatesFake } from './rates-fake';
import { createStripeFake } from './stripe-fake';

const serverUrl = process.env.SERVER_URL;
if (!serverUrl) throw new Error('SERVER_URL is required (where the shop will listen)');

const chapa = createChapaFake({
  secretKey: 'CHASECK_TEST-e2e-key',
  webhookSecret: 'chapa-e2e-webhook-secret',
  // Journeys end a transfer with POST <CHAPA_API_URL>/control/transfers/<reference>/success|failed.
  transferWebhookUrl: `${serverUrl}/api/payouts/webhooks/chapa`,
});
const stripe = createStripeFake({
  secretKey: 'sk_test_e2e_key',
  webhookSecret: 'whsec_e2e_secret',
  webhookUrl: `${serverUrl}/api/payments/stripe/webhook`,
});
// The rates provider too: journeys steer it through POST <origin>/control.
const rates = createRatesFake();
// The OpenAI-compatible images API: journeys steer it through POST <origin>/control.
const images = createImagesFake();
const [c, s, r, i] = await Promise.all([chapa.start(), stripe.start(), rates.start(), images.start()]);
console.log(
  JSON.stringify({
    CHAPA_API_URL: c.url,
    CHAPA_SECRET_KEY: chapa.secretKey,
    CHAPA_WEBHOOK_SECRET: chapa.webhookSecret,
    STRIPE_API_URL: s.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    RATES_API_URL: r.url,
    IMAGE_API_URL: i.url,
    IMAGE_API_KEY: images.apiKey,
    IMAGE_API_MODEL: images.model,
  }),
);
const stop = () => {
  void Promise.all([c.close(), s.close(), r.close(), i.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
