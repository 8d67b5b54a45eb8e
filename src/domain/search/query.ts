/** docs/requirements/shop.md §9: the header search asks the server 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
/** At most this many results per group (products, designers, categories). */
export const SEARCH_GROUP_LIMIT = 5;

/**
 * Characters that end a word besides the space: a word starts at the beginning of a name or
 * right after one of these. Words are folded to keys by this split (fold.ts), and stored keys
 * were written with it, so changing it means raising SEARCH_KEYS_VERSION (products are re-keyed
 * at start).
 */
export const SEARCH_WORD_SEPARATORS = '\t\n\r\u00a0-\u2013\u2014/(),.;:!?&+"|\u1361\u1362\u1363\u1364\u1365\u1366\u1367';

/** Trims and collapses runs of whitespace, so 'habesha  kemis ' searches like 'habesha kemis'. */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ');
}

const SEPARATORS = new Set(SEARCH_WORD_SEPARATORS);

function spaced(text: string): string {
  let out = '';
  for (const ch of text) out += SEPARATORS.has(ch) ? ' ' : ch;
  return out;
}

/**
 * Where `query` first occurs in `text` at the start of a word, case-insensitively, the way the
 * server matches (used to highlight the matched part of a result). Null when it does not.
 */
export function findWordStart(text: string, query: string): { start: number; end: number } | null {
  const q = spaced(normalizeSearchQuery(query)).toLowerCase();
  if (!q) return null;
  const t = spaced(text);
  for (let i = 0; i + q.length <= t.length; i += 1) {
    const atWordStart = i === 0 || t[i - 1] === ' ' || /\s/.test(t[i - 1] ?? '');
    if (atWordStart && t.slice(i, i + q.length).toLowerCase() === q) return { start: i, end: i + q.length };
  }
  return null;
}
