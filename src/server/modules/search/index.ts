/** The search feature's public surface. */
export { searchRoutes } from './routes';
export { createSearchService, type SearchService } from './service';
