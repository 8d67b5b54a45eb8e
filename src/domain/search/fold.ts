import { ethiopicToLatin, isEthiopicSyllable } from './ethiopic';
import { SEARCH_WORD_SEPARATORS } from './query';

/*
 * One search key per word (decision 036). The same functions run on what is stored (product,
 * designer and category names) and on the query, so ቀሚስ, qemis, ķemis and kemis all become
 * 'kamis' and meet.
 */

/** A query word or stored word longer than this is cut: no garment word is longer. */
export const SEARCH_WORD_MAX = 32;
/** Words of a query beyond this many are ignored (a pasted paragraph must not fan out). */
export const SEARCH_QUERY_MAX_WORDS = 6;

/**
 * Prefixes Amharic attaches to a word (የሀበሻ 'of Habesha', ለ 'for', በ 'with', ከ 'from', እንደ
 * 'like', ስለ 'about', ወደ 'to'), longest first. A word is indexed and searched with and without one.
 */
export const AMHARIC_PREFIXES = ['እንደ', 'ስለ', 'ወደ', 'የ', 'ለ', 'በ', 'ከ'] as const;

const SEPARATORS = new Set([...SEARCH_WORD_SEPARATORS]);
/** Letters NFKD does not take apart, written as shoppers would. */
const SPECIAL: Readonly<Record<string, string>> = { š: 'sh', ž: 'zh', č: 'ch', ñ: 'ny', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ə: 'e', ɛ: 'e' };

const isLetterOrDigit = (ch: string) => /[\p{L}\p{N}]/u.test(ch);

/**
 * Splits text into words: at spaces, at the separators of domain/search, at any character that is
 * neither a letter nor a digit, and where the script changes (ቀሚስkemis is two words).
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let wordIsEthiopic: boolean | null = null;
  for (const ch of text.normalize('NFC')) {
    if (/\s/u.test(ch) || SEPARATORS.has(ch) || !isLetterOrDigit(ch)) {
      if (word) words.push(word);
      word = '';
      wordIsEthiopic = null;
      continue;
    }
    const ethiopic = isEthiopicSyllable(ch);
    if (word && wordIsEthiopic !== null && ethiopic !== wordIsEthiopic) {
      words.push(word);
      word = '';
    }
    word += ch;
    wordIsEthiopic = ethiopic;
  }
  if (word) words.push(word);
  return words.map((w) => [...w].slice(0, SEARCH_WORD_MAX).join(''));
}

/** Lower case, accents and marks removed, special letters spelled out: 'Ķemis' → 'kemis'. */
function plainLatin(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase().normalize('NFC')) {
    const special = SPECIAL[ch];
    if (special !== undefined) out += special;
    else for (const part of ch.normalize('NFKD')) if (!/\p{M}/u.test(part)) out += part;
  }
  return out;
}

/**
 * The search key of one word: Ethiopic written in Latin by our table, then the Latin spellings
 * of Amharic folded: q/c→k (ch stays), ph→f, x→ks, tz→ts, the vowels e/ä/a mixed to 'a', doubled
 * letters made single, an initial h before a vowel dropped. 'habesha', 'abesha', ሐበሻ → 'abasha';
 * 'netela', 'netala', 'natala', ነጠላ → 'natala'. Letters outside a–z and digits are dropped.
 */
export function foldWord(word: string): string {
  let s = plainLatin(ethiopicToLatin(word.normalize('NFC')));
  s = s.replace(/[^a-z0-9]/g, '');
  s = s.replace(/ph/g, 'f').replace(/ch/g, '\u0001').replace(/c/g, 'k').replace(/\u0001/g, 'ch');
  s = s.replace(/q/g, 'k').replace(/x/g, 'ks').replace(/tz/g, 'ts');
  s = s.replace(/e/g, 'a');
  s = s.replace(/(.)\1+/g, '$1');
  if (/^h[aiou]/.test(s)) s = s.slice(1);
  return s;
}

/** The key's consonants ('abasha' → 'bsh'): two spellings with the same skeleton are variants. */
export function skeleton(key: string): string {
  return key.replace(/[aiou]/g, '');
}

/** The word without an attached Amharic prefix, or null (the rest must keep two syllables). */
export function stripAmharicPrefix(word: string): string | null {
  for (const prefix of AMHARIC_PREFIXES) {
    if (word.startsWith(prefix) && [...word].length - [...prefix].length >= 2) return word.slice(prefix.length);
  }
  return null;
}

/** Every key one word stands for: its own, and without its Amharic prefix. */
export function wordKeys(word: string): string[] {
  const keys = new Set<string>();
  const own = foldWord(word);
  if (own) keys.add(own);
  const stripped = stripAmharicPrefix(word);
  if (stripped) {
    const key = foldWord(stripped);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Exact-word marker: stored beside the keys so a word typed exactly as written ranks first. */
export const EXACT_MARK = '=';

/** The word as written, for the exact tier: lower case, NFC, no marks removed. */
export function exactWord(word: string): string {
  return EXACT_MARK + word.normalize('NFC').toLowerCase();
}

/**
 * What a product, designer or category stores to be found: the exact words (marked) and the keys
 * of every word of every text given, without duplicates.
 */
export function searchKeysOf(texts: readonly (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of splitWords(text)) {
      out.add(exactWord(word));
      for (const key of wordKeys(word)) out.add(key);
    }
  }
  return [...out];
}

/** Only the folded keys of searchKeysOf (the vocabulary the typo and prefix steps look in). */
export function foldedKeys(keys: readonly string[]): string[] {
  return keys.filter((k) => !k.startsWith(EXACT_MARK));
}

/**
 * How many typos a word forgives, by the length of its key: none under 5 letters (there a typo
 * is another word), one for 5–8, two from 9.
 */
export function typoBudget(key: string): number {
  const n = key.length;
  if (n < 5) return 0;
  return n <= 8 ? 1 : 2;
}

/**
 * Edit distance with adjacent swaps counting as one (optimal string alignment), stopping early
 * once it must exceed `max` (then returns max + 1).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  const first = rows[0]!;
  for (let j = 0; j <= b.length; j += 1) first[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    let best = row[0]!;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** A word of a query, ready for matching. */
export interface QueryWord {
  /** As typed (for "did you mean" and the exact tier). */
  text: string;
  exact: string;
  /** Its keys: own, and without an Amharic prefix. */
  keys: string[];
  /** The last word of a query being typed matches word beginnings too. */
  prefix: boolean;
}

/**
 * The words of a query, each folded; words that fold to nothing (punctuation) are dropped, and at
 * most SEARCH_QUERY_MAX_WORDS are kept. The last word is a prefix when the query does not end in
 * a space or separator (the shopper is still typing it).
 */
export function parseSearchQuery(raw: string): QueryWord[] {
  const words = splitWords(raw)
    .map((text) => ({ text, exact: exactWord(text), keys: wordKeys(text), prefix: false }))
    .filter((w) => w.keys.length > 0)
    .slice(0, SEARCH_QUERY_MAX_WORDS);
  const last = words[words.length - 1];
  if (last) last.prefix = true;
  return words;
}
