/** The catalogue's public surface: its routes and its services (the shapes it answers with are in domain/catalog/api.ts). */
export { createDesignerProductsService, type DesignerProductsDeps, type DesignerProductsService } from './designer-products';
export { productEventOwner, productVisibility, type ProductVisibility } from './product-events';
export { catalogRoutes } from './routes';
export { createCatalogService, type CatalogService, type CatalogServiceDeps } from './service';
