import { Writer } from './font-bytes';

/** The OpenType table checksum: the table as big-endian uint32 words, zero-padded, summed mod 2^32. */
export function tableChecksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const word = (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0)) >>> 0;
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/**
 * Writes an sfnt (plain TrueType/OpenType) from its tables: directory sorted by tag, tables
 * 4-byte aligned, correct checksums and head.checkSumAdjustment. The head table passed in is
 * changed in place (its checkSumAdjustment).
 */
export function buildSfnt(flavor: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = 2 ** entrySelector * 16;
  const out = new Writer();
  out.u32(flavor);
  out.u16(numTables);
  out.u16(searchRange);
  out.u16(entrySelector);
  out.u16(numTables * 16 - searchRange);
  const head = tables.get('head');
  // checkSumAdjustment is computed with itself set to 0.
  if (head && head.length >= 12) head.set([0, 0, 0, 0], 8);
  let offset = 12 + numTables * 16;
  for (const tag of tags) {
    const data = tables.get(tag) ?? new Uint8Array();
    for (let i = 0; i < 4; i += 1) out.u8(tag.charCodeAt(i));
    out.u32(tableChecksum(data));
    out.u32(offset);
    out.u32(data.length);
    offset += (data.length + 3) & ~3;
  }
  let headOffset = -1;
  for (const tag of tags) {
    if (tag === 'head') headOffset = out.length;
    out.bytes(tables.get(tag) ?? new Uint8Array());
    out.pad4();
  }
  const font = out.result();
  if (headOffset >= 0) {
    const adjust = (0xb1b0afba - tableChecksum(font)) >>> 0;
    font.set([adjust >>> 24, (adjust >>> 16) & 0xff, (adjust >>> 8) & 0xff, adjust & 0xff], headOffset + 8);
  }
  return font;
}
