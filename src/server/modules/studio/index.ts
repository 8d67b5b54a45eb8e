/** The designer studio's public surface: its routes and its service (its answers' shapes are in domain/studio/api.ts). */
export { studioRoutes, type StudioRoutesOptions } from './routes';
export { createStudioService, type StudioService, type StudioServiceDeps } from './service';
