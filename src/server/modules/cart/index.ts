// The cart module's public surface for other server modules.
export { createCartService } from './service';
