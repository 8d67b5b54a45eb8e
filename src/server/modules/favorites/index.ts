/** The favourites feature's public surface. */
export { favoritesRoutes } from './routes';
export { createFavoritesService, type FavoritesService, type FavoritesServiceDeps } from './service';
