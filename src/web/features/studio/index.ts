export type { DesignerApplication } from '@domain/studio/api';
export { useDesignerProfile, designerProfileQuery, type DesignerProfile } from './get-designer-profile';
export { StudioOverview, type StudioOverviewProps } from './studio-overview';
export { StudioProductsTable } from './products-table';
export { useStudioOverview, studioOverviewQuery, STUDIO_OVERVIEW_KEY, type StudioOverviewData } from './get-studio-overview';
export { useStudioProducts, studioProductsQuery, STUDIO_PRODUCTS_KEY, type StudioProductRow, type StudioProductsPage } from './get-studio-products';
export { useStudioProduct } from './get-studio-product';
export { useUploadPhoto } from './upload-photo';
export type { StudioPhoto, StudioProduct } from './product-types';
