import type { ShippingAddress } from '@domain/orders/schemas';
import type { OrderView } from '@domain/orders/types';
import { ETHIOPIA } from '@domain/orders/countries';

/**
 * What the order-success page says about a payment:
 * - `on_delivery`: pay on delivery, nothing to do now;
 * - `paid` / `refunded`: settled;
 * - `pending`: the provider has not confirmed yet (the page polls);
 * - `failed`: it did not go through, or was abandoned, and may be tried again.
 */
export type PaymentState = 'on_delivery' | 'paid' | 'refunded' | 'pending' | 'failed';

export function paymentState(order: Pick<OrderView, 'paymentMethod' | 'paymentStatus' | 'canRetryPayment'>): PaymentState {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.paymentStatus === 'failed') return 'failed';
  if (order.paymentMethod === 'cod') return 'on_delivery';
  // An online payment never started or left on the provider's page can be tried again.
  if (order.paymentStatus === 'unpaid' && order.canRetryPayment) return 'failed';
  return 'pending';
}

/** While a payment is being confirmed the page asks every 3 s, for at most a minute. */
export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_POLL_FOR_MS = 60_000;

export interface AddressLabels {
  house: (value: string) => string;
  kebele: (value: string) => string;
  woreda: (value: string) => string;
}

/** '05' says nothing alone ('Kebele 05' does); 'Bole 03' already says what it is. */
function labelled(value: string | undefined, label: (value: string) => string): string | undefined {
  if (!value) return undefined;
  return /^[\d\s/-]+$/.test(value) ? label(value) : value;
}

/**
 * The address as a courier reads it, one line each; Ethiopia's by house, kebele, woreda and
 * sub-city. The landmark is shown as typed: 'Behind Edna Mall' must not become 'Near Behind …'.
 */
export function addressLines(address: Pick<ShippingAddress, 'fullName' | 'country' | 'city'> & Partial<ShippingAddress>, countryLabel: string, labels: AddressLabels): string[] {
  const join = (...parts: (string | undefined | null)[]) => parts.filter((p): p is string => Boolean(p && p.trim())).join(', ');
  const lines =
    address.country === ETHIOPIA
      ? [
          address.fullName,
          join(labelled(address.houseNumber, labels.house), labelled(address.kebele, labels.kebele), labelled(address.woreda, labels.woreda)),
          join(address.subCity, address.city),
          address.landmark ?? '',
          countryLabel,
        ]
      : [address.fullName, address.addressLine1 ?? '', address.addressLine2 ?? '', join(address.city, address.region, address.postalCode), countryLabel];
  return lines.filter((l) => l.trim() !== '');
}

/** 'Selam Tesfaye' → 'Selam': Ethiopian names have no family name to address someone by. */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}
