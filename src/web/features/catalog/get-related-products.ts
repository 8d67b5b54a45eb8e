import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ProductCard } from '@domain/catalog/api';

export const getRelatedProducts = (id: string, signal?: AbortSignal) =>
  api<{ items: ProductCard[] }>(`/api/products/${encodeURIComponent(id)}/related`, { signal }).then((r) => r.items);

export const relatedProductsQuery = (id: string) =>
  queryOptions({ queryKey: ['products', 'related', id], queryFn: ({ signal }) => getRelatedProducts(id, signal) });

export const useRelatedProducts = (id: string) => useQuery(relatedProductsQuery(id));
