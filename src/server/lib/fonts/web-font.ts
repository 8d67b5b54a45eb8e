import { FontDecodeError, readTag, readU32 } from './font-bytes';
import { woffToSfnt } from './woff';
import { woff2ToSfnt } from './woff2';

export { FontDecodeError } from './font-bytes';

/**
 * WOFF2, WOFF or a plain TrueType/OpenType file to plain TrueType/OpenType (sfnt) bytes, following
 * the WOFF2 and WOFF specifications with only Node's zlib (brotli, deflate). Web font packages
 * ship only WOFF2, and tools such as pdf-lib/fontkit need sfnt to subset. A variable font stays
 * variable. Font collections (`ttcf`) are not read.
 */
export function webFontToSfnt(bytes: Uint8Array): Uint8Array {
  const tag = readTag(bytes, 0);
  if (tag === 'wOF2') return woff2ToSfnt(bytes);
  if (tag === 'wOFF') return woffToSfnt(bytes);
  if (tag === 'true' || tag === 'OTTO' || (bytes.length >= 4 && readU32(bytes, 0) === 0x00010000)) return bytes;
  throw new FontDecodeError(`Not a font file (signature ${JSON.stringify(tag)})`);
}
