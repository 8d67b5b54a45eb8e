import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, deflateSync } from 'node:zlib';
import { tableChecksum } from './sfnt';

// Helpers for the font decoder's tests only: read an sfnt's directory, and build small WOFF/WOFF2
// files by hand (the shop has no encoder, and the malformed cases need exact control of each field).

export interface SfntTable {
  tag: string;
  checksum: number;
  offset: number;
  data: Uint8Array;
}

/** The table directory of an sfnt, without any checks (the tests check). */
export function sfntTables(font: Uint8Array): SfntTable[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables: SfntTable[] = [];
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const entry = 12 + i * 16;
    const offset = view.getUint32(entry + 8);
    tables.push({
      tag: String.fromCharCode(...font.subarray(entry, entry + 4)),
      checksum: view.getUint32(entry + 4),
      offset,
      data: font.slice(offset, offset + view.getUint32(entry + 12)),
    });
  }
  return tables;
}

/**
 * SHA-256 of each table, in the form the reference checksums were taken: our decoder always writes
 * a long loca (the reference keeps the short one when the font had it), so loca is compared as
 * long offsets, and head without checkSumAdjustment (it depends on the file layout) and with
 * indexToLocFormat = 1.
 */
export function normalisedTableHashes(font: Uint8Array): Record<string, string> {
  const tables = new Map(sfntTables(font).map((t) => [t.tag, t.data]));
  const head = tables.get('head');
  const loca = tables.get('loca');
  if (head && loca && head[51] === 0) {
    const long = new Uint8Array(loca.length * 2);
    const view = new DataView(long.buffer);
    for (let i = 0; i < loca.length / 2; i += 1) view.setUint32(i * 4, (((loca[i * 2] ?? 0) << 8) | (loca[i * 2 + 1] ?? 0)) * 2);
    tables.set('loca', long);
  }
  if (head) {
    head.set([0, 0, 0, 0], 8);
    head.set([0, 1], 50);
  }
  const sorted = [...tables.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(sorted.map(([tag, data]) => [tag, createHash('sha256').update(data).digest('hex')]));
}

/** What a well-formed sfnt must satisfy: sorted directory, aligned tables, right checksums. */
export function sfntProblems(font: Uint8Array): string[] {
  const problems: string[] = [];
  const tables = sfntTables(font);
  const tags = tables.map((t) => t.tag);
  if (tags.join() !== [...tags].sort().join()) problems.push('directory not sorted');
  for (const t of tables) {
    if (t.offset % 4) problems.push(`${t.tag} not 4-byte aligned`);
    const data = t.tag === 'head' ? Uint8Array.from(t.data, (b, i) => (i >= 8 && i < 12 ? 0 : b)) : t.data;
    if (tableChecksum(data) !== t.checksum) problems.push(`${t.tag} checksum`);
  }
  if (tableChecksum(font) !== 0xb1b0afba) problems.push('head.checkSumAdjustment');
  return problems;
}

function base128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let v = Math.floor(value / 128); v > 0; v = Math.floor(v / 128)) bytes.unshift((v & 0x7f) | 0x80);
  return bytes;
}

export interface Woff2Part {
  /** Index into WOFF2's known-tag table (1 = head, 10 = glyf, ...), with the transform in bits 6-7. */
  flags: number;
  /** The four tag bytes when the index is 63 (a tag not in the known list). */
  tag4?: number[];
  origLength: number;
  transformLength?: number;
}

/** A WOFF2 file from its directory and the uncompressed table stream, header fields overridable. */
export function woff2Of(parts: Woff2Part[], stream: Uint8Array, header: { totalCompressedSize?: number } = {}): Uint8Array {
  const directory = parts.flatMap((p) => [p.flags, ...(p.tag4 ?? []), ...base128(p.origLength), ...(p.transformLength === undefined ? [] : base128(p.transformLength))]);
  const compressed = brotliCompressSync(stream);
  const file = new Uint8Array(48 + directory.length + compressed.length);
  const view = new DataView(file.buffer);
  file.set([0x77, 0x4f, 0x46, 0x32], 0); // wOF2
  view.setUint32(4, 0x00010000);
  view.setUint32(8, file.length);
  view.setUint16(12, parts.length);
  view.setUint32(16, 12 + 16 * parts.length + stream.length);
  view.setUint32(20, header.totalCompressedSize ?? compressed.length);
  view.setUint16(24, 1);
  file.set(directory, 48);
  file.set(compressed, 48 + directory.length);
  return file;
}

/** A WOFF (1.0) file holding the tables of an sfnt, each deflated unless that is not smaller. */
export function woffOf(font: Uint8Array, squeeze: (data: Uint8Array) => Uint8Array = (d) => deflateSync(d)): Uint8Array {
  const tables = sfntTables(font).map((t) => {
    const packed = squeeze(t.data);
    return { ...t, stored: packed.length < t.data.length ? packed : t.data };
  });
  let length = 44 + 20 * tables.length;
  const offsets = tables.map((t) => {
    const at = length;
    length += (t.stored.length + 3) & ~3;
    return at;
  });
  const file = new Uint8Array(length);
  const view = new DataView(file.buffer);
  file.set([0x77, 0x4f, 0x46, 0x46], 0); // wOFF
  view.setUint32(4, new DataView(font.buffer, font.byteOffset).getUint32(0));
  view.setUint32(8, length);
  view.setUint16(12, tables.length);
  view.setUint32(16, font.length);
  tables.forEach((t, i) => {
    const entry = 44 + 20 * i;
    for (let c = 0; c < 4; c += 1) file[entry + c] = t.tag.charCodeAt(c);
    view.setUint32(entry + 4, offsets[i] ?? 0);
    view.setUint32(entry + 8, t.stored.length);
    view.setUint32(entry + 12, t.data.length);
    view.setUint32(entry + 16, t.checksum);
    file.set(t.stored, offsets[i] ?? 0);
  });
  return file;
}

export interface Woff2Directory {
  /** The directory entries, in order; `tag` is the known-tag index (63: see tag4). */
  entries: (Woff2Part & { tag: number })[];
  /** The uncompressed table stream. */
  stream: Uint8Array;
}

/** Reads a WOFF2's directory and unpacks its stream (no collections, metadata or private data). */
export function readWoff2(file: Uint8Array): Woff2Directory {
  let pos = 48;
  const base128In = (): number => {
    let value = 0;
    for (;;) {
      const b = file[pos++] ?? 0;
      value = value * 128 + (b & 0x7f);
      if (!(b & 0x80)) return value;
    }
  };
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const entries: Woff2Directory['entries'] = [];
  for (let i = 0; i < view.getUint16(12); i += 1) {
    const flags = file[pos++] ?? 0;
    const tag = flags & 0x3f;
    const tag4 = tag === 63 ? Array.from(file.subarray(pos, (pos += 4))) : undefined;
    const origLength = base128In();
    const transformed = tag === 10 || tag === 11 ? flags >> 6 === 0 : flags >> 6 !== 0;
    entries.push({ tag, flags, ...(tag4 ? { tag4 } : {}), origLength, ...(transformed ? { transformLength: base128In() } : {}) });
  }
  return { entries, stream: new Uint8Array(brotliDecompressSync(file.subarray(pos, pos + view.getUint32(20)))) };
}
