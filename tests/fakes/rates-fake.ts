// A local exchange-rates provider for tests and journeys: GET / answers in the common JSON shape
// ({"base":"USD","rates":{...}}), or fails the way real providers fail, as told.
// POST /control {"mode": ..., "rates"?: {...}, "ageSeconds"?: n} sets how the next answers go.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RatesFakeMode = 'good' | 'down' | 'timeout' | 'malformed' | 'zero' | 'not-json';

export interface RatesFakeState {
  mode: RatesFakeMode;
  rates: Record<string, number>;
  /** How old the rates are said to be (their `timestamp`). */
  ageSeconds: number;
}

export const GOOD_RATES: Record<string, number> = { USD: 1, ETB: 156.25, EUR: 0.91, GBP: 0.78, AED: 3.6725 };

export interface RatesFake {
  state: RatesFakeState;
  requests: number;
  /** Where the shop reads rates (RATES_API_URL). */
  url: string;
  start(): Promise<{ url: string; close(): Promise<void> }>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function createRatesFake(initial: Partial<RatesFakeState> = {}): RatesFake {
  const fake: RatesFake = {
    state: { mode: 'good', rates: { ...GOOD_RATES }, ageSeconds: 0, ...initial },
    requests: 0,
    url: '',
    async start() {
      const held = new Set<import('node:http').ServerResponse>();
      const server: Server = createServer((req, res) => {
        void (async () => {
          if (req.method === 'POST' && req.url === '/control') {
            const body = JSON.parse((await readBody(req)) || '{}') as Partial<RatesFakeState>;
            fake.state = { mode: body.mode ?? 'good', rates: body.rates ?? { ...GOOD_RATES }, ageSeconds: body.ageSeconds ?? 0 };
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, state: fake.state }));
            return;
          }
          fake.requests += 1;
          const { mode, rates, ageSeconds } = fake.state;
          const timestamp = Math.floor(Date.now() / 1000) - ageSeconds;
          if (mode === 'down') return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
          // Never answers; the shop's timeout must give up first.
          if (mode === 'timeout') return void held.add(res);
          res.writeHead(200, { 'content-type': 'application/json' });
          if (mode === 'not-json') return void res.end('<html>oops</html>');
          if (mode === 'malformed') return void res.end(JSON.stringify({ success: true, base: 'USD', data: 'no rates here' }));
          const given = mode === 'zero' ? Object.fromEntries(Object.keys(rates).map((k) => [k, 0])) : rates;
          res.end(JSON.stringify({ success: true, base: 'USD', timestamp, provider: 'rates-fake', rates: given }));
        })();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      fake.url = `http://127.0.0.1:${port}/latest`;
      return {
        url: fake.url,
        close: () =>
          new Promise<void>((resolve) => {
            for (const res of held) res.destroy();
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    },
  };
  return fake;
}
