import { access, mkdir, readFile, rename, rm, stat, writeFile, constants } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_VARIANT_WIDTHS, isImageVariantWidth } from '../../domain/media/image-variants';

/**
 * File storage behind one small interface. The embedded default keeps files under
 * ./data/storage and serves them at /storage/*; an S3-compatible driver can implement the same
 * interface later without touching callers.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** Removes an object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  ping(): Promise<boolean>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.length > 512) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(root: string, urlPrefix = '/storage'): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
      return { key, url: `${urlPrefix}/${key}` };
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    imageVariants: {
      /** Makes the storefront's smaller renditions now (an upload), instead of on the first request. */
      prepare(key: string, original: Buffer, originalWidth: number): Promise<void>;
      /** Removes the renditions of an object that is being removed. */
      remove(key: string): Promise<void>;
    };
  }
}

const VARIANT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/webp', '.jpg': 'image/webp', '.jpeg': 'image/webp' };

/** sharp is loaded on the first variant only, with libvips' cache off so it holds no memory between requests. */
let sharpModule: Promise<typeof import('sharp')> | null = null;
export function loadSharp() {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return m;
  });
  return sharpModule;
}

export const storagePlugin = fp<{ storageDir: string }>(async (app: FastifyInstance, opts) => {
  await mkdir(opts.storageDir, { recursive: true });
  app.decorate('storage', createLocalStorage(opts.storageDir));
  await app.register(fastifyStatic, {
    root: opts.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    wildcard: true,
    index: false,
    // Stored objects never change under the same key (new uploads get new keys).
    immutable: true,
    maxAge: '30d',
  });

  // Smaller renditions of stored images (domain/media/image-variants), made once and kept beside
  // the originals' folder; always WebP. Stored objects never change under a key, so neither do these.
  const variantsDir = path.join(path.dirname(opts.storageDir), 'image-variants');
  const making = new Map<string, Promise<Buffer | null>>();
  const variantFile = (width: number, key: string) => path.join(variantsDir, String(width), `${key}.webp`);
  /** One rendition, made once even when several requests ask for it together. */
  const makeVariant = (key: string, width: number, original?: Buffer): Promise<Buffer | null> => {
    const id = `${width}/${key}`;
    let job = making.get(id);
    if (!job) {
      job = (async () => {
        const source = original ?? (await app.storage.get(key));
        if (!source) return null;
        const { default: sharp } = await loadSharp();
        const out = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer();
        const file = variantFile(width, key);
        await mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(tmp, out);
        await rename(tmp, file);
        return out;
      })().finally(() => making.delete(id));
      making.set(id, job);
    }
    return job;
  };
  app.decorate('imageVariants', {
    async prepare(key: string, original: Buffer, originalWidth: number) {
      for (const width of IMAGE_VARIANT_WIDTHS) if (width < originalWidth) await makeVariant(key, width, original);
    },
    async remove(key: string) {
      await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => rm(variantFile(width, key), { force: true })));
    },
  });

  app.get('/img/:width/*', { schema: { hide: true } }, async (request, reply) => {
    const { width: w, '*': key } = request.params as { width: string; '*': string };
    const width = Number(w);
    const ext = path.extname(key).toLowerCase();
    if (!isImageVariantWidth(width) || !VARIANT_TYPES[ext] || !SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
      return reply.code(404).send({ error: { code: 'IMAGE_NOT_FOUND', message: 'Image not found.' } });
    }
    let body: Buffer | null = await readFile(variantFile(width, key)).catch(() => null);
    if (!body) {
      body = await makeVariant(key, width).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'image variant failed');
        return null;
      });
    }
    if (!body) return reply.code(404).send({ error: { code: 'IMAGE_NOT_FOUND', message: 'Image not found.' } });
    return reply.type('image/webp').header('cache-control', 'public, max-age=2592000, immutable').send(body);
  });
});
