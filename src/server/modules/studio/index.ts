/** The designer studio's public surface: its routes, its service and the application shape the admin console answers with. */
export { applicationSchema } from './dto';
export { studioRoutes, type StudioRoutesOptions } from './routes';
export { createStudioService, type StudioService, type StudioServiceDeps } from './service';
