import { z } from 'zod';
import { isCountryCode } from '../orders/countries';
import { containsDangerousContent, hasUnstorableText } from '../security/input';
import type { ZoneErrorCode } from './zones';

/**
 * The shipping feature's HTTP contract (issue 40): the console's zones and the public quote.
 * zod checks only the shape here (types, lengths, markup); the rules of a zone set (bands from
 * 0 g without gaps, one zone per country or city, rates and weights not negative, https tracking
 * pages) are domain/shipping `validateZones`, which the service runs over the whole set, so a
 * rule reads the same wherever it is checked and answers one stable code.
 */

/** Longest zone or carrier name, city and tracking template kept. */
export const ZONE_NAME_MAX = 80;
export const ZONE_TEMPLATE_MAX = 300;
/** Enough for every ISO country; a zone listing more is not a zone. */
export const ZONE_COUNTRIES_MAX = 260;
export const ZONE_CITIES_MAX = 100;
export const ZONE_BANDS_MAX = 20;
export const ZONE_CARRIERS_MAX = 10;
/** Above these a number is a typo (a ton, 100,000 USD): refused as VALIDATION_FAILED, before any rule. */
export const WEIGHT_GRAMS_MAX = 1_000_000;
export const RATE_USD_MINOR_MAX = 10_000_000;
export const QUOTE_LINES_MAX = 50;
export const QUOTE_QUANTITY_MAX = 99;

/** A zone's id is chosen by the admin and never changes: a short slug, e.g. `europe-uk`. */
export const ZONE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZONE_ID_MAX = 40;

/** Codes the API answers besides the domain's zone rules (ZoneErrorCode) and VALIDATION_FAILED. */
export type ShippingErrorCode =
  | ZoneErrorCode
  | 'ZONE_NOT_FOUND'
  | 'ZONE_ID_INVALID'
  | 'ZONE_NAME_MARKUP'
  | 'SHIPPING_UNAVAILABLE'
  | 'PARCEL_TOO_HEAVY'
  | 'PRODUCT_UNAVAILABLE'
  | 'COUNTRY_REQUIRED';

/** A label shown as text: no tags at all (a zone name never needs '<' or '>'), no script, nothing PostgreSQL cannot store. */
const isPlainLabel = (text: string): boolean => !/[<>]/.test(text) && !containsDangerousContent(text) && !hasUnstorableText(text);
const label = (max: number) => z.string().trim().max(max).refine(isPlainLabel, { error: 'ZONE_NAME_MARKUP' });
/** Whole numbers only; sign and range are the domain's rules (ZONE_RATE_NEGATIVE, ZONE_WEIGHT_NEGATIVE), not zod's. */
const whole = (max: number) => z.number().int().max(max);

export const weightBandSchema = z.object({
  fromGrams: whole(WEIGHT_GRAMS_MAX),
  toGrams: whole(WEIGHT_GRAMS_MAX).nullable(),
  priceUsdMinor: whole(RATE_USD_MINOR_MAX),
});

export const carrierSchema = z.object({
  name: label(ZONE_NAME_MAX),
  /** https with one `{tracking}` (domain isTrackingTemplate: ZONE_CARRIER_URL_INVALID otherwise). */
  trackingUrlTemplate: z.string().trim().max(ZONE_TEMPLATE_MAX),
});

/** PUT /api/admin/shipping/zones/:id: the whole zone again. */
export const zoneInputSchema = z.object({
  nameEn: label(ZONE_NAME_MAX),
  nameAm: label(ZONE_NAME_MAX),
  /** ISO 3166-1 alpha-2 (upper-cased here), or '*' for every country no other zone lists. */
  countries: z.array(z.string().trim().toUpperCase().max(8)).max(ZONE_COUNTRIES_MAX),
  /** Only with countries ['ET']; empty for a whole country. */
  cities: z.array(label(ZONE_NAME_MAX)).max(ZONE_CITIES_MAX).default([]),
  bands: z.array(weightBandSchema).max(ZONE_BANDS_MAX),
  transitMinDays: z.number().int(),
  transitMaxDays: z.number().int(),
  /** Parcels whose goods come to more than this (USD minor) ship free; null: never free. */
  freeOverUsdMinor: whole(RATE_USD_MINOR_MAX).nullable(),
  carriers: z.array(carrierSchema).max(ZONE_CARRIERS_MAX).default([]),
});
export type ZoneInput = z.input<typeof zoneInputSchema>;
export type ZoneData = z.infer<typeof zoneInputSchema>;

/** POST /api/admin/shipping/zones: a new zone with the id it will keep. */
export const zoneCreateSchema = zoneInputSchema.extend({
  id: z.string().trim().max(ZONE_ID_MAX).regex(ZONE_ID_PATTERN, { error: 'ZONE_ID_INVALID' }),
});
export type ZoneCreateInput = z.input<typeof zoneCreateSchema>;

export const weightBandViewSchema = z.object({ fromGrams: z.number().int(), toGrams: z.number().int().nullable(), priceUsdMinor: z.number().int() });
export const carrierViewSchema = z.object({ name: z.string(), trackingUrlTemplate: z.string() });

export const shippingZoneSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAm: z.string(),
  countries: z.array(z.string()),
  cities: z.array(z.string()),
  bands: z.array(weightBandViewSchema),
  transitMinDays: z.number().int(),
  transitMaxDays: z.number().int(),
  freeOverUsdMinor: z.number().int().nullable(),
  carriers: z.array(carrierViewSchema),
  /** The console's order; matching does not depend on it (a valid set sends each destination to one zone). */
  position: z.number().int(),
});
export type ShippingZoneView = z.infer<typeof shippingZoneSchema>;

export const zoneListSchema = z.object({ zones: z.array(shippingZoneSchema) });
export type ZoneList = z.infer<typeof zoneListSchema>;
export const zoneResultSchema = z.object({ zone: shippingZoneSchema });
export type ZoneResult = z.infer<typeof zoneResultSchema>;

/** More ids than this are not a zone set the shop keeps (one zone per country at most, and cities). */
export const ZONE_ORDER_MAX = 500;
/**
 * PUT /api/admin/shipping/zone-order: every zone's id, in the order the console and the shipping
 * page list them. Ids that are not exactly the zones there are now (one added, deleted or sent twice
 * since the page loaded) are 409 ZONE_ORDER_STALE.
 */
export const zoneOrderSchema = z.object({ ids: z.array(z.string().max(ZONE_ID_MAX)).min(1).max(ZONE_ORDER_MAX) });
export type ZoneOrderInput = z.infer<typeof zoneOrderSchema>;

/** POST /api/shipping/quote: where to, and what (ids and quantities only: prices and weights are the shop's). */
export const quoteRequestSchema = z.object({
  destination: z.object({
    country: z.string().trim().toUpperCase().refine(isCountryCode, { error: 'COUNTRY_REQUIRED' }),
    city: z.string().trim().max(ZONE_NAME_MAX).nullish(),
  }),
  lines: z
    .array(z.object({ productId: z.string().max(64), quantity: z.number().int().min(1).max(QUOTE_QUANTITY_MAX) }))
    .min(1)
    .max(QUOTE_LINES_MAX),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteData = z.infer<typeof quoteRequestSchema>;

export const quotedParcelSchema = z.object({
  /** One parcel per designer: each sends from her own workshop. */
  designerId: z.string().nullable(),
  /** Her name on her profile, labelling the parcel (null: no profile name; the page numbers the parcel instead). */
  designerName: z.string().nullable(),
  productIds: z.array(z.string()),
  weightGrams: z.number().int(),
  goodsUsdMinor: z.number().int(),
  zone: z.object({ id: z.string(), nameEn: z.string(), nameAm: z.string() }),
  /** What the parcel pays: its band's rate, or 0 when free. */
  priceUsdMinor: z.number().int(),
  /** Its band's rate before the threshold. */
  rateUsdMinor: z.number().int(),
  free: z.boolean(),
  transitMinDays: z.number().int(),
  transitMaxDays: z.number().int(),
  carriers: z.array(carrierViewSchema),
  /** Addis Ababa dates (YYYY-MM-DD) the parcel is ready to leave the workshop. */
  ready: z.object({ earliest: z.string(), latest: z.string() }),
  /** Addis Ababa dates (YYYY-MM-DD), counted in working days from today: ready, then in transit. */
  arrival: z.object({ earliest: z.string(), latest: z.string() }),
});
export type QuotedParcelView = z.infer<typeof quotedParcelSchema>;

export const quoteSchema = z.object({
  /** The zone the destination falls in (every parcel's). */
  zoneId: z.string(),
  parcels: z.array(quotedParcelSchema),
  shippingUsdMinor: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A listing page's worth (48 cards); more is refused, not cut. */
export const ARRIVALS_PRODUCTS_MAX = 48;

export const destinationSchema = z.object({
  country: z.string().trim().toUpperCase().refine(isCountryCode, { error: 'COUNTRY_REQUIRED' }),
  city: z.string().trim().max(ZONE_NAME_MAX).refine(isPlainLabel, { error: 'ZONE_NAME_MARKUP' }).nullish(),
});

/**
 * POST /api/shipping/arrivals: when each product would arrive at a destination, alone in its
 * parcel, and what it would pay (product pages, listings). Unknown, hidden or malformed ids are
 * answered in `unavailable`, not refused: a listing may hold a product hidden a moment ago.
 */
export const arrivalsRequestSchema = z.object({
  destination: destinationSchema,
  productIds: z.array(z.string().max(64)).min(1).max(ARRIVALS_PRODUCTS_MAX),
});
export type ArrivalsRequest = z.input<typeof arrivalsRequestSchema>;
export type ArrivalsData = z.infer<typeof arrivalsRequestSchema>;

export const productArrivalSchema = z.object({
  productId: z.string(),
  /** Addis Ababa dates (YYYY-MM-DD). */
  arrival: z.object({ earliest: z.string(), latest: z.string() }),
  /** 'measurements-accepted': made to measure, counted from when the designer accepts the measurements. */
  countsFrom: z.enum(['order', 'measurements-accepted']),
  /** The piece alone: its band's rate (null: heavier than the zone ships), and what it pays (0 over the threshold). */
  rateUsdMinor: z.number().int().nullable(),
  priceUsdMinor: z.number().int().nullable(),
  free: z.boolean(),
});
export type ProductArrivalView = z.infer<typeof productArrivalSchema>;

export const arrivalsSchema = z.object({
  zone: z.object({ id: z.string(), nameEn: z.string(), nameAm: z.string(), freeOverUsdMinor: z.number().int().nullable(), transitMinDays: z.number().int(), transitMaxDays: z.number().int() }),
  /** Addis Ababa today, where the windows start. */
  from: z.string(),
  arrivals: z.array(productArrivalSchema),
  unavailable: z.array(z.string()),
});
export type Arrivals = z.infer<typeof arrivalsSchema>;

/** GET /api/shipping/zone?country=GB&city=London: the destination a listing's cards are counted for. */
export const zoneQuerySchema = destinationSchema;
export type ZoneQuery = z.input<typeof zoneQuerySchema>;

/**
 * The destination's zone, public view: what a listing needs to count every card's arrival window
 * in the browser with domain/shipping `productArrivals` (one call per destination, none per
 * product), and `today`, Addis Ababa's day on the server's clock, where the windows start (a
 * shopper's own clock may be wrong or in another day). No carriers, no other zones' countries.
 */
export const destinationZoneSchema = z.object({
  zone: z.object({
    id: z.string(),
    nameEn: z.string(),
    nameAm: z.string(),
    bands: z.array(weightBandViewSchema),
    transitMinDays: z.number().int(),
    transitMaxDays: z.number().int(),
    freeOverUsdMinor: z.number().int().nullable(),
  }),
  today: z.string(),
});
export type DestinationZone = z.infer<typeof destinationZoneSchema>;

/**
 * GET /api/shipping/zones: every zone as shoppers may read it (the shipping page's table), in the
 * console's order: names, weight bands, transit days and free-shipping threshold. No countries,
 * cities or carriers: a shopper learns her own zone from GET /api/shipping/zone.
 */
export const publicZoneSchema = destinationZoneSchema.shape.zone;
export type PublicZone = z.infer<typeof publicZoneSchema>;
export const publicZoneListSchema = z.object({ zones: z.array(publicZoneSchema) });
export type PublicZoneList = z.infer<typeof publicZoneListSchema>;
