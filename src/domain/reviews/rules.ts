import { containsDangerousContent, hasUnstorableText } from '../security/input';

/**
 * Product reviews (issue 43): stars, words and photos from the shopper of a delivered order line.
 * The numbers below are the rules; the server enforces them, the web form shows them.
 */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2_000;
export const REVIEW_PHOTOS_MAX = 3;
/** How long after delivery a line may be reviewed (and its review edited): the setting's default. */
export const REVIEW_WINDOW_DAYS_DEFAULT = 100;
/** Per account and day: reviews written (or edited) and helpful votes. */
export const REVIEWS_PER_DAY = 10;
export const REVIEW_VOTES_PER_DAY = 60;
/** Below this many reviews a card says "New" rather than an average that two people make. */
export const RATING_SHOWN_FROM = 3;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_REPLY_MAX = 1_000;
export const REVIEW_REASON_MAX = 500;

const DAY_MS = 86_400_000;

/** Until when a line delivered at `deliveredAt` may be reviewed. */
export function reviewWindowEnds(deliveredAt: Date, windowDays = REVIEW_WINDOW_DAYS_DEFAULT): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

export function withinReviewWindow(deliveredAt: Date, now: Date, windowDays = REVIEW_WINDOW_DAYS_DEFAULT): boolean {
  return now.getTime() <= reviewWindowEnds(deliveredAt, windowDays).getTime();
}

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Line ends made \n, control characters dropped, trimmed: what is measured and stored. */
export function cleanReviewText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/**
 * Text that carries script (a script tag, `javascript:`, an inline handler; security/input.ts) or
 * what PostgreSQL cannot store is refused rather than silently changed: a review is shown as the
 * shopper wrote it or not at all. Amharic, Latin, emoji and a lone '<' are all words.
 */
export function isHostileReviewText(text: string): boolean {
  return hasUnstorableText(text) || containsDangerousContent(text);
}
