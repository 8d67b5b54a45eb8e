import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../domain/http/api';
import { parseMobile } from '../../../domain/notifications/phone';
import {
  notificationSettingsSchema,
  notificationStatsQuerySchema,
  notificationStatsSchema,
  phoneAddedSchema,
  phoneAddSchema,
  phoneVerifySchema,
  telegramConnectSchema,
  telegramUpdateSchema,
  telegramWebhookAnswerSchema,
  telegramWebhookHeadersSchema,
  updatePreferencesSchema,
} from '../../../domain/notifications/api';
import { errorResponses } from '../../lib/openapi';
import type { NotificationsCaller, NotificationsService } from './service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

export async function notificationsRoutes(app: FastifyInstance, opts: NotificationsRoutesOptions) {
  const service = opts.notifications;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = async (request: FastifyRequest): Promise<NotificationsCaller> => {
    const user = await request.signedInUser();
    return { userId: user.id, role: user.role };
  };

  r.get(
    '/api/notifications/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s channels per kind of notification, whether Telegram and SMS are offered, the linked chat and the number (signed in)',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.settings(await caller(request)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Chooses channels for kinds of notification; security messages cannot be changed; all or nothing (signed in)',
        body: updatePreferencesSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.updatePreferences(await caller(request), request.body),
  );

  r.post(
    '/api/notifications/telegram/connect',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'A one-time t.me link (valid 10 minutes) that links the Telegram chat that opens it to the caller (signed in; 404 without a bot)',
        response: { 200: telegramConnectSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => {
      const who = await caller(request);
      await app.rateLimit.consume('notificationLinks', `telegram:${who.userId}`);
      return service.telegramConnect(who);
    },
  );

  r.delete(
    '/api/notifications/telegram',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], summary: 'Unlinks the caller’s Telegram chat (signed in)', response: { 204: noContentSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      await service.telegramDisconnect(await caller(request));
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/notifications/telegram/webhook',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['notifications'],
        summary: 'Telegram’s updates for the bot: /start <token> links the chat, /stop unlinks it (Telegram, proven by the X-Telegram-Bot-Api-Secret-Token header)',
        headers: telegramWebhookHeadersSchema,
        body: telegramUpdateSchema,
        response: { 200: telegramWebhookAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await service.telegramWebhook(request.headers['x-telegram-bot-api-secret-token'], request.body);
      return { ok: true as const };
    },
  );

  r.put(
    '/api/notifications/phone',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Sets the caller’s mobile number (Ethiopian, stored in E.164) and sends it a 6-digit code by SMS; 6 codes or links per 15 minutes (signed in; 404 without a gateway)',
        body: phoneAddSchema,
        response: { 200: phoneAddedSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => {
      const who = await caller(request);
      // A number that is not one costs nothing; each code sent counts.
      if (parseMobile(request.body.phone).ok) await app.rateLimit.consume('notificationLinks', `phone:${who.userId}`);
      return service.addPhone(who, request.body.phone);
    },
  );

  r.post(
    '/api/notifications/phone/verify',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Confirms the number with its code (5 tries, 10 minutes) (signed in)',
        body: phoneVerifySchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => service.verifyPhone(await caller(request), request.body.code),
  );

  r.delete(
    '/api/notifications/phone',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], summary: 'Removes the caller’s number (signed in)', response: { 204: noContentSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      await service.removePhone(await caller(request));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Deliveries per channel (sent, failed, waiting, delivery rate) and the recent failures (admin)',
        querystring: notificationStatsQuerySchema,
        response: { 200: notificationStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.stats(request.query.days),
  );
}
