import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { NOT_STORAGE_COLUMNS, STORAGE_KEY_COLUMNS, STORAGE_URL_COLUMNS } from './storage-columns';

/** A column name that may hold a stored file's key or address. */
const LOOKS_LIKE_STORAGE = /(^|_)(key|keys|path|url|urls|image|images|photo|photos|file|files)$|storage/;

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const every = tables.flatMap((t) => getTableConfig(t).columns.map((c) => `${getTableConfig(t).name}.${c.name}`));
const nameOf = (c: PgColumn) => `${getTableName(c.table)}.${c.name}`;
const declared = new Set([...STORAGE_KEY_COLUMNS, ...STORAGE_URL_COLUMNS].map(nameOf));

describe('the storage sweep’s declared columns', () => {
  it('covers every column of the schema whose name looks like a storage key, or says why not', () => {
    const looking = every.filter((name) => LOOKS_LIKE_STORAGE.test(name.slice(name.indexOf('.') + 1)));
    expect(looking.length).toBeGreaterThan(20);
    const unaccounted = looking.filter((name) => !declared.has(name) && !(name in NOT_STORAGE_COLUMNS));
    expect(unaccounted, 'declare them in STORAGE_KEY_COLUMNS / STORAGE_URL_COLUMNS, or in NOT_STORAGE_COLUMNS with a reason').toEqual([]);
  });

  it('names only columns that exist, each once, in one list', () => {
    const all = new Set(every);
    for (const name of Object.keys(NOT_STORAGE_COLUMNS)) expect(all.has(name), `${name} (NOT_STORAGE_COLUMNS)`).toBe(true);
    for (const name of declared) expect(name in NOT_STORAGE_COLUMNS, name).toBe(false);
    expect(declared.size).toBe(STORAGE_KEY_COLUMNS.length + STORAGE_URL_COLUMNS.length);
    // The sweep reads each as text (a key, or an address that may be /storage/<key>).
    for (const c of [...STORAGE_KEY_COLUMNS, ...STORAGE_URL_COLUMNS]) expect(c.getSQLType(), nameOf(c)).toBe('text');
  });

  it('reads the names a new photo column would have as storage-like', () => {
    expect(LOOKS_LIKE_STORAGE.test('storage_path')).toBe(true);
    expect(LOOKS_LIKE_STORAGE.test('cover_image_key')).toBe(true);
    expect(LOOKS_LIKE_STORAGE.test('video_url')).toBe(true);
    expect(LOOKS_LIKE_STORAGE.test('full_name')).toBe(false);
  });
});
