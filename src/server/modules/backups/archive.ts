import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A backup archive is a plain (uncompressed) POSIX tar, readable with `tar -tf`: the database dump
 * is compressed already and photos are WebP, so gzip over them would cost time for nothing.
 * `manifest.json` is the last entry, because it carries every other entry's checksum.
 */

export const MANIFEST_ENTRY = 'manifest.json';

export interface ArchiveWriter {
  add(name: string, data: Buffer): Promise<{ size: number; sha256: string }>;
  /** Writes the last entry, flushes to disk and renames the temporary file to its name. */
  finish(manifest: Buffer): Promise<void>;
  /** Removes the temporary file (a failed backup leaves nothing that looks like an archive). */
  abort(): Promise<void>;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes to `<file>.partial` and renames to `file` only once complete and flushed. */
export function writeArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const out = createWriteStream(partial, { mode: 0o600 });
  pack.pipe(out);
  let failure: Error | null = null;
  out.on('error', (err) => {
    failure = err;
  });
  const entry = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      pack.entry({ name, size: data.length, mode: 0o600, mtime: new Date(0) }, data, (err) => (err ? reject(err) : resolve()));
    });
  /** The pack buffers what the disk has not taken yet; waiting here keeps memory to a few files. */
  const drain = async () => {
    while (out.writableLength > 8 * 1024 * 1024 && !failure) await new Promise<void>((r) => out.once('drain', () => r()));
    if (failure) throw failure;
  };
  return {
    async add(name, data) {
      await entry(name, data);
      await drain();
      return { size: data.length, sha256: sha256(data) };
    },
    async finish(manifest) {
      await entry(MANIFEST_ENTRY, manifest);
      pack.finalize();
      await finished(out);
      if (failure) throw failure;
      const handle = await open(partial, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    },
    async abort() {
      pack.destroy();
      out.destroy();
      await rm(partial, { force: true });
    },
  };
}

/** Every entry of an archive in order, each read whole (the largest is the database dump). */
export async function* readArchive(file: string): AsyncGenerator<{ name: string; data: Buffer }> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.type === 'file') yield { name: entry.header.name, data: Buffer.concat(chunks) };
  }
}
