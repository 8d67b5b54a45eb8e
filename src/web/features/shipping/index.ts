/**
 * The shipping feature's web surface (issue 40): the shopper's destination (chosen on this device,
 * else the last checkout address, else the account's country), the product page's arrival block
 * and delivery card, and the cart drawer's parcels.
 */
export { DestinationSourcesProvider, type DestinationSources, type AddressLike } from './destination-sources';
export { useShopperDestination, type DestinationState } from './use-destination';
export { chooseDestination, useChosenDestination } from './destination-store';
export { DestinationChooser } from './destination-chooser';
export { useArrivals, arrivalsQuery } from './get-arrivals';
export { useCartQuote, useCartShipping, cartQuoteQuery } from './use-cart-quote';
export { useZoneFreeShipping } from './use-zone-free-shipping';
export { ProductArrival, ShippingPromise } from './product-arrival';
export { CartArrivals, type CartArrivalLine } from './cart-arrivals';
export { ArrivalWindowText } from './arrival-parts';
export { getShippingQuote, shippingQuoteQuery, useShippingQuote } from './get-shipping-quote';
export { CardArrivalLine } from './card-arrival';
export { useDestinationZone, destinationZoneQuery, getDestinationZone } from './get-destination-zone';
export { ShippingZonesTable, useShippingTextVars } from './shipping-zones-table';
export { usePublicZones, publicZonesQuery } from './get-public-zones';
