/**
 * The production feature's public surface (issue 38: the garment takes shape): app.ts builds the
 * service once, registers its guard with the orders feature (orders.guardLineMoves) and its routes.
 */
export { createProductionService, type ProductionService, type ProductionServiceOptions } from './service';
export { productionRoutes, type ProductionRoutesOptions } from './routes';
