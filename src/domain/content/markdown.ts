import { isSafeLink } from '../security/input';

/**
 * A small, safe subset of Markdown for texts admins write (information pages, longer about texts):
 * paragraphs (a single newline is a line break), headings (#, ##, ###), bullet lists (-, *, +, •),
 * numbered lists (1. or 1)), **bold**, *italic* or _italic_, [links](/path or https://…) and
 * backslash escapes. The result is a tree of plain data that the web renders as React elements:
 * there is no HTML in or out, and a link whose address is not a safe one stays its label as text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

/** Longest text the parser is asked to read; callers cap their fields well below it. */
export const MARKDOWN_MAX_LENGTH = 50_000;
const LINK_MAX_LENGTH = 500;
const MAX_DEPTH = 3;

const HEADING = /^(#{1,3})[ \t]+(.*)$/;
const BULLET = /^[-*+•][ \t]+(.*)$/;
const NUMBERED = /^\d{1,9}[.)][ \t]+(.*)$/;

type LineKind = { kind: 'blank' } | { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'item'; ordered: boolean; text: string } | { kind: 'text'; text: string };

function classify(raw: string): LineKind {
  const line = raw.trim();
  if (!line) return { kind: 'blank' };
  const h = HEADING.exec(line);
  if (h) return { kind: 'heading', level: h[1]!.length === 3 ? 3 : 2, text: h[2]!.trim() };
  const b = BULLET.exec(line);
  if (b) return { kind: 'item', ordered: false, text: b[1]!.trim() };
  const n = NUMBERED.exec(line);
  if (n) return { kind: 'item', ordered: true, text: n[1]!.trim() };
  return { kind: 'text', text: line };
}

export function parseMarkdown(source: string): Block[] {
  const text = source.slice(0, MARKDOWN_MAX_LENGTH).replace(/\r\n?/g, '\n');
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items });
    paragraph = null;
    list = null;
  };
  for (const raw of text.split('\n')) {
    const line = classify(raw);
    if (line.kind === 'blank') {
      close();
    } else if (line.kind === 'heading') {
      close();
      blocks.push({ type: 'heading', level: line.level, children: parseInline(line.text) });
    } else if (line.kind === 'item') {
      if (paragraph || (list && list.ordered !== line.ordered)) close();
      list ??= { ordered: line.ordered, items: [] };
      list.items.push(parseInline(line.text));
    } else {
      if (list) close();
      paragraph ??= [];
      paragraph.push(parseInline(line.text));
    }
  }
  close();
  return blocks;
}

/**
 * Inline text as units (a character, and whether a backslash escaped it); delimiters are found
 * through next-occurrence tables built once, so no input makes the parser slower than linear
 * (a line of ten thousand '[' or '*' included).
 */
export function parseInline(line: string): Inline[] {
  const chars: string[] = [];
  const escaped: boolean[] = [];
  const units = [...line];
  for (let i = 0; i < units.length; i += 1) {
    const c = units[i]!;
    if (c === '\\' && i + 1 < units.length) {
      chars.push(units[i + 1]!);
      escaped.push(true);
      i += 1;
    } else {
      chars.push(c);
      escaped.push(false);
    }
  }
  const n = chars.length;
  const is = (i: number, c: string) => i < n && chars[i] === c && !escaped[i];
  const nextTable = (test: (i: number) => boolean) => {
    const next = new Int32Array(n + 2).fill(-1);
    for (let i = n - 1; i >= 0; i -= 1) next[i] = test(i) ? i : next[i + 1]!;
    return (from: number, end: number) => {
      if (from >= n) return -1;
      const at = next[from]!;
      return at >= 0 && at < end ? at : -1;
    };
  };
  const nextDoubleStar = nextTable((i) => is(i, '*') && is(i + 1, '*'));
  const nextStar = nextTable((i) => is(i, '*'));
  const nextUnderscore = nextTable((i) => is(i, '_'));
  const nextCloseBracket = nextTable((i) => is(i, ']'));
  const nextCloseParen = nextTable((i) => is(i, ')'));
  const slice = (a: number, b: number) => chars.slice(a, b).join('');

  function parse(start: number, end: number, depth: number, inLink: boolean): Inline[] {
    const out: Inline[] = [];
    let buffer = '';
    const push = (node: Inline) => {
      if (buffer) out.push({ type: 'text', text: buffer });
      buffer = '';
      out.push(node);
    };
    let i = start;
    while (i < end) {
      if (depth < MAX_DEPTH && is(i, '*') && is(i + 1, '*')) {
        const close = nextDoubleStar(i + 2, end);
        if (close > i + 2) {
          push({ type: 'strong', children: parse(i + 2, close, depth + 1, inLink) });
          i = close + 2;
          continue;
        }
      } else if (depth < MAX_DEPTH && (is(i, '*') || is(i, '_'))) {
        const close = chars[i] === '*' ? nextStar(i + 1, end) : nextUnderscore(i + 1, end);
        if (close > i + 1) {
          push({ type: 'em', children: parse(i + 1, close, depth + 1, inLink) });
          i = close + 1;
          continue;
        }
      } else if (!inLink && depth < MAX_DEPTH && is(i, '[')) {
        const closeLabel = nextCloseBracket(i + 1, end);
        if (closeLabel > i + 1 && is(closeLabel + 1, '(')) {
          const closeHref = nextCloseParen(closeLabel + 2, end);
          if (closeHref > closeLabel + 2) {
            const href = slice(closeLabel + 2, closeHref).trim();
            const children = parse(i + 1, closeLabel, depth + 1, true);
            if (isSafeMarkdownHref(href)) push({ type: 'link', href, children });
            // An address that is not safe is dropped; its label stays, as text.
            else for (const child of children) push(child);
            i = closeHref + 1;
            continue;
          }
        }
      }
      buffer += chars[i];
      i += 1;
    }
    if (buffer) out.push({ type: 'text', text: buffer });
    return out;
  }
  return merge(parse(0, n, 0, false));
}

/** Neighbouring text nodes as one (an unsafe link's label next to text, for example). */
function merge(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else if (node.type === 'text') out.push(node);
    else out.push({ ...node, children: merge(node.children) });
  }
  return out;
}

/** A link address the renderer may use: a path on this site or an http(s) URL, without spaces. */
export function isSafeMarkdownHref(href: string): boolean {
  return href.length > 0 && href.length <= LINK_MAX_LENGTH && !/\s/.test(href) && isSafeLink(href);
}

/**
 * The addresses of every link written in the text, safe or not: the server refuses a text that
 * holds an unsafe one (LINK_UNSAFE) instead of silently dropping it.
 */
export function markdownLinkTargets(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?<!\\)\[[^\]\n]*\]\(([^)\n]*)\)/g;
  for (const m of source.slice(0, MARKDOWN_MAX_LENGTH).matchAll(pattern)) found.push((m[1] ?? '').trim());
  return found;
}

export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');
}

/** What a reader sees, without formatting: blocks apart by a blank line, lines and items by a newline. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((b) => (b.type === 'heading' ? inlineText(b.children) : b.type === 'paragraph' ? b.lines.map(inlineText).join('\n') : b.items.map(inlineText).join('\n')))
    .join('\n\n');
}

const SPECIAL = /[\\*_[\]()#\-+.•>]/g;

/** Text that reads as itself when parsed: every character Markdown could take as markup is escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`);
}
