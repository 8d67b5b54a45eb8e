/**
 * Password rules of docs/requirements/shop.md §5. Each failure has a stable code; the web app maps codes to
 * English or Amharic text and the server rejects the same failures with the same codes.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt-style hashes ignore long tails and huge inputs cost CPU: cap what we accept. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordIssue =
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_NEEDS_UPPERCASE'
  | 'PASSWORD_NEEDS_LOWERCASE'
  | 'PASSWORD_NEEDS_DIGIT'
  | 'PASSWORD_NEEDS_SPECIAL'
  | 'PASSWORDS_DO_NOT_MATCH';

export const PASSWORD_MESSAGES: Readonly<Record<PasswordIssue, string>> = {
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  PASSWORD_NEEDS_UPPERCASE: 'Password must contain at least one uppercase letter',
  PASSWORD_NEEDS_LOWERCASE: 'Password must contain at least one lowercase letter',
  PASSWORD_NEEDS_DIGIT: 'Password must contain at least one number',
  PASSWORD_NEEDS_SPECIAL: 'Password must contain at least one special character',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
};

/** Returns every rule the password breaks, in a fixed order (empty when it is acceptable). */
export function passwordIssues(password: string, confirmation?: string): PasswordIssue[] {
  if (password.length === 0) return ['PASSWORD_REQUIRED'];
  const issues: PasswordIssue[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('PASSWORD_TOO_SHORT');
  if (password.length > PASSWORD_MAX_LENGTH) issues.push('PASSWORD_TOO_LONG');
  if (!/\p{Lu}/u.test(password)) issues.push('PASSWORD_NEEDS_UPPERCASE');
  if (!/\p{Ll}/u.test(password)) issues.push('PASSWORD_NEEDS_LOWERCASE');
  if (!/\p{Nd}/u.test(password)) issues.push('PASSWORD_NEEDS_DIGIT');
  // Anything that is not a letter, digit or whitespace counts as special, so Ethiopic
  // punctuation (።, ፣) qualifies as it would for a shopper typing in Amharic.
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) issues.push('PASSWORD_NEEDS_SPECIAL');
  if (confirmation !== undefined && confirmation !== password) issues.push('PASSWORDS_DO_NOT_MATCH');
  return issues;
}
