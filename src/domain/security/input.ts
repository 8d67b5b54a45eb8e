/**
 * Input hygiene of shop.md §5. The earlier product stripped dangerous markup in the browser only;
 * here the same functions run on the server, and the web app never renders user text as HTML
 * (React escapes it), so stripping is defence in depth rather than the only guard.
 */
const SCRIPT_TAG = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi;
const LONE_SCRIPT_TAG = /<\s*\/?\s*script\b[^>]*>/gi;
const JS_URL = /javascript\s*:/gi;
const EVENT_HANDLER = /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function containsDangerousContent(value: string): boolean {
  return (
    new RegExp(SCRIPT_TAG.source, 'i').test(value) ||
    new RegExp(LONE_SCRIPT_TAG.source, 'i').test(value) ||
    new RegExp(JS_URL.source, 'i').test(value) ||
    new RegExp(EVENT_HANDLER.source, 'i').test(value)
  );
}

/** Trims, removes control characters, script tags, javascript: and inline event handlers. */
export function sanitizeText(value: string): string {
  let out = value.replace(CONTROL_CHARS, '');
  // Repeat until stable so nested tricks like "<scr<script></script>ipt>" cannot reassemble.
  for (let i = 0; i < 5; i += 1) {
    const next = out.replace(SCRIPT_TAG, '').replace(LONE_SCRIPT_TAG, '').replace(JS_URL, '').replace(EVENT_HANDLER, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}

/** x@y.z with no spaces: deliberately loose, the mailbox itself is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
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

/** A path inside this site (no scheme, no protocol-relative //host) or an http(s) URL. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return urlIssue(value) === null;
}
