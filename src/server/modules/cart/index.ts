// The cart module's public surface for app.ts and other server modules.
export { cartRoutes } from './routes';
export { createCartService, type CartService } from './service';
