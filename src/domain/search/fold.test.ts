import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ETHIOPIC_FIRST, ETHIOPIC_LAST_SYLLABLE, ethiopicToLatin, latinToSyllables, syllableToLatin } from './ethiopic';
import { editDistance, foldWord, parseSearchQuery, searchKeysOf, skeleton, splitWords, stripAmharicPrefix, typoBudget, wordKeys } from './fold';

const ethiopicLetters = (): string[] => {
  const out: string[] = [];
  for (let cp = ETHIOPIC_FIRST; cp <= ETHIOPIC_LAST_SYLLABLE; cp += 1) {
    const ch = String.fromCodePoint(cp);
    if (/\p{L}/u.test(ch)) out.push(ch);
  }
  return out;
};

describe('the Ge\'ez → Latin table', () => {
  it('maps every Ethiopic syllable to Latin letters (all of U+1200–U+135A)', () => {
    const letters = ethiopicLetters();
    expect(letters.length).toBeGreaterThan(300);
    for (const ch of letters) expect(syllableToLatin(ch), ch).toMatch(/^[a-z]*$/);
    // Only the glottal first-order rows' vowels can be a bare vowel; nothing maps to nothing.
    for (const ch of letters) expect(syllableToLatin(ch), ch).not.toBe('');
  });

  it('folds the homophone letters together', () => {
    expect(foldWord('ሀበሻ')).toBe(foldWord('ሐበሻ'));
    expect(foldWord('ሀበሻ')).toBe(foldWord('ኀበሻ'));
    expect(foldWord('ሰርግ')).toBe(foldWord('ሠርግ'));
    expect(foldWord('ጸሐይ')).toBe(foldWord('ፀሐይ'));
    expect(foldWord('አክሱም')).toBe(foldWord('ዐክሱም'));
  });

  it('round-trips where the spelling is unambiguous, and otherwise reads back to a homophone', () => {
    let unambiguous = 0;
    for (const ch of ethiopicLetters()) {
      const back = latinToSyllables(syllableToLatin(ch) ?? '');
      expect(back, ch).toContain(ch);
      if (back.length === 1) unambiguous += 1;
      // Several syllables share a spelling only where the table folds homophones or ejectives.
      else expect(new Set(back.map((c) => syllableToLatin(c))).size).toBe(1);
    }
    expect(unambiguous).toBeGreaterThan(100);
    expect(latinToSyllables('ma')).toEqual(['ማ']);
    expect(latinToSyllables('ha')).toEqual(expect.arrayContaining(['ሃ', 'ሓ', 'ኃ']));
  });

  it('writes whole words as shoppers spell them', () => {
    expect(ethiopicToLatin('ቀሚስ')).toBe('qemis');
    expect(ethiopicToLatin('ነጠላ')).toBe('netela');
    expect(ethiopicToLatin('ጋቢ')).toBe('gabi');
    expect(ethiopicToLatin('ጎንደር')).toBe('gonder');
  });
});

describe('foldWord', () => {
  const same = (...words: string[]) => {
    const keys = new Set(words.map(foldWord));
    expect([...keys], words.join(' / ')).toHaveLength(1);
  };

  it('meets Ge\'ez script and every Latin spelling of the same word', () => {
    same('kemis', 'qemis', 'ķemis', 'KEMIS', 'ቀሚስ', 'kämis');
    same('habesha', 'abesha', 'ሀበሻ', 'ሐበሻ', 'Habeša');
    same('netela', 'netala', 'natala', 'ነጠላ');
    same('gabi', 'gabbi', 'ጋቢ');
    same('gonder', 'gondar', 'ጎንደር');
    same('axum', 'aksum', 'አክሱም');
    same('telephone', 'telefone');
  });

  it('keeps different garments apart', () => {
    expect(foldWord('kemis')).not.toBe(foldWord('gabi'));
    expect(foldWord('netela')).not.toBe(foldWord('tilet'));
  });

  it('is idempotent and yields only a–z and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(...'ሀሐቀሚስነጠላጋቢ'), fc.string({ minLength: 1, maxLength: 1 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 20 }), (word) => {
        const key = foldWord(word);
        expect(key).toMatch(/^[a-z0-9]*$/);
        expect(foldWord(key)).toBe(key);
      }),
    );
  });

  it('never throws on hostile text: NUL, lone surrogates, metacharacters (property)', () => {
    for (const w of ['\u0000', '\ud800', '\udfff', "%_'\\", '.*+?^${}()|[]', "'; drop table products; --"]) {
      expect(() => foldWord(w)).not.toThrow();
      expect(() => parseSearchQuery(w)).not.toThrow();
    }
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => void parseSearchQuery(text)));
  });
});

describe('words, prefixes and keys', () => {
  it('splits at separators, punctuation and script changes', () => {
    expect(splitWords('Hand-woven Netela, ጋቢ፣ሻርፕ')).toEqual(['Hand', 'woven', 'Netela', 'ጋቢ', 'ሻርፕ']);
    expect(splitWords('ቀሚስkemis')).toEqual(['ቀሚስ', 'kemis']);
    expect(splitWords('%%% ***')).toEqual([]);
  });

  it('indexes and searches Amharic words with and without their attached prefix', () => {
    expect(stripAmharicPrefix('የሀበሻ')).toBe('ሀበሻ');
    expect(stripAmharicPrefix('እንደጥበብ')).toBe('ጥበብ');
    expect(stripAmharicPrefix('የጋ')).toBeNull();
    expect(wordKeys('የሀበሻ')).toContain(foldWord('habesha'));
    expect(searchKeysOf(['የሀበሻ ቀሚስ'])).toEqual(expect.arrayContaining([foldWord('ሀበሻ'), foldWord('kemis'), '=ቀሚስ']));
  });

  it('gives spelling variants the same skeleton', () => {
    expect(skeleton(foldWord('tibeb'))).toBe(skeleton(foldWord('ጥበብ')));
    expect(skeleton(foldWord('shemma'))).toBe(skeleton(foldWord('ሽማ')));
    expect(skeleton(foldWord('habsha'))).toBe(skeleton(foldWord('habesha')));
  });

  it('marks the last word of a query as a prefix and drops words of punctuation', () => {
    const words = parseSearchQuery('shiro meda ?? ke');
    expect(words.map((w) => [w.text, w.prefix])).toEqual([['shiro', false], ['meda', false], ['ke', true]]);
    expect(parseSearchQuery('a '.repeat(300))).toHaveLength(6);
  });
});

describe('typos', () => {
  it('forgives none under 5 letters, one for 5–8, two from 9', () => {
    expect([typoBudget('gabi'), typoBudget('kamis'), typoBudget('abcdefgh'), typoBudget('abcdefghi')]).toEqual([0, 1, 1, 2]);
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('kamis', 'kamsi')).toBe(1);
    expect(editDistance('natala', 'ntala')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  it('is a distance: symmetric, zero only for equal words (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'k', 's', 'm'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});
