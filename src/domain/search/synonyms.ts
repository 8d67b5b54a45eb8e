import { foldWord, splitWords } from './fold';

/** At most this many words in one synonym group, and this many letters in each. */
export const SYNONYM_GROUP_MAX = 12;
export const SYNONYM_WORD_MAX = 40;

/**
 * Synonyms are groups of words that mean the same to a shopper (kemis = ቀሚስ = dress). A group is an
 * equivalence: any of its words finds the others. Because a word (by its folded key) may belong to
 * one group only, no chain and no loop can form; a word that folds like another of the same group
 * (it would point to itself) or like a word of another group is refused (decision 036).
 */
export type SynonymProblem = 'SYNONYM_TOO_FEW' | 'SYNONYM_SELF' | 'SYNONYM_NOT_A_WORD';

export interface CheckedSynonymGroup {
  words: string[];
  keys: string[];
}

/** Checks a group's words; returns their folded keys in the words' order, or the problem. */
export function checkSynonymGroup(words: readonly string[]): CheckedSynonymGroup | { problem: SynonymProblem; word?: string } {
  const cleaned = words.map((w) => w.normalize('NFC').trim().replace(/\s+/g, ' ')).filter((w) => w.length > 0);
  const keys: string[] = [];
  for (const word of cleaned) {
    // One word each: a phrase would need every word matched, which a synonym cannot promise.
    if (splitWords(word).length !== 1) return { problem: 'SYNONYM_NOT_A_WORD', word };
    const key = foldWord(word);
    if (!key) return { problem: 'SYNONYM_NOT_A_WORD', word };
    if (keys.includes(key)) return { problem: 'SYNONYM_SELF', word };
    keys.push(key);
  }
  if (keys.length < 2) return { problem: 'SYNONYM_TOO_FEW' };
  return { words: cleaned, keys };
}

/** A starting group; `categorySlug` scopes it to one category's products. */
export interface SeedSynonymGroup {
  words: readonly string[];
  categorySlug?: string;
}

/** The starting set, written into a new shop by the seed (migration 0026 scopes kemis = dress in older shops too). */
export const SEED_SYNONYMS: readonly SeedSynonymGroup[] = [
  // ቀሚስ, ነጠላ, ጋቢ and ሸማ need no entry: they fold like kemis, netela, gabi and shemma.
  // A dress is a kemis among women's clothes; elsewhere (a child's costume, modern fusion) it is not.
  { words: ['kemis', 'dress'], categorySlug: 'habesha-kemis' },
  { words: ['netela', 'shawl', 'scarf'] },
  { words: ['gabi', 'blanket'] },
  { words: ['zuria', 'ዙሪያ', 'hem'] },
  { words: ['tibeb', 'ጥበብ', 'border', 'embroidery'] },
  { words: ['tilet', 'pattern', 'motif'] },
  { words: ['shemma', 'handwoven'] },
  { words: ['suri', 'trousers', 'pants'] },
  { words: ['ልጆች', 'kids', 'children'] },
  { words: ['serg', 'wedding', 'bridal'] },
];
