import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ProductDetail } from '@domain/catalog/api';

export const getProduct = (id: string, signal?: AbortSignal) => api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQuery(id));
