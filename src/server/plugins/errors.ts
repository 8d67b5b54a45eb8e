import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { databaseFault } from '../lib/pg-errors';

/** Fastify's own client-error codes, renamed to stable codes of ours. */
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The content length does not match the body.' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'Some fields are missing or invalid.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: 'The request could not be routed.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'ADDRESS_TOO_LONG', message: 'A part of the address is too long.' },
};

/**
 * The database restarting, unreachable or out of disk is the shop's trouble, not the request's:
 * 503 with Retry-After (clients and the web's retry wait that long), never a 500. Nothing was
 * written: a statement that fails this way fails its whole transaction.
 */
export const DATABASE_FAULTS = {
  unavailable: { code: 'DATABASE_UNAVAILABLE', message: 'The shop cannot reach its database just now. Please try again in a few seconds.', retryAfterSeconds: 5 },
  full: { code: 'DATABASE_FULL', message: 'The shop cannot save anything just now. Please try again later.', retryAfterSeconds: 60 },
} as const;

/**
 * Errors the router raises before any route or error handler runs (a malformed address, a path
 * part over `maxParamLength`): passed to Fastify as `frameworkErrors`, so they leave in our shape
 * too instead of `{ "error": "Bad Request", "code": "FST_ERR_…" }`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(status).send({ error: (err.code && FASTIFY_CODES[err.code]) || { code: 'BAD_REQUEST', message: 'The request could not be processed.' } });
}

/**
 * One error handler for the whole API: clients always get `{ error: { code, message } }`, never a
 * stack trace, and 5xx messages are replaced by a generic text (the detail goes to the log).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const where = (issue.instancePath || '/').replace(/^\//, '').replace(/\//g, '.') || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
        (fields[where] ??= []).push(issue.message ?? 'invalid');
      }
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: 'Some fields are missing or invalid.', fields } });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again.' } });
    }
    const fault = databaseFault(err);
    if (fault) {
      // Logged once per request like any 5xx; the client learns only that it should come back.
      request.log.error({ err, fault }, 'database could not serve the request');
      const body = DATABASE_FAULTS[fault];
      return reply.status(503).header('retry-after', String(body.retryAfterSeconds)).header('cache-control', 'no-store').send({ error: { code: body.code, message: body.message } });
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: { code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL', message: 'An unexpected error occurred. Please try again.' } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: 'Too Many Attempts. Please wait before trying again.' } });
    }
    return reply.status(status).send({ error: mapped ?? { code: 'BAD_REQUEST', message: 'The request could not be processed.' } });
  });
});
