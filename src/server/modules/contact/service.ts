import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { insertContactMessage } from './queries';

export function createContactService(app: FastifyInstance, db: Database) {
  return {
    /** Stores the message (text cleaned of markup), then acknowledges it by e-mail. */
    async send(request: FastifyRequest, input: { name: string; email: string; subject?: string; message: string }, locale: string) {
      const name = sanitizeText(input.name);
      const message = sanitizeText(input.message);
      if (!name) throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { name: ['CONTACT_NAME_REQUIRED'] });
      if (message.length < 10) throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { message: ['CONTACT_MESSAGE_TOO_SHORT'] });
      const user = await request.sessionUser();
      const created = await insertContactMessage(db, {
        name,
        email: input.email.toLowerCase(),
        subject: input.subject ? sanitizeText(input.subject) || null : null,
        message,
        userId: user?.id ?? null,
        ip: request.ip,
      });
      await app.mailer
        .send({
          to: input.email,
          subject: locale === 'am-ET' ? 'መልእክትዎ ደርሶናል — ቲበብ' : 'We received your message — Tibeb',
          text:
            locale === 'am-ET'
              ? `ሰላም ${name}፣\n\nመልእክትዎ ደርሶናል፤ በአንድ የሥራ ቀን ውስጥ እንመልስልዎታለን።\n`
              : `Hello ${name},\n\nThank you for writing to Tibeb. We answer within one business day.\n`,
        })
        .catch((err: unknown) => request.log.warn({ err }, 'contact acknowledgement failed'));
      return { id: created?.id ?? '' };
    },
  };
}
