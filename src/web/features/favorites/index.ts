// The favourites page is loaded by the router on its own. Catalog never imports this feature: the
// favourite button reaches its product cards through the app (catalog's FavoriteButtonProvider).
export { useFavorites } from './use-favorites';
export { useFavoritesCount } from './use-favorites-count';
export { useFavorite } from './use-favorite';
export { FavoriteButton } from './favorite-button';
export { useFavoritesSync } from './use-favorites-sync';
export type { Favorite } from './types';
