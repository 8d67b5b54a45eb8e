import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SheetFonts } from '../../../domain/orders/measurement-sheet';
import { PROJECT_ROOT } from '../../config';
import { webFontToSfnt } from '../../lib/fonts/web-font';

/**
 * The fonts of the measurement sheet PDF, read once from the self-hosted font packages.
 *
 * The packages ship only web fonts (WOFF2, variable); @pdf-lib/fontkit can read WOFF2 but not
 * subset it (its subsetter copies raw `glyf`/`loca` bytes that WOFF2 transforms away, and fails
 * inside a timer where no caller can catch it). So they are turned back into plain TrueType by
 * server/lib/fonts (decision 025: measured against wawoff2). The PDF draws the variable fonts'
 * default instance (Regular), which is what fontkit's subset keeps.
 */

/** Noto Sans for Latin text and Noto Sans Ethiopic for Amharic: the pair DESIGN.md names. */
export const SHEET_FONT_FILES = {
  latin: path.join(PROJECT_ROOT, 'node_modules', '@fontsource-variable', 'noto-sans', 'files', 'noto-sans-latin-wght-normal.woff2'),
  ethiopic: path.join(
    PROJECT_ROOT,
    'node_modules',
    '@fontsource-variable',
    'noto-sans-ethiopic',
    'files',
    'noto-sans-ethiopic-ethiopic-wght-normal.woff2',
  ),
} as const;

let cached: Promise<SheetFonts> | null = null;

/** The sheet's fonts as TrueType bytes; read and converted once per process. */
export function loadSheetFonts(): Promise<SheetFonts> {
  if (!cached) {
    cached = (async () => {
      const [latin, ethiopic] = await Promise.all([readFile(SHEET_FONT_FILES.latin), readFile(SHEET_FONT_FILES.ethiopic)]);
      return { latin: webFontToSfnt(latin), ethiopic: webFontToSfnt(ethiopic) };
    })();
    // A failed read (package missing) must not be remembered for ever: the next call tries again.
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}
