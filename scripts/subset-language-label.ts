// The Amharic name of the language switch on English pages ('አማ', and 'አማርኛ' in the menu) in a
// face of its own that holds only those letters: with Noto Sans Ethiopic's whole Ethiopic face
// (about 200 KB) an English reader on a wide screen downloaded it for two letters. Run after
// changing the labels in src/web/lib/i18n.ts (LANGUAGES) or the font package; the output is
// committed (src/web/assets/amharic-label.woff2) and `src/web/styles/index.css` names its letters.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2');
const target = path.join(root, 'src/web/assets/amharic-label.woff2');

/** Every Ethiopic letter of the switch's labels (LANGUAGES in lib/i18n.ts: 'አማርኛ' and 'አማ'). */
const LABEL_TEXT = 'አማርኛ';

const letters = [...new Set(LABEL_TEXT)].sort();
// The label is semibold (600): one instance instead of the weight axis keeps the file smallest.
const subset = await subsetFont(readFileSync(source), letters.join(''), { targetFormat: 'woff2', variationAxes: { wght: 600 } });
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes, letters ${letters.map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase()}`).join(', ')}`);
