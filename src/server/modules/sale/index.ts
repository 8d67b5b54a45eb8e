/** The sale's public surface. */
export { saleRoutes } from './routes';
export { createSaleService, type SaleService, type SaleServiceDeps } from './service';
