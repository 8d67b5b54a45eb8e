import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from './currency';

/**
 * Reading a rates provider's answer. The common shape of the free and paid rate APIs is
 * `{"base":"USD","rates":{"ETB":155.2,...}}` (openexchangerates, exchangerate.host, Frankfurter);
 * open.er-api.com names them `base_code` and `rates`, exchangerate-api.com `conversion_rates`.
 * Extra fields are ignored. A date of the rates (`timestamp` or `time_last_update_unix`, seconds)
 * is taken as when they were last updated, so a provider serving old rates reads as stale.
 */

/** How far from the built-in table a rate may be and still be believed (a factor either way). */
export const PLAUSIBLE_FACTOR = 10;

export type RateProblem = 'missing' | 'not_a_number' | 'not_positive' | 'implausible';

export interface ParsedRates {
  /** Units per 1 USD, for every supported currency the answer gave a believable rate for. */
  rates: Partial<Record<CurrencyCode, number>>;
  /** Currencies whose rate was refused, and why. */
  problems: Partial<Record<CurrencyCode, RateProblem>>;
  /** When the provider says the rates were set (never later than `now`). */
  asOf: Date;
}

export type ProviderAnswer = { ok: true; value: ParsedRates } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A rate the shop can price with: a finite positive number within PLAUSIBLE_FACTOR of the built-in one. */
export function checkRate(code: CurrencyCode, value: unknown): RateProblem | null {
  if (value === undefined || value === null) return 'missing';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not_a_number';
  if (value <= 0) return 'not_positive';
  const builtIn = CURRENCIES[code].fallbackRate;
  if (value > builtIn * PLAUSIBLE_FACTOR || value < builtIn / PLAUSIBLE_FACTOR) return 'implausible';
  return null;
}

function readDate(body: Record<string, unknown>, now: Date): Date {
  const seconds = typeof body.timestamp === 'number' ? body.timestamp : typeof body.time_last_update_unix === 'number' ? body.time_last_update_unix : null;
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return now;
  const date = new Date(seconds * 1000);
  // A date in the future is a provider's clock, not fresher rates.
  return Number.isNaN(date.getTime()) || date > now ? now : date;
}

/** Parses a provider's JSON answer (already decoded); never throws. */
export function parseProviderRates(body: unknown, now: Date = new Date()): ProviderAnswer {
  if (!isRecord(body)) return { ok: false, error: 'The answer is not a JSON object.' };
  const table = isRecord(body.rates) ? body.rates : isRecord(body.conversion_rates) ? body.conversion_rates : null;
  if (!table) return { ok: false, error: 'The answer has no "rates" object.' };
  const base = typeof body.base === 'string' ? body.base : typeof body.base_code === 'string' ? body.base_code : 'USD';
  let divisor = 1;
  if (base.toUpperCase() !== 'USD') {
    // Rates against another base are turned into rates per 1 USD through that base's USD rate.
    const usd = table.USD;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) return { ok: false, error: `The rates are against ${base.slice(0, 10)} and give no USD rate.` };
    divisor = usd;
  }
  const rates: ParsedRates['rates'] = {};
  const problems: ParsedRates['problems'] = {};
  for (const code of CURRENCY_CODES) {
    if (code === 'USD') continue;
    const raw = table[code];
    const value = typeof raw === 'number' ? raw / divisor : raw;
    const problem = checkRate(code, value);
    if (problem) problems[code] = problem;
    else rates[code] = value as number;
  }
  if (Object.keys(rates).length === 0) return { ok: false, error: 'The answer has no usable rate.' };
  return { ok: true, value: { rates, problems, asOf: readDate(body, now) } };
}
