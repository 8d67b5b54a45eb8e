import { PRODUCT_STATUSES, type ProductStatus } from '@domain/catalog/product-input';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@domain/orders/constants';
import type { AdminOrdersQuery } from './get-admin-orders';
import { ADMIN_PRODUCTS_REVIEW, type AdminProductsQuery, type AdminProductsReview } from './get-admin-products';

/**
 * The Products and Orders sections keep their filters in the address (`?section=…&status=…`), so
 * a reload, Back and a shared link show the same list. Anything unreadable is ignored, not an error.
 */
export const SEARCH_MAX = 100;
const PAGE_MAX = 10_000;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);
const id = (value: string | null) => (value && ID.test(value) ? value : null);
const search = (value: string | null) => value?.trim().slice(0, SEARCH_MAX) || null;

export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PAGE_MAX ? n : 1;
}

export function readDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) ? value : null;
}

export function readProductsQuery(params: URLSearchParams): AdminProductsQuery {
  return {
    search: search(params.get('q')),
    designer: id(params.get('designer')),
    category: id(params.get('category')),
    status: oneOf<ProductStatus>(PRODUCT_STATUSES, params.get('status')),
    lowStock: params.get('low') === '1',
    review: oneOf<AdminProductsReview>(ADMIN_PRODUCTS_REVIEW, params.get('review')),
    page: readPage(params.get('page')),
  };
}

export function readOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  // A range typed backwards is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: oneOf<OrderStatus>(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('payment')),
    from,
    to,
    designer: id(params.get('designer')),
    search: search(params.get('q')),
    page: readPage(params.get('page')),
  };
}

/** Filters that narrow the list (the page is not one): for "Clear filters" and the empty state's wording. */
export const FILTER_PARAMS = ['q', 'designer', 'category', 'status', 'low', 'review', 'payment', 'from', 'to'] as const;

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((p) => params.get(p));
}

/** Sets (or removes) one filter; the list goes back to its first page. */
export function setFilter(params: URLSearchParams, name: string, value: string | null): void {
  if (value) params.set(name, value);
  else params.delete(name);
  params.delete('page');
}
