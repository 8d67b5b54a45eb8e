import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { studioProductKeys } from './product-query-keys';
import type { StudioProduct } from './product-types';

export const getStudioProduct = (id: string, signal?: AbortSignal) =>
  api<{ product: StudioProduct }>(`/api/studio/products/${encodeURIComponent(id)}`, { signal }).then((r) => r.product);

/** A refusal (not found, not yours, signed out) will not change on a retry; a dropped connection may. */
const retryProduct = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const studioProductQuery = (id: string) =>
  queryOptions({ queryKey: studioProductKeys.product(id), queryFn: ({ signal }) => getStudioProduct(id, signal), retry: retryProduct, staleTime: 30_000 });

/** One of the designer's own products (an admin: anyone's), with its photos; absent id: nothing to load. */
export const useStudioProduct = (id: string | undefined) => useQuery({ ...studioProductQuery(id ?? ''), enabled: Boolean(id) });
