// A local OpenAI-compatible images API for tests and journeys: POST /v1/images/generations answers
// with a picture as b64_json or as a url to fetch, or fails the way real providers fail, as told.
// POST /control {"mode": ...} sets how the next answers go; GET /control reports the last request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type ImagesFakeMode = 'b64' | 'url' | 'down' | 'timeout' | 'not-json' | 'no-image' | 'not-a-picture' | 'refused' | 'unauthorized';

export interface ImagesFake {
  mode: ImagesFakeMode;
  apiKey: string;
  model: string;
  requests: number;
  lastBody: Record<string, unknown> | null;
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

/** A recognisable picture: a deep teal square with a gold ring, the size asked for. */
export async function fakePicture(size = '1024x1024'): Promise<Buffer> {
  const [w, h] = size.split('x').map((n) => Math.min(2048, Math.max(16, Number(n) || 1024)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#11766F"/><circle cx="${(w ?? 1024) / 2}" cy="${(h ?? 1024) / 2}" r="${Math.min(w ?? 1024, h ?? 1024) / 3}" fill="none" stroke="#C9962B" stroke-width="40"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function createImagesFake(initial: Partial<Pick<ImagesFake, 'mode' | 'apiKey' | 'model'>> = {}): ImagesFake {
  const pictures = new Map<string, Buffer>();
  const fake: ImagesFake = {
    mode: initial.mode ?? 'b64',
    apiKey: initial.apiKey ?? 'sk-images-fake-key',
    model: initial.model ?? 'fake-image-1',
    requests: 0,
    lastBody: null,
    url: '',
    async start() {
      const held = new Set<ServerResponse>();
      const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const server: Server = createServer((req, res) => {
        void (async () => {
          if (req.url === '/control') {
            if (req.method === 'POST') {
              const body = JSON.parse((await readBody(req)) || '{}') as { mode?: ImagesFakeMode };
              fake.mode = body.mode ?? 'b64';
            }
            return json(res, 200, { mode: fake.mode, requests: fake.requests, lastBody: fake.lastBody });
          }
          if (req.method === 'GET' && req.url?.startsWith('/files/')) {
            const pic = pictures.get(req.url.slice('/files/'.length));
            if (!pic) return json(res, 404, { error: 'gone' });
            return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(pic.length) }).end(pic);
          }
          if (req.method !== 'POST' || req.url !== '/v1/images/generations') return json(res, 404, { error: { message: 'not found' } });
          fake.requests += 1;
          const raw = await readBody(req);
          fake.lastBody = JSON.parse(raw || '{}') as Record<string, unknown>;
          if (req.headers.authorization !== `Bearer ${fake.apiKey}` || fake.mode === 'unauthorized') {
            return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
          }
          if (fake.mode === 'timeout') return void held.add(res);
          if (fake.mode === 'down') return json(res, 500, { error: { message: 'The server had an error while processing your request.' } });
          if (fake.mode === 'refused') return json(res, 400, { error: { code: 'content_policy_violation', message: 'Your request was rejected by the safety system.' } });
          if (fake.mode === 'not-json') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
          if (fake.mode === 'no-image') return json(res, 200, { created: 1, data: [] });
          if (fake.mode === 'not-a-picture') return json(res, 200, { created: 1, data: [{ b64_json: Buffer.from('#!/bin/sh\necho not a picture\n').toString('base64') }] });
          const picture = await fakePicture(String(fake.lastBody.size ?? '1024x1024'));
          if (fake.mode === 'url') {
            const id = `${fake.requests}.png`;
            pictures.set(id, picture);
            return json(res, 200, { created: 1, data: [{ url: `${fake.url}/files/${id}`, revised_prompt: 'a garment' }] });
          }
          return json(res, 200, { created: 1, data: [{ b64_json: picture.toString('base64'), revised_prompt: 'a garment' }] });
        })();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      fake.url = `http://127.0.0.1:${port}`;
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
