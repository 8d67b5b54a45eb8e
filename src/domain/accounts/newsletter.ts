import { isValidEmail } from '../security/email';

/** Newsletter rule of docs/requirements/shop.md §5, as a plain function so the footer need not load zod. */
export function newsletterEmailIssue(raw: string): 'NEWSLETTER_EMAIL_REQUIRED' | 'NEWSLETTER_EMAIL_INVALID' | null {
  const email = raw.trim();
  if (!email) return 'NEWSLETTER_EMAIL_REQUIRED';
  return isValidEmail(email) ? null : 'NEWSLETTER_EMAIL_INVALID';
}
