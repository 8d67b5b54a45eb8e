/**
 * The return and fit-guarantee policies (issue 39): one set of settings an admin changes, read by
 * every page that states them (product page, checkout, order page, designer terms, information
 * pages) and by the server's rules, so the promise and the rule are always the same numbers.
 */
export interface ReturnsSettings {
  /** Ready-made lines: a return or exchange may be asked within this many days of delivery. */
  returnDays: number;
  /** Made-to-measure lines: a fit claim may be made within this many days of delivery. */
  claimDays: number;
  /** The alteration the shop reimburses: at most this share of the line's price, in basis points (2000 = 20 %). */
  alterationCapBp: number;
  /** The designer answers a request within this many days, or an admin decides. */
  answerDays: number;
}

export const DEFAULT_RETURNS_SETTINGS: ReturnsSettings = { returnDays: 30, claimDays: 14, alterationCapBp: 2000, answerDays: 3 };

/** Bounds an admin may set (the same bounds the database checks). */
export const RETURNS_SETTINGS_LIMITS = {
  returnDays: { min: 1, max: 365 },
  claimDays: { min: 1, max: 365 },
  alterationCapBp: { min: 0, max: 10_000 },
  answerDays: { min: 1, max: 30 },
} as const satisfies Record<keyof ReturnsSettings, { min: number; max: number }>;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** Ready-made or made to measure: which policy a line falls under. */
export type LineFulfilment = 'ready' | 'made_to_measure';

/** The last moment a request on a line delivered at `deliveredAt` may be made. */
export function requestWindowEnd(fulfilment: LineFulfilment, deliveredAt: Date, settings: ReturnsSettings): Date {
  return addDays(deliveredAt, fulfilment === 'ready' ? settings.returnDays : settings.claimDays);
}

/** The percentage the cap is, as pages print it (2000 bp → 20, 1250 bp → 12.5). */
export function capPercent(capBp: number): number {
  return capBp / 100;
}
