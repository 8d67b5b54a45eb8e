import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { PaymentMethod } from '../../src/domain/orders/constants';
import { AppError } from '../../src/server/lib/errors';
import { PaymentProviderError } from '../../src/server/modules/payments';
import type { StartedFake } from './http-fake';

/**
 * What the payment provider unit tests (chapa.test.ts, stripe.test.ts) share: a stand-in for our
 * webhook endpoint, catching the error a call must throw, and checking that no provider error
 * ever carries a secret.
 */

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  url: string;
  /** Exactly what the fake delivered, oldest first. */
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/** A stand-in for our own webhook endpoint at `path`: records exactly what the fake delivered. */
export async function startReceiver(path: string): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function appErrorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

export async function providerErrorOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PaymentProviderError) return err;
    throw err;
  }
  throw new Error('expected a PaymentProviderError');
}

/** Every provider error the tests provoke is kept, to check at the end that none carries a secret. */
export function createProviderErrorLog(provider: PaymentMethod, secrets: readonly string[]) {
  const errors: Error[] = [];
  return {
    async expectProviderError(promise: Promise<unknown>): Promise<PaymentProviderError> {
      const err = await providerErrorOf(promise);
      errors.push(err);
      expect(err.provider).toBe(provider);
      return err;
    },
    expectNoSecretLeaked() {
      expect(errors.length).toBeGreaterThan(8);
      for (const err of errors) {
        for (const secret of secrets) expect(err.message).not.toContain(secret);
      }
    },
  };
}

/**
 * Registers the suite's lifecycle: a webhook receiver at `webhookPath` and the provider's fake,
 * both started before and closed after the suite; `connect` gets the fake's URL and the receiver
 * to build the provider. What a test received is forgotten before the next one.
 */
export function useProviderFake(
  fake: { start(): Promise<StartedFake> },
  webhookPath: string,
  connect: (apiUrl: string, receiver: WebhookReceiver) => void,
): void {
  let receiver: WebhookReceiver | null = null;
  let stopFake: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const started = await fake.start();
    stopFake = started.close;
    receiver = await startReceiver(webhookPath);
    connect(started.url, receiver);
  });

  afterAll(async () => {
    await stopFake?.();
    await receiver?.close();
  });

  beforeEach(() => {
    if (receiver) receiver.received.length = 0;
  });
}
