import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodOption } from '@domain/orders/types';
import { api } from '../../../lib/api-client';

/** Pay on delivery always; Chapa and Stripe only where the shop has their keys. */
export const getPaymentMethods = (signal?: AbortSignal) => api<{ methods: PaymentMethodOption[] }>('/api/payments/methods', { signal }).then((r) => r.methods);

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    // Configuration, not stock: it changes with a deployment, not while a shopper checks out.
    staleTime: 30 * 60_000,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
