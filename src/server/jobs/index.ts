import type { FastifyInstance } from 'fastify';
import type { CurrencyService } from '../modules/currency';
import type { OrdersService } from '../modules/orders';
import { expireUnpaidOrdersJob } from './expire-unpaid-orders';
import { refreshExchangeRatesJob } from './refresh-exchange-rates';

export { EXPIRE_UNPAID_JOB, expireUnpaidOrdersJob } from './expire-unpaid-orders';
export { RATES_JOB, refreshExchangeRatesJob } from './refresh-exchange-rates';

export interface JobServices {
  orders: Pick<OrdersService, 'expireUnpaid'>;
  currency: Pick<CurrencyService, 'refreshRates'>;
}

/**
 * Every scheduled job of the server, registered once (from app.ts). The scheduler runs each only
 * when its row in scheduled_jobs can be claimed, so one instance does the work however many run.
 */
export function registerJobs(app: FastifyInstance, services: JobServices): void {
  app.scheduler.register(refreshExchangeRatesJob(services.currency));
  app.scheduler.register(expireUnpaidOrdersJob(services.orders));
}
