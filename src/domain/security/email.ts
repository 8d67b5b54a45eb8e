/**
 * The email check, in a module of its own: the footer's newsletter form (on every page) needs only
 * this, and a bundler places whole modules, so in input.ts it took the text cleaners (1.1 KB
 * gzipped) into the first download of every page.
 */

/** x@y.z with no spaces: deliberately loose, the mailbox itself is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
