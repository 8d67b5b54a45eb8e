/** The catalogue's public surface: its routes, its services and the shapes other features answer with. */
export { categorySchema, designerSchema, productCardSchema, productDetailSchema, productPageSchema, type Designer, type ProductCard, type ProductDetail } from './dto';
export { createDesignerProductsService, type DesignerProductsDeps, type DesignerProductsService } from './designer-products';
export { productEventOwner, productVisibility, type ProductVisibility } from './product-events';
export { catalogRoutes } from './routes';
export { createCatalogService, type CatalogService, type CatalogServiceDeps } from './service';
