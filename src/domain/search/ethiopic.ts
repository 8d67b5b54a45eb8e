/**
 * Our Ge'ez (Ethiopic) → Latin table (decision 036). Ethiopic letters are syllables laid out in
 * rows of eight in Unicode: one consonant per row, the column is the vowel ("order"). So the table
 * is one consonant per row plus one vowel per column, and every syllable of U+1200–U+135A maps.
 *
 * Homophones are folded here, at the consonant: ሀ ሐ ኀ ኸ → h, ሰ ሠ → s, ጸ ፀ → ts, አ ዐ → (nothing,
 * the vowel alone). Ejectives are written as shoppers type them: ጠ → t, ጨ → ch, ቀ → q, ጰ → p.
 * The output is a spelling, not yet a search key: foldWord() then folds it like any Latin word.
 */

/** Vowel per column. The 6th order (ə or no vowel) is written as nothing; see SIXTH. */
const VOWELS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'] as const;
/** Column of the 6th order: no vowel, or ə, which Latin spellings mostly leave out ('kemis', ቀሚስ). */
export const SIXTH = 5;

/** Consonant of each row, by the row's first code point. Labialised rows carry their 'w'. */
export const ETHIOPIC_ROWS: Readonly<Record<number, string>> = {
  0x1200: 'h', // ሀ
  0x1208: 'l', // ለ
  0x1210: 'h', // ሐ (homophone of ሀ)
  0x1218: 'm', // መ
  0x1220: 's', // ሠ (homophone of ሰ)
  0x1228: 'r', // ረ
  0x1230: 's', // ሰ
  0x1238: 'sh', // ሸ
  0x1240: 'q', // ቀ
  0x1248: 'qw', // ቈ
  0x1250: 'q', // ቐ (Tigrinya qh)
  0x1258: 'qw', // ቘ
  0x1260: 'b', // በ
  0x1268: 'v', // ቨ
  0x1270: 't', // ተ
  0x1278: 'ch', // ቸ
  0x1280: 'h', // ኀ (homophone of ሀ)
  0x1288: 'hw', // ኈ
  0x1290: 'n', // ነ
  0x1298: 'ny', // ኘ
  0x12a0: '', // አ (glottal: the vowel alone)
  0x12a8: 'k', // ከ
  0x12b0: 'kw', // ኰ
  0x12b8: 'h', // ኸ (Amharic says it as h)
  0x12c0: 'hw', // ዀ
  0x12c8: 'w', // ወ
  0x12d0: '', // ዐ (homophone of አ)
  0x12d8: 'z', // ዘ
  0x12e0: 'zh', // ዠ
  0x12e8: 'y', // የ
  0x12f0: 'd', // ደ
  0x12f8: 'd', // ዸ
  0x1300: 'j', // ጀ
  0x1308: 'g', // ገ
  0x1310: 'gw', // ጐ
  0x1318: 'ng', // ጘ
  0x1320: 't', // ጠ (ejective t)
  0x1328: 'ch', // ጨ (ejective ch)
  0x1330: 'p', // ጰ (ejective p)
  0x1338: 'ts', // ጸ
  0x1340: 'ts', // ፀ (homophone of ጸ)
  0x1348: 'f', // ፈ
  0x1350: 'p', // ፐ
};

/** ፘ ፙ ፚ: the three syllables after the last full row. */
const TAIL: Readonly<Record<number, string>> = { 0x1358: 'mya', 0x1359: 'rya', 0x135a: 'fya' };

export const ETHIOPIC_FIRST = 0x1200;
export const ETHIOPIC_LAST_SYLLABLE = 0x135a;

/** True for an Ethiopic syllable this table maps (letters of U+1200–U+135A). */
export function isEthiopicSyllable(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return cp >= ETHIOPIC_FIRST && cp <= ETHIOPIC_LAST_SYLLABLE;
}

/** Latin spelling of one syllable, or null when `ch` is not one. */
export function syllableToLatin(ch: string): string | null {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < ETHIOPIC_FIRST || cp > ETHIOPIC_LAST_SYLLABLE) return null;
  const tail = TAIL[cp];
  if (tail !== undefined) return tail;
  const consonant = ETHIOPIC_ROWS[cp & ~7];
  if (consonant === undefined) return null;
  const order = cp & 7;
  // A glottal 6th order (እ, ዕ) is the vowel itself: እንደ is 'inde'.
  if (order === SIXTH && consonant === '') return 'i';
  return consonant + VOWELS[order];
}

/** Every Ethiopic syllable in `text` written in Latin; other characters unchanged. */
export function ethiopicToLatin(text: string): string {
  let out = '';
  for (const ch of text) out += syllableToLatin(ch) ?? ch;
  return out;
}

let reverse: Map<string, string[]> | null = null;

/**
 * The syllables a Latin spelling stands for (reverse of the table): one for an unambiguous
 * spelling ('ma' → ማ), several for folded homophones ('ha' → ሃ ሓ ኃ ኻ).
 */
export function latinToSyllables(latin: string): string[] {
  if (!reverse) {
    reverse = new Map();
    for (let cp = ETHIOPIC_FIRST; cp <= ETHIOPIC_LAST_SYLLABLE; cp += 1) {
      const ch = String.fromCodePoint(cp);
      const spelled = /\p{L}/u.test(ch) ? syllableToLatin(ch) : null;
      if (spelled) reverse.set(spelled, [...(reverse.get(spelled) ?? []), ch]);
    }
  }
  return reverse.get(latin) ?? [];
}
