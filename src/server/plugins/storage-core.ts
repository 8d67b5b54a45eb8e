import { access, mkdir, readFile, rename, rm, stat, writeFile, constants } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../lib/errors';

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

/** A disk or quota that is full: the upload is refused, nothing is kept. */
export const storageFull = () => new AppError(507, 'STORAGE_FULL', 'The file store is full; the file was not saved. Please try again later.', undefined, { 'retry-after': '300' });
const unavailable = () => new AppError(503, 'STORAGE_UNAVAILABLE', 'The file store cannot be written just now; the file was not saved. Please try again later.', undefined, { 'retry-after': '30' });

const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const UNAVAILABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO', 'ENOTDIR']);

/** A failed write as the client should hear it: full, unavailable, or (anything else) the error itself. */
export function storageWriteError(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code && FULL.has(code)) return storageFull();
  if (code && UNAVAILABLE.has(code)) return unavailable();
  return err;
}

/** The file-system calls a write makes: a test injects ENOSPC or EROFS here (the storage seam). */
export interface LocalWriteOps {
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
  writeFile(file: string, data: Buffer): Promise<void>;
  rename(from: string, to: string): Promise<void>;
}
const NODE_OPS: LocalWriteOps = { mkdir, writeFile, rename };

export function createLocalStorage(root: string, urlPrefix = '/storage', ops: LocalWriteOps = NODE_OPS): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = resolve(key);
      // Write then rename so a reader never sees half a file; a write that fails (a full disk, a
      // read-only one) leaves nothing behind, not even the temporary file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await ops.mkdir(path.dirname(file), { recursive: true });
        await ops.writeFile(tmp, data);
        await ops.rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw storageWriteError(err);
      }
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

