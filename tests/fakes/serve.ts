// Starts the Chapa and Stripe fakes (and the rates, images and Telegram Bot API fakes) for the
// browser journeys and prints, on one line of JSON, where they listen and the keys the server must
// be given. Runs until it is killed.
import { createChapaFake } from './chapa-fake';
import { createImagesFake } from './images-fake';
import { createRatesFake } from './rates-fake';
import { createStripeFake } from './stripe-fake';
import { createTelegramFake } from './telegram-fake';

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
// The Telegram Bot API of one bot: journeys read what it sent with GET <origin>/control/messages?chat=<id>
// and play a person pressing Start with POST <origin>/control/updates (tests/fakes/telegram-fake.ts).
const TELEGRAM = { botToken: '424242:e2e-fake-bot-token-abcdefghij', botUsername: 'tibeb_e2e_bot', webhookSecret: 'telegram-e2e-webhook-secret' };
const telegram = createTelegramFake({
  botToken: TELEGRAM.botToken,
  control: { webhookUrl: `${serverUrl}/api/notifications/telegram/webhook`, secret: TELEGRAM.webhookSecret },
});
const [c, s, r, i, tg] = await Promise.all([chapa.start(), stripe.start(), rates.start(), images.start(), telegram.start()]);
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
    TELEGRAM_API_URL: tg.url,
    TELEGRAM_BOT_TOKEN: TELEGRAM.botToken,
    TELEGRAM_BOT_USERNAME: TELEGRAM.botUsername,
    TELEGRAM_WEBHOOK_SECRET: TELEGRAM.webhookSecret,
  }),
);
const stop = () => {
  void Promise.all([c.close(), s.close(), r.close(), i.close(), tg.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
