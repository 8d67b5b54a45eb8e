import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@domain/catalog';
import { api, toQuery } from '../../lib/api-client';
import type { ProductPage } from './types';

export interface ProductQuery {
  page?: number;
  pageSize?: number;
  category?: string;
  designer?: string;
  region?: string;
  search?: string;
  price?: string;
  sort?: ProductSort;
  featured?: boolean;
  sale?: boolean;
}

export const getProducts = (q: ProductQuery, signal?: AbortSignal) =>
  api<ProductPage>(`/api/products${toQuery({ ...q, featured: q.featured ? 'true' : undefined, sale: q.sale ? 'true' : undefined })}`, { signal });

export const productsQuery = (q: ProductQuery) =>
  queryOptions({
    queryKey: ['products', q],
    queryFn: ({ signal }) => getProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (q: ProductQuery) => useQuery(productsQuery(q));
