/**
 * The payouts feature's public surface: its routes and its services. app.ts hands the service's
 * `ledger` to the orders feature, which calls it inside its own transactions (orders never imports
 * this folder), and the accounts feature's password check to the payout accounts.
 */
export { payoutsRoutes } from './routes';
export { createPayoutsService, type PayoutsService, type PayoutsServiceDeps } from './service';
export { payoutAccountsRoutes } from './payout-accounts-routes';
export { createPayoutAccountsService, type PayoutAccountForPayout, type PayoutAccountsService, type PayoutAccountsServiceDeps } from './payout-accounts-service';
