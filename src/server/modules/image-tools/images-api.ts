import { AppError } from '../../lib/errors';
import type { ImageApiConfig } from '../../config';
import type { ImageSize, ImageStyle } from '@domain/image-tools';

/**
 * Any OpenAI-compatible images endpoint (`POST {url}/v1/images/generations`). The answer may carry
 * the picture as `b64_json` or as a `url` to fetch; either way the bytes are decoded and checked
 * by the caller before anything is returned. Failures leave as stable codes with generic
 * messages: what the provider said goes to the log, never to the client.
 */

/** The most a picture from the provider may weigh (a 1536×1024 PNG is ~3 MB). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const imageApiFailed = () => new AppError(502, 'IMAGE_API_FAILED', 'The image service could not make a picture just now. Please try again, or use the built-in illustrator.');
export const imageApiTimeout = () => new AppError(504, 'IMAGE_API_TIMEOUT', 'The image service took too long to answer. Please try again.');
export const imageApiRefused = () => new AppError(422, 'IMAGE_PROMPT_REFUSED', 'The image service declined this description. Please describe the garment differently.');

export interface ImagesApiLog {
  warn(obj: object, msg: string): void;
}

interface GenerationAnswer {
  data?: Array<{ b64_json?: unknown; url?: unknown }>;
}

async function readLimited(res: Response, limit: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > limit) throw new Error(`answer of ${declared} bytes`);
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limit) throw new Error(`answer over ${limit} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * `style` and `response_format` are DALL·E 3's; gpt-image models refuse them and always answer
 * with `b64_json`.
 */
export function requestBody(model: string, input: { prompt: string; size: ImageSize; style: ImageStyle; user: string }): Record<string, unknown> {
  const base = { model, prompt: input.prompt, n: 1, size: input.size, user: input.user };
  return /^gpt-image/i.test(model) ? base : { ...base, style: input.style, response_format: 'b64_json' };
}

/** Calls the provider within one deadline (the request and, for a `url` answer, the download). */
export async function generateWithImagesApi(
  api: ImageApiConfig,
  input: { prompt: string; size: ImageSize; style: ImageStyle; user: string },
  log: ImagesApiLog,
): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), api.timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(`${api.url}/v1/images/generations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.key}`, 'content-type': 'application/json', accept: 'application/json' },
        // `user` is an opaque id so the provider can spot abuse without learning who it is.
        body: JSON.stringify(requestBody(api.model, input)),
        signal: controller.signal,
        redirect: 'error',
      });
    } catch (err) {
      if (controller.signal.aborted) throw imageApiTimeout();
      log.warn({ err: String(err) }, 'image API unreachable');
      throw imageApiFailed();
    }
    const raw = await readLimited(res, MAX_IMAGE_BYTES * 1.4).catch((err: unknown) => {
      if (controller.signal.aborted) throw imageApiTimeout();
      log.warn({ err: String(err) }, 'image API answer unreadable');
      throw imageApiFailed();
    });
    if (!res.ok) {
      log.warn({ status: res.status, body: raw.subarray(0, 500).toString('utf8') }, 'image API refused');
      // A provider's content filter answers 400 with a code; the designer can reword.
      if (res.status === 400 && /content_policy|safety|moderation/i.test(raw.subarray(0, 2000).toString('utf8'))) throw imageApiRefused();
      throw imageApiFailed();
    }
    let answer: GenerationAnswer;
    try {
      answer = JSON.parse(raw.toString('utf8')) as GenerationAnswer;
    } catch {
      log.warn({ body: raw.subarray(0, 200).toString('utf8') }, 'image API answered something other than JSON');
      throw imageApiFailed();
    }
    const first = Array.isArray(answer?.data) ? answer.data[0] : undefined;
    if (first && typeof first.b64_json === 'string' && first.b64_json.length > 0) {
      if (first.b64_json.length > MAX_IMAGE_BYTES * 1.4 || !/^[A-Za-z0-9+/=\s]+$/.test(first.b64_json)) throw imageApiFailed();
      return Buffer.from(first.b64_json, 'base64');
    }
    if (first && typeof first.url === 'string' && /^https?:\/\//i.test(first.url)) {
      let img: Response;
      try {
        img = await fetch(first.url, { signal: controller.signal, redirect: 'follow' });
      } catch (err) {
        if (controller.signal.aborted) throw imageApiTimeout();
        log.warn({ err: String(err) }, 'image download failed');
        throw imageApiFailed();
      }
      if (!img.ok) {
        log.warn({ status: img.status }, 'image download refused');
        throw imageApiFailed();
      }
      return await readLimited(img, MAX_IMAGE_BYTES).catch((err: unknown) => {
        if (controller.signal.aborted) throw imageApiTimeout();
        log.warn({ err: String(err) }, 'image download unreadable');
        throw imageApiFailed();
      });
    }
    log.warn({ keys: Object.keys(answer ?? {}) }, 'image API answer has no image');
    throw imageApiFailed();
  } finally {
    clearTimeout(timer);
  }
}
