/** The health check's public surface. */
export { healthRoutes, type HealthOptions } from './routes';
