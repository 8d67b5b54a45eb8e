/**
 * What the drawer's shipping and total rows say (issue 40): the cart knows only its goods, so
 * shipping and a total are stated only from the zone's quote to the shopper's destination.
 * Without a destination the drawer says shipping is counted for it; with one, that it is not
 * quoted yet until the quote answers (or where the shop does not ship: the delivery block says so).
 */
export type DrawerShipping = { kind: 'ask' } | { kind: 'pending' } | { kind: 'quoted'; shipping: number; free: boolean; total: number };

export function drawerShipping(subtotalUsdMinor: number, hasDestination: boolean, quotedUsdMinor: number | null): DrawerShipping {
  if (!hasDestination) return { kind: 'ask' };
  if (quotedUsdMinor === null) return { kind: 'pending' };
  return { kind: 'quoted', shipping: quotedUsdMinor, free: quotedUsdMinor === 0, total: subtotalUsdMinor + quotedUsdMinor };
}
