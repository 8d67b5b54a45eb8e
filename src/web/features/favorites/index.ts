// The favourites page is loaded by the router on its own; it is not exported here, so that
// catalog (which uses useFavorites) and this feature never import each other in a circle.
export { useFavorites } from './use-favorites';
export { useFavoritesCount } from './use-favorites-count';
export { useFavorite } from './use-favorite';
export { useFavoritesSync } from './use-favorites-sync';
export type { Favorite } from './types';
