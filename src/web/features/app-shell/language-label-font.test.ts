import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n';

const web = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(web, 'styles/index.css'), 'utf8');

/** The code points the label face declares it holds. */
function declaredLetters(): Set<number> {
  const face = /@font-face\s*{[^}]*'Tibeb Amharic Label'[^}]*}/.exec(css)?.[0] ?? '';
  const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
  return new Set(range.split(',').map((part) => Number.parseInt(part.trim().replace(/^U\+/i, ''), 16)));
}

describe('the language switch label face', () => {
  it('declares every Ethiopic letter of the switch labels, so no label letter needs the whole Ethiopic face', () => {
    const declared = declaredLetters();
    const letters = LANGUAGES.flatMap((l) => [...l.label, ...l.short]).filter((c) => /[\u1200-\u137F]/.test(c));
    expect(letters.length).toBeGreaterThan(0);
    for (const c of letters) expect(declared.has(c.codePointAt(0) ?? 0), `U+${c.codePointAt(0)?.toString(16)} (${c})`).toBe(true);
  });

  it('is the small committed subset, not the whole face', () => {
    const bytes = statSync(path.join(web, 'assets/amharic-label.woff2')).size;
    expect(bytes).toBeGreaterThan(200);
    expect(bytes).toBeLessThan(10_000);
  });
});
