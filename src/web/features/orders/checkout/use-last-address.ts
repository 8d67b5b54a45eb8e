import { useQuery } from '@tanstack/react-query';
import { valuesFromAddress, type TextField } from './checkout-form';
import { orderQuery } from '../get-order';
import { useOrders } from '../get-orders';

/**
 * A returning shopper's last delivery details (their most recent order's address and phone),
 * to prefill checkout, read from that order's detail.
 * Null until known, and for a first order.
 */
export function useLastAddress(enabled: boolean): Partial<Record<TextField, string>> | null {
  const orders = useOrders(enabled);
  const latest = orders.data?.[0] ?? null;
  const detail = useQuery({ ...orderQuery(latest?.id ?? ''), enabled: enabled && latest !== null });
  if (!enabled || !latest) return null;
  const address = detail.data?.shippingAddress ?? null;
  if (!address) return null;
  const phone = detail.data?.phone ?? null;
  return { ...valuesFromAddress(address), ...(phone ? { phone } : {}) };
}
