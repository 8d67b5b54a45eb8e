import { editDistance, exactWord, parseSearchQuery, skeleton, splitWords, typoBudget, wordKeys, type QueryWord } from './fold';

/**
 * How well a stored word answers a query word, best first (decision 036): the word as typed; the
 * same word once folded (the other script, another Latin spelling, a homophone letter, without its
 * Amharic prefix); a longer word it begins (the last word, still being typed); a synonym or a
 * spelling with the same consonants; a typo within the word's budget. The issue put prefixes
 * before transliterations; we rank a whole word in another spelling first, because 'qemis' means
 * kemis, not the longer 'kemisna' it also begins (decision 036 says why).
 */
export const MATCH_TIERS = { exact: 0, folded: 1, prefix: 2, synonym: 3, typo: 4 } as const;
export type MatchTier = (typeof MATCH_TIERS)[keyof typeof MATCH_TIERS];
/** Tier of a word found only in a description (the listing): below every match on a name. */
export const DESCRIPTION_TIER = 5;

/** Shortest key a prefix or a skeleton match is tried for: 'k' begins too many words to mean anything. */
export const PREFIX_MIN = 2;
export const SKELETON_MIN = 3;
/** A skeleton of fewer consonants ('md' of meda) would match unrelated words (midi, maid). */
export const SKELETON_MIN_CONSONANTS = 3;

/** The tier of one folded stored key for a query word, or null when it does not match. */
export function keyTier(word: QueryWord, key: string, synonymKeys: ReadonlySet<string> = new Set()): MatchTier | null {
  if (word.keys.includes(key)) return MATCH_TIERS.folded;
  if (word.prefix && word.keys.some((k) => k.length >= PREFIX_MIN && key.startsWith(k))) return MATCH_TIERS.prefix;
  if (synonymKeys.has(key)) return MATCH_TIERS.synonym;
  if (word.keys.some((k) => k.length >= SKELETON_MIN && skeleton(k).length >= SKELETON_MIN_CONSONANTS && skeleton(k) === skeleton(key))) return MATCH_TIERS.synonym;
  if (word.keys.some((k) => typoBudget(k) > 0 && editDistance(k, key, typoBudget(k)) <= typoBudget(k))) return MATCH_TIERS.typo;
  return null;
}

/** The best tier any word of `text` gives a query word, or null (designers and categories). */
export function textTier(word: QueryWord, text: string | null | undefined, synonymKeys?: ReadonlySet<string>): MatchTier | null {
  let best: MatchTier | null = null;
  for (const stored of splitWords(text ?? '')) {
    if (exactWord(stored) === word.exact) return MATCH_TIERS.exact;
    for (const key of wordKeys(stored)) {
      const tier = keyTier(word, key, synonymKeys);
      if (tier !== null && (best === null || tier < best)) best = tier;
    }
  }
  return best;
}


/**
 * Where the words of `text` that answer a word of `query` are (any tier), for highlighting a
 * result the search found in another spelling or script. Offsets are UTF-16, as String#slice.
 */
export function matchedWords(text: string, query: string): { start: number; end: number }[] {
  const words = parseSearchQuery(query);
  if (words.length === 0) return [];
  const spans: { start: number; end: number }[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    for (const piece of splitWords(m[0])) {
      const start = m.index + m[0].indexOf(piece);
      if (words.some((w) => textTier(w, piece) !== null)) spans.push({ start, end: start + piece.length });
    }
  }
  return spans;
}
