/**
 * The payouts feature's public surface: its routes and its services. app.ts hands the service's
 * `ledger` to the orders feature, which calls it inside its own transactions (orders never imports
 * this folder); the payout runs service goes to its routes and to the scheduled job.
 */
export { payoutsRoutes } from './routes';
export { createPayoutsService, type PayoutsService, type PayoutsServiceDeps } from './service';
export { payoutRunsRoutes } from './payout-runs-routes';
export { createPayoutRunsService, type PayoutRunsService, type PayoutRunsServiceDeps } from './payout-runs-service';
export { createChapaTransfersProvider } from './providers/chapa-transfers';
export type { PayoutProvider } from './providers/provider';
