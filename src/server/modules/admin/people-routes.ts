import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, decodeAuditCursor, encodeAuditCursor } from '../../../domain/audit';
import { auditListSchema, auditLogPageSchema } from '../../../domain/audit/api';
import { adminUserPageSchema, okSchema, roleChangeResultSchema, roleChangeSchema, suspensionSchema, userSearchSchema } from '../../../domain/accounts/api';
import { contactMessageResultSchema, messageListSchema, messagePageSchema, messageStatusSchema, replySchema } from '../../../domain/contact/api';
import { idParamsSchema } from '../../../domain/http/api';
import { errorResponses } from '../../lib/openapi';
import type { AuditActor } from '../../plugins/audit';
import type { UserAdministration } from '../accounts';
import type { CatalogService } from '../catalog';
import type { ContactService } from '../contact';
import type { StudioService } from '../studio';


/**
 * The console's people sections: contact messages, users and their roles, and the audit log.
 * Thin: the rules are the contact and accounts features' (and the audit plugin's).
 */
export async function peopleRoutes(app: FastifyInstance, opts: { contact: ContactService; users: UserAdministration; catalog: CatalogService; studio: StudioService }) {
  const { contact, users, catalog, studio } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const actorOf = async (request: FastifyRequest): Promise<AuditActor> => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };

  r.get(
    '/api/admin/messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first, by status (new, handled or all), 20 a page, with the count of new ones (admins)',
        querystring: messageListSchema,
        response: {
          200: messagePageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return contact.list(request.query);
    },
  );

  r.post(
    '/api/admin/messages/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, or back to new; recorded in the audit log (admins)',
        params: idParamsSchema,
        body: messageStatusSchema,
        response: { 200: contactMessageResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: await contact.setStatus(await actorOf(request), request.params.id, request.body.status) }),
  );

  r.post(
    '/api/admin/messages/:id/reply',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Answer a contact message by e-mail (plain text); marks it replied and handled, recorded in the audit log (admins)',
        params: idParamsSchema,
        body: replySchema,
        response: { 200: contactMessageResultSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => ({ message: await contact.reply(await actorOf(request), request.params.id, request.body.text) }),
  );

  r.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts by name or e-mail and role, newest first, 20 a page (admins)',
        querystring: userSearchSchema,
        response: {
          200: adminUserPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return users.search(request.query);
    },
  );

  r.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change an account's role (customer, designer, admin); never the last admin's (LAST_ADMIN). A designer made here is approved (admins)",
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: roleChangeResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await users.changeRole(await actorOf(request), request.params.id, request.body.role, async (tx, change) => {
        // What the shop keeps about designers follows the role: a public handle, a place among the featured.
        if (change.after.role === 'designer') await studio.ensureSlug(tx, change.userId);
        if (change.before.role === 'designer') await catalog.forgetFeaturedDesigner(tx, change.userId);
      });
      if (result.changed) app.events.publish({ topic: 'designers', action: 'update', id: request.params.id });
      return result;
    },
  );

  r.post(
    '/api/admin/users/:id/suspension',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account (it cannot sign in; every session is revoked) or lift it; an admin is demoted first (USER_IS_ADMIN) (admins)',
        params: idParamsSchema,
        body: suspensionSchema,
        response: { 200: roleChangeResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return users.setSuspended({ ...actor, ip: request.ip }, request.params.id, request.body.suspended);
    },
  );

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Mail the account a password reset link (the Forgot password flow: one hour, single use, in the person's language); 3 per account per 15 minutes (admins)",
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      // Per account, whoever asks: two admins cannot flood one inbox between them.
      await app.rateLimit.consume('accountMail', `admin-reset:${request.params.id}`);
      await users.sendPasswordReset(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The audit log, newest first: by admin (actor id) and kind ('orders.' for a prefix, or exact), keyset paged by cursor (admins)",
        querystring: auditListSchema,
        response: { 200: auditLogPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { actor, kind, cursor, limit = AUDIT_PAGE_SIZE } = request.query;
      const after = cursor ? decodeAuditCursor(cursor) : null;
      // One more than asked tells whether another page exists.
      const rows = await app.audit.list({
        ...(actor ? { actorId: actor } : {}),
        ...(kind ? { kind } : {}),
        ...(after ? { before: after } : {}),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ position: _position, ...e }) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        nextCursor: rows.length > limit && last ? encodeAuditCursor({ createdAt: last.position, id: last.id }) : null,
      };
    },
  );
}
