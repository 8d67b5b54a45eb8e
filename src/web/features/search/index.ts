export { SearchBox } from './search-box';
export { useSearch, searchQuery, getSearch } from './get-search';
export type { SearchResults, ProductHit, DesignerHit, CategoryHit } from '@domain/search/api';
export { SearchAdminSection } from './search-admin-section';
