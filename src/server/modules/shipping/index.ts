// The shipping feature's public surface (issue 40): its routes, and its service for app.ts.
export { shippingRoutes, type ShippingRoutesOptions } from './routes';
export { createShippingService, type QuoteDestination, type ShippingDeps, type ShippingService } from './service';
