import { inflateSync } from 'node:zlib';
import { check, FontDecodeError, readTag, readU16, readU32 } from './font-bytes';
import { buildSfnt } from './sfnt';

/** WOFF (1.0) to sfnt: each table is zlib-compressed on its own (or stored when that is not smaller). */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  const flavor = readU32(bytes, 4);
  const numTables = readU16(bytes, 12);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const tag = readTag(bytes, entry);
    const offset = readU32(bytes, entry + 4);
    const compLength = readU32(bytes, entry + 8);
    const origLength = readU32(bytes, entry + 12);
    check(bytes, offset, compLength);
    const raw = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw.slice();
    if (data.length !== origLength) throw new FontDecodeError(`WOFF table ${tag} has the wrong length`);
    tables.set(tag, data);
  }
  return buildSfnt(flavor, tables);
}
