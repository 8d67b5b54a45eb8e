import { access, mkdir, readFile, rename, stat, writeFile, constants } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  }
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
});
