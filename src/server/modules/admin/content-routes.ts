import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import {
  adminContentPageParamsSchema,
  adminContentPageSchema,
  adminContentSlugParamsSchema,
  adminFooterLinkResultSchema,
  adminFooterLinksSchema,
  adminMenuItemResultSchema,
  adminMenuItemsSchema,
  footerLinkInputSchema,
  homepageSettingsInputSchema,
  homepageSettingsSchema,
  menuItemInputSchema,
  removedSchema,
  reorderFooterLinksInputSchema,
  reorderMenuItemsInputSchema,
  savedPageSchema,
  savePageInputSchema,
} from '../../../domain/content/api';
import { errorResponses } from '../../lib/openapi';
import type { ContentAdminService } from '../content';


async function actorOf(request: FastifyRequest) {
  const user = await request.signedInUser();
  return { id: user.id, email: user.email };
}

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** Admin console: Content, Navigation and Homepage sections (issue 15). The rules live in the content service. */
export async function adminContentRoutes(app: FastifyInstance, opts: { content: ContentAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { content } = opts;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  r.get(
    '/api/admin/content/pages/:slug',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page\u2019s stored content in English and Amharic, with versions (admins)',
        params: adminContentSlugParamsSchema,
        response: { 200: adminContentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return content.page(request.params.slug);
    },
  );

  r.put(
    '/api/admin/content/pages/:slug/:locale',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Saves a page in one language over the version it was based on (0: the first); 409 VERSION_CONFLICT when another admin saved since (admins)',
        params: adminContentPageParamsSchema,
        body: savePageInputSchema,
        response: { 200: savedPageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => content.savePage(await actorOf(request), request.params.slug, request.params.locale, request.body),
  );

  r.get(
    '/api/admin/homepage-settings',
    { config: admin, schema: { tags, summary: 'Homepage hero and featured section texts, with their version (admins)', response: { 200: homepageSettingsSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      noStore(reply);
      return content.homepage();
    },
  );

  r.put(
    '/api/admin/homepage-settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Saves the homepage texts over the version they were based on; links must be site paths or http(s) (LINK_UNSAFE); 409 VERSION_CONFLICT (admins)',
        body: homepageSettingsInputSchema,
        response: { 200: homepageSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => content.saveHomepage(await actorOf(request), request.body),
  );

  r.put(
    '/api/admin/homepage-settings/hero-image',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload the homepage hero image: multipart field `file`, JPEG/PNG/WebP/GIF up to 10 MB, decoded, metadata stripped, stored with its sizes; the image it replaces is removed (admins; 10 uploads a minute)',
        response: { 200: homepageSettingsSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return content.setHeroImage(actor, await request.readImageUpload());
    },
  );

  r.delete(
    '/api/admin/homepage-settings/hero-image',
    {
      config: admin,
      schema: { tags, summary: 'Take the hero image off the homepage; its file is removed (admins)', response: { 200: homepageSettingsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => content.setHeroImage(await actorOf(request), null),
  );

  r.get(
    '/api/admin/menu-items',
    { config: admin, schema: { tags, summary: 'Every header menu item, active or not, with children (admins)', response: { 200: adminMenuItemsSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      noStore(reply);
      return { items: await content.menu() };
    },
  );

  r.post(
    '/api/admin/menu-items',
    {
      config: admin,
      schema: { tags, summary: 'Adds a menu item, last among its siblings (admins)', body: menuItemInputSchema, response: { 201: adminMenuItemResultSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const item = await content.createMenuItem(await actorOf(request), request.body);
      return reply.status(201).send({ item });
    },
  );

  r.put(
    '/api/admin/menu-items/order',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A new order for the items under one parent (null: the top level); every id there, once; 409 ORDER_STALE when they changed (admins)',
        body: reorderMenuItemsInputSchema,
        response: { 200: adminMenuItemsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ items: await content.reorderMenu(await actorOf(request), request.body.parentId, request.body.ids) }),
  );

  r.put(
    '/api/admin/menu-items/:id',
    {
      config: admin,
      schema: { tags, summary: 'Changes a menu item (title, link, flags, parent) (admins)', params: idParamsSchema, body: menuItemInputSchema, response: { 200: adminMenuItemResultSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ item: await content.updateMenuItem(await actorOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/admin/menu-items/:id',
    { config: admin, schema: { tags, summary: 'Removes a menu item and its children (admins)', params: idParamsSchema, response: { 200: removedSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await content.deleteMenuItem(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/footer-links',
    { config: admin, schema: { tags, summary: 'Every footer link by group, active or not (admins)', response: { 200: adminFooterLinksSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      noStore(reply);
      return { items: await content.footer() };
    },
  );

  r.post(
    '/api/admin/footer-links',
    {
      config: admin,
      schema: { tags, summary: 'Adds a footer link, last in its group (admins)', body: footerLinkInputSchema, response: { 201: adminFooterLinkResultSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const item = await content.createFooterLink(await actorOf(request), request.body);
      return reply.status(201).send({ item });
    },
  );

  r.put(
    '/api/admin/footer-links/order',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A new order for one footer group; every id of it, once; 409 ORDER_STALE when it changed (admins)',
        body: reorderFooterLinksInputSchema,
        response: { 200: adminFooterLinksSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ items: await content.reorderFooter(await actorOf(request), request.body.category, request.body.ids) }),
  );

  r.put(
    '/api/admin/footer-links/:id',
    {
      config: admin,
      schema: { tags, summary: 'Changes a footer link (admins)', params: idParamsSchema, body: footerLinkInputSchema, response: { 200: adminFooterLinkResultSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ item: await content.updateFooterLink(await actorOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/admin/footer-links/:id',
    { config: admin, schema: { tags, summary: 'Removes a footer link (admins)', params: idParamsSchema, response: { 200: removedSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await content.deleteFooterLink(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
