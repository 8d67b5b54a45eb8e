import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BORDER_PATTERNS, GARMENT_KINDS, ILLUSTRATION_VIEWS, PROMPT_LIMITS, promptIssue, promptSeed, readPrompt, COLOUR_HEX } from './prompt';

describe('promptIssue', () => {
  it('accepts plain descriptions in English and Amharic', () => {
    expect(promptIssue('A white habesha kemis with a green and gold tibeb border')).toBeNull();
    expect(promptIssue('ነጭ የሀበሻ ቀሚስ በአረንጓዴ እና ወርቅ ጥበብ')).toBeNull();
    expect(promptIssue('Kemis, 3/4 sleeves & a 10 cm border: 100% cotton')).toBeNull();
  });

  it('refuses short, long, symbol-only and hostile prompts with their codes', () => {
    expect(promptIssue('  a ')).toBe('PROMPT_TOO_SHORT');
    expect(promptIssue('a'.repeat(PROMPT_LIMITS.max + 1))).toBe('PROMPT_TOO_LONG');
    expect(promptIssue('!!! ??? ...')).toBe('PROMPT_NO_WORDS');
    expect(promptIssue('<script>alert(1)</script> kemis')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('kemis <img src=x onerror=alert(1)>')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('kemis </textarea><b>bold</b>')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('javascript:alert(1) kemis')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('kemis\u0000dress')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('kemis \uD800 dress')).toBe('PROMPT_HOSTILE');
    expect(promptIssue('kemis\u001b[31m red')).toBe('PROMPT_HOSTILE');
  });

  it('answers every string with a code or null, and never accepts markup', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (s) => {
        const issue = promptIssue(s);
        expect(issue === null || ['PROMPT_TOO_SHORT', 'PROMPT_TOO_LONG', 'PROMPT_HOSTILE', 'PROMPT_NO_WORDS'].includes(issue)).toBe(true);
        if (issue === null) expect(/<\s*[!/?a-zA-Z]/.test(s)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom('script', 'img', 'svg', 'iframe', '/p', '!--'), fc.string({ maxLength: 200 }), (a, tag, b) => {
        const prompt = `kemis ${a}<${tag}${b}`;
        expect(promptIssue(prompt)).not.toBeNull();
      }),
    );
  });

  it('is quick on a huge prompt (refused on length before any scan)', () => {
    const huge = '<script>'.repeat(100_000);
    expect(promptIssue(huge)).toBe('PROMPT_TOO_LONG');
  });
});

describe('readPrompt', () => {
  it('reads kind, colours in order, border pattern and view', () => {
    expect(readPrompt('A white habesha kemis with a green and gold diamond border')).toMatchObject({ kind: 'habesha-kemis', colours: ['green', 'gold'], pattern: 'diamonds', view: 'front' });
    expect(readPrompt('Netela with a red, black and gold Meskel cross border, close-up')).toMatchObject({ kind: 'netela', colours: ['red', 'black', 'gold'], pattern: 'meskel', view: 'close-up' });
    expect(readPrompt("Men's shirt, navy zigzag trim")).toMatchObject({ kind: 'mens-shirt', colours: ['navy'], pattern: 'zigzag' });
    expect(readPrompt("Men's suit in black with silver stars")).toMatchObject({ kind: 'mens-suit', colours: ['black', 'silver'], pattern: 'stars' });
    expect(readPrompt('Bridal gown, sky blue and gold, flat lay')).toMatchObject({ kind: 'wedding-dress', colours: ['sky-blue', 'gold'], view: 'flat-lay' });
    expect(readPrompt('A modern short kemis in purple chevrons')).toMatchObject({ kind: 'modern-kemis', colours: ['purple'], pattern: 'chevrons' });
    expect(readPrompt('matching set for a couple, teal')).toMatchObject({ kind: 'couple-set', colours: ['teal'] });
    expect(readPrompt('a dress for a girl, pink checks')).toMatchObject({ kind: 'kids-set', colours: ['pink'], pattern: 'checks' });
  });

  it('reads Amharic words, with their prefixes and suffixes', () => {
    expect(readPrompt('ነጠላ በቀይና በወርቅ ጥበብ')).toMatchObject({ kind: 'netela', colours: ['red', 'gold'] });
    expect(readPrompt('የሙሽራ ቀሚስ ሰማያዊ ኮከብ')).toMatchObject({ kind: 'wedding-dress', colours: ['blue'], pattern: 'stars' });
    expect(readPrompt('ብርቱካናማ ቀሚስ')).toMatchObject({ kind: 'habesha-kemis', colours: ['orange'] });
  });

  it('does not read words inside other words', () => {
    // "red" in "embroidered", "men" in "women", "tan" in "standard".
    expect(readPrompt('embroidered kemis for women').colours).toEqual([]);
    expect(readPrompt('embroidered kemis for women').kind).toBe('habesha-kemis');
  });

  it('is total and stable: any text gives a known reading, the same text the same one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const r = readPrompt(s);
        expect(GARMENT_KINDS).toContain(r.kind);
        expect(ILLUSTRATION_VIEWS).toContain(r.view);
        if (r.pattern !== null) expect(BORDER_PATTERNS).toContain(r.pattern);
        expect(r.colours.length).toBeLessThanOrEqual(4);
        for (const c of r.colours) expect(COLOUR_HEX[c]).toMatch(/^#[0-9A-F]{6}$/);
        expect(new Set(r.colours).size).toBe(r.colours.length);
        expect(r.seed).toBeGreaterThanOrEqual(0);
        expect(readPrompt(`  ${s.toUpperCase()}  `).seed).toBe(promptSeed(s.toUpperCase()));
        expect(readPrompt(s)).toEqual(r);
      }),
    );
  });

  it('gives different wordings different seeds', () => {
    expect(promptSeed('green kemis')).not.toBe(promptSeed('green kemis with stars'));
    expect(promptSeed('Green  Kemis')).toBe(promptSeed('green kemis'));
  });
});
