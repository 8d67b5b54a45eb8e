import { normalizePrompt, PROMPT_MESSAGES, promptIssue, type GenerateImageRequestFields, type PromptReading } from '@domain/image-tools';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { renderIllustration } from './illustrator';
import { generateWithImagesApi, imageApiFailed, type ImagesApiLog } from './images-api';
import { returnQuota, takeQuota, usedToday, utcDay } from './queries';

export type ImageEngine = 'illustrator' | 'image-api';

export const ILLUSTRATION_NOTICE = "An illustration drawn by Tibeb's built-in illustrator from the words of your description: not a photograph, and not made by an AI model.";
export const IMAGE_API_NOTICE = 'Made by an AI image model from your description: check that it shows your garment truthfully before you use it.';

/** The most pixels a provider's picture may have (the upload rules' limit). */
const MAX_PIXELS = 50_000_000;

export interface GeneratedImage {
  success: true;
  imageData: string;
  error: null;
  engine: ImageEngine;
  notice: string;
  mimeType: 'image/png';
  width: number;
  height: number;
  /** What the illustrator read from the prompt; only for illustrations. */
  reading: Omit<PromptReading, 'seed'> | null;
  /** Calls to the images API left today; only when it was used. */
  remainingToday: number | null;
}

const quotaSpent = (resetsInMs: number) =>
  new AppError(429, 'IMAGE_QUOTA_EXCEEDED', "You have used today's AI image allowance. It renews at midnight UTC.", undefined, { 'retry-after': String(Math.ceil(resetsInMs / 1000)) });

const msToUtcMidnight = (now = new Date()) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();

export interface ImageToolsServiceDeps {
  db: Database;
  config: Pick<AppConfig, 'imageApi' | 'imageApiDailyQuota'>;
}

export function createImageToolsService({ db, config }: ImageToolsServiceDeps) {
  /** Designers and admins reach the paid API when it is configured; everyone else gets the illustrator. */
  const engineFor = (user: SessionUser | null): ImageEngine =>
    config.imageApi && user && (user.role === 'designer' || user.role === 'admin') ? 'image-api' : 'illustrator';

  function checkedPrompt(raw: string): string {
    const issue = promptIssue(raw);
    if (issue) throw badRequest(issue, PROMPT_MESSAGES[issue], { prompt: [issue] });
    return normalizePrompt(raw);
  }

  async function illustrate(prompt: string, input: GenerateImageRequestFields): Promise<GeneratedImage> {
    const { png, reading } = await renderIllustration(prompt, input.size, input.style);
    const { seed: _seed, ...shown } = reading;
    const [w, h] = input.size.split('x').map(Number);
    return {
      success: true,
      imageData: `data:image/png;base64,${png.toString('base64')}`,
      error: null,
      engine: 'illustrator',
      notice: ILLUSTRATION_NOTICE,
      mimeType: 'image/png',
      width: w ?? 1024,
      height: h ?? 1024,
      reading: shown,
      remainingToday: null,
    };
  }

  /** The provider's bytes are decoded whatever they claim to be, and leave as a clean PNG without metadata. */
  async function cleanPicture(bytes: Buffer, log: ImagesApiLog): Promise<{ png: Buffer; width: number; height: number }> {
    const { default: sharp } = await import('sharp');
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).metadata();
      if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) throw new Error(`format ${String(meta.format)}`);
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false }).rotate().png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    } catch (err) {
      log.warn({ err: String(err) }, 'image API answered something that is not a picture');
      throw imageApiFailed();
    }
  }

  async function generate(user: SessionUser | null, input: GenerateImageRequestFields, log: ImagesApiLog): Promise<GeneratedImage> {
    const prompt = checkedPrompt(input.prompt);
    const api = config.imageApi;
    if (engineFor(user) === 'illustrator' || !api || !user) return illustrate(prompt, input);

    const day = utcDay();
    const used = await takeQuota(db, user.id, day, config.imageApiDailyQuota);
    if (used === null) throw quotaSpent(msToUtcMidnight());
    try {
      const bytes = await generateWithImagesApi(api, { prompt, size: input.size, style: input.style, user: user.id }, log);
      const { png, width, height } = await cleanPicture(bytes, log);
      return {
        success: true,
        imageData: `data:image/png;base64,${png.toString('base64')}`,
        error: null,
        engine: 'image-api',
        notice: IMAGE_API_NOTICE,
        mimeType: 'image/png',
        width,
        height,
        reading: null,
        remainingToday: Math.max(0, config.imageApiDailyQuota - used),
      };
    } catch (err) {
      await returnQuota(db, user.id, day);
      throw err;
    }
  }

  async function quotaOf(user: SessionUser | null) {
    if (engineFor(user) !== 'image-api' || !user) return null;
    const used = await usedToday(db, user.id, utcDay());
    return { limit: config.imageApiDailyQuota, used, remaining: Math.max(0, config.imageApiDailyQuota - used) };
  }

  return { engineFor, generate, quotaOf };
}

export type ImageToolsService = ReturnType<typeof createImageToolsService>;
