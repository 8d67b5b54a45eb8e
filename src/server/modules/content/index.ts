/**
 * The content feature's public surface: the shop's own words and links (public routes and the admin
 * service) and maintenance mode (the service whose reads app.ts hands to the maintenance gate).
 */
export { createMaintenanceService, type MaintenanceService, type MaintenanceServiceDeps, type MaintenanceView } from './maintenance-service';
export { contentRoutes } from './routes';
export { createContentAdminService, type ContentAdminDeps, type ContentAdminService } from './service';
