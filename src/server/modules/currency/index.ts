// The currency feature's public surface: what app.ts, jobs and other modules may use.
export { currencyRoutes } from './routes';
export { createCurrencyService, RATES_JOB, type AdminRate, type CurrencyService, type RatesSource, type RefreshOutcome, type RefreshResult } from './service';
