// The sizing feature's public surface: its routes, and the service others ask for a size chart.
export { sizingRoutes, type SizingRoutesOptions } from './routes';
export { createSizingService, type SizingService, type SizingServiceOptions } from './service';
