import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionReadOnly, signedSessionToken } from './session-read';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const NAME = 'tibeb.session_token';
/** As better-call signs a cookie value: `<value>.<base64 HMAC-SHA256>`, URI-encoded. */
const signed = (token: string, secret = SECRET) => encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('signedSessionToken', () => {
  it('answers the token of a cookie signed with the secret, among other cookies', () => {
    expect(signedSessionToken(`tibeb-language=am-ET; ${NAME}=${signed('abc123')}; x=1`, NAME, SECRET)).toBe('abc123');
  });

  it('answers null for no cookie, another secret, a changed token, a cut or unsigned value', () => {
    expect(signedSessionToken('x=1', NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${signed('abc123', 'another-secret')}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${signed('abc123').replace('abc123', 'abc124')}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${signed('abc123').slice(0, -4)}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=abc123`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=.${createHmac('sha256', SECRET).update('').digest('base64')}`, NAME, SECRET)).toBeNull();
  });

  it('leaves a cookie named twice to better-auth', () => {
    expect(signedSessionToken(`${NAME}=${signed('a')}; ${NAME}=${signed('b')}`, NAME, SECRET)).toBe('ambiguous');
  });
});

describe('sessionReadOnly', () => {
  const day = 24 * 60 * 60 * 1000;
  const config = { expiresInSeconds: 30 * 24 * 60 * 60, updateAgeSeconds: 24 * 60 * 60 };
  const now = Date.UTC(2026, 10, 28, 12);

  it('is true for a session extended less than a day ago', () => {
    expect(sessionReadOnly(new Date(now + 30 * day - 1000), now, config)).toBe(true);
    expect(sessionReadOnly(new Date(now + 29 * day + 1000), now, config)).toBe(true);
  });

  it('is false once due for its daily extension, and for an expired session', () => {
    expect(sessionReadOnly(new Date(now + 29 * day), now, config)).toBe(false);
    expect(sessionReadOnly(new Date(now + 28 * day), now, config)).toBe(false);
    expect(sessionReadOnly(new Date(now), now, config)).toBe(false);
    expect(sessionReadOnly(new Date(now - 1), now, config)).toBe(false);
    expect(sessionReadOnly(new Date(Number.NaN), now, config)).toBe(false);
  });
});
