/** The contact feature's public surface: its routes and the service the admin console calls. */
export { contactRoutes } from './routes';
export { createContactService, type ContactMessageView, type ContactService, type ContactServiceDeps } from './service';
