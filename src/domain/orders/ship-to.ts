import type { OrderStatus } from './constants';

/**
 * Who sees where a parcel goes (issue 40). A line's designer sees the full shipping address, the
 * phone and the landmark from the moment she confirms the line until 30 days after it was
 * delivered: before she has accepted the work she needs only the city, and a month after delivery
 * (returns and fit questions settled) she no longer needs a stranger's door.
 */
export const SHIP_TO_DAYS_AFTER_DELIVERY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function shipToVisible(line: { status: OrderStatus; deliveredAt: Date | null }, now: Date): boolean {
  switch (line.status) {
    case 'confirmed':
    case 'in_production':
    case 'shipped':
      return true;
    case 'delivered':
      // A delivered line without a recorded moment (older data) is treated as long delivered.
      return line.deliveredAt !== null && now.getTime() - line.deliveredAt.getTime() <= SHIP_TO_DAYS_AFTER_DELIVERY * DAY_MS;
    default:
      return false;
  }
}

/** The street lines of an address, in the order a courier reads them (name and country are shown apart); empty parts dropped. */
export function addressLines(a: Partial<Record<'addressLine1' | 'addressLine2' | 'houseNumber' | 'kebele' | 'woreda' | 'subCity' | 'city' | 'region' | 'postalCode', string>>): string[] {
  const join = (parts: Array<string | undefined>, sep: string) =>
    parts
      .map((p) => p?.trim() ?? '')
      .filter((p) => p !== '')
      .join(sep);
  return [
    a.addressLine1,
    a.addressLine2,
    join([a.houseNumber, a.kebele && `Kebele ${a.kebele}`, a.woreda && `Woreda ${a.woreda}`], ', '),
    a.subCity,
    join([a.city, a.region, a.postalCode], ', '),
  ]
    .map((l) => l?.trim() ?? '')
    .filter((l) => l !== '');
}
