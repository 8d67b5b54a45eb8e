import { access, mkdir, readFile, rename, rm, stat, writeFile, constants } from 'node:fs/promises';
import path from 'node:path';

/**
 * File storage behind one small interface. The embedded default keeps files under
 * ./data/storage and serves them at /storage/*; an S3-compatible driver can implement the same
 * interface (storage-s3.ts), chosen by configuration.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** Removes an object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  ping(): Promise<boolean>;
}

export const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

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
    kind: 'local',
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

