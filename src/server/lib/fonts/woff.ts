import { inflateSync } from 'node:zlib';
import { check, FontDecodeError, readTag, readU16, readU32, unpack } from './font-bytes';
import { buildSfnt } from './sfnt';

/** WOFF (1.0) to sfnt: each table is zlib-compressed on its own (or stored when that is not smaller). */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  const flavor = readU32(bytes, 4);
  const numTables = readU16(bytes, 12);
  if (numTables === 0) throw new FontDecodeError('WOFF font has no tables');
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const tag = readTag(bytes, entry);
    const offset = readU32(bytes, entry + 4);
    const compLength = readU32(bytes, entry + 8);
    const origLength = readU32(bytes, entry + 12);
    check(bytes, offset, compLength);
    const raw = bytes.subarray(offset, offset + compLength);
    if (compLength > origLength) throw new FontDecodeError(`WOFF table ${tag} is longer stored than unpacked`);
    // Stored as is when deflate would not make it smaller (WOFF spec 5).
    const data =
      compLength < origLength ? unpack(`WOFF table ${tag}`, origLength, (maxOutputLength) => inflateSync(raw, { maxOutputLength })) : raw.slice();
    tables.set(tag, data);
  }
  return buildSfnt(flavor, tables);
}
