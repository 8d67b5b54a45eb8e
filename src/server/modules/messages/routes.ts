import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import { idParamsSchema, noContentSchema } from '../../../domain/http/api';
import {
  editMessageSchema,
  hideMessageSchema,
  messageReportsSchema,
  messageResultSchema,
  messageTokenHeadersSchema,
  orderThreadsSchema,
  photoUploadQuerySchema,
  photoUploadResultSchema,
  postMessageSchema,
  reportMessageSchema,
  reportResultSchema,
  studioThreadsSchema,
  threadQuerySchema,
  threadResultSchema,
  unreadCountsSchema,
} from '../../../domain/messages/api';
import type { MessagesActor, MessagesService } from './service';

export interface MessagesRoutesOptions {
  /** The messages service, built once in app.ts. */
  messages: MessagesService;
}

async function actorOf(request: FastifyRequest, token: string | undefined): Promise<MessagesActor> {
  const user = await request.sessionUser();
  return user ? { userId: user.id, email: user.email, role: user.role, token } : { userId: null, email: null, role: null, token };
}

const PARTY = "the order's shopper (or a guest sending its X-Order-Token), the thread's designer, or an admin";

export async function messagesRoutes(app: FastifyInstance, opts: MessagesRoutesOptions) {
  const service = opts.messages;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/:id/message-threads',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `An order's conversations, one per designer (${PARTY}; a designer sees only her own)`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        response: { 200: orderThreadsSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { threads: await service.orderThreads(request.params.id, await actorOf(request, request.headers['x-order-token'])) };
    },
  );

  r.get(
    '/api/message-threads/:id',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `One conversation with its newest messages (\`limit\`, 100 unless asked), the order's lines of its designer and their measurements (${PARTY})`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        querystring: threadQuerySchema,
        response: { 200: threadResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { thread: await service.thread(request.params.id, await actorOf(request, request.headers['x-order-token']), request.query.limit) };
    },
  );

  r.post(
    '/api/message-threads/:id/messages',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `Send a message: text up to 2,000 characters and/or up to 3 photos uploaded before; a shopper's change request names its line (${PARTY}; 20 a minute)`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        body: postMessageSchema,
        response: { 201: messageResultSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request, request.headers['x-order-token']);
      await app.rateLimit.consume('messages', actor.userId ?? app.rateLimit.keyFor(request));
      return reply.code(201).send({ message: await service.post(request.params.id, actor, request.body) });
    },
  );

  r.post(
    '/api/message-threads/:id/photos',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `Upload one photo for a message about to be sent: multipart field \`file\`, decoded and cleaned of metadata (${PARTY})`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        querystring: photoUploadQuerySchema,
        response: { 201: photoUploadResultSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request, request.headers['x-order-token'] ?? request.query.token);
      // Who may send comes first: nobody else's file is read, decoded or stored.
      await service.thread(request.params.id, actor);
      const image = await request.readImageUpload();
      return reply.code(201).send({ photo: await service.uploadPhoto(request.params.id, actor, image) });
    },
  );

  r.post(
    '/api/message-threads/:id/read',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `Mark a conversation read (${PARTY})`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        response: { 204: noContentSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.markRead(request.params.id, await actorOf(request, request.headers['x-order-token']));
      return reply.code(204).send(null);
    },
  );

  r.patch(
    '/api/order-messages/:id',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: 'Correct your own message within 5 minutes of sending it (its author)',
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        body: editMessageSchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({ message: await service.edit(request.params.id, await actorOf(request, request.headers['x-order-token']), request.body.body) }),
  );

  r.post(
    '/api/order-messages/:id/report',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['messages'],
        summary: `Report a message to Tibeb's admins (${PARTY})`,
        params: idParamsSchema,
        headers: messageTokenHeadersSchema,
        body: reportMessageSchema,
        response: { 200: reportResultSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await service.report(request.params.id, await actorOf(request, request.headers['x-order-token']), request.body.reason);
      return { reported: true as const };
    },
  );

  r.get(
    '/api/messages/unread',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], summary: 'Your unread messages, in all and per order (signed-in users)', response: { 200: unreadCountsSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.unread((await request.signedInUser()).id);
    },
  );

  r.get(
    '/api/studio/message-threads',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['messages'],
        summary: "Your conversations with shoppers, unread first, with each order's garments and measurements (designers)",
        response: { 200: studioThreadsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { threads: await service.studioThreads((await request.signedInUser()).id) };
    },
  );

  r.get(
    '/api/admin/message-reports',
    {
      config: { access: 'admin' },
      schema: { tags: ['messages'], summary: 'Reported messages, newest report first (admins)', response: { 200: messageReportsSchema, ...errorResponses(401, 403) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.reports();
    },
  );

  r.post(
    '/api/admin/order-messages/:id/hidden',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['messages'],
        summary: 'Hide a message (with the reason) or show it again; audited (admins)',
        params: idParamsSchema,
        body: hideMessageSchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = await request.signedInUser();
      return { message: await service.setHidden(request.params.id, admin, request.body.hidden, request.body.reason) };
    },
  );
}
