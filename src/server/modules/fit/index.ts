/** The photo fit's public surface: its routes and services (built once in app.ts). */
export { fitRoutes } from './routes';
export { createFitSaveService, type FitSaveService, type FitSaveServiceDeps } from './save-service';
export { createFitService, type FitService } from './service';
