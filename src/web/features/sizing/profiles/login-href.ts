import { isInternalPath } from '@domain/security';

/**
 * The sign-in link that brings the shopper back to where they were. The brief names the parameter
 * `redirect`; the login page of this app reads `next`, so both carry the same same-site path.
 */
export function loginHref(pathname: string, search = '', hash = ''): string {
  const path = `${pathname}${search}${hash}`;
  // Only a path on this site goes back into the URL; anything else would be an open redirect.
  const back = isInternalPath(path) ? path : '/';
  const encoded = encodeURIComponent(back);
  return `/login?redirect=${encoded}&next=${encoded}`;
}
