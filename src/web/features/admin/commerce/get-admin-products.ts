import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductsPage, AdminProductsQuery as AdminProductsRequest } from '@domain/catalog/api';
import { api, toQuery, type QueryState } from '../../../lib/api-client';
import { ADMIN_PRODUCTS_KEY } from './admin-commerce-keys';

export type { AdminProduct, AdminProductsPage };

/** The section's filters: the contract's query (its page size is ours), low stock a switch. */
export type AdminProductsQuery = Omit<QueryState<AdminProductsRequest>, 'page' | 'pageSize' | 'lowStock'> & { page: number; lowStock: boolean };

export { ADMIN_PRODUCTS_REVIEW, type AdminProductsReview } from '@domain/catalog/constants';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const getAdminProducts = (q: AdminProductsQuery, signal?: AbortSignal) =>
  api<AdminProductsPage>(
    `/api/admin/products${toQuery({
      search: q.search ?? undefined,
      designer: q.designer ?? undefined,
      category: q.category ?? undefined,
      status: q.status ?? undefined,
      lowStock: q.lowStock ? 'true' : undefined,
      review: q.review ?? undefined,
      page: q.page,
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
    } satisfies AdminProductsRequest)}`,
    { signal },
  );

export const adminProductsQuery = (q: AdminProductsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, q],
    queryFn: ({ signal }) => getAdminProducts(q, signal),
    // The last page stays on screen (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useAdminProducts = (q: AdminProductsQuery) => useQuery(adminProductsQuery(q));
