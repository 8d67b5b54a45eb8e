/**
 * The payouts feature's public surface: its routes and its service. app.ts hands the service's
 * `ledger` to the orders feature, which calls it inside its own transactions (orders never imports
 * this folder).
 */
export { payoutsRoutes } from './routes';
export { createPayoutsService, type PayoutsService, type PayoutsServiceDeps } from './service';
