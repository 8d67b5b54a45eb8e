import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, storageWriteError } from './storage-core';
import { isFull } from './storage-s3';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tibeb-full-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const errno = (code: string) => Object.assign(new Error(`${code}: injected`), { code });

/** Every file under a folder (the temporary one included). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('a full or read-only disk refuses uploads cleanly', () => {
  it('maps the errors a disk gives to stable codes', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG']) expect(storageWriteError(errno(code))).toMatchObject({ code: 'STORAGE_FULL', statusCode: 507 });
    for (const code of ['EROFS', 'EACCES', 'EIO']) expect(storageWriteError(errno(code))).toMatchObject({ code: 'STORAGE_UNAVAILABLE', statusCode: 503 });
    const other = errno('EINVAL');
    expect(storageWriteError(other)).toBe(other);
    expect(isFull({ name: 'XMinioStorageFull', $metadata: { httpStatusCode: 507 } })).toBe(true);
    expect(isFull({ name: 'TimeoutError' })).toBe(false);
  });

  it('a write that fails half-way (the temporary file written, the disk then full) leaves nothing behind', async () => {
    for (const [code, expected] of [
      ['ENOSPC', 'STORAGE_FULL'],
      ['EROFS', 'STORAGE_UNAVAILABLE'],
    ] as const) {
      const root = path.join(scratch, `seam-${code}`);
      const storage = createLocalStorage(root, '/storage', {
        mkdir,
        // Half a file reaches the disk, then the write fails, as on a disk that fills mid-write.
        writeFile: async (file: string, data: Buffer) => {
          await writeFile(file, data.subarray(0, 10));
          throw errno(code);
        },
        rename,
      });
      await expect(storage.put('products/p/a.webp', Buffer.alloc(100, 1), 'image/webp')).rejects.toMatchObject({ code: expected });
      expect(filesUnder(root)).toEqual([]);
      expect(await storage.exists('products/p/a.webp')).toBe(false);
    }
  });

  it('on a real 64 kB tmpfs: a file too big is STORAGE_FULL with nothing written, and one that fits is kept (skips where mount is not permitted)', async (ctx) => {
    const mountPoint = path.join(scratch, 'tmpfs');
    await mkdir(mountPoint, { recursive: true });
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tibeb-test', mountPoint], { stdio: 'ignore' });
    } catch {
      ctx.skip('mounting a tmpfs is not permitted here');
      return;
    }
    try {
      const storage = createLocalStorage(mountPoint);
      await expect(storage.put('products/p/big.webp', Buffer.alloc(256 * 1024, 7), 'image/webp')).rejects.toMatchObject({ code: 'STORAGE_FULL' });
      expect(filesUnder(mountPoint)).toEqual([]);
      await storage.put('products/p/small.webp', Buffer.alloc(1024, 7), 'image/webp');
      expect(filesUnder(mountPoint)).toEqual(['small.webp']);
    } finally {
      execFileSync('umount', [mountPoint], { stdio: 'ignore' });
    }
  });
});
