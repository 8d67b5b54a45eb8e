/** The measurement review's public surface: app.ts and the jobs import only this file. */
export { createFittingService, type FittingService, type FittingServiceOptions } from './service';
export { fittingRoutes } from './routes';
