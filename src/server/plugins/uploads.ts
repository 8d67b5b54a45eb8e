import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES, STORED_IMAGE_LONG_SIDE, UPLOAD_MESSAGES, uploadIssue, type UploadIssue } from '../../domain/media/upload-rules';
import { AppError, badRequest } from '../lib/errors';
import { loadSharp } from './storage';

/** Pixels a decoded upload may have: a 48-megapixel phone photo passes, a 50,000 × 50,000 "bomb" does not. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side kept (the browser shrinks studio photos to the same before sending). */
export const STORED_LONG_SIDE = STORED_IMAGE_LONG_SIDE;
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface CleanImage {
  /** WebP, upright, without metadata (no GPS position, no camera serial). */
  data: Buffer;
  width: number;
  height: number;
  /** Text fields sent before the file. */
  fields: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Reads the one image of a multipart request (field `file`): §5 rules on the name, type and
     * size, the upload rate limit, then a full decode — what is not really a picture is refused,
     * whatever it claims to be. Every refusal is a security event.
     */
    readImageUpload(): Promise<CleanImage>;
  }
}

const refuse = (issue: UploadIssue) => badRequest(issue, UPLOAD_MESSAGES[issue]);

/** Decodes, turns upright, shrinks to the stored size and re-encodes; throws our codes. */
export async function cleanImage(input: Buffer): Promise<Omit<CleanImage, 'fields'>> {
  const { default: sharp } = await loadSharp();
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).metadata();
    format = meta.format;
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError(400, 'IMAGE_TOO_LARGE', 'This picture has too many pixels.');
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/pixel limit/i.test(String(err))) throw new AppError(400, 'IMAGE_TOO_LARGE', 'This picture has too many pixels.');
    throw new AppError(400, 'IMAGE_UNREADABLE', 'This file is not a picture we can read.');
  }
  if (!format || !DECODABLE.has(format)) throw new AppError(400, 'IMAGE_UNREADABLE', 'This file is not a picture we can read.');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'IMAGE_UNREADABLE', 'This file is not a picture we can read.');
  }
}

export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  async function readImageUpload(request: FastifyRequest): Promise<CleanImage> {
    const record = (detail: string) => app.securityEvents.record({ kind: 'upload_refused', ip: request.ip, detail }).catch(() => undefined);
    await app.rateLimit.consume('upload', app.rateLimit.keyFor(request));
    if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data.');
    let part;
    try {
      part = await request.file();
    } catch {
      throw badRequest('UPLOAD_UNREADABLE', 'The upload could not be read.');
    }
    if (!part || part.fieldname !== 'file') throw badRequest('FILE_REQUIRED', 'Choose a picture to upload.');
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    const issue = uploadIssue({ name: part.filename, size: 0, type: part.mimetype });
    if (issue) {
      part.file.resume();
      await record(`${issue}: ${part.filename.slice(0, 80)}`);
      throw refuse(issue);
    }
    let input: Buffer;
    try {
      input = await part.toBuffer();
    } catch {
      await record(`FILE_TOO_LARGE: ${part.filename.slice(0, 80)}`);
      throw refuse('FILE_TOO_LARGE');
    }
    if (part.file.truncated || input.length > MAX_UPLOAD_BYTES) throw refuse('FILE_TOO_LARGE');
    try {
      return { ...(await cleanImage(input)), fields };
    } catch (err) {
      if (err instanceof AppError) await record(`${err.code}: ${part.filename.slice(0, 80)}`);
      throw err;
    }
  }
  app.decorateRequest('readImageUpload', function (this: FastifyRequest) {
    return readImageUpload(this);
  });
});
