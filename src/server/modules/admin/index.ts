/** The admin console's routes: every section calls the features' services, handed in by app.ts. */
export { adminRoutes, type AdminServices } from './routes';
