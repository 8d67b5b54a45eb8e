/**
 * Input hygiene of docs/requirements/shop.md §5. The earlier product stripped dangerous markup in the browser only;
 * here the same functions run on the server, and the web app never renders user text as HTML
 * (React escapes it), so stripping is defence in depth rather than the only guard.
 */
/**
 * The cleaners below scan by hand, in time linear in the input. The regular expressions they
 * replace (`<script[^>]*>[\s\S]*?</script>`, `on[a-z]+\s*=\s*"[^"]*"`) restarted a scan to the end
 * of the text at every unclosed tag or quote: 384 KB of '<script>' took seconds, and a request
 * blocked every other one meanwhile. Every search that could look ahead remembers how far it got
 * (`Ahead`), so no character is looked at more than a few times, whatever the text.
 */

/** Counts characters looked at; tests use it to show the work is linear. */
export interface ScanMeter {
  steps: number;
}

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

/** The next position of a character at or after `from`, remembered, so forward searches stay linear. */
class Ahead {
  private found = -2;
  constructor(private readonly text: string, private readonly char: string, private readonly meter: ScanMeter) {}
  at(from: number): number {
    if (this.found === -1 || this.found >= from) return this.found;
    const next = this.text.indexOf(this.char, from);
    this.meter.steps += (next === -1 ? this.text.length : next) - from + 1;
    this.found = next;
    return next;
  }
}

/** Skips whitespace from `i`; returns the first position that is not whitespace. */
function skipSpace(text: string, i: number, meter: ScanMeter): number {
  while (isSpace(text[i])) {
    meter.steps += 1;
    i += 1;
  }
  return i;
}

/** An opening (or, when asked, closing) script tag name at `i`: the position after 'script', or -1. */
function scriptTagName(text: string, i: number, closing: 'open' | 'close' | 'either', meter: ScanMeter): number {
  meter.steps += 1;
  if (text[i] !== '<') return -1;
  let j = skipSpace(text, i + 1, meter);
  if (text[j] === '/') {
    if (closing === 'open') return -1;
    j = skipSpace(text, j + 1, meter);
  } else if (closing === 'close') return -1;
  meter.steps += 6;
  if (text.slice(j, j + 6).toLowerCase() !== 'script' || isWordChar(text[j + 6])) return -1;
  return j + 6;
}

/** Closing script tags (less-than, slash, "script", greater-than; spaces allowed), found in order and remembered. */
class ClosingTags {
  private found = -2;
  private foundEnd = -1;
  constructor(private readonly text: string, private readonly lt: Ahead, private readonly meter: ScanMeter) {}
  /** The first closing tag starting at or after `from`: [start, end) or null. */
  at(from: number): [number, number] | null {
    if (this.found === -1) return null;
    if (this.found >= from) return [this.found, this.foundEnd];
    for (let i = this.lt.at(from); i !== -1; i = this.lt.at(i + 1)) {
      const name = scriptTagName(this.text, i, 'close', this.meter);
      if (name === -1) continue;
      const end = skipSpace(this.text, name, this.meter);
      if (this.text[end] !== '>') continue;
      this.found = i;
      this.foundEnd = end + 1;
      return [i, end + 1];
    }
    this.found = -1;
    return null;
  }
}

/** One pass of: script blocks, then lone script tags, then `javascript:`, then inline handlers. */
function stripOnce(value: string, meter: ScanMeter): string {
  return stripHandlers(stripJavascriptUrls(stripScriptTags(stripScriptBlocks(value, meter), meter), meter), meter);
}

/** `<script …>…</script>` with its content. */
function stripScriptBlocks(text: string, meter: ScanMeter): string {
  const lt = new Ahead(text, '<', meter);
  const gt = new Ahead(text, '>', meter);
  const closing = new ClosingTags(text, new Ahead(text, '<', meter), meter);
  let out = '';
  let kept = 0;
  for (let i = lt.at(0); i !== -1; i = lt.at(i + 1)) {
    const name = scriptTagName(text, i, 'open', meter);
    if (name === -1) continue;
    const tagEnd = gt.at(name);
    if (tagEnd === -1) break;
    const close = closing.at(tagEnd + 1);
    if (!close) break;
    out += text.slice(kept, i);
    kept = close[1];
    i = close[1] - 1;
  }
  return out + text.slice(kept);
}

/** `<script …>` or `</script …>` on its own. */
function stripScriptTags(text: string, meter: ScanMeter): string {
  const lt = new Ahead(text, '<', meter);
  const gt = new Ahead(text, '>', meter);
  let out = '';
  let kept = 0;
  for (let i = lt.at(0); i !== -1; i = lt.at(i + 1)) {
    const name = scriptTagName(text, i, 'either', meter);
    if (name === -1) continue;
    const tagEnd = gt.at(name);
    if (tagEnd === -1) break;
    out += text.slice(kept, i);
    kept = tagEnd + 1;
    i = tagEnd;
  }
  return out + text.slice(kept);
}

/** `javascript\s*:` in any case. */
function stripJavascriptUrls(text: string, meter: ScanMeter): string {
  // A literal search continues from where the last one stopped (lowercasing first could change
  // the text's length: 'İ' lowercases to two code units).
  const word = /javascript/gi;
  let out = '';
  let kept = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    meter.steps += word.lastIndex - m.index;
    const colon = skipSpace(text, word.lastIndex, meter);
    if (text[colon] !== ':') continue;
    out += text.slice(kept, m.index);
    kept = colon + 1;
    word.lastIndex = kept;
  }
  meter.steps += text.length;
  return out + text.slice(kept);
}

/** ` on<letters> = value`, the value quoted ("…" or '…') or up to a space or '>'. */
function stripHandlers(text: string, meter: ScanMeter): string {
  const quotes = { '"': new Ahead(text, '"', meter), "'": new Ahead(text, "'", meter) };
  const start = /\son[A-Za-z]/gi;
  let out = '';
  let kept = 0;
  meter.steps += text.length;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const on = m.index + 1;
    let j = on + 2;
    while (isLetter(text[j])) {
      meter.steps += 1;
      j += 1;
    }
    j = skipSpace(text, j, meter);
    if (text[j] !== '=') {
      start.lastIndex = on;
      continue;
    }
    j = skipSpace(text, j + 1, meter);
    const c = text[j];
    let end = -1;
    if (c === '"' || c === "'") {
      const close = quotes[c].at(j + 1);
      if (close !== -1) end = close + 1;
    }
    if (end === -1) {
      end = j;
      while (end < text.length && !isSpace(text[end]) && text[end] !== '>') {
        meter.steps += 1;
        end += 1;
      }
      if (end === j) {
        start.lastIndex = on;
        continue;
      }
    }
    out += text.slice(kept, m.index);
    kept = end;
    start.lastIndex = end;
  }
  return out + text.slice(kept);
}

export function containsDangerousContent(value: string, meter: ScanMeter = { steps: 0 }): boolean {
  return stripOnce(value, meter) !== value;
}

/**
 * Trims, removes control characters, script tags, javascript: and inline event handlers.
 * Repeats until stable so nested tricks like "<scr<script></script>ipt>" cannot reassemble; text
 * still dangerous after five passes is an attack, not a note, and loses every '<', ':' and '='.
 */
export function sanitizeText(value: string, meter: ScanMeter = { steps: 0 }): string {
  meter.steps += value.length;
  let out = value.replace(CONTROL_CHARS, '');
  for (let i = 0; i < 5; i += 1) {
    const next = stripOnce(out, meter);
    if (next === out) return out.trim();
    out = next;
  }
  if (containsDangerousContent(out, meter)) out = out.replace(/[<:=]/g, '');
  return out.trim();
}


export type UrlIssue = 'URL_INVALID' | 'URL_SCHEME';

export function urlIssue(value: string): UrlIssue | null {
  if (!/^https?:\/\//i.test(value)) return 'URL_SCHEME';
  try {
    new URL(value);
    return null;
  } catch {
    return 'URL_INVALID';
  }
}

/**
 * A path on this site: one '/' followed by anything but another '/' or a backslash. Browsers read a
 * backslash as a slash, so '/\evil.example' is '//evil.example', another host; they also drop
 * tabs and newlines from an address before reading it, so '/\t/evil.example' is the same trap.
 */
export function isInternalPath(value: string): boolean {
  const path = value.replace(/[\t\n\r]/g, '');
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** A path inside this site (no scheme, no protocol-relative //host or /\host) or an http(s) URL. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return isInternalPath(value);
  return urlIssue(value) === null;
}

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL cannot store either in text, and no person types
 * them. The server refuses them at the edge, for every field of every request.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}
