import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductsPage } from '@domain/catalog/api';
import type { ProductStatus } from '@domain/catalog/product-input';
import { api, toQuery } from '../../../lib/api-client';
import { ADMIN_PRODUCTS_KEY } from './admin-commerce-keys';

export type { AdminProduct, AdminProductsPage };

export interface AdminProductsQuery {
  search: string | null;
  designer: string | null;
  category: string | null;
  status: ProductStatus | null;
  lowStock: boolean;
  review: AdminProductsReview | null;
  page: number;
}

/** The moderation filter: every product an admin hid, or those whose designer asked for a review. */
export const ADMIN_PRODUCTS_REVIEW = ['hidden_by_admin', 'requested'] as const;
export type AdminProductsReview = (typeof ADMIN_PRODUCTS_REVIEW)[number];

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const getAdminProducts = (q: AdminProductsQuery, signal?: AbortSignal) =>
  api<AdminProductsPage>(
    `/api/admin/products${toQuery({ search: q.search, designer: q.designer, category: q.category, status: q.status, lowStock: q.lowStock ? 'true' : null, review: q.review, page: q.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE })}`,
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
