import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import { errorResponses } from '../../lib/openapi';
import type { SessionUser } from '../../plugins/auth';
import { applicationListQuerySchema, applicationListSchema, applicationResultSchema, rejectApplicationSchema, requestChangesSchema } from '../../../domain/studio/api';
import type { StudioService } from '../studio';

async function signedIn(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.signedInUser();
  return user;
}


/** The approvals section: designer applications, decided with the studio's service (never its queries). */
export async function adminApprovalsRoutes(app: FastifyInstance, opts: { studio: StudioService }) {
  const { studio } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/designer-applications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Designer applications by status, newest first (admins)',
        querystring: applicationListQuerySchema,
        response: {
          200: applicationListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { items: await studio.listApplications(request.query.status) };
    },
  );

  r.post(
    '/api/admin/designer-applications/:id/approve',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Approve an application: the applicant becomes a designer and is mailed (admins)', params: idParamsSchema, response: { 200: applicationResultSchema, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => ({ application: await studio.approve(await signedIn(request), request.params.id, request.ip) }),
  );

  r.post(
    '/api/admin/designer-applications/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reject an application with a reason the applicant is mailed (admins)',
        params: idParamsSchema,
        body: rejectApplicationSchema,
        response: { 200: applicationResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ application: await studio.reject(await signedIn(request), request.params.id, request.body.reason, request.ip) }),
  );

  r.post(
    '/api/admin/designer-applications/:id/request-changes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Ask the applicant to change their application, with a message they are mailed and shown; they edit and send it again (admins)',
        params: idParamsSchema,
        body: requestChangesSchema,
        response: { 200: applicationResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ application: await studio.requestChanges(await signedIn(request), request.params.id, request.body.message, request.ip) }),
  );
}
