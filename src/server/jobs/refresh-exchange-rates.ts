import { RATE_REFRESH_INTERVAL_MS } from '../../domain/money';
import { RATES_JOB, type CurrencyService } from '../modules/currency';
import type { Job } from '../plugins/scheduler';

export { RATES_JOB };

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
