import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '../../../domain/media/image-variants';
import type { Database } from '../../db/client';
import { isTemporary, walk } from './create';
import { storedValues } from './queries';
import { STORAGE_KEY_COLUMNS, STORAGE_URL_COLUMNS } from './storage-columns';

/** The folders uploads write to (products, production and message photos, profile pictures); nothing else is ever swept. */
export const UPLOAD_PREFIXES = ['products/', 'production/', 'messages/', 'profiles/'] as const;

export interface SweepResult {
  temporary: number;
  orphans: number;
  variants: number;
}

/**
 * Every storage key some row points at: the values of the declared key columns, and of the
 * address columns those that are `/storage/<key>` (storage-columns.ts). A column a feature adds
 * must be declared there; storage-columns.test.ts fails until it is.
 */
export async function referencedKeys(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of [...STORAGE_KEY_COLUMNS, ...STORAGE_URL_COLUMNS]) {
    for (const value of await storedValues(db, column)) keys.add(value.startsWith('/storage/') ? value.slice('/storage/'.length) : value);
  }
  return keys;
}

/**
 * The clean-up after a crash, a full disk or a failed upload: temporary files of writes that never
 * finished, uploaded files no row points at (an upload writes its file before its row, so a crash
 * in between leaves one), and renditions whose original is gone. Only files older than `graceMs`
 * go: at start-up (nothing in flight) that is 0; the daily job leaves a day so an upload in flight
 * on another instance keeps its file.
 */
export async function sweepStorage(opts: { db: Database; storageDir: string; variantsDir: string; graceMs: number; now?: number }): Promise<SweepResult> {
  const now = opts.now ?? Date.now();
  const old = async (file: string) => {
    try {
      return now - (await stat(file)).mtimeMs >= opts.graceMs;
    } catch {
      return false;
    }
  };
  const result: SweepResult = { temporary: 0, orphans: 0, variants: 0 };
  const referenced = await referencedKeys(opts.db);
  for await (const rel of walk(opts.storageDir)) {
    const file = path.join(opts.storageDir, rel);
    if (isTemporary(rel)) {
      if (await old(file)) {
        await rm(file, { force: true });
        result.temporary += 1;
      }
      continue;
    }
    if (!UPLOAD_PREFIXES.some((p) => rel.startsWith(p)) || referenced.has(rel) || !(await old(file))) continue;
    await rm(file, { force: true });
    await Promise.all(IMAGE_VARIANT_WIDTHS.map((w) => rm(path.join(opts.variantsDir, `${w}/${rel}.webp`), { force: true })));
    result.orphans += 1;
  }
  for await (const rel of walk(opts.variantsDir)) {
    const file = path.join(opts.variantsDir, rel);
    if (isTemporary(rel)) {
      if (await old(file)) {
        await rm(file, { force: true });
        result.temporary += 1;
      }
      continue;
    }
    // `<width>/<key>.webp`: a rendition of a swept or removed original.
    const key = rel.slice(rel.indexOf('/') + 1).replace(/\.webp$/, '');
    if (!UPLOAD_PREFIXES.some((p) => key.startsWith(p))) continue;
    const original = await stat(path.join(opts.storageDir, key)).then(() => true, () => false);
    if (!original && (await old(file))) {
      await rm(file, { force: true });
      result.variants += 1;
    }
  }
  return result;
}
