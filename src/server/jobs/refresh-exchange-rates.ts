import { RATE_REFRESH_INTERVAL_MS } from '../../domain/money';
import type { CurrencyService } from '../modules/currency/service';
import type { Job } from '../plugins/scheduler';

/** The job's name in scheduled_jobs (the admin's scheduler-triggered refresh claims the same row). */
export const RATES_JOB = 'update-exchange-rates';

/** The exchange rates are refreshed once per interval, by one instance however many run. */
export function refreshExchangeRatesJob(currency: Pick<CurrencyService, 'refreshRates'>): Job {
  return {
    name: RATES_JOB,
    periodMs: RATE_REFRESH_INTERVAL_MS,
    run: async () => {
      const outcome = await currency.refreshRates({ kind: 'scheduled' });
      return { ok: outcome.result !== 'failed', error: outcome.error };
    },
  };
}
