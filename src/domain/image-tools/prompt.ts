import { containsDangerousContent, hasUnstorableText } from '../security/input';

/**
 * The AI product image generator's request (docs/requirements/sizing.md §7 `generate-product-images`: prompt, size
 * default 1024x1024, style default vivid) and the reading of a prompt's words that the built-in
 * illustrator draws from. Shared by the browser (early feedback) and the server (the authority).
 */

export const IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';

export const IMAGE_STYLES = ['vivid', 'natural'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'vivid';

export const PROMPT_LIMITS = { min: 3, max: 1000 } as const;

export type PromptIssue = 'PROMPT_TOO_SHORT' | 'PROMPT_TOO_LONG' | 'PROMPT_HOSTILE' | 'PROMPT_NO_WORDS';

export const PROMPT_MESSAGES: Readonly<Record<PromptIssue, string>> = {
  PROMPT_TOO_SHORT: `Describe the garment in at least ${PROMPT_LIMITS.min} characters.`,
  PROMPT_TOO_LONG: `Keep the description under ${PROMPT_LIMITS.max} characters.`,
  PROMPT_HOSTILE: 'The description contains markup or script; describe the garment in plain words.',
  PROMPT_NO_WORDS: 'The description needs words, not only symbols.',
};

// Controls other than tab and newline: nobody types them into a description.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Tag-like text (`<b>`, `</x`, `<!--`): a garment description has no use for it, and a prompt
// that carries it is refused rather than cleaned, so what is sent on is what the designer wrote.
const TAG_LIKE = /<\s*[!/?a-zA-Z]/;
// Letters of any script (Ge'ez included) or digits.
const WORDY = /[\p{L}\p{N}]/u;

/** Why a prompt cannot be used, or null. Length is checked first, so a huge prompt is never scanned. */
export function promptIssue(raw: string): PromptIssue | null {
  const prompt = raw.trim();
  if (prompt.length > PROMPT_LIMITS.max) return 'PROMPT_TOO_LONG';
  if (prompt.length < PROMPT_LIMITS.min) return 'PROMPT_TOO_SHORT';
  if (CONTROL.test(prompt) || hasUnstorableText(prompt) || TAG_LIKE.test(prompt) || containsDangerousContent(prompt)) return 'PROMPT_HOSTILE';
  if (!WORDY.test(prompt)) return 'PROMPT_NO_WORDS';
  return null;
}

/** Collapses runs of whitespace: what is drawn from and sent on. */
export const normalizePrompt = (raw: string) => raw.trim().replace(/\s+/g, ' ');

export const GARMENT_KINDS = ['habesha-kemis', 'modern-kemis', 'mens-shirt', 'mens-suit', 'netela', 'kids-set', 'couple-set', 'wedding-dress', 'accessory'] as const;
export type IllustratedKind = (typeof GARMENT_KINDS)[number];

export const BORDER_PATTERNS = ['diamonds', 'crosses', 'zigzag', 'chevrons', 'meskel', 'checks', 'triangles', 'stars'] as const;
export type BorderPattern = (typeof BORDER_PATTERNS)[number];

export const ILLUSTRATION_VIEWS = ['front', 'back', 'close-up', 'flat-lay'] as const;
export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

export const COLOUR_HEX = {
  green: '#0F6B4F',
  gold: '#C9962B',
  yellow: '#E2B100',
  red: '#B3182D',
  maroon: '#7A1F2B',
  blue: '#1F3F99',
  navy: '#1B2A4E',
  'sky-blue': '#3C86C6',
  teal: '#11766F',
  turquoise: '#0E8A9A',
  purple: '#5B2A86',
  pink: '#E79AB0',
  orange: '#D9731A',
  brown: '#6B3F1F',
  black: '#1C1C1C',
  silver: '#9AA3B2',
  olive: '#5C6B2E',
  coral: '#F07B63',
  cream: '#D9C29A',
} as const;
export type ColourName = keyof typeof COLOUR_HEX;

/** Words (English, Amharic) for each reading; longer phrases are tried before their parts. */
const KIND_WORDS: ReadonlyArray<readonly [IllustratedKind, readonly string[]]> = [
  ['wedding-dress', ['wedding', 'bride', 'bridal', 'ሙሽራ', 'ሰርግ']],
  ['couple-set', ['couple', 'matching set', 'his and hers', 'ጥንዶች', 'ጥንድ']],
  ['kids-set', ['child', 'children', 'kid', 'kids', 'girl', 'boy', 'baby', 'ልጆች', 'ልጅ', 'ህፃን', 'ሕፃን']],
  ['mens-suit', ['suit', 'jacket', 'ሱፍ', 'ኮት']],
  ['mens-shirt', ['shirt', 'men', "men's", 'mens', 'man', 'ሸሚዝ', 'ወንድ']],
  ['netela', ['netela', 'netsela', 'shawl', 'scarf', 'gabi', 'ነጠላ', 'ጋቢ', 'ሻርፕ']],
  ['accessory', ['bag', 'necklace', 'jewellery', 'jewelry', 'accessory', 'headband', 'ቦርሳ', 'ጌጣጌጥ']],
  ['modern-kemis', ['modern', 'contemporary', 'short', 'mini', 'ዘመናዊ']],
  ['habesha-kemis', ['kemis', 'habesha', 'dress', 'gown', 'ቀሚስ', 'ሀበሻ', 'ሐበሻ']],
];

const COLOUR_WORDS: ReadonlyArray<readonly [ColourName, readonly string[]]> = [
  ['sky-blue', ['sky blue', 'sky-blue', 'light blue', 'ሰማያዊ ብርሃን']],
  ['green', ['green', 'emerald', 'አረንጓዴ']],
  ['gold', ['gold', 'golden', 'ወርቅ', 'ወርቃማ']],
  ['yellow', ['yellow', 'mustard', 'ቢጫ']],
  ['maroon', ['maroon', 'burgundy', 'wine', 'ቡርጋንዲ']],
  ['red', ['red', 'crimson', 'scarlet', 'ቀይ']],
  ['navy', ['navy', 'ባሕር ሰማያዊ', 'ባህር ሰማያዊ']],
  ['turquoise', ['turquoise']],
  ['teal', ['teal']],
  ['blue', ['blue', 'royal blue', 'ሰማያዊ']],
  ['purple', ['purple', 'violet', 'lilac', 'ወይን ጠጅ', 'ወይንጠጅ', 'ሐምራዊ']],
  ['pink', ['pink', 'rose', 'ሮዝ']],
  ['orange', ['orange', 'ብርቱካን', 'ብርቱካናማ']],
  ['brown', ['brown', 'coffee', 'ቡናማ']],
  ['black', ['black', 'ጥቁር']],
  ['silver', ['silver', 'grey', 'gray', 'ብር', 'ግራጫ']],
  ['olive', ['olive']],
  ['coral', ['coral']],
  ['cream', ['cream', 'beige', 'ivory', 'ክሬም']],
];

const PATTERN_WORDS: ReadonlyArray<readonly [BorderPattern, readonly string[]]> = [
  ['meskel', ['meskel', 'መስቀል']],
  ['diamonds', ['diamond', 'diamonds', 'lozenge', 'አልማዝ']],
  ['crosses', ['cross', 'crosses', 'ፕላስ']],
  ['zigzag', ['zigzag', 'zig-zag', 'zig zag', 'wave', 'waves', 'ማዕበል']],
  ['chevrons', ['chevron', 'chevrons', 'arrow', 'arrows']],
  ['checks', ['check', 'checks', 'checker', 'checkered', 'chequered', 'ቼክ']],
  ['triangles', ['triangle', 'triangles', 'ሶስት ማዕዘን']],
  ['stars', ['star', 'stars', 'ኮከብ']],
];

const VIEW_WORDS: ReadonlyArray<readonly [IllustrationView, readonly string[]]> = [
  ['close-up', ['close-up', 'close up', 'closeup', 'detail', 'border detail', 'ቅርብ']],
  ['flat-lay', ['flat lay', 'flat-lay', 'flatlay', 'folded', 'hanger', 'ተጣጥፎ']],
  ['back', ['back', 'behind', 'ጀርባ']],
];

export interface PromptReading {
  kind: IllustratedKind;
  colours: ColourName[];
  pattern: BorderPattern | null;
  view: IllustrationView;
  /** The same words always draw the same design; a different wording gives another. */
  seed: number;
}

/** Word boundaries that also hold for Ge'ez script, where \b does not. */
function findPhrase(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at === -1) return -1;
    const before = text[at - 1];
    const after = text[at + phrase.length];
    const edge = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}]/u.test(c);
    // Amharic words take prefixes and suffixes (ቀይና, በወርቅ): inside Ge'ez, a match anywhere counts.
    const ethiopic = /[\u1200-\u137F]/.test(phrase);
    if (ethiopic || (edge(before) && edge(after))) return at;
    from = at + 1;
  }
}

/** FNV-1a over the normalized prompt: a stable seed in 0..2^31. */
export function promptSeed(prompt: string): number {
  let h = 0x811c9dc5;
  const text = normalizePrompt(prompt).toLowerCase();
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7fffffff;
}

/**
 * Reads the garment kind, colours (in the order written, at most four), border pattern and view
 * from a prompt. What it does not find is left to the seed: no kind → habesha kemis, no colour →
 * a palette of the catalogue's.
 */
export function readPrompt(raw: string): PromptReading {
  const text = normalizePrompt(raw).toLowerCase();
  // The earliest specific kind wins ("a netela over a kemis" draws a netela); "dress" and "kemis"
  // alone are the habesha kemis, and a suit stays a suit when "men's" comes first.
  const firstAt = new Map<IllustratedKind, number>();
  for (const [k, words] of KIND_WORDS) {
    const ats = words.map((w) => findPhrase(text, w)).filter((at) => at !== -1);
    if (ats.length > 0) firstAt.set(k, Math.min(...ats));
  }
  if (firstAt.has('mens-suit')) firstAt.delete('mens-shirt');
  firstAt.delete('habesha-kemis');
  let kind: IllustratedKind = 'habesha-kemis';
  let kindAt = Number.POSITIVE_INFINITY;
  for (const [k, at] of firstAt) {
    if (at < kindAt) {
      kind = k;
      kindAt = at;
    }
  }

  const found: { name: ColourName; at: number }[] = [];
  const taken: Array<[number, number]> = [];
  for (const [name, words] of COLOUR_WORDS) {
    for (const w of words) {
      const at = findPhrase(text, w);
      if (at === -1) continue;
      // "sky blue" is not also "blue".
      if (taken.some(([s, e]) => at >= s && at < e)) continue;
      taken.push([at, at + w.length]);
      if (!found.some((f) => f.name === name)) found.push({ name, at });
      break;
    }
  }
  const colours = found.sort((a, b) => a.at - b.at).slice(0, 4).map((f) => f.name);

  let pattern: BorderPattern | null = null;
  let patternAt = Number.POSITIVE_INFINITY;
  for (const [p, words] of PATTERN_WORDS) {
    for (const w of words) {
      const at = findPhrase(text, w);
      if (at !== -1 && at < patternAt) {
        pattern = p;
        patternAt = at;
      }
    }
  }

  let view: IllustrationView = 'front';
  for (const [v, words] of VIEW_WORDS) {
    if (words.some((w) => findPhrase(text, w) !== -1)) {
      view = v;
      break;
    }
  }
  return { kind, colours, pattern, view, seed: promptSeed(text) };
}

/** Example prompts the home page offers (translated there); each reads as a distinct design. */
export const EXAMPLE_PROMPT_KEYS = ['greenGold', 'netelaRed', 'mensShirt', 'wedding'] as const;

export function parseImageSize(size: ImageSize): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number);
  return { width: w ?? 1024, height: h ?? 1024 };
}

/** The request's fields after defaults (the zod schema in ./schemas makes them). */
export interface GenerateImageRequestFields {
  prompt: string;
  size: ImageSize;
  style: ImageStyle;
}
