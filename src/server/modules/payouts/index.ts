/**
 * The payouts feature's public surface: its routes and its services. app.ts hands the service's
 * `ledger` to the orders feature, which calls it inside its own transactions (orders never imports
 * this folder); the accounts feature's password check goes to the payout accounts; the payout runs
 * service goes to its routes and to the scheduled job.
 */
export { payoutsRoutes } from './routes';
export { createPayoutsService, type PayoutsService, type PayoutsServiceDeps } from './service';
export { payoutAccountsRoutes } from './payout-accounts-routes';
export { createPayoutAccountsService, type PayoutAccountForPayout, type PayoutAccountsService, type PayoutAccountsServiceDeps } from './payout-accounts-service';
export { payoutRunsRoutes } from './payout-runs-routes';
export { createPayoutRunsService, type PayoutRunsService, type PayoutRunsServiceDeps } from './payout-runs-service';
export { createChapaTransfersProvider } from './providers/chapa-transfers';
export type { PayoutProvider } from './providers/provider';
