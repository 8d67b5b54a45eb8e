export { getSale, saleQuery, useSale, type SalePage as SalePageData, type SaleQuery } from './get-sale';
export { SalePage } from './sale-page';
