import { brotliDecompressSync } from 'node:zlib';
import { check, FontDecodeError, readTag, readU16, readU32, Reader, unpack, Writer } from './font-bytes';
import { buildSfnt } from './sfnt';

// WOFF2 (https://www.w3.org/TR/WOFF2/): one brotli stream of all tables; glyf/loca (and maybe
// hmtx) stored in a transformed form that is rebuilt here, as Google's reference decoder does.

const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

interface Woff2Entry {
  tag: string;
  transformVersion: number;
  origLength: number;
  /** Bytes in the decompressed stream. */
  length: number;
  offset: number;
}

/** WOFF2 to sfnt. */
export function woff2ToSfnt(bytes: Uint8Array): Uint8Array {
  const flavor = readU32(bytes, 4);
  if (readTag(bytes, 4) === 'ttcf') throw new FontDecodeError('WOFF2 font collections are not supported');
  const numTables = readU16(bytes, 12);
  if (numTables === 0) throw new FontDecodeError('WOFF2 font has no tables');
  const totalCompressedSize = readU32(bytes, 20);
  const dir = new Reader(bytes, 48, bytes.length);
  const entries: Woff2Entry[] = [];
  let streamOffset = 0;
  for (let i = 0; i < numTables; i += 1) {
    const flags = dir.u8();
    const tag = (flags & 0x3f) === 0x3f ? String.fromCharCode(...dir.bytesOf(4)) : KNOWN_TAGS[flags & 0x3f];
    if (tag === undefined) throw new FontDecodeError('Unknown WOFF2 table tag');
    const transformVersion = flags >>> 6;
    const origLength = dir.base128();
    // glyf/loca: version 0 is the transform, 3 the null transform; other tables the reverse.
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0;
    const length = transformed ? dir.base128() : origLength;
    entries.push({ tag, transformVersion: transformed ? 1 : 0, origLength, length, offset: streamOffset });
    streamOffset += length;
  }
  check(bytes, dir.pos, totalCompressedSize);
  const compressed = bytes.subarray(dir.pos, dir.pos + totalCompressedSize);
  // The stream is exactly the tables one after another, as the reference decoder requires.
  const data = unpack('WOFF2 data', streamOffset, (maxOutputLength) => brotliDecompressSync(compressed, { maxOutputLength }));

  const slice = (e: Woff2Entry): Uint8Array => data.slice(e.offset, e.offset + e.length);
  const byTag = new Map(entries.map((e) => [e.tag, e]));
  const tables = new Map<string, Uint8Array>();
  for (const e of entries) {
    if (e.tag === 'glyf' || e.tag === 'loca' || e.tag === 'hmtx') continue;
    tables.set(e.tag, slice(e));
  }

  const glyf = byTag.get('glyf');
  const loca = byTag.get('loca');
  let xMins: Int16Array | null = null;
  if (glyf && glyf.transformVersion) {
    const rebuilt = reconstructGlyf(data, glyf.offset, glyf.offset + glyf.length);
    tables.set('glyf', rebuilt.glyf);
    tables.set('loca', rebuilt.loca);
    xMins = rebuilt.xMins;
    // The rebuilt loca is always long offsets; head must say so.
    const head = tables.get('head');
    if (head && head.length >= 52) head.set([0, 1], 50);
  } else {
    if (glyf) tables.set('glyf', slice(glyf));
    if (loca) tables.set('loca', slice(loca));
  }

  const hmtx = byTag.get('hmtx');
  if (hmtx) {
    if (hmtx.transformVersion) {
      if (!xMins) throw new FontDecodeError('WOFF2 hmtx transform needs a transformed glyf table');
      tables.set('hmtx', reconstructHmtx(data, hmtx, tables, xMins));
    } else {
      tables.set('hmtx', slice(hmtx));
    }
  }
  return buildSfnt(flavor, tables);
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** The WOFF2 point triplet encoding (spec section 5.2), as the reference decoder reads it. */
function decodeTriplets(flagStream: Reader, glyphStream: Reader, count: number): Point[] {
  const withSign = (flag: number, value: number): number => (flag & 1 ? value : -value);
  const points: Point[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i += 1) {
    let flag = flagStream.u8();
    const onCurve = !(flag >> 7);
    flag &= 0x7f;
    let dx: number;
    let dy: number;
    if (flag < 10) {
      dx = 0;
      dy = withSign(flag, ((flag & 14) << 7) + glyphStream.u8());
    } else if (flag < 20) {
      dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphStream.u8());
      dy = 0;
    } else if (flag < 84) {
      const b0 = flag - 20;
      const b1 = glyphStream.u8();
      dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (flag < 120) {
      const b0 = flag - 84;
      dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + glyphStream.u8());
      dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphStream.u8());
    } else if (flag < 124) {
      const b0 = glyphStream.u8();
      const b1 = glyphStream.u8();
      const b2 = glyphStream.u8();
      dx = withSign(flag, (b0 << 4) + (b1 >> 4));
      dy = withSign(flag >> 1, ((b1 & 0x0f) << 8) + b2);
    } else {
      const b0 = glyphStream.u8();
      const b1 = glyphStream.u8();
      const b2 = glyphStream.u8();
      const b3 = glyphStream.u8();
      dx = withSign(flag, (b0 << 8) + b1);
      dy = withSign(flag >> 1, (b2 << 8) + b3);
    }
    x += dx;
    y += dy;
    points.push({ x, y, onCurve });
  }
  return points;
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

/** A simple glyph in plain glyf format, flags run-length encoded. */
function encodeSimpleGlyph(
  out: Writer,
  endPts: number[],
  points: Point[],
  bbox: readonly [number, number, number, number],
  instructions: Uint8Array,
  overlap: boolean,
): void {
  out.u16(endPts.length);
  for (const v of bbox) out.u16(v & 0xffff);
  for (const e of endPts) out.u16(e);
  out.u16(instructions.length);
  out.bytes(instructions);
  const flags: number[] = [];
  const xs = new Writer();
  const ys = new Writer();
  let px = 0;
  let py = 0;
  points.forEach((p, i) => {
    let flag = p.onCurve ? ON_CURVE : 0;
    if (i === 0 && overlap) flag |= OVERLAP_SIMPLE;
    const dx = p.x - px;
    const dy = p.y - py;
    if (dx === 0) flag |= X_SAME_OR_POSITIVE;
    else if (dx > -256 && dx < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POSITIVE : 0);
      xs.u8(Math.abs(dx));
    } else xs.u16(dx & 0xffff);
    if (dy === 0) flag |= Y_SAME_OR_POSITIVE;
    else if (dy > -256 && dy < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POSITIVE : 0);
      ys.u8(Math.abs(dy));
    } else ys.u16(dy & 0xffff);
    flags.push(flag);
    px = p.x;
    py = p.y;
  });
  for (let i = 0; i < flags.length; ) {
    const flag = flags[i] ?? 0;
    let run = 1;
    while (i + run < flags.length && flags[i + run] === flag && run < 256) run += 1;
    if (run > 1) {
      out.u8(flag | REPEAT);
      out.u8(run - 1);
    } else out.u8(flag);
    i += run;
  }
  out.bytes(xs.result());
  out.bytes(ys.result());
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** Rebuilds glyf and a long-format loca from WOFF2's transformed glyf (spec section 5.1). */
function reconstructGlyf(data: Uint8Array, start: number, end: number): { glyf: Uint8Array; loca: Uint8Array; xMins: Int16Array } {
  const header = new Reader(data, start, end);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  header.u16(); // indexFormat: we always write long offsets
  const [nContourSize, nPointsSize, flagSize, glyphSize, compositeSize, bboxSize, instructionSize] = Array.from({ length: 7 }, () =>
    header.u32(),
  ) as [number, number, number, number, number, number, number];
  let at = header.pos;
  const stream = (size: number): Reader => {
    const r = new Reader(data, at, at + size);
    at += size;
    return r;
  };
  const nContourStream = stream(nContourSize);
  const nPointsStream = stream(nPointsSize);
  const flagStream = stream(flagSize);
  const glyphStream = stream(glyphSize);
  const compositeStream = stream(compositeSize);
  const bboxStream = stream(bboxSize);
  const instructionStream = stream(instructionSize);
  const bitmapLength = 4 * Math.floor((numGlyphs + 31) / 32);
  const bboxBitmap = bboxStream.bytesOf(bitmapLength);
  const overlapBitmap = optionFlags & 1 ? new Reader(data, at, end).bytesOf((numGlyphs + 7) >> 3) : null;
  const bit = (bitmap: Uint8Array | null, i: number): boolean => !!bitmap && ((bitmap[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0;

  const glyf = new Writer();
  const loca = new Writer();
  const xMins = new Int16Array(numGlyphs);
  for (let g = 0; g < numGlyphs; g += 1) {
    loca.u32(glyf.length);
    const nContours = nContourStream.i16();
    const hasBbox = bit(bboxBitmap, g);
    if (nContours === 0) {
      if (hasBbox) throw new FontDecodeError('WOFF2 empty glyph with a bounding box');
      continue;
    }
    if (nContours > 0) {
      const endPts: number[] = [];
      let total = 0;
      for (let c = 0; c < nContours; c += 1) {
        total += nPointsStream.u255();
        endPts.push(total - 1);
      }
      const points = decodeTriplets(flagStream, glyphStream, total);
      const instructions = instructionStream.bytesOf(glyphStream.u255());
      let bbox: [number, number, number, number];
      if (hasBbox) bbox = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()];
      else {
        bbox = [Infinity, Infinity, -Infinity, -Infinity];
        for (const p of points) {
          bbox = [Math.min(bbox[0], p.x), Math.min(bbox[1], p.y), Math.max(bbox[2], p.x), Math.max(bbox[3], p.y)];
        }
        if (!points.length) bbox = [0, 0, 0, 0];
      }
      xMins[g] = bbox[0];
      encodeSimpleGlyph(glyf, endPts, points, bbox, instructions, bit(overlapBitmap, g));
    } else {
      if (!hasBbox) throw new FontDecodeError('WOFF2 composite glyph without a bounding box');
      const bbox = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()] as const;
      xMins[g] = bbox[0];
      // The component records are stored verbatim; walk them to find their length.
      const componentStart = compositeStream.pos;
      let flags = MORE_COMPONENTS;
      let haveInstructions = false;
      while (flags & MORE_COMPONENTS) {
        flags = compositeStream.u16();
        compositeStream.u16(); // glyph index
        let skip = flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2;
        if (flags & WE_HAVE_A_SCALE) skip += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) skip += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) skip += 8;
        compositeStream.bytesOf(skip);
        if (flags & WE_HAVE_INSTRUCTIONS) haveInstructions = true;
      }
      const components = data.subarray(componentStart, compositeStream.pos);
      glyf.u16(0xffff); // numberOfContours = -1
      for (const v of bbox) glyf.u16(v & 0xffff);
      glyf.bytes(components);
      if (haveInstructions) {
        const instructions = instructionStream.bytesOf(glyphStream.u255());
        glyf.u16(instructions.length);
        glyf.bytes(instructions);
      }
    }
    glyf.pad4();
  }
  loca.u32(glyf.length);
  return { glyf: glyf.result(), loca: loca.result(), xMins };
}

/** Rebuilds hmtx from WOFF2's transformed form (spec section 5.4): omitted side bearings are xMin. */
function reconstructHmtx(data: Uint8Array, entry: Woff2Entry, tables: Map<string, Uint8Array>, xMins: Int16Array): Uint8Array {
  const hhea = tables.get('hhea');
  const maxp = tables.get('maxp');
  if (!hhea || !maxp) throw new FontDecodeError('WOFF2 hmtx transform needs hhea and maxp');
  const numberOfHMetrics = readU16(hhea, 34);
  const numGlyphs = readU16(maxp, 4);
  const r = new Reader(data, entry.offset, entry.offset + entry.length);
  const flags = r.u8();
  const advances = Array.from({ length: numberOfHMetrics }, () => r.u16());
  const lsbs: number[] = [];
  for (let i = 0; i < numberOfHMetrics; i += 1) lsbs.push(flags & 1 ? (xMins[i] ?? 0) : r.i16());
  for (let i = numberOfHMetrics; i < numGlyphs; i += 1) lsbs.push(flags & 2 ? (xMins[i] ?? 0) : r.i16());
  const out = new Writer();
  for (let i = 0; i < numGlyphs; i += 1) {
    if (i < numberOfHMetrics) out.u16(advances[i] ?? 0);
    out.u16((lsbs[i] ?? 0) & 0xffff);
  }
  return out.result();
}
