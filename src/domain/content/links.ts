import { isSafeLink } from '../security/input';

export const LINK_MAX_LENGTH = 500;

/** Why a link an admin typed cannot be stored, as the stable code the server answers with. */
export type LinkIssue = 'LINK_REQUIRED' | 'LINK_TOO_LONG' | 'LINK_UNSAFE';

/**
 * A path on this site ('/products', not '//host') or an http(s) URL. Anything else — javascript:,
 * data:, vbscript:, a bare 'example.com' — is refused, not stored to be filtered later.
 */
export function linkIssue(value: string): LinkIssue | null {
  const url = value.trim();
  if (!url) return 'LINK_REQUIRED';
  if (url.length > LINK_MAX_LENGTH) return 'LINK_TOO_LONG';
  if (/\s/.test(url) || !isSafeLink(url)) return 'LINK_UNSAFE';
  return null;
}

/** Whether a link leaves the site (the header opens it in a new tab). */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url.trim());
