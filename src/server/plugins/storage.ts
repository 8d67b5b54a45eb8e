import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { IMAGE_VARIANT_WIDTHS, isImageVariantWidth } from '../../domain/media/image-variants';

import { createLocalStorage, SAFE_KEY, type Storage } from './storage-core';
import type { S3Settings, S3Storage } from './storage-s3';

export { assertSafeKey, createLocalStorage, SAFE_KEY, type Storage } from './storage-core';

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

/** Where files go: local disk (the default) or an S3-compatible bucket. */
export type StorageTarget = { kind: 'local'; storageDir: string } | { kind: 's3'; s3: S3Settings; storageDir: string };

export function storageTargetOf(config: Pick<AppConfig, 's3' | 'storageDir'>): StorageTarget {
  return config.s3 ? { kind: 's3', s3: config.s3, storageDir: config.storageDir } : { kind: 'local', storageDir: config.storageDir };
}

/**
 * The originals' store and the image variants' store for a target (seed, copy command and app share it).
 * The S3 SDK (about 20 MB resident) is loaded only when a bucket is configured.
 */
export async function openStorage(target: StorageTarget): Promise<{ files: Storage; variants: Storage; s3: S3Storage | null }> {
  if (target.kind === 's3') {
    const { createS3Client, createS3Storage } = await import('./storage-s3');
    const client = createS3Client(target.s3);
    const files = createS3Storage(client, target.s3.bucket);
    return { files, variants: createS3Storage(client, target.s3.bucket, { prefix: 'image-variants/' }), s3: files };
  }
  // Variants live beside the originals' folder, as they always have.
  const variantsDir = path.join(path.dirname(target.storageDir), 'image-variants');
  return { files: createLocalStorage(target.storageDir), variants: createLocalStorage(variantsDir), s3: null };
}

const IMMUTABLE = 'public, max-age=2592000, immutable';
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.pdf': 'application/pdf', '.json': 'application/json' };

export const storagePlugin = fp<{ target: StorageTarget }>(async (app: FastifyInstance, opts) => {
  const { files, variants, s3 } = await openStorage(opts.target);
  app.decorate('storage', files);
  if (s3) {
    // Served through the app with the local driver's headers, so every instance answers every URL.
    app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.length > 512) {
        return reply.code(404).send({ error: { code: 'FILE_NOT_FOUND', message: 'File not found.' } });
      }
      const object = await s3.read(key);
      if (!object) return reply.code(404).send({ error: { code: 'FILE_NOT_FOUND', message: 'File not found.' } });
      if (object.etag) {
        void reply.header('etag', object.etag);
        if (request.headers['if-none-match'] === object.etag) return reply.code(304).header('cache-control', IMMUTABLE).send();
      }
      const type = object.contentType ?? CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      return reply.type(type).header('cache-control', IMMUTABLE).send(object.body);
    });
  } else {
    await mkdir(opts.target.storageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.target.storageDir,
      prefix: '/storage/',
      decorateReply: false,
      wildcard: true,
      index: false,
      // Stored objects never change under the same key (new uploads get new keys).
      immutable: true,
      maxAge: '30d',
    });
  }

  // Smaller renditions of stored images (domain/media/image-variants), made once and kept in their
  // own store; always WebP. Stored objects never change under a key, so neither do these.
  const making = new Map<string, Promise<Buffer | null>>();
  const variantKey = (width: number, key: string) => `${width}/${key}.webp`;
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
        await variants.put(variantKey(width, key), out, 'image/webp');
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
      await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => variants.remove(variantKey(width, key))));
    },
  });

  app.get('/img/:width/*', { schema: { hide: true } }, async (request, reply) => {
    const { width: w, '*': key } = request.params as { width: string; '*': string };
    const width = Number(w);
    const ext = path.extname(key).toLowerCase();
    if (!isImageVariantWidth(width) || !VARIANT_TYPES[ext] || !SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.length > 480) {
      return reply.code(404).send({ error: { code: 'IMAGE_NOT_FOUND', message: 'Image not found.' } });
    }
    let body: Buffer | null = await variants.get(variantKey(width, key)).catch(() => null);
    if (!body) {
      body = await makeVariant(key, width).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'image variant failed');
        return null;
      });
    }
    if (!body) return reply.code(404).send({ error: { code: 'IMAGE_NOT_FOUND', message: 'Image not found.' } });
    return reply.type('image/webp').header('cache-control', IMMUTABLE).send(body);
  });
});
