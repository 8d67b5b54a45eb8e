import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noContentSchema } from '../../../domain/http/api';
import { arrivalsRequestSchema, arrivalsSchema, ARRIVALS_PRODUCTS_MAX, destinationZoneSchema, publicZoneListSchema, zoneQuerySchema, quoteRequestSchema, quoteSchema, zoneCreateSchema, zoneInputSchema, zoneListSchema, zoneOrderSchema, zoneResultSchema } from '../../../domain/shipping/api';
import { errorResponses } from '../../lib/openapi';
import type { AuditActor } from '../../plugins/audit';
import type { ShippingService } from './service';

export interface ShippingRoutesOptions {
  shipping: ShippingService;
}

export async function shippingRoutes(app: FastifyInstance, opts: ShippingRoutesOptions) {
  const service = opts.shipping;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminActor = async (request: FastifyRequest): Promise<AuditActor> => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };

  r.get(
    '/api/admin/shipping/zones',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'shipping'], summary: 'The shipping zones: countries or cities, weight bands, transit, free-shipping threshold, carriers (admins)', response: { 200: zoneListSchema, ...errorResponses(401, 403) } },
    },
    async () => ({ zones: await service.listZones() }),
  );

  r.post(
    '/api/admin/shipping/zones',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'shipping'],
        summary:
          'Adds a zone under the rules of the whole set (domain/shipping validateZones): one zone per country or city (400 ZONE_COUNTRY_OVERLAP, ZONE_CITY_OVERLAP), bands from 0 g without gaps (ZONE_BAND_START, ZONE_BAND_GAP, ZONE_BAND_OVERLAP), nothing negative (ZONE_WEIGHT_NEGATIVE, ZONE_RATE_NEGATIVE), https tracking pages (ZONE_CARRIER_URL_INVALID); an id in use is 409 ZONE_ID_DUPLICATE; audited (admins)',
        body: zoneCreateSchema,
        response: { 201: zoneResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { id, ...data } = request.body;
      return reply.code(201).send({ zone: await service.createZone(await adminActor(request), id, data) });
    },
  );

  r.put(
    '/api/admin/shipping/zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'shipping'],
        summary: 'Replaces a zone under the rules of POST; its id stays (404 ZONE_NOT_FOUND); audited (admins)',
        params: idParamsSchema,
        body: zoneInputSchema,
        response: { 200: zoneResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ zone: await service.updateZone(await adminActor(request), request.params.id, request.body) }),
  );

  r.put(
    '/api/admin/shipping/zone-order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'shipping'],
        summary:
          "Lists the zones in this order (the console's and the shipping page's; matching does not depend on it): every zone's id once, else 409 ZONE_ORDER_STALE and nothing moves; audited (admins)",
        body: zoneOrderSchema,
        response: { 200: zoneListSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ zones: await service.reorderZones(await adminActor(request), request.body.ids) }),
  );

  r.delete(
    '/api/admin/shipping/zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'shipping'],
        summary: 'Deletes a zone: its countries then ship in the rest-of-world zone, or not at all (404 ZONE_NOT_FOUND); audited (admins)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteZone(await adminActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/shipping/quote',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['shipping'],
        summary:
          'What delivery costs and when it arrives: one parcel per designer, priced by the destination zone and the parcel’s weight band, free over the zone’s threshold; up to 50 lines. 409 PRODUCT_UNAVAILABLE (fields name the lines), 422 SHIPPING_UNAVAILABLE when no zone covers the destination, 422 PARCEL_TOO_HEAVY. Rate-limited: 60 a minute per address (everyone)',
        body: quoteRequestSchema,
        response: { 200: quoteSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('shippingQuote', app.rateLimit.keyFor(request));
      void reply.header('cache-control', 'no-store');
      return service.quote(request.body);
    },
  );

  r.post(
    '/api/shipping/arrivals',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['shipping'],
        summary: `When each product would arrive at a destination alone in its parcel, and what it would pay (free over the zone’s threshold): up to ${ARRIVALS_PRODUCTS_MAX} products, for product pages and listings; unknown or hidden products are listed in \`unavailable\`. 422 SHIPPING_UNAVAILABLE when no zone covers the destination. Rate-limited: 120 a minute per address (everyone)`,
        body: arrivalsRequestSchema,
        response: { 200: arrivalsSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('shippingArrivals', app.rateLimit.keyFor(request));
      void reply.header('cache-control', 'no-store');
      return service.arrivals(request.body);
    },
  );

  r.get(
    '/api/shipping/zone',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['shipping'],
        summary:
          'The zone a destination falls in (names, weight bands, transit, free-shipping threshold) and Addis Ababa today: a listing counts each card’s arrival window from it in the browser, one call per destination. 422 SHIPPING_UNAVAILABLE when no zone covers the destination. Rate-limited: 60 a minute per address (everyone)',
        querystring: zoneQuerySchema,
        response: { 200: destinationZoneSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('shippingZone', app.rateLimit.keyFor(request));
      // The browser keeps it a few minutes under ['shipping', …] (a shipping_zones event refetches
      // it); an HTTP cache would answer that refetch with the old zone, so nothing is stored.
      void reply.header('cache-control', 'no-store');
      return service.destinationZone(request.query);
    },
  );

  r.get(
    '/api/shipping/zones',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['shipping'],
        summary: 'Every shipping zone as shoppers read it, in the console’s order: names, weight bands (USD minor), transit days, free-shipping threshold (null: never free); no countries or carriers (everyone)',
        response: { 200: publicZoneListSchema },
      },
    },
    async (_request, reply) => {
      // As GET /api/shipping/zone: a shipping_zones event refetches it, so no HTTP cache keeps the old table.
      void reply.header('cache-control', 'no-store');
      return service.publicZones();
    },
  );
}
