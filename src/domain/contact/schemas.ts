import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../security';

export const CONTACT_MESSAGE_MAX = 4000;

/** The contact form; issue messages are codes that the web app translates. */
export const contactSchema = z.object({
  name: z.string({ error: 'CONTACT_NAME_REQUIRED' }).trim().min(1, { error: 'CONTACT_NAME_REQUIRED' }).max(120, { error: 'CONTACT_NAME_TOO_LONG' }),
  email: z
    .string({ error: 'EMAIL_REQUIRED' })
    .trim()
    .min(1, { error: 'EMAIL_REQUIRED' })
    .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID' })
    .refine(isValidEmail, { error: 'EMAIL_INVALID' }),
  subject: z.string().trim().max(200, { error: 'CONTACT_SUBJECT_TOO_LONG' }).optional(),
  message: z
    .string({ error: 'CONTACT_MESSAGE_REQUIRED' })
    .trim()
    .min(10, { error: 'CONTACT_MESSAGE_TOO_SHORT' })
    .max(CONTACT_MESSAGE_MAX, { error: 'CONTACT_MESSAGE_TOO_LONG' }),
});
export type ContactInput = z.input<typeof contactSchema>;
