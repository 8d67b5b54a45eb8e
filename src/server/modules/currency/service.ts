import type { FastifyInstance } from 'fastify';
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode, parseProviderRates, rateFreshness, type CurrencyCode, type RateFreshness } from '../../../domain/money';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../plugins/audit';
import * as q from './queries';

export interface AdminRate {
  code: CurrencyCode;
  rate: number;
  updatedAt: string;
  /** Where the rate came from: 'api' (the provider), 'fallback' (the built-in table) or 'stale' (the last refresh failed). */
  apiStatus: string;
  freshness: RateFreshness;
  checkedAt: string | null;
  lastError: string | null;
}

/** What a refresh did: rates from the provider (all or some), the built-in table, or nothing (kept). */
export type RefreshResult = 'updated' | 'partial' | 'failed' | 'built-in';

export interface RefreshOutcome {
  result: RefreshResult;
  error: string | null;
  rates: AdminRate[];
}

export interface RatesSource {
  apiUrl: string | null;
  timeoutMs: number;
}

/** Answers bigger than this are not a rates table. */
const MAX_ANSWER_BYTES = 512 * 1024;

/** Rates per 1 USD for every supported currency: the table's, else the built-in one marked 'fallback'. */
export async function listRates(db: Database, now: Date = new Date()): Promise<AdminRate[]> {
  const rows = await q.listRateRows(db);
  const known = new Map(rows.filter((r) => isCurrencyCode(r.currencyCode)).map((r) => [r.currencyCode, r]));
  return CURRENCY_CODES.map((code) => {
    const row = known.get(code);
    const updatedAt = row?.updatedAt ?? now;
    return {
      code,
      rate: row ? Number(row.rate) : CURRENCIES[code].fallbackRate,
      updatedAt: updatedAt.toISOString(),
      apiStatus: row?.apiStatus ?? 'fallback',
      freshness: rateFreshness(updatedAt, now),
      checkedAt: row?.checkedAt?.toISOString() ?? null,
      lastError: row?.lastError ?? null,
    };
  });
}

/** The provider's answer, decoded, or why there is none (down, slow, not JSON). */
async function fetchProvider(source: { apiUrl: string; timeoutMs: number }): Promise<{ ok: true; body: unknown } | { ok: false; error: string }> {
  let res: Response;
  try {
    res = await fetch(source.apiUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(source.timeoutMs), redirect: 'error' });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { ok: false, error: timedOut ? `The rates provider did not answer within ${Math.round(source.timeoutMs / 100) / 10} s.` : 'The rates provider could not be reached.' };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { ok: false, error: `The rates provider answered HTTP ${res.status}.` };
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    return { ok: false, error: 'The rates provider stopped answering midway.' };
  }
  if (text.length > MAX_ANSWER_BYTES) return { ok: false, error: 'The rates provider answered with far too much data.' };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'The rates provider did not answer with JSON.' };
  }
}

const PROBLEM_TEXT = {
  missing: 'the provider gave no rate',
  not_a_number: 'the provider gave no number',
  not_positive: 'the provider gave zero or a negative rate',
  implausible: 'the provider gave an implausible rate',
} as const;

export interface CurrencyService {
  listRates(now?: Date): Promise<AdminRate[]>;
  /**
   * Takes the rates from the provider (RATES_API_URL) or, without one, the built-in table. A
   * failure keeps the last good rate of every currency, marked 'stale' with the error and the
   * time of the attempt: never zero, never empty. A manual refresh is recorded in the audit log.
   */
  refreshRates(trigger: { kind: 'scheduled' } | { kind: 'manual'; actor: AuditActor }): Promise<RefreshOutcome>;
}

export interface CurrencyServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  events: FastifyInstance['events'];
  rates: RatesSource;
}

/** The job's name in scheduled_jobs: the scheduled refresh (server/jobs) and the scheduler's call to the admin route claim the same row. */
export const RATES_JOB = 'update-exchange-rates';

export function createCurrencyService({ db, audit, events, rates: source }: CurrencyServiceDeps): CurrencyService {
  return {
    listRates: (now) => listRates(db, now),

    async refreshRates(trigger) {
      const now = new Date();
      let writes: q.RateWrite[];
      let result: RefreshResult;
      let error: string | null = null;
      if (!source.apiUrl) {
        result = 'built-in';
        writes = CURRENCY_CODES.map((code) => ({ currencyCode: code, rate: CURRENCIES[code].fallbackRate, apiStatus: 'fallback', updatedAt: now, checkedAt: now, lastError: null }));
      } else {
        const fetched = await fetchProvider({ apiUrl: source.apiUrl, timeoutMs: source.timeoutMs });
        const parsed = fetched.ok ? parseProviderRates(fetched.body, now) : { ok: false as const, error: fetched.error };
        if (!parsed.ok) {
          result = 'failed';
          error = parsed.error;
          // USD is the base (always 1): only its check time moves.
          writes = CURRENCY_CODES.map((code) => (code === 'USD' ? { currencyCode: code, checkedAt: now, lastError: null } : { currencyCode: code, apiStatus: 'stale', checkedAt: now, lastError: parsed.error }));
        } else {
          const { rates, problems, asOf } = parsed.value;
          const refused = Object.keys(problems);
          result = refused.length ? 'partial' : 'updated';
          error = refused.length ? `Kept the last good rate of ${refused.join(', ')}: ${refused.map((c) => PROBLEM_TEXT[problems[c as CurrencyCode]!]).join('; ')}.` : null;
          writes = CURRENCY_CODES.map((code) => {
            if (code === 'USD') return { currencyCode: code, rate: 1, apiStatus: 'api', updatedAt: asOf, checkedAt: now, lastError: null };
            const rate = rates[code];
            if (rate !== undefined) return { currencyCode: code, rate, apiStatus: 'api', updatedAt: asOf, checkedAt: now, lastError: null };
            return { currencyCode: code, apiStatus: 'stale', checkedAt: now, lastError: `Refused the ${code} rate: ${PROBLEM_TEXT[problems[code] ?? 'missing']}.` };
          });
        }
      }
      await db.transaction(async (tx) => {
        const before = trigger.kind === 'manual' ? await q.listRateRows(tx) : [];
        await q.insertMissingRates(
          tx,
          CURRENCY_CODES.map((code) => ({ currencyCode: code, rate: CURRENCIES[code].fallbackRate, updatedAt: now })),
        );
        for (const w of writes) await q.writeRate(tx, w);
        if (trigger.kind === 'manual') {
          const after = await q.listRateRows(tx);
          const brief = (rows: q.RateRow[]) => Object.fromEntries(rows.map((r) => [r.currencyCode, { rate: Number(r.rate), apiStatus: r.apiStatus, updatedAt: r.updatedAt }]));
          await audit.record(tx, trigger.actor, {
            kind: 'rates.refreshed',
            targetType: 'exchange_rates',
            targetId: null,
            before: brief(before),
            after: { result, error, rates: brief(after) },
          });
        }
      });
      events.publish({ topic: 'exchange_rates', action: 'update' });
      return { result, error, rates: await listRates(db) };
    },
  };
}
