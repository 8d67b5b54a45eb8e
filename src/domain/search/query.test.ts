import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWordStart, normalizeSearchQuery, SEARCH_WORD_SEPARATORS } from './index';

describe('normalizeSearchQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeSearchQuery('  habesha \t kemis ')).toBe('habesha kemis');
    expect(normalizeSearchQuery('')).toBe('');
    expect(normalizeSearchQuery(null)).toBe('');
    expect(normalizeSearchQuery(undefined)).toBe('');
    expect(normalizeSearchQuery(' ቀሚስ ')).toBe('ቀሚስ');
  });

  it('is idempotent, never grows and leaves no edge or double spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const once = normalizeSearchQuery(raw);
        expect(normalizeSearchQuery(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(raw.length);
        expect(once).not.toMatch(/^\s|\s$|\s\s/);
      }),
    );
  });
});

describe('findWordStart', () => {
  it('matches the start of the name and of any word in it, ignoring case', () => {
    expect(findWordStart('Axum Star Habesha Kemis', 'axum')).toEqual({ start: 0, end: 4 });
    expect(findWordStart('Axum Star Habesha Kemis', 'KEMIS')).toEqual({ start: 18, end: 23 });
    expect(findWordStart('Axum Star Habesha Kemis', 'habesha ke')).toEqual({ start: 10, end: 20 });
  });

  it('does not match inside a word', () => {
    expect(findWordStart('Axum Star Habesha Kemis', 'emis')).toBeNull();
    expect(findWordStart('Axum Star Habesha Kemis', 'xum')).toBeNull();
    expect(findWordStart('Axum', '')).toBeNull();
  });

  it('treats hyphens, slashes, commas and Ethiopic punctuation as word breaks', () => {
    expect(findWordStart('Hand-woven Netela', 'woven')).toEqual({ start: 5, end: 10 });
    expect(findWordStart('Suit/Kemis', 'kemis')).toEqual({ start: 5, end: 10 });
    expect(findWordStart('Netela, Scarves & Shawls', 'scarves')).toEqual({ start: 8, end: 15 });
    expect(findWordStart('ነጠላ፣ጋቢና ሻርፕ', 'ጋቢ')).toEqual({ start: 4, end: 6 });
    // A separator typed in the query matches any separator in the name.
    expect(findWordStart('Hand-woven Netela', 'hand wo')).toEqual({ start: 0, end: 7 });
  });

  it('finds Amharic names', () => {
    expect(findWordStart('ዓድዋ ሐውልት የሰርግ ቀሚስ', 'ቀሚ')).toEqual({ start: 14, end: 16 });
  });

  it('finds every slice that begins a word, and every match begins a word (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'B', 'k', 'ቀ', 'ሚ', 'ስ', '1'), minLength: 1, maxLength: 6 });
    const sep = fc.constantFrom(' ', ...SEARCH_WORD_SEPARATORS);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, sep), { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat(), (parts, pick, cut) => {
        const text = parts.map(([w, s]) => w + s).join('');
        const i = pick % parts.length;
        const start = parts.slice(0, i).reduce((n, [w]) => n + w.length + 1, 0);
        const w = parts[i]?.[0] ?? '';
        const query = w.slice(0, 1 + (cut % w.length));
        const found = findWordStart(text, query);
        expect(found).not.toBeNull();
        if (found) {
          expect(found.start).toBeLessThanOrEqual(start);
          expect(found.start === 0 || [' ', ...SEARCH_WORD_SEPARATORS].includes(text[found.start - 1] ?? '')).toBe(true);
          expect(text.slice(found.start, found.end).toLowerCase()).toBe(query.toLowerCase());
        }
      }),
    );
  });
});
