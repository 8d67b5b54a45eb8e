import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

/**
 * The session cookie's token when its signature is ours, read as better-auth reads it (better-call's
 * signed cookie: `<token>.<base64 HMAC-SHA256 of the token>`, URI-encoded). Answers null for no
 * cookie or a bad signature (better-auth answers "no session" then, and changes no cookie), and
 * 'ambiguous' when the header names the cookie twice (the parsers disagree on which one wins,
 * so the caller leaves that to better-auth).
 */
export function signedSessionToken(cookieHeader: string, cookieName: string, secret: string): string | null | 'ambiguous' {
  if (cookieHeader.split(cookieName + '=').length > 2) return 'ambiguous';
  const value = parseCookies(cookieHeader).get(cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Whether better-auth would answer this session as it is, with no write and no cookie: not
 * expired, and not yet due for its daily extension (`updateAge`), the rule of its getSession.
 */
export function sessionReadOnly(expiresAt: Date, now: number, config: { expiresInSeconds: number; updateAgeSeconds: number }): boolean {
  const expires = expiresAt.getTime();
  if (!(expires > now)) return false;
  return expires - config.expiresInSeconds * 1000 + config.updateAgeSeconds * 1000 > now;
}
