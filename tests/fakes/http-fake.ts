import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing the payment provider fakes (chapa-fake.ts, stripe-fake.ts) share: recording
 * calls and webhooks, reading and answering HTTP, delivering a signed webhook, and listening.
 * Each fake keeps only what its provider's API documents.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RecordedWebhook {
  /** Where it was (or would have been) sent; null when the fake was given nowhere to send it. */
  url: string | null;
  /** The exact bytes that were signed and sent. */
  body: string;
  headers: Record<string, string>;
  /** The receiver's HTTP status; null when not sent or the delivery failed. */
  deliveredStatus: number | null;
  error: string | null;
}

export interface StartedFake {
  url: string;
  close(): Promise<void>;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/**
 * Records the webhook and, when `send`, POSTs it to `record.url`; a missing URL is recorded
 * as `missing` (the provider's own words for the setting that was not given).
 */
export async function deliverWebhook(webhooks: RecordedWebhook[], record: RecordedWebhook, send: boolean, missing: string): Promise<RecordedWebhook> {
  webhooks.push(record);
  if (!send) return record;
  if (!record.url) {
    record.error = missing;
    return record;
  }
  try {
    const res = await fetch(record.url, { method: 'POST', headers: record.headers, body: record.body, signal: AbortSignal.timeout(10_000) });
    record.deliveredStatus = res.status;
    await res.arrayBuffer();
  } catch (err) {
    record.error = err instanceof Error ? err.message : String(err);
  }
  return record;
}

export interface FakeServer {
  /** Listens on `port` (0, the default, picks a free one). */
  start(opts?: { port?: number }): Promise<StartedFake>;
  /** Where it listens; throws before start. */
  readonly url: string;
  /** Where it listens, or null before start (for links the fake writes into its answers). */
  readonly baseUrl: string | null;
}

/**
 * One fake's HTTP server: `handle` answers each request; a handler that throws answers 500
 * with `errorBody(message)`, in the provider's own error shape.
 */
export function createFakeServer(
  name: string,
  host: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  errorBody: (message: string) => unknown,
): FakeServer {
  let server: Server | null = null;
  let baseUrl: string | null = null;
  return {
    start(opts: { port?: number } = {}): Promise<StartedFake> {
      if (server) throw new Error(`${name} fake: already started`);
      const srv = createServer((req, res) => {
        handle(req, res).catch((err: unknown) => {
          if (!res.headersSent) sendJson(res, 500, errorBody(err instanceof Error ? err.message : 'fake error'));
          else res.end();
        });
      });
      server = srv;
      return new Promise((resolve, reject) => {
        srv.once('error', reject);
        srv.listen(opts.port ?? 0, host, () => {
          const { port } = srv.address() as AddressInfo;
          baseUrl = `http://${host}:${port}`;
          resolve({
            url: baseUrl,
            close: () =>
              new Promise<void>((done) => {
                srv.closeAllConnections();
                srv.close(() => done());
                server = null;
              }),
          });
        });
      });
    },
    get url(): string {
      if (!baseUrl) throw new Error(`${name} fake: not started`);
      return baseUrl;
    },
    get baseUrl(): string | null {
      return baseUrl;
    },
  };
}
