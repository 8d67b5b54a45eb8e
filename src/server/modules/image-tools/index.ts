/** The image tools' public surface. */
export { imageToolsRoutes } from './routes';
export { createImageToolsService, type ImageEngine, type ImageToolsService, type ImageToolsServiceDeps } from './service';
