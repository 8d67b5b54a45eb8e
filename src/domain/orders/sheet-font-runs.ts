import * as fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The measurement sheet's fonts: parsed once per font file, checked to be TrueType/OpenType, and
 * text split into runs of one font each (Latin or Ethiopic), since pdf-lib draws a string in one font.
 */

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
// The ES build of @pdf-lib/fontkit has only a default export, its UMD build (Node's `main`) is a
// CommonJS object: take whichever this bundler handed us.
const fontkitExports = fontkitModule as unknown as Fontkit & { default?: Fontkit };
const baseFontkit: Fontkit = fontkitExports.default ?? fontkitExports;

/**
 * Parsing a font, and above all the first Ethiopic layout (its GSUB/GPOS tables), costs more than
 * the rest of a sheet. The same bytes give the same parsed font, so it is kept while the caller
 * keeps the bytes (sheet-fonts caches them). Sharing is safe: layout and subsetting are
 * synchronous, and each document makes its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
export const fontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return baseFontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = baseFontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

export function assertSfnt(bytes: unknown, name: string): Uint8Array {
  if (!(bytes instanceof Uint8Array) || bytes.length < 12) throw new TypeError(`SheetFonts.${name} must be font file bytes`);
  const tag = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  const trueType = bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0;
  // fontkit reads WOFF2 but its subsetter then fails inside a timer that no caller can catch.
  if (!trueType && tag !== 'true' && tag !== 'OTTO') {
    throw new TypeError(`SheetFonts.${name} must be a TrueType/OpenType font, not ${JSON.stringify(tag)} (convert WOFF/WOFF2 first)`);
  }
  return bytes;
}

/**
 * A fixed subset tag ("ABCDEF+Name", as PDF readers expect for subsets) instead of pdf-lib's
 * random suffix, so the same sheet is the same bytes.
 */
export function subsetName(tag: string, bytes: Uint8Array): string {
  let name = '';
  try {
    name = fontkit.create(bytes).postscriptName ?? '';
  } catch {
    // pdf-lib reports an unreadable font itself when it embeds it
  }
  return `${tag}+${name.replace(/[^A-Za-z0-9-]/g, '') || 'Font'}`;
}

export interface FontPair {
  latin: PDFFont;
  ethiopic: PDFFont;
  latinChars: Set<number>;
  ethiopicChars: Set<number>;
}

interface Run {
  text: string;
  font: PDFFont;
}

function isEthiopic(cp: number): boolean {
  return (cp >= 0x1200 && cp <= 0x139f) || (cp >= 0x2d80 && cp <= 0x2ddf) || (cp >= 0xab00 && cp <= 0xab2f);
}

/** Splits text into runs of one font each: Ethiopic to the Ethiopic font, the rest to Latin; a
 * character only the other font has goes to it, one neither has becomes '?'. */
export function toRuns(text: string, fonts: FontPair): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    const ethiopicFirst = isEthiopic(cp);
    let font: PDFFont;
    let out = ch;
    if (ethiopicFirst ? fonts.ethiopicChars.has(cp) : fonts.latinChars.has(cp)) font = ethiopicFirst ? fonts.ethiopic : fonts.latin;
    else if (ethiopicFirst ? fonts.latinChars.has(cp) : fonts.ethiopicChars.has(cp)) font = ethiopicFirst ? fonts.latin : fonts.ethiopic;
    else {
      font = fonts.latin;
      out = '?';
    }
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += out;
    else runs.push({ text: out, font });
  }
  return runs;
}

export function hasEthiopic(text: string): boolean {
  for (const ch of text) if (isEthiopic(ch.codePointAt(0) ?? 0)) return true;
  return false;
}
