import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config';
import { normalisedTableHashes, readWoff2, sfntProblems, sfntTables, woff2Of, woffOf } from './font-test-helpers';
import { FontDecodeError, webFontToSfnt } from './web-font';
import reference from './woff2-reference-checksums.json';

// Round trips against Google's reference decoder: woff2-reference-checksums.json holds, per table,
// the SHA-256 of what wawoff2 2.0.1 (the reference decoder compiled to WebAssembly) makes of each
// file. It was run once in a scratch folder outside the project (decision 025); only the checksums
// are committed. The two sheet fonts are the files the shop decodes; a static Noto Serif (long loca
// in the reference too) and the smallest Noto Sans subset widen the cover. All 201 WOFF2 files of
// the three @fontsource packages matched when the checksums were made.

const fontFile = (rel: string): Uint8Array => new Uint8Array(readFileSync(path.join(PROJECT_ROOT, 'node_modules', rel)));
const SMALL = '@fontsource-variable/noto-sans/files/noto-sans-greek-ext-wght-normal.woff2';

function decodeError(bytes: Uint8Array): FontDecodeError | null {
  try {
    webFontToSfnt(bytes);
    return null;
  } catch (error) {
    if (error instanceof FontDecodeError) return error;
    throw error;
  }
}

describe('webFontToSfnt on the WOFF2 files the shop uses', () => {
  it.each(Object.keys(reference.fonts))('%s: every table as the reference decoder makes it, in a valid sfnt', (rel) => {
    const font = webFontToSfnt(fontFile(rel));
    expect(Array.from(font.subarray(0, 4))).toEqual([0, 1, 0, 0]);
    expect(normalisedTableHashes(font)).toEqual(reference.fonts[rel as keyof typeof reference.fonts]);
    expect(sfntProblems(font)).toEqual([]);
  });

  it('rebuilds an hmtx stored in the transformed form (WOFF2 5.4), which none of the shop\'s files uses', () => {
    const file = fontFile(SMALL);
    const ttf = webFontToSfnt(file);
    const tables = new Map(sfntTables(ttf).map((t) => [t.tag, new DataView(t.data.buffer)]));
    const [hhea, maxp, hmtx, glyf, loca] = ['hhea', 'maxp', 'hmtx', 'glyf', 'loca'].map((tag) => tables.get(tag) as DataView) as [DataView, DataView, DataView, DataView, DataView];
    const metrics = hhea.getUint16(34);
    const glyphs = maxp.getUint16(4);
    // The transform may drop every side bearing only where it equals the glyph's xMin (0 when empty).
    const xMin = (g: number) => (loca.getUint32(g * 4) === loca.getUint32(g * 4 + 4) ? 0 : glyf.getInt16(loca.getUint32(g * 4) + 2));
    const lsb = (g: number) => (g < metrics ? hmtx.getInt16(g * 4 + 2) : hmtx.getInt16(metrics * 4 + (g - metrics) * 2));
    expect(Array.from({ length: glyphs }, (_, g) => lsb(g) - xMin(g)).every((d) => d === 0)).toBe(true);
    const transformed = new Uint8Array(1 + metrics * 2);
    transformed[0] = 0b11; // both side-bearing arrays left out
    for (let g = 0; g < metrics; g += 1) new DataView(transformed.buffer).setUint16(1 + g * 2, hmtx.getUint16(g * 4));

    const { entries, stream } = readWoff2(file);
    let at = 0;
    const chunks: Uint8Array[] = [];
    const parts = entries.map((e) => {
      const length = e.transformLength ?? e.origLength;
      const isHmtx = e.tag === 3;
      chunks.push(isHmtx ? transformed : stream.subarray(at, at + length));
      at += length;
      return isHmtx ? { flags: 3 | 0x40, origLength: e.origLength, transformLength: transformed.length } : e;
    });
    expect(parts.some((p) => p.flags === 0x43)).toBe(true);
    const rebuilt = woff2Of(parts, Buffer.concat(chunks));
    expect(Buffer.from(webFontToSfnt(rebuilt)).equals(Buffer.from(ttf))).toBe(true);
  });

  it('gives a WOFF (1.0) of a decoded font back byte for byte, and passes TrueType through', () => {
    const ttf = webFontToSfnt(fontFile(SMALL));
    expect(Buffer.from(webFontToSfnt(woffOf(ttf))).equals(Buffer.from(ttf))).toBe(true);
    expect(webFontToSfnt(ttf)).toBe(ttf);
  });
});

describe('webFontToSfnt on damaged input: a FontDecodeError with a message, never a hang or garbage', () => {
  const small = fontFile(SMALL);

  it('refuses what is not a font', () => {
    for (const bytes of [new Uint8Array(), new TextEncoder().encode('<html>not a font</html>'), small.slice(1)]) {
      expect(decodeError(bytes)?.message).toMatch(/Not a font file/);
    }
  });

  it('refuses a file cut short anywhere: header, directory, compressed stream', () => {
    for (const length of [4, 12, 47, 48, 60, 200, small.length / 2, small.length - 1]) {
      expect(decodeError(small.slice(0, Math.floor(length)))).toBeInstanceOf(FontDecodeError);
    }
  });

  it('refuses a compressed stream that is not brotli, or shorter than the header says', () => {
    const garbage = small.slice();
    garbage.fill(0xff, 200);
    expect(decodeError(garbage)?.message).toMatch(/compressed data/i);
    const lying = small.slice();
    new DataView(lying.buffer).setUint32(20, new DataView(small.buffer, small.byteOffset).getUint32(20) - 64);
    expect(decodeError(lying)?.message).toMatch(/compressed data/i);
  });

  it('refuses tables that claim more data than the stream holds', () => {
    const file = woff2Of([{ flags: 1, origLength: 54 }], new Uint8Array(20));
    expect(decodeError(file)?.message).toMatch(/shorter than its tables/);
  });

  it('refuses a stream that unpacks to more than its tables (no unbounded memory on a brotli bomb)', () => {
    const file = woff2Of([{ flags: 1, origLength: 54 }], new Uint8Array(8 * 1024 * 1024));
    expect(file.length).toBeLessThan(1000);
    expect(decodeError(file)?.message).toMatch(/longer than its tables/);
  });

  it('refuses a font without tables', () => {
    expect(decodeError(woff2Of([], new Uint8Array()))?.message).toMatch(/no tables/);
  });

  it('refuses a WOFF (1.0) table whose deflate stream is damaged', () => {
    const ttf = webFontToSfnt(small);
    const woff = woffOf(ttf);
    const glyf = sfntTables(ttf).findIndex((t) => t.tag === 'glyf');
    const view = new DataView(woff.buffer);
    const offset = view.getUint32(44 + 20 * glyf + 4);
    woff.fill(0xff, offset + 2, offset + 40);
    expect(decodeError(woff)?.message).toMatch(/compressed data/i);
  });

  it('throws nothing but FontDecodeError for any cut or overwritten byte of a real WOFF2', () => {
    fc.assert(
      fc.property(fc.nat(small.length - 1), fc.nat(255), fc.boolean(), (at, value, cut) => {
        const bytes = cut ? small.slice(0, at) : small.slice();
        if (!cut) bytes[at] = value;
        // Anything but a FontDecodeError fails the property; what decodes must be a well-formed sfnt
        // (a changed glyph or flavor byte is data, not damage the decoder can see).
        let font: Uint8Array | null = null;
        try {
          font = webFontToSfnt(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(FontDecodeError);
        }
        if (font) expect(sfntProblems(font)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
